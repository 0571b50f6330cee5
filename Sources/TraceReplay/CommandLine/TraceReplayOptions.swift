/// The command line of the `control-throttle` demo, parsed: what to run and with which interval.
///
/// ```text
/// control-throttle                                     the built-in scenarios
/// control-throttle TRACE [--interval DURATION] [--sweep LOW...HIGH[:STEP]] [--json]
///                                                      replay a trace file, or '-' for standard input
/// control-throttle -h | --help                         usage
/// ```
///
/// `DURATION` is a number with a unit, `500ms` or `0.5s`; a bare number is seconds and may not
/// exceed 60, because `--interval 300` almost always means milliseconds. The sweep's ends and step
/// are durations of the same kind. Every mistake is a ``UsageError`` that says what to write
/// instead.
package enum TraceReplayOptions: Hashable, Sendable {
  /// Print the usage.
  case help
  /// Replay the built-in scenarios.
  case scenarios
  /// Replay a trace with `interval`, compare the intervals of `sweep`, and report as `format` says.
  case replay(TraceSource, interval: Duration, sweep: IntervalSweep = .standard, format: ReportFormat = .text)

  /// The interval when `--interval` is not given.
  package static let defaultInterval = Duration.milliseconds(500)

  /// The largest interval accepted without a unit, in seconds.
  package static let largestBareSeconds: Int64 = 60

  /// A command line that cannot be run.
  package enum UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An option this command does not have.
    case unknownOption(String)
    /// `--interval=VALUE` instead of `--interval VALUE`.
    case intervalWithEqualsSign(value: String)
    /// `--interval` given twice.
    case repeatedInterval
    /// `--interval` as the last argument.
    case missingIntervalValue
    /// `--interval` without a trace to replay.
    case intervalWithoutTrace
    /// More than one trace.
    case tooManyTraces([String])
    /// The value after `--interval` is not a usable duration.
    case invalidInterval(String, IntervalProblem)
    /// `--sweep=VALUE` instead of `--sweep VALUE`.
    case sweepWithEqualsSign(value: String)
    /// `--sweep` given twice.
    case repeatedSweep
    /// `--sweep` as the last argument.
    case missingSweepValue
    /// `--sweep` without a trace to replay.
    case sweepWithoutTrace
    /// `--json` without a trace to replay.
    case jsonWithoutTrace
    /// The value after `--sweep` is not a usable range.
    case invalidSweep(String, SweepProblem)

    /// The message to print above the usage.
    package var description: String {
      switch self {
      case .unknownOption(let option):
        return "unknown option \(TraceText.quoted(option))"
      case .intervalWithEqualsSign(let value):
        return "write the interval after a space: '--interval \(TraceText.escaped(value))'"
      case .repeatedInterval:
        return "--interval is given more than once"
      case .missingIntervalValue:
        return "--interval needs a duration, such as 500ms or 0.5s"
      case .intervalWithoutTrace:
        return "--interval needs a trace to replay (a file, or '-' for standard input)"
      case .tooManyTraces(let traces):
        return "one trace at a time; got " + traces.map { TraceText.quoted($0) }.joined(separator: ", ")
      case .invalidInterval(let value, let problem):
        return "--interval \(TraceText.quoted(value)) \(problem.explanation(for: value))"
      case .sweepWithEqualsSign(let value):
        return "write the range after a space: '--sweep \(TraceText.escaped(value))'"
      case .repeatedSweep:
        return "--sweep is given more than once"
      case .missingSweepValue:
        return "--sweep needs a range, such as 200ms...1s:50ms"
      case .sweepWithoutTrace:
        return "--sweep needs a trace to replay (a file, or '-' for standard input)"
      case .jsonWithoutTrace:
        return "--json needs a trace to replay (a file, or '-' for standard input)"
      case .invalidSweep(let value, let problem):
        return "--sweep \(TraceText.quoted(value)) \(problem.explanation)"
      }
    }
  }

  /// Why an `--interval` value is refused.
  package enum IntervalProblem: Hashable, Sendable {
    /// Not a number followed by an optional unit.
    case notADuration
    /// A unit other than `ms` and `s`.
    case unknownUnit(String)
    /// Below zero.
    case negative
    /// `nan`, `inf` or `infinity`.
    case notFinite
    /// A bare number of seconds above ``TraceReplayOptions/largestBareSeconds``.
    case bareSecondsAboveLimit
    /// Beyond the 64-bit nanosecond range (about 292 years).
    case tooLarge

    func explanation(for value: String) -> String {
      switch self {
      case .notADuration:
        return "is not a duration; write a number with a unit, such as 500ms or 0.5s"
      case .unknownUnit(let unit):
        return "has the unknown unit \(TraceText.quoted(unit)); use ms or s"
      case .negative:
        return "is negative; an interval is 0 or more (0 disables throttling)"
      case .notFinite:
        return "is not finite; give a duration such as 500ms or 0.5s"
      case .bareSecondsAboveLimit:
        let number = TraceText.escaped(value)
        return "would be \(number) seconds; did you mean \(number)ms? Write \(number)s if you really mean seconds"
      case .tooLarge:
        return "is too long; an interval is at most about 292 years"
      }
    }
  }

  /// Parses the arguments after the program name.
  ///
  /// `-h` or `--help` anywhere asks for the usage. `--` ends the options, so a trace named `-x`
  /// can be given as `-- -x`; a lone `-` is standard input.
  /// - Throws: ``UsageError`` for the first mistake.
  package init(arguments: [String]) throws(UsageError) {
    if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "-h" || $0 == "--help" }) {
      self = .help
      return
    }
    var traces: [String] = []
    var interval: Duration?
    var sweep: IntervalSweep?
    var format = ReportFormat.text
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        traces.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if argument == "--interval" {
        guard interval == nil else { throw .repeatedInterval }
        guard index < arguments.count else { throw .missingIntervalValue }
        interval = try Self.interval(parsing: arguments[index])
        index += 1
      } else if argument.hasPrefix("--interval=") {
        throw .intervalWithEqualsSign(value: String(argument.dropFirst("--interval=".count)))
      } else if argument == "--sweep" {
        guard sweep == nil else { throw .repeatedSweep }
        guard index < arguments.count else { throw .missingSweepValue }
        sweep = try Self.sweep(parsing: arguments[index])
        index += 1
      } else if argument.hasPrefix("--sweep=") {
        throw .sweepWithEqualsSign(value: String(argument.dropFirst("--sweep=".count)))
      } else if argument == "--json" {
        format = .jsonLines
      } else {
        throw .unknownOption(argument)
      }
    }
    if traces.count > 1 { throw .tooManyTraces(traces) }
    guard let trace = traces.first else {
      if interval != nil { throw .intervalWithoutTrace }
      if sweep != nil { throw .sweepWithoutTrace }
      if format == .jsonLines { throw .jsonWithoutTrace }
      self = .scenarios
      return
    }
    self = .replay(
      trace == "-" ? .standardInput : .file(trace),
      interval: interval ?? Self.defaultInterval,
      sweep: sweep ?? .standard,
      format: format
    )
  }

  /// Parses an `--interval` value: `500ms`, `0.5s`, or a bare number of seconds up to 60.
  ///
  /// The number is read exactly (`0.3s` is 300 000 000 ns, not one less), with an optional
  /// fraction and exponent.
  /// - Throws: ``UsageError/invalidInterval(_:_:)``.
  package static func interval(parsing value: String) throws(UsageError) -> Duration {
    let unit = String(value.reversed().prefix(while: \.isLetter).reversed())
    let number = value.dropLast(unit.count)
    let unitExponent: Int
    switch unit.lowercased() {
    case "ms": unitExponent = 6
    case "s", "": unitExponent = 9
    default:
      // `inf` and `nan` end in letters too; `5min` has a number before an unknown unit.
      if failure(value) == .notFinite { throw .invalidInterval(value, .notFinite) }
      throw .invalidInterval(value, failure(number) == .notANumber ? .notADuration : .unknownUnit(unit))
    }
    let nanoseconds: Int64
    do throws(DecimalNanoseconds.Failure) {
      nanoseconds = try DecimalNanoseconds.parse(number, unitExponent: unitExponent)
    } catch {
      switch error {
      case .notANumber: throw .invalidInterval(value, .notADuration)
      case .negative: throw .invalidInterval(value, .negative)
      case .notFinite: throw .invalidInterval(value, .notFinite)
      case .tooLarge: throw .invalidInterval(value, .tooLarge)
      }
    }
    if unit.isEmpty && nanoseconds > largestBareSeconds * 1_000_000_000 {
      throw .invalidInterval(value, .bareSecondsAboveLimit)
    }
    return .nanoseconds(nanoseconds)
  }

  /// Why `text` is not a number of seconds, or `nil` when it is one.
  private static func failure(_ text: some StringProtocol) -> DecimalNanoseconds.Failure? {
    do throws(DecimalNanoseconds.Failure) {
      _ = try DecimalNanoseconds.parse(text, unitExponent: 9)
      return nil
    } catch {
      return error
    }
  }
}
