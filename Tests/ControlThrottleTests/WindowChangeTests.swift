import ControlThrottle
import ControlThrottleTesting
import TestSupport
import Testing

/// `onWindowChange`: every window that begins is announced once and ended once.
@MainActor
@Suite struct WindowChangeTests {
  let scheduler = VirtualScheduler()
  let registry = ThrottleRegistry()

  private func makeButton(_ setting: ThrottleSetting) -> (ControlModel, () -> [Throttle.WindowChange]) {
    let button = ControlModel(scheduler: scheduler, registry: registry, setting: setting)
    button.addTarget("pay") { _ in }
    final class Changes { var all: [Throttle.WindowChange] = [] }
    let changes = Changes()
    button.throttle.onWindowChange = { changes.all.append($0) }
    return (button, { changes.all })
  }

  @Test func resetEndsAnUntilResetWindowAtOnceAndTheNextTapIsAnnounced() {
    let (button, changes) = makeButton(.untilReset)
    button.tap()
    #expect(changes() == [.began(until: .distantFuture)])
    button.throttle.reset()
    #expect(changes() == [.began(until: .distantFuture), .ended])
    button.tap()
    #expect(changes() == [.began(until: .distantFuture), .ended, .began(until: .distantFuture)])
  }

  @Test func resetEndsAFiniteWindowAtOnceAndItsOldDeadlineReportsNothing() {
    let (button, changes) = makeButton(.interval(.seconds(1)))
    button.tap()
    scheduler.advance(to: at(0.2))
    button.throttle.reset()
    #expect(changes() == [.began(until: at(1)), .ended])
    button.tap()  // re-armed at 0.2 until 1.2
    #expect(changes() == [.began(until: at(1)), .ended, .began(until: at(1.2))])
    scheduler.advance(to: at(1))
    #expect(changes().count == 3)  // the old deadline is not this window's end
    scheduler.advance(to: at(1.2))
    #expect(changes() == [.began(until: at(1)), .ended, .began(until: at(1.2)), .ended])
  }

  @Test func resetWithNoAnnouncedWindowReportsNothing() {
    let (button, changes) = makeButton(.interval(.seconds(1)))
    button.throttle.reset()
    button.tap()
    scheduler.advance(by: .seconds(1))
    button.throttle.reset()
    #expect(changes() == [.began(until: at(1)), .ended])
  }

  @Test func aWindowReArmedByAJumpBackEndsThePreviousOneFirst() {
    let (button, changes) = makeButton(.interval(.seconds(1)))
    scheduler.advance(to: at(10))
    button.tap()
    button.tap(at: at(5))  // five seconds back: re-arms until 6
    #expect(changes() == [.began(until: at(11)), .ended, .began(until: at(6))])
    scheduler.advance(to: at(11))  // 6 has passed on this clock: the new window's end is reported once
    #expect(changes() == [.began(until: at(11)), .ended, .began(until: at(6)), .ended])
    #expect(scheduler.pendingWorkCount == 0)
  }

  @Test func everyBeganHasExactlyOneEndedOverARandomSchedule() {
    let seed = randomisedSeed()
    var random = SeededGenerator(seed: seed)
    for round in 0..<randomisedIterations(2_000) {
      let scheduler = VirtualScheduler()
      let button = ControlModel(scheduler: scheduler, registry: registry, setting: .interval(.milliseconds(300)))
      button.addTarget("pay") { _ in }
      var open = 0
      var balanced = true
      button.throttle.onWindowChange = { change in
        switch change {
        case .began: open += 1
        case .ended: open -= 1
        }
        if open < 0 || open > 1 { balanced = false }
      }
      for _ in 0..<20 {
        switch Int.random(in: 0..<4, using: &random) {
        case 0: button.throttle.reset()
        case 1: scheduler.advance(by: .milliseconds(Int.random(in: 0...400, using: &random)))
        default: button.tap()
        }
      }
      scheduler.run()
      button.throttle.reset()
      guard balanced, open == 0 else {
        Issue.record("round \(round): unbalanced window changes; replay with CONTROL_THROTTLE_SEED=\(seed)")
        return
      }
    }
  }

  @Test func removingTheCallbackCancelsItsPendingEnd() {
    let (button, _) = makeButton(.interval(.seconds(1)))
    button.tap()
    #expect(scheduler.pendingWorkCount == 1)
    button.throttle.onWindowChange = nil
    #expect(scheduler.pendingWorkCount == 0)
  }
}
