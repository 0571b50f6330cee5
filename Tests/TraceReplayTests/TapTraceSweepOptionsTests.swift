import Testing
import TraceReplay

@Suite struct TapTraceSweepOptionsTests {
  typealias Options = TraceReplayOptions

  @Test func readsASweepWithAStep() throws {
    let options = try Options(arguments: ["t", "--sweep", "200ms...1s:50ms"])
    let sweep = IntervalSweep(lowest: .milliseconds(200), highest: .seconds(1), step: .milliseconds(50))
    #expect(options == .replay(.file("t"), interval: .milliseconds(500), sweep: sweep, format: .text))
    #expect(sweep.count == 17)
  }

  @Test func givesASweepWithoutAStepARoundOne() throws {
    let sweep = try Options.sweep(parsing: "0.2s...1s")
    #expect(sweep.lowest == .milliseconds(200) && sweep.highest == .seconds(1))
    #expect(sweep.step == .milliseconds(100))
  }

  @Test func readsJSONAndKeepsTheDefaultsOtherwise() throws {
    #expect(
      try Options(arguments: ["--json", "-"])
        == .replay(.standardInput, interval: .milliseconds(500), format: .jsonLines))
    #expect(try Options(arguments: ["t"]) == .replay(.file("t"), interval: .milliseconds(500), sweep: .standard))
  }

  @Test(
    arguments: [
      (arguments: ["t", "--sweep"], error: Options.UsageError.missingSweepValue),
      (arguments: ["t", "--sweep", "1s...2s", "--sweep", "1s...3s"], error: .repeatedSweep),
      (arguments: ["t", "--sweep=1s...2s"], error: .sweepWithEqualsSign(value: "1s...2s")),
      (arguments: ["--sweep", "1s...2s"], error: .sweepWithoutTrace),
      (arguments: ["--json"], error: .jsonWithoutTrace),
      (arguments: ["t", "--json=yes"], error: .unknownOption("--json=yes")),
    ] as [([String], Options.UsageError)])
  func refusesWrongSweepAndJSONOptions(arguments: [String], error: Options.UsageError) {
    #expect(throws: error) { try Options(arguments: arguments) }
  }

  @Test(arguments: [
    (value: "200ms-1s", problem: Options.SweepProblem.notARange),
    (value: "200ms..1s", problem: .notARange),
    (value: "...1s", problem: .notARange),
    (value: "1s...", problem: .notARange),
    (value: "1s...2s:", problem: .notARange),
    (value: "1s...2s...3s", problem: .notARange),
    (value: "abc...1s", problem: .lowerEnd("abc", .notADuration)),
    (value: "200...1000", problem: .lowerEnd("200", .bareSecondsAboveLimit)),
    (value: "200ms...1x", problem: .upperEnd("1x", .unknownUnit("x"))),
    (value: "-1s...1s", problem: .lowerEnd("-1s", .negative)),
    (value: "200ms...1s:nan", problem: .step("nan", .notFinite)),
    (value: "1s...200ms", problem: .backwards),
    (value: "200ms...1s:0ms", problem: .zeroStep),
    (value: "0...10s:1ms", problem: .tooManyIntervals(10_001)),
  ])
  func refusesUnusableSweeps(value: String, problem: Options.SweepProblem) {
    #expect(throws: Options.UsageError.invalidSweep(value, problem)) { try Options.sweep(parsing: value) }
  }

  @Test func acceptsTheLargestSweepAndOneOfASingleInterval() throws {
    #expect(try Options.sweep(parsing: "0...199ms:1ms").count == 200)
    #expect(try Options.sweep(parsing: "300ms...300ms:10ms").intervals == [.milliseconds(300)])
  }

  @Test func explainsEachSweepMistakeShortly() {
    let messages = [
      Options.UsageError.invalidSweep("200ms-1s", .notARange),
      .invalidSweep("200...1000", .lowerEnd("200", .bareSecondsAboveLimit)),
      .invalidSweep("1s...200ms", .backwards),
      .invalidSweep("0...10s:1ms", .tooManyIntervals(10_001)),
      .invalidSweep("1s...2s:0", .zeroStep),
      .missingSweepValue, .repeatedSweep, .sweepWithoutTrace, .jsonWithoutTrace,
      .sweepWithEqualsSign(value: "1s...2s"),
    ].map(\.description)
    #expect(
      messages[0] == "--sweep '200ms-1s' is not a range; write LOW...HIGH or LOW...HIGH:STEP, such as 200ms...1s:50ms")
    #expect(messages[1].contains("did you mean 200ms?"))
    #expect(messages[2].contains("runs backwards"))
    #expect(messages[3].contains("10001 intervals, more than 200"))
    #expect(messages[9] == "write the range after a space: '--sweep 1s...2s'")
    #expect(messages.allSatisfy { $0.count < 130 })
    #expect(Options.UsageError.invalidSweep("\u{1B}[2J", .notARange).description.hasPrefix("--sweep '\\u{1B}[2J'"))
  }
}
