import ControlThrottle
import ControlThrottleTesting
import Foundation
import Testing

/// Holds a token until another thread releases it.
private final class TokenBox: @unchecked Sendable {
  // Sendable: `token` is only reached under `lock`.
  private let lock = NSLock()
  private var token: ObserverToken?

  init(_ token: ObserverToken) {
    self.token = token
  }

  func release() {
    lock.withLock { token = nil }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(3))) struct ThrottleObserverTests {
  let scheduler = VirtualScheduler()
  let registry = ThrottleRegistry()

  /// Main-actor state an observer updates without a lock: compiles only because observers are
  /// main-actor callbacks.
  final class Counter {
    var records: [ThrottleRecord] = []
  }

  private func makeButton(named name: String?) -> ControlModel {
    let button = ControlModel(scheduler: scheduler, registry: registry, setting: .interval(.milliseconds(500)))
    button.throttle.name = name
    return button
  }

  @Test func twoObserversSeeEveryDecisionByNameAndCancellingOneLeavesTheOther() {
    let analytics = Counter()
    let debug = Counter()
    let analyticsToken = registry.addObserver { analytics.records.append($0) }
    let observation = registry.addObserver { record in
      MainActor.assertIsolated("an observer runs on the main actor")
      debug.records.append(record)
    }
    defer { observation.cancel() }
    let pay = makeButton(named: "pay")
    pay.tap(at: at(0))
    pay.tap(at: at(0.2))
    #expect(analytics.records.map(\.name) == ["pay", "pay"])
    #expect(debug.records.map(\.decision) == [.accepted, .dropped(.insideInterval(remaining: .milliseconds(300)))])

    analyticsToken.cancel()
    pay.tap(at: at(1))
    #expect(analytics.records.count == 2)
    #expect(debug.records.count == 3)
  }

  @Test func recordsOfAnUnnamedThrottleNameItsControlType() {
    let records = Counter()
    let observation = registry.addObserver { records.records.append($0) }
    defer { observation.cancel() }
    makeButton(named: nil).tap(at: at(0))
    #expect(records.records.map(\.name) == ["ControlModel"])
  }

  @Test func cancellingAnotherRegistrysTokenOrATokenTwiceEndsOnlyItsOwnObservation() {
    let records = Counter()
    let observation = registry.addObserver { records.records.append($0) }
    defer { observation.cancel() }
    let other = ThrottleRegistry().addObserver { _ in }
    other.cancel()
    other.cancel()
    #expect(other != observation)
    makeButton(named: "pay").tap(at: at(0))
    #expect(records.records.count == 1)
  }

  /// An observation lasts as long as its token: an owner that keeps the token in a property ends
  /// the observation when it goes, with nothing else to call.
  @Test func anObservationEndsWhenItsOwnerGoes() {
    final class Screen {
      var heard = 0
      var observation: ObserverToken?
    }
    var screen: Screen? = Screen()
    weak let released = screen
    let counter = Counter()
    screen?.observation = registry.addObserver { [weak screen] record in
      screen?.heard += 1
      counter.records.append(record)
    }
    let pay = makeButton(named: "pay")
    pay.tap(at: at(0))
    #expect(screen?.heard == 1)

    screen = nil

    #expect(released == nil)
    pay.tap(at: at(1))
    #expect(counter.records.count == 1)
  }

  /// A token not kept ends the observation at once, as an `AnyCancellable` does.
  @Test func aTokenNotKeptObservesNothing() {
    let records = Counter()
    _ = registry.addObserver { records.records.append($0) }
    makeButton(named: "pay").tap(at: at(0))
    #expect(records.records.isEmpty)
  }

  /// A token released off the main actor ends the observation on the main actor's next turn.
  @Test func aTokenReleasedOnAnotherThreadEndsTheObservationOnTheMainActor() async {
    let records = Counter()
    let box = TokenBox(registry.addObserver { records.records.append($0) })
    makeButton(named: "pay").tap(at: at(0))
    #expect(records.records.count == 1)
    await Task.detached {
      #expect(!Thread.isMainThread)
      box.release()
    }.value
    // The removal was handed to the main queue before this test's turn resumed there.
    makeButton(named: "like").tap(at: at(0))
    #expect(records.records.count == 1)
  }

  @Test func recordsAndDecisionsHaveStableText() {
    let records = Counter()
    let observation = registry.addObserver { records.records.append($0) }
    defer { observation.cancel() }
    let pay = makeButton(named: "pay")
    pay.tap(at: at(12.5))
    pay.tap(at: at(12.7))
    pay.sendActions()
    #expect(
      records.records.map(\.description) == [
        "pay accepted at 12.500000000 s (touch)",
        "pay dropped (inside interval, 300 ms left) at 12.700000000 s (touch)",
        "pay accepted at 0.000000000 s (programmatic)",
      ])
    #expect(ThrottleDecision.unthrottled(.unregisteredType).description == "unthrottled (unregistered type)")
    #expect(ThrottleDecision.dropped(.untilReset).description == "dropped (until reset)")
    #expect(
      ThrottleDecision.dropped(.insideGroupWindow(remaining: .microseconds(1_500), heldBy: nil)).description
        == "dropped (inside group window, 2 ms left)")
    #expect(
      ThrottleDecision.dropped(.insideCooldown(remaining: .milliseconds(250))).description
        == "dropped (inside cooldown, 250 ms left)")
  }

  @Test func theRecorderLabelsAControlByItsThrottlesName() {
    let recorder = ThrottleRecorder(capacity: 4, registry: registry)
    makeButton(named: "pay").tap(at: at(0))
    makeButton(named: nil).tap(at: at(0.1))
    let lines = recorder.trace.split(separator: "\n").filter { !$0.hasPrefix("#") }
    #expect(lines == ["0 pay", "100 ControlModel"])
  }
}

@MainActor
@Suite(.timeLimit(.minutes(3))) struct AsyncActionObserverTests {
  @Test func anAsyncActionsDecisionsReachTheRegistrysObserversByName() async {
    let scheduler = VirtualScheduler()
    let registry = ThrottleRegistry()
    var records: [String] = []
    let observation = registry.addObserver { records.append("\($0.name) \($0.decision)") }
    defer { observation.cancel() }
    let action = AsyncThrottledAction(name: "placeOrder", scheduler: scheduler, registry: registry) {}
    #expect(action() == .accepted)
    #expect(action() == .dropped(.running))
    #expect(records == ["placeOrder accepted", "placeOrder dropped (running)"])
    action.cancel()
  }

  @Test func anAsyncActionReportsOnlyToTheRegistryItWasCreatedWith() {
    let scheduler = VirtualScheduler()
    let screenRegistry = ThrottleRegistry()
    var screen: [String] = []
    let observation = screenRegistry.addObserver { screen.append("\($0.name) \($0.decision)") }
    defer { observation.cancel() }
    var shared = 0
    let sharedToken = ThrottleRegistry.shared.addObserver { _ in shared += 1 }
    defer { sharedToken.cancel() }
    let action = AsyncThrottledAction(name: "refresh", scheduler: scheduler, registry: screenRegistry) {}
    action()
    action.cancel()
    #expect(screen == ["refresh accepted"])
    #expect(shared == 0)
  }
}
