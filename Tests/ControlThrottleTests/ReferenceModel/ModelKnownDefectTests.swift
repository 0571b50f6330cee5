import Testing

/// The known defects left out of ``ReferenceModelTests``, each with the shortest script that shows
/// it: the throttle still diverges from the model on it.
///
/// When a fix lands, its script stops diverging and this test names the switch in
/// ``ModelKnownDefects`` to turn on.
@MainActor
@Suite struct ModelKnownDefectTests {
  nonisolated static let halfSecond: Int64 = 500_000_000

  /// A script for each known defect that the throttle's decisions show.
  // Built on each use: a stored array of scripts would outlive the run as a global.
  nonisolated static var scripts: [(ModelKnownDefect, String, ModelScenario)] {
    []
  }

  /// The scripts of known defects since fixed: the throttle now follows the rule on each.
  nonisolated static var fixedScripts: [(ModelKnownDefect, String, ModelScenario)] {
    [
      (
        .intervalChangedToZero, "intervalChangedToZero",
        ModelScenario(
          controls: [.init(type: 2, setting: .defaultInterval, group: nil)],
          steps: [
            .targets(0, at: 0, count: 1, inside: []),
            .setting(0, .inherited),
            .sequence(0, id: 1, phase: .begins, at: 100_000_000, count: 2, inside: []),
            .setting(0, .defaultInterval),
            .delivery(0, at: 200_000_000, count: 1, inDeliveryScope: false, inside: []),
          ])
      ),
      (
        .forwardedDeliveryDuringASeenTouch, "forwardedDeliveryDuringASeenTouch",
        ModelScenario(
          controls: [.init(type: 0, setting: .interval(halfSecond), group: nil)],
          steps: [
            .sequence(0, id: 1, phase: .begins, at: 0, count: 1, inside: []),
            .eventlessDelivery(0, tracking: true, count: 1, nested: []),
          ])
      ),
      (
        .eventAtATouchsInstant, "eventAtATouchsInstant",
        ModelScenario(
          controls: [.init(type: 0, setting: .interval(halfSecond), group: nil)],
          steps: [
            .sequence(0, id: 1, phase: .begins, at: 0, count: 1, inside: []),
            .targets(0, at: 0, count: 1, inside: []),
            .told(0, .endsUnactivated, tracking: false, besideOtherTouches: false),
            .delivery(0, at: 100_000_000, count: 1, inDeliveryScope: false, inside: []),
          ])
      ),
      (
        .unthrottledTouchEndingUnactivated, "unthrottledTouchEndingUnactivated",
        ModelScenario(
          controls: [.init(type: 0, setting: .interval(0), group: nil)],
          steps: [
            .sequence(0, id: 1, phase: .begins, at: 0, count: 1, inside: []),
            .sequence(
              0, id: 1, phase: .endsUnactivated, at: 0, count: 1,
              inside: [.delivery(0, at: 0, count: 1, inDeliveryScope: false, inside: [])]),
          ])
      ),
      (
        .groupInputAtItsPreviousInstant, "groupInputAtItsPreviousInstant",
        ModelScenario(
          controls: [.init(type: 3, setting: .interval(0), group: 0), .init(type: 3, setting: .interval(0), group: 0)],
          groups: [1_000_000_000],
          steps: [
            .programmatic(0, inside: []),
            .resetGroup(0),
            .programmatic(0, inside: []),
            .programmatic(1, inside: []),
          ])
      ),
      (
        .unendedTouchOnAGroupMember, "unendedTouchOnAGroupMember",
        ModelScenario(
          controls: [.init(type: 3, setting: .interval(1), group: 0)],
          groups: [1_000_000_000],
          steps: [
            .sequence(0, id: 1, phase: .begins, at: 0, count: 1, inside: []),
            .sequence(0, id: 2, phase: .begins, at: 1, count: 1, inside: []),
          ])
      ),
      (
        .firstPhaseAgainOnAGroupMember, "firstPhaseAgainOnAGroupMember",
        ModelScenario(
          controls: [.init(type: 3, setting: .interval(1), group: 0), .init(type: 3, setting: .interval(1), group: 0)],
          groups: [600_000_000],
          steps: [
            .sequence(0, id: 1, phase: .begins, at: 0, count: 2, inside: []),
            .targets(1, at: 1, count: 1, inside: []),
          ])
      ),
    ]
  }

  @Test(arguments: fixedScripts.indices)
  func theThrottleFollowsTheRuleOnAFixedDefect(_ index: Int) {
    let (defect, name, script) = Self.fixedScripts[index]
    var model = ReferenceModel(script)
    for step in script.allSteps { model.run(step) }
    #expect(model.defectsMet.contains(defect), "the script for \(name) no longer meets it")
    let divergence = ReferenceModelTests.divergence(in: script, checkingKnownDefects: false)
    #expect(divergence == nil, "\(name): \(divergence.map(String.init(describing:)) ?? "")")
  }

  @Test(arguments: scripts.indices)
  func theThrottleStillDivergesOnAKnownDefect(_ index: Int) {
    let (defect, name, script) = Self.scripts[index]
    var model = ReferenceModel(script)
    for step in script.allSteps { model.run(step) }
    #expect(model.defectsMet.contains(defect), "the script for \(name) no longer meets it")
    #expect(
      ReferenceModelTests.divergence(in: script, checkingKnownDefects: false) != nil,
      "the throttle now follows the documented rule for \(name): turn on ModelKnownDefects.\(name)")
  }
}
