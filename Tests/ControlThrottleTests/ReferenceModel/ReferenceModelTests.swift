import ControlThrottle
import Foundation
import TestSupport
import Testing

/// Random scripts run by the real throttle and by ``ReferenceModel``, a plain model of the
/// documented rules, compared after every step: every decision, whether each action ran, every
/// observer record, every window change and each control's window end.
///
/// `swift test` runs a short version; `CONTROL_THROTTLE_MODEL_STEPS` sets the number of steps (CI
/// runs a million), `CONTROL_THROTTLE_SEED` replays a run, and a divergence prints a shrunk
/// script to paste into ``replay(_:)``.
@MainActor
@Suite struct ReferenceModelTests {
  /// Where the model and the throttle first disagree on a scenario.
  struct Divergence: CustomStringConvertible {
    var step: Int
    var expected: [String]
    var actual: [String]

    var description: String {
      "after step \(step):\n  model:    \(expected.joined(separator: "\n            "))\n  throttle: \(actual.joined(separator: "\n            "))"
    }
  }

  /// The known defects the scripts leave out (see ``ModelKnownDefects``).
  static let knownDefects = ModelKnownDefects()

  /// Runs `scenario` on both and returns the first difference, if any; `nil` too for a script
  /// that meets a known defect left out.
  static func divergence(in scenario: ModelScenario, checkingKnownDefects: Bool = true) -> Divergence? {
    var model = ReferenceModel(scenario)
    if checkingKnownDefects {
      for step in scenario.allSteps { model.run(step) }
      guard knownDefects.allows(model.defectsMet) else { return nil }
      model = ReferenceModel(scenario)
    }
    let driver = ModelDriver(scenario)
    for (index, step) in scenario.allSteps.enumerated() {
      model.run(step)
      driver.run(step)
      let actual = driver.trace.all
      let expectedEnd = model.controls.map(Self.ignoreUntil)
      if actual != model.trace || driver.ignoreUntil != expectedEnd {
        return Divergence(
          step: index,
          expected: model.trace.map(\.description) + ["window ends: \(expectedEnd.map(Self.describe))"],
          actual: actual.map(\.description) + ["window ends: \(driver.ignoreUntil.map(Self.describe))"]
        )
      }
    }
    return nil
  }

  /// What ``Throttle/ignoreUntil`` must read for a control of the model.
  static func ignoreUntil(_ control: ReferenceModel.Control) -> Int64? { control.window.end }

  static func describe(_ end: Int64?) -> String { end.map(ModelScenario.nanoseconds) ?? "nil" }

