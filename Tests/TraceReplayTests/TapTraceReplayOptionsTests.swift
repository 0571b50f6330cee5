import Testing
import TraceReplay

@Suite struct TapTraceReplayOptionsTests {
  typealias Options = TraceReplayOptions

  @Test(
    arguments: [
      (arguments: [], options: Options.scenarios),
      (arguments: ["-h"], options: .help),
      (arguments: ["trace.txt", "--interval", "nonsense", "--help"], options: .help),
      (arguments: ["trace.txt"], options: .replay(.file("trace.txt"), interval: .milliseconds(500))),
      (arguments: ["-"], options: .replay(.standardInput, interval: .milliseconds(500))),
      (arguments: ["-", "--interval", "250ms"], options: .replay(.standardInput, interval: .milliseconds(250))),
      (arguments: ["--interval", "0.3", "t"], options: .replay(.file("t"), interval: .milliseconds(300))),
      (arguments: ["--", "-x"], options: .replay(.file("-x"), interval: .milliseconds(500))),
      (arguments: ["--", "--help"], options: .replay(.file("--help"), interval: .milliseconds(500))),
    ] as [([String], Options)])
  func parsesValidCommandLines(arguments: [String], options: Options) throws {
    #expect(try Options(arguments: arguments) == options)
  }

  @Test(
    arguments: [
      (arguments: ["--version"], error: Options.UsageError.unknownOption("--version")),
      (arguments: ["-x"], error: .unknownOption("-x")),
      (arguments: ["trace.txt", "-x"], error: .unknownOption("-x")),
      (arguments: ["trace.txt", "--interval=0.3"], error: .intervalWithEqualsSign(value: "0.3")),
      (arguments: ["t", "--interval", "1", "--interval", "2"], error: .repeatedInterval),
      (arguments: ["--interval", "0.3"], error: .intervalWithoutTrace),
      (arguments: ["t", "--interval"], error: .missingIntervalValue),
      (arguments: ["a", "b"], error: .tooManyTraces(["a", "b"])),
      (arguments: ["t", "--interval", "-0.5"], error: .invalidInterval("-0.5", .negative)),
    ] as [([String], Options.UsageError)])
  func refusesWrongCommandLinesWithASpecificError(arguments: [String], error: Options.UsageError) {
    #expect(throws: error) { try Options(arguments: arguments) }
  }

  @Test func explainsEachMistakeInItsOwnWords() {
    #expect(Options.UsageError.unknownOption("--version").description == "unknown option '--version'")
    #expect(Options.UsageError.intervalWithEqualsSign(value: "0.3").description.contains("'--interval 0.3'"))
    #expect(Options.UsageError.repeatedInterval.description.contains("more than once"))
    #expect(Options.UsageError.intervalWithoutTrace.description.contains("needs a trace"))
    #expect(Options.UsageError.missingIntervalValue.description.contains("needs a duration"))
    #expect(Options.UsageError.unknownOption("-\u{1B}[2J").description == "unknown option '-\\u{1B}[2J'")
  }

  @Test(arguments: [
    (value: "500ms", interval: Duration.milliseconds(500)),
    (value: "0.5s", interval: .milliseconds(500)),
    (value: "0.5", interval: .milliseconds(500)),
    (value: "0.3", interval: .nanoseconds(300_000_000)),
    (value: "0.3s", interval: .nanoseconds(300_000_000)),
    (value: "60", interval: .seconds(60)),
    (value: "90s", interval: .seconds(90)),
    (value: "2500ms", interval: .milliseconds(2_500)),
    (value: "0", interval: .zero),
    (value: "1.5e2ms", interval: .milliseconds(150)),
    (value: "250MS", interval: .milliseconds(250)),
    (value: "0.25ms", interval: .microseconds(250)),
  ])
  func readsIntervalsWithAUnitOrBareSeconds(value: String, interval: Duration) throws {
    #expect(try Options.interval(parsing: value) == interval)
  }

  @Test(arguments: [
    (value: "61", problem: Options.IntervalProblem.bareSecondsAboveLimit),
    (value: "300", problem: .bareSecondsAboveLimit),
    (value: "60.000000001", problem: .bareSecondsAboveLimit),
    (value: "-0.5", problem: .negative),
    (value: "-500ms", problem: .negative),
    (value: "nan", problem: .notFinite),
    (value: "NaN", problem: .notFinite),
    (value: "inf", problem: .notFinite),
    (value: "-inf", problem: .notFinite),
    (value: "infinity", problem: .notFinite),
    (value: "5min", problem: .unknownUnit("min")),
    (value: "0.5 s", problem: .notADuration),
    (value: "abc", problem: .notADuration),
    (value: "", problem: .notADuration),
    (value: "0x10", problem: .notADuration),
    (value: "1e30s", problem: .tooLarge),
  ])
  func refusesUnusableIntervals(value: String, problem: Options.IntervalProblem) {
    #expect(throws: Options.UsageError.invalidInterval(value, problem)) { try Options.interval(parsing: value) }
  }

  @Test func suggestsMillisecondsForALargeBareNumber() {
    let message = Options.UsageError.invalidInterval("300", .bareSecondsAboveLimit).description
    #expect(message.contains("did you mean 300ms?"))
  }

  @Test func saysWhyANegativeOrNonFiniteIntervalIsRefused() {
    #expect(Options.UsageError.invalidInterval("-1", .negative).description.contains("negative"))
    #expect(Options.UsageError.invalidInterval("nan", .notFinite).description.contains("not finite"))
  }
}
