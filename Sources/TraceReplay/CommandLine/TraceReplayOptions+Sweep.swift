import ControlThrottle

extension TraceReplayOptions {
  /// Why a `--sweep` value is refused.
  package enum SweepProblem: Hashable, Sendable {
    /// Not `LOW...HIGH` or `LOW...HIGH:STEP`.
    case notARange
    /// The lower end is not a usable duration.
    case lowerEnd(String, IntervalProblem)
    /// The upper end is not a usable duration.
    case upperEnd(String, IntervalProblem)
    /// The step is not a usable duration.
    case step(String, IntervalProblem)
    /// The upper end is below the lower end.
    case backwards
    /// A step of zero.
    case zeroStep
    /// More intervals than ``IntervalSweep/maximumCount``.
    case tooManyIntervals(Int)

    var explanation: String {
      switch self {
      case .notARange:
        return "is not a range; write LOW...HIGH or LOW...HIGH:STEP, such as 200ms...1s:50ms"
      case .lowerEnd(let value, let problem):
        return "has a lower end \(TraceText.quoted(value)) that \(problem.explanation(for: value))"
      case .upperEnd(let value, let problem):
        return "has an upper end \(TraceText.quoted(value)) that \(problem.explanation(for: value))"
      case .step(let value, let problem):
        return "has a step \(TraceText.quoted(value)) that \(problem.explanation(for: value))"
      case .backwards:
        return "runs backwards; put the shorter interval first"
      case .zeroStep:
        return "has a step of 0; give a step above 0, such as 50ms"
      case .tooManyIntervals(let count):
        return "has \(count) intervals, more than \(IntervalSweep.maximumCount); use a longer step"
      }
    }
  }

  /// Parses a `--sweep` value: `LOW...HIGH` or `LOW...HIGH:STEP`, each a duration as for
  /// `--interval` (`200ms...1s:50ms`, `0.2s...1s`).
  ///
  /// Without a step, the sweep takes a round one that gives at most 15 steps.
  /// - Throws: ``UsageError/invalidSweep(_:_:)``.
  package static func sweep(parsing value: String) throws(UsageError) -> IntervalSweep {
    let ends = value.split(separator: "...", omittingEmptySubsequences: false)
    guard ends.count == 2, !ends[0].isEmpty, !ends[1].isEmpty else { throw .invalidSweep(value, .notARange) }
    let lowerText = String(ends[0])
    var upperText = String(ends[1])
    var stepText: String?
    if let colon = upperText.lastIndex(of: ":") {
      stepText = String(upperText[upperText.index(after: colon)...])
      upperText = String(upperText[..<colon])
      guard !upperText.isEmpty, stepText?.isEmpty == false else { throw .invalidSweep(value, .notARange) }
    }
    let lowest = try duration(lowerText, in: value, as: { .lowerEnd($0, $1) })
    let highest = try duration(upperText, in: value, as: { .upperEnd($0, $1) })
    guard lowest <= highest else { throw .invalidSweep(value, .backwards) }
    guard let stepText else { return IntervalSweep(lowest: lowest, highest: highest) }
    let step = try duration(stepText, in: value, as: { .step($0, $1) })
    guard step > .zero else { throw .invalidSweep(value, .zeroStep) }
    let count = IntervalSweep.count(
      from: Nanoseconds.saturating(lowest),
      to: Nanoseconds.saturating(highest),
      step: Nanoseconds.saturating(step)
    )
    guard count <= IntervalSweep.maximumCount else { throw .invalidSweep(value, .tooManyIntervals(count)) }
    return IntervalSweep(lowest: lowest, highest: highest, step: step)
  }

  /// One end or the step of `range`, read as an `--interval` value.
  private static func duration(
    _ text: String,
    in range: String,
    as problem: (String, IntervalProblem) -> SweepProblem
  ) throws(UsageError) -> Duration {
    do throws(UsageError) {
      return try interval(parsing: text)
    } catch {
      guard case .invalidInterval(_, let intervalProblem) = error else { throw error }
      throw .invalidSweep(range, problem(text, intervalProblem))
    }
  }
}
