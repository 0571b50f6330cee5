import ControlThrottle
import ControlThrottleTesting
import Foundation
import Testing

/// Configurations applied mid-session reach every kind of throttle by name.
///
/// A closure, an async action and the models behind the SwiftUI buttons take the configured
/// interval from their next window; an interval given at creation is never overridden, and a
/// window already open keeps its end.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct ConfiguredNamesTests {
  let scheduler = VirtualScheduler()
  let registry = ThrottleRegistry(defaultInterval: .milliseconds(250))

  private func applyPayOneSecondDefaultHalfASecond() throws {
    registry.apply(try ThrottleConfiguration(["pay": 1.0, "default": 0.5]))
  }

  /// The length of the window an accepted call now opens, read from the drop of a second call at
  /// the same instant; `nil` when the first call is not accepted.
  private func nextWindow(_ call: () -> ThrottleDecision) -> Duration? {
    guard call() == .accepted else { return nil }
    guard case .dropped(.insideInterval(let remaining)) = call() else { return nil }
    return remaining
  }

  // MARK: - ThrottledAction

  // Fails before the change: a closure throttle had no name, its interval was fixed at 500 ms
  // when given none, and a configuration never reached it.
  @Test func aClosureWithoutAnIntervalFollowsItsConfiguredNameThenTheDefault() throws {
    let pay = ThrottledAction(name: "pay", scheduler: scheduler, registry: registry) {}
    let unnamed = ThrottledAction(scheduler: scheduler, registry: registry) {}
    #expect(pay.interval == .milliseconds(250))
    #expect(pay() == .accepted)
    #expect(unnamed() == .accepted)

    scheduler.advance(to: at(0.1))
    try applyPayOneSecondDefaultHalfASecond()
    #expect(pay.interval == .seconds(1))
    #expect(unnamed.interval == .milliseconds(500))

    // The open windows keep their end, 250 ms after the first calls.
    scheduler.advance(to: at(0.2))
    #expect(pay() == .dropped(.insideInterval(remaining: .milliseconds(50))))
    #expect(unnamed() == .dropped(.insideInterval(remaining: .milliseconds(50))))
    // The next windows follow the configuration.
    scheduler.advance(to: at(0.25))
    #expect(nextWindow { pay() } == .seconds(1))
    #expect(nextWindow { unnamed() } == .milliseconds(500))
  }

  @Test func aClosureGivenAnIntervalKeepsItWhateverItsName() throws {
    let pay = ThrottledAction(interval: .milliseconds(300), name: "pay", scheduler: scheduler, registry: registry) {}
    try applyPayOneSecondDefaultHalfASecond()
    #expect(pay.interval == .milliseconds(300))
    #expect(nextWindow { pay() } == .milliseconds(300))
  }

  @Test func aMainActorClosureFollowsItsConfiguredNameAndIsObservedAtOnce() throws {
    let log = Log()
    let pay = ThrottledAction.onMainActor(name: "pay", scheduler: scheduler, registry: registry) { log.record("pay") }
    var names: [String] = []
    let observation = registry.addObserver { names.append($0.name) }
    defer { observation.cancel() }
    try applyPayOneSecondDefaultHalfASecond()
    #expect(nextWindow { pay() } == .seconds(1))
    #expect(log.entries == ["pay"])
    #expect(names == ["pay", "pay"])
  }

  @Test func aGroupedClosureFollowsItsConfiguredName() throws {
    let group = ThrottleGroup(interval: .milliseconds(100))
    let pay = ThrottledAction(name: "pay", group: group, scheduler: scheduler, registry: registry) {}
    try applyPayOneSecondDefaultHalfASecond()
    #expect(pay() == .accepted)
    scheduler.advance(to: at(0.5))
    #expect(pay() == .dropped(.insideInterval(remaining: .milliseconds(500))))
  }

  // Fails before the change: a closure's calls never reached the registry's observers.
  @Test func aClosuresCallsReachTheObserversByName() async throws {
    let pay = ThrottledAction(name: "pay", scheduler: scheduler, registry: registry) {}
    let unnamed = ThrottledAction<Int>(scheduler: scheduler, registry: registry) { _ in }
    var records: [ThrottleRecord] = []
    let observation = registry.addObserver { records.append($0) }
    defer { observation.cancel() }
    pay()
    pay()
    unnamed(1)
    // Told on the main actor's next turns: a closure may be called from any thread.
    for _ in 0..<1_000 where records.count < 3 { await Task.yield() }
    #expect(records.map(\.name) == ["pay", "pay", "ThrottledAction<Int>"])
    #expect(
      records.map(\.decision) == [.accepted, .dropped(.insideInterval(remaining: .milliseconds(250))), .accepted])
    #expect(records.allSatisfy { $0.inputKind == .eventless })
    #expect(records.first?.description == "pay accepted at 0.000000000 s (eventless)")
  }

  // A recorder remembers the last name it labelled; renumbering its labels must forget it.
  @Test func aNamedControlKeepsItsLabelAfterTheRecorderDropsUnusedLabels() {
    let recorder = ThrottleRecorder(capacity: 1, registry: registry)
    let pay = ControlModel(scheduler: scheduler, registry: registry, setting: .defaultInterval)
    pay.throttle.name = "pay"
    _ = pay.tap(at: at(0))
    for row in 0..<40 { recorder.record(.accepted, label: "row-\(row)", at: at(1)) }
    _ = pay.tap(at: at(2))
    #expect(recorder.trace.split(separator: "\n").last?.hasSuffix(" pay") == true)
  }

  // MARK: - AsyncThrottledAction

  /// The length of the interval a run of `action` started now holds calls for.
  private func nextWindow(of action: AsyncThrottledAction) async throws -> Duration? {
    let start = scheduler.now.uptimeNanoseconds
    guard action() == .accepted else { return nil }
    try await scheduler.outcome { await action.waitForCurrentRun() }
    return action.ignoreUntil.map { .nanoseconds($0.uptimeNanoseconds - start) }
  }

  // Fails before the change: an async action's name only labelled its records, and its interval
  // was its own 500 ms whatever the configuration.
  @Test func anAsyncActionWithoutAnIntervalFollowsItsConfiguredNameThenTheDefault() async throws {
    let pay = AsyncThrottledAction(name: "pay", scheduler: scheduler, registry: registry) {}
    let unnamed = AsyncThrottledAction(scheduler: scheduler, registry: registry) {}
    #expect(try await nextWindow(of: pay) == .milliseconds(250))
    #expect(try await nextWindow(of: unnamed) == .milliseconds(250))

    scheduler.advance(to: at(0.1))
    try applyPayOneSecondDefaultHalfASecond()
    #expect(pay.interval == .seconds(1))
    // The open windows keep their end.
    #expect(pay.ignoreUntil == at(0.25))
    #expect(pay() == .dropped(.insideInterval(remaining: .milliseconds(150))))
    #expect(unnamed.ignoreUntil == at(0.25))

    scheduler.advance(to: at(0.25))
    #expect(try await nextWindow(of: pay) == .seconds(1))
    #expect(try await nextWindow(of: unnamed) == .milliseconds(500))
  }

  @Test func anAsyncActionGivenAnIntervalKeepsIt() async throws {
    let pay = AsyncThrottledAction(interval: .milliseconds(300), name: "pay", scheduler: scheduler, registry: registry)
    {}
    try applyPayOneSecondDefaultHalfASecond()
    #expect(pay.interval == .milliseconds(300))
    #expect(try await nextWindow(of: pay) == .milliseconds(300))
  }

  @Test func renamingAnAsyncActionAppliesFromItsNextWindow() async throws {
    let action = AsyncThrottledAction(scheduler: scheduler, registry: registry) {}
    try applyPayOneSecondDefaultHalfASecond()
    #expect(try await nextWindow(of: action) == .milliseconds(500))
    action.name = "pay"
    #expect(action.ignoreUntil == at(0.5))
    scheduler.advance(to: at(0.5))
    #expect(try await nextWindow(of: action) == .seconds(1))
  }

  // MARK: - SwiftUI buttons' models

  @Test func aThrottledButtonWithoutAnIntervalFollowsItsNameThenItsEnvironmentThenTheDefault() throws {
    let pay = ButtonThrottle(scheduler: scheduler, registry: registry)
    pay.name = "pay"
    let unnamed = ButtonThrottle(scheduler: scheduler, registry: registry)
    let underEnvironment = ButtonThrottle(scheduler: scheduler, registry: registry)
    #expect(nextWindow { pay.tap(interval: nil) } == .milliseconds(250))
    #expect(nextWindow { unnamed.tap(interval: nil) } == .milliseconds(250))
    #expect(nextWindow { underEnvironment.tap(interval: nil, environment: .milliseconds(800)) } == .milliseconds(800))

    scheduler.advance(to: at(0.1))
    try applyPayOneSecondDefaultHalfASecond()
    // The open windows keep their end.
    #expect(pay.ignoreUntil == at(0.25))
    #expect(pay.tap(interval: nil) == .dropped(.insideInterval(remaining: .milliseconds(150))))

    scheduler.advance(to: at(1))
    #expect(nextWindow { pay.tap(interval: nil, environment: .milliseconds(800)) } == .seconds(1))
    #expect(nextWindow { unnamed.tap(interval: nil) } == .milliseconds(500))
    #expect(nextWindow { underEnvironment.tap(interval: nil, environment: .milliseconds(800)) } == .milliseconds(800))
  }

  @Test func aThrottledButtonGivenAnIntervalKeepsIt() throws {
    let pay = ButtonThrottle(scheduler: scheduler, registry: registry)
    pay.name = "pay"
    try applyPayOneSecondDefaultHalfASecond()
    #expect(nextWindow { pay.tap(interval: .milliseconds(300)) } == .milliseconds(300))
  }

  @Test func aThrottledButtonsTapsReachTheObserversByName() {
    let pay = ButtonThrottle(scheduler: scheduler, registry: registry)
    pay.name = "pay"
    let unnamed = ButtonThrottle(scheduler: scheduler, registry: registry)
    var names: [String] = []
    let observation = registry.addObserver { names.append($0.name) }
    defer { observation.cancel() }
    pay.tap(interval: nil) {}
    unnamed.tap(interval: .seconds(1)) {}
    #expect(names == ["pay", "ThrottledButton"])
  }

  /// The length of the interval the button's own action holds after a tap now.
  private func nextWindow(of model: AsyncButtonModel, _ configuration: AsyncButtonModel.Configuration) async throws
    -> Duration?
  {
    let start = scheduler.now.uptimeNanoseconds
    guard model.tap(configuration, operation: {}) == .accepted, let action = model.currentAction else { return nil }
    try await scheduler.outcome { await action.waitForCurrentRun() }
    return action.ignoreUntil.map { .nanoseconds($0.uptimeNanoseconds - start) }
  }

  @Test func anAsyncButtonWithoutAnIntervalFollowsItsNameThenItsEnvironmentThenTheDefault() async throws {
    let pay = AsyncButtonModel(scheduler: scheduler, registry: registry)
    let unnamed = AsyncButtonModel(scheduler: scheduler, registry: registry)
    let payConfiguration = AsyncButtonModel.Configuration(
      action: nil, interval: nil, cooldown: .zero, onError: { _ in }, name: "pay", environmentInterval: .seconds(2))
    let unnamedConfiguration = AsyncButtonModel.Configuration(
      action: nil, interval: nil, cooldown: .zero, onError: { _ in })
    #expect(try await nextWindow(of: pay, payConfiguration) == .seconds(2))
    #expect(try await nextWindow(of: unnamed, unnamedConfiguration) == .milliseconds(250))

    scheduler.advance(to: at(0.1))
    try applyPayOneSecondDefaultHalfASecond()
    // The open window keeps its end.
    #expect(pay.currentAction?.ignoreUntil == at(2))

    scheduler.advance(to: at(2))
    #expect(try await nextWindow(of: pay, payConfiguration) == .seconds(1))
    #expect(try await nextWindow(of: unnamed, unnamedConfiguration) == .milliseconds(500))
    var given = payConfiguration
    given.interval = .milliseconds(300)
    scheduler.advance(to: at(4))
    #expect(try await nextWindow(of: pay, given) == .milliseconds(300))
  }
}