  /// The smallest scenario found by removing steps, setup steps and nested steps, that still
  /// diverges (and meets no known defect left out).
  static func shrink(_ scenario: ModelScenario) -> ModelScenario {
    var best = scenario
    var setupIndex = 0
    while setupIndex < best.setup.count {
      var candidate = best
      candidate.setup.remove(at: setupIndex)
      if divergence(in: candidate) != nil { best = candidate } else { setupIndex += 1 }
    }
    var chunk = max(1, best.steps.count / 2)
    while chunk >= 1 {
      var start = 0
      var removedAny = false
      while start < best.steps.count {
        var candidate = best
        candidate.steps.removeSubrange(start..<min(start + chunk, candidate.steps.count))
        if divergence(in: candidate) != nil {
          best = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if !removedAny { chunk /= 2 }
    }
    // Nested steps, one at a time.
    var index = 0
    while index < best.steps.count {
      let nested = best.steps[index].nested
      var trimmed = false
      for position in nested.indices {
        var candidate = best
        var fewer = nested
        fewer.remove(at: position)
        candidate.steps[index] = best.steps[index].replacingNested(fewer)
        if divergence(in: candidate) != nil {
          best = candidate
          trimmed = true
          break
        }
      }
      if !trimmed { index += 1 }
    }
    return best
  }

  /// Steps each run takes: `CONTROL_THROTTLE_MODEL_STEPS`, or a short run scaled by
  /// `CONTROL_THROTTLE_RANDOM_SCALE`.
  static var stepCount: Int {
    let environment = ProcessInfo.processInfo.environment
    return environment["CONTROL_THROTTLE_MODEL_STEPS"].flatMap(Int.init) ?? randomisedIterations(10_000)
  }

  @Test func randomScriptsMatchTheReferenceModel() async {
    let seed = randomisedSeed()
    var generator = ModelScriptGenerator(seed: seed)
    generator.knownDefects = Self.knownDefects
    let total = Self.stepCount
    // Printed first, so that a crash can be replayed too.
    print("ReferenceModelTests: seed \(seed) (CONTROL_THROTTLE_SEED replays it)")
    var steps = 0
    var scenarios = 0
    while steps < total {
      // Long main-actor work: a turn now and then lets the main-actor tests queued behind it run.
      if scenarios % 16 == 0 { await Task.yield() }
      let scenario = generator.scenario(length: Int.random(in: 1...40, using: &generator.random))
      scenarios += 1
      steps += scenario.allSteps.count
      // The generator met no known defect left out: no need to check again.
      guard let divergence = Self.divergence(in: scenario, checkingKnownDefects: false) else { continue }
      let shrunk = Self.shrink(scenario)
      Issue.record(
        """
        The throttle diverged from the reference model in scenario \(scenarios) of seed \(seed) \
        (replay with CONTROL_THROTTLE_SEED=\(seed)), \(Self.divergence(in: shrunk) ?? divergence).
        Shrunk script, for ReferenceModelTests.replay:
        \(shrunk)
        """)
      return
    }
    print("ReferenceModelTests: \(steps) steps in \(scenarios) scenarios matched the model (seed \(seed)).")
    #expect(steps >= total)
  }

  /// A script written as a divergence prints one, replayed: the article's timeline of a tap, a
  /// second tap begun inside its window and lifted after it, and a third.
  @Test func aPrintedScriptReplays() {
    replay(
      ModelScenario(
        controls: [.init(type: 0, setting: .interval(500_000_000), group: nil)],
        groups: [],
        setup: [
          .observeWindow(0, true),
          .observe(true),
        ],
        steps: [
          .sequence(0, id: 1, phase: .begins, at: 0, count: 1, inside: []),
          .advance(200_000_000),
          .sequence(0, id: 1, phase: .activates, at: 200_000_000, count: 1, inside: []),
          .advance(100_000_000),
          .sequence(0, id: 2, phase: .begins, at: 300_000_000, count: 1, inside: []),
          .advance(400_000_000),
          .sequence(0, id: 2, phase: .activates, at: 700_000_000, count: 1, inside: []),
          .advance(100_000_000),
          .sequence(0, id: 3, phase: .begins, at: 800_000_000, count: 1, inside: []),
          .sequence(0, id: 3, phase: .activates, at: 900_000_000, count: 1, inside: []),
        ]
      ))
  }

  /// The scripts of defects since fixed, replayed: two inputs at +infinity (the second drops), a
  /// group's window armed near the top of the range (cut, not until reset), a second finger
  /// dropped inside the first's window (the first's touch-up runs), and one eventless activation
  /// under `.deliver` (its handler passes with its target-action).
  @Test func fixedDefectsScriptsReplay() {
    let halfSecond: Int64 = 500_000_000
    replay(
      expecting: ["control 0: accepted, ran", "control 0: accepted, ran", "control 0: dropped inside the interval"],
      ModelScenario(
        controls: [.init(type: 0, setting: .interval(halfSecond), group: nil)],
        setup: [.observe(true)],
        steps: [
          .delivery(0, at: .max, count: 1, inDeliveryScope: false, inside: []),
          .delivery(0, at: .max, count: 1, inDeliveryScope: false, inside: []),
        ]))
    replay(
      expecting: [
        "control 0: accepted, ran", "control 0: accepted, ran", "control 1: accepted, ran", "control 1: accepted, ran",
      ],
      ModelScenario(
        controls: [.init(type: 3, setting: .interval(0), group: 0), .init(type: 3, setting: .interval(0), group: 0)],
        groups: [600_000_000],
        setup: [.observe(true)],
        steps: [
          .delivery(0, at: .max - 1_000, count: 1, inDeliveryScope: false, inside: []),
          .delivery(1, at: 1_000_000_000, count: 1, inDeliveryScope: false, inside: []),
        ]))
    replay(
      expecting: ["control 0: accepted, ran", "control 0: dropped", "control 0: accepted, ran", "control 0: dropped"],
      ModelScenario(
        controls: [.init(type: 0, setting: .interval(halfSecond), group: nil)],
        setup: [.observe(true)],
        steps: [
          .sequence(0, id: 1, phase: .begins, at: 0, count: 1, inside: []),
          .sequence(0, id: 2, phase: .continues, at: 100_000_000, count: 1, inside: []),
          .sequence(0, id: 1, phase: .activates, at: 200_000_000, count: 1, inside: []),
          .sequence(0, id: 2, phase: .activates, at: 300_000_000, count: 1, inside: []),
        ]))
    replay(
      expecting: [
        "control 0: unthrottled(programmatic send), ran", "control 0: accepted, ran",
        "control 0: unthrottled(programmatic send), ran", "control 0: accepted, ran",
      ],
      ModelScenario(
        controls: [.init(type: 0, setting: .interval(halfSecond), group: nil)],
        setup: [.observe(true), .policy(throttles: false)],
        steps: [
          .eventless(0, tracking: false, inside: true, isHandler: false, nested: []),
          .eventless(0, tracking: false, inside: true, isHandler: true, nested: []),
          .advance(100_000_000),
          .eventless(0, tracking: false, inside: true, isHandler: false, nested: []),
          .eventless(0, tracking: false, inside: true, isHandler: true, nested: []),
        ]))
  }

  /// A zero-interval group member's touch, then another input of it that claims the group's
  /// window: the touch's next first phase reopens nothing, and the group's window holds it.
  @Test func aLaterInputOfAZeroIntervalMemberKeepsTheGroupsWindow() {
    replay(
      expecting: [
        "control 1: accepted, ran", "control 1: accepted, ran", "control 1: accepted, ran",
        "control 1: dropped inside the group's window",
      ],
      ModelScenario(
        controls: [.init(type: 4, setting: .defaultInterval, group: 0), .init(type: 4, setting: .inherited, group: 0)],
        groups: [1_000_000_000],
        setup: [.observe(true)],
        steps: [
          .sequence(1, id: 3, phase: .begins, at: 504_437_294, count: 1, inside: []),
          .delivery(1, at: 2_347_856_891, count: 1, inDeliveryScope: false, inside: []),
          .register(type: 4, interval: 100_000_000, includingSubclasses: false),
          .sequence(1, id: 3, phase: .begins, at: 2_398_250_892, count: 1, inside: []),
        ]))
  }

  /// A group member's input that arms its own window anew at the instant of its input before
  /// (its interval changed in between) claims the group's window too.
  @Test func anInputArmingAnewAtThePreviousInstantClaimsTheGroupsWindow() {
    replay(
      ModelScenario(
        controls: [.init(type: 4, setting: .inherited, group: 0)],
        groups: [300_000_000],
        setup: [.observe(true)],
        steps: [
          .targets(0, at: 0, count: 3, inside: []),
          .resetGroup(0),
          .setting(0, .interval(.max)),
          .delivery(0, at: 0, count: 1, inDeliveryScope: true, inside: []),
          .reset(0),
          .delivery(0, at: nil, count: 2, inDeliveryScope: true, inside: []),
        ]))
  }

  /// Replays `scenario`, whose model decisions (a delivery's, then its member sends') are
  /// `expected`, each line a prefix.
  func replay(
    expecting expected: [String], _ scenario: ModelScenario, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var model = ReferenceModel(scenario)
    for step in scenario.allSteps { model.run(step) }
    let decided = model.trace.map(\.description).filter { $0.contains(", ran") || $0.contains("did not run") }
    #expect(decided.count == expected.count, sourceLocation: sourceLocation)
    for (line, prefix) in zip(decided, expected) {
      #expect(line.hasPrefix(prefix), "\(line)", sourceLocation: sourceLocation)
    }
    replay(scenario, sourceLocation: sourceLocation)
  }

  /// Replays one script, such as a shrunk one a divergence printed.
  func replay(_ scenario: ModelScenario, sourceLocation: SourceLocation = #_sourceLocation) {
    if let divergence = Self.divergence(in: scenario) {
      Issue.record("\(divergence)", sourceLocation: sourceLocation)
    }
  }
}
