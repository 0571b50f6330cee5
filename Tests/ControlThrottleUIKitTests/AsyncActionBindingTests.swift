import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// A send that takes time on the virtual clock, or never returns until released, and may fail.
@MainActor
final class SlowSend {
  struct Declined: Error {}

  let scheduler: VirtualScheduler
  var duration: Duration = .seconds(2)
  var fails = false
  /// Waits for ``releaseLate()`` instead of the clock, ignoring cancellation.
  var ignoresCancellation = false
  private(set) var started = 0
  private(set) var returned = 0
  private(set) var sawCancellation = false
  private var release: CheckedContinuation<Void, Never>?

  init(scheduler: VirtualScheduler) { self.scheduler = scheduler }

  func run() async throws {
    started += 1
    defer {
      returned += 1
      sawCancellation = Task.isCancelled
    }
    if ignoresCancellation {
      await withCheckedContinuation { release = $0 }
    } else {
      try await scheduler.sleep(for: duration)
    }
    if fails { throw Declined() }
  }

  func releaseLate() {
    release?.resume()
    release = nil
  }
}

/// Controls, bar button items and Return keys bound to async throttled actions, through real input
/// in the double.
///
/// Serialized: the tests await, and tests that share the double's environment must not interleave.
@Suite(.serialized, .timeLimit(.minutes(3))) @MainActor struct AsyncActionBindingTests {
  let scheduler = VirtualScheduler()
  var events: [AsyncThrottledAction.RunEvent] { eventLog.events }
  let eventLog = EventLog()

  @MainActor final class EventLog {
    var events: [AsyncThrottledAction.RunEvent] = []
    var decisions: [ThrottleDecision] = []
    var errors: [any Error] = []
  }

  func window() -> UIWindow { makeWindow(clock: bridgedClock(to: scheduler)) }

  func action(_ send: SlowSend, timeout: Duration? = nil) -> AsyncThrottledAction {
    let action = AsyncThrottledAction(timeout: timeout, scheduler: scheduler) { [send] in try await send.run() }
    action.onRunEvent = { [eventLog] in eventLog.events.append($0) }
    action.onDecision = { [eventLog] in eventLog.decisions.append($0) }
    action.onError = { [eventLog] in eventLog.errors.append($0) }
    return action
  }

  func sendButton(in window: UIWindow) -> UIButton {
    let button = UIButton(configuration: .filled())
    button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    window.addSubview(button)
    return button
  }

  let center = CGPoint(x: 50, y: 22)

  /// Yields until `condition` holds, or records an issue: the work waited for is main-actor work
  /// already queued.
  func yield(until what: String, sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool) async {
    for _ in 0..<10_000 where !condition() { await Task.yield() }
    if !condition() { Issue.record("Never saw: \(what).", sourceLocation: sourceLocation) }
  }

  @Test(arguments: [false, true])
  func sendTappedThreeTimesDuringASlowSendSendsOnceAndIsBusyUntilItEnds(fails: Bool) async throws {
    let window = window()
    let send = SlowSend(scheduler: scheduler)
    send.fails = fails
    let action = action(send)
    let button = sendButton(in: window)
    button.bind(to: action)
    #expect(button.isEnabled)
    window.simulateTap(at: center)
    #expect(!button.isEnabled)
    #expect(button.configuration?.showsActivityIndicator == true)
    await scheduler.sleepers(atLeast: 1)
    window.simulateTap(at: center)
    window.simulateTap(at: center)
    #expect(!button.isEnabled)
    scheduler.advance(by: .seconds(2))
    try await scheduler.outcome { await action.waitForCurrentRun() }
    #expect(send.started == 1)
    #expect(button.isEnabled)
    #expect(button.configuration?.showsActivityIndicator == false)
    #expect(action.lastCompletion == (fails ? .failed : .finished))
    #expect(eventLog.errors.count == (fails ? 1 : 0))
    #expect(events == [.started, .ended(fails ? .failed : .finished), .reopened])
  }

  @Test func aButtonWithoutAConfigurationIsOnlyDisabled() async throws {
    let window = window()
    let send = SlowSend(scheduler: scheduler)
    let action = action(send)
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    window.addSubview(button)
    button.bind(to: action)
    window.simulateTap(at: center)
    #expect(!button.isEnabled)
    #expect(button.configuration == nil)
    await scheduler.sleepers(atLeast: 1)
    scheduler.advance(by: .seconds(2))
    try await scheduler.outcome { await action.waitForCurrentRun() }
    #expect(button.isEnabled)
  }

  @Test func twoButtonsAndTheReturnKeyBoundToOneActionRunItOnceAndTheButtonsShowIt() async throws {
    let window = window()
    let send = SlowSend(scheduler: scheduler)
    let action = action(send)
    let button = sendButton(in: window)
    let field = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 44))
    window.addSubview(field)
    let secondButton = UIButton(frame: CGRect(x: 200, y: 0, width: 100, height: 44))
    window.addSubview(secondButton)
    button.bind(to: action)
    secondButton.bind(to: action)
    field.bindReturnKey(to: action)
    field.becomeFirstResponder()
    field.simulateReturnKey()
    #expect(!button.isEnabled)
    #expect(!secondButton.isEnabled)
    #expect(button.configuration?.showsActivityIndicator == true)
    await scheduler.sleepers(atLeast: 1)
    field.becomeFirstResponder()
    field.simulateReturnKey()  // the keyboard's Return again, while the send runs
    window.simulateTap(at: center)
    #expect(eventLog.decisions == [.accepted, .dropped(.running)])
    scheduler.advance(by: .seconds(2))
    try await scheduler.outcome { await action.waitForCurrentRun() }
    #expect(send.started == 1)
    #expect(button.isEnabled)
    #expect(secondButton.isEnabled)
  }

  @Test func aBarButtonItemBoundToAnActionPostsOnce() async throws {
    let window = window()
    let send = SlowSend(scheduler: scheduler)
    let action = action(send)
    let post = UIBarButtonItem(title: "Post", style: .done, target: nil, action: nil)
    post.bind(to: action)
    let bar = UIToolbar(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
    window.addSubview(bar)
    bar.items = [post]
    let item = CGPoint(x: 30, y: 458)
    window.simulateTap(at: item)
    #expect(!post.isEnabled)
    #expect(post.title == "Post")
    await scheduler.sleepers(atLeast: 1)
    window.simulateTap(at: item)
    window.simulateTap(at: item)
    scheduler.advance(by: .seconds(2))
    try await scheduler.outcome { await action.waitForCurrentRun() }
    #expect(send.started == 1)
    #expect(post.isEnabled)
  }

  @Test func aRequestThatNeverReturnsGivesTheControlBackAtTheTimeout() async throws {
    let window = window()
    let send = SlowSend(scheduler: scheduler)
    send.ignoresCancellation = true
    let action = action(send, timeout: .seconds(10))
    let button = sendButton(in: window)
    button.bind(to: action)
    window.simulateTap(at: center)
    await yield(until: "the send's start") { send.started == 1 }
    scheduler.advance(by: .seconds(10) - .nanoseconds(1))
    #expect(!button.isEnabled)
    scheduler.advance(by: .nanoseconds(1))
    #expect(button.isEnabled)
    #expect(button.configuration?.showsActivityIndicator == false)
    #expect(action.lastCompletion == .timedOut)
    #expect(eventLog.errors.first is AsyncThrottledAction.TimedOut)
    send.releaseLate()
    await yield(until: "the late result") { events.last == .discardedLateResult }
    #expect(events == [.started, .ended(.timedOut), .reopened, .discardedLateResult])
    #expect(send.sawCancellation)
    #expect(action.lastCompletion == .timedOut)
  }

  @Test(arguments: [false, true])
  func aScreenClosedMidFlightIsNeverCalledBack(fails: Bool) async throws {
    /// A screen that owns its Send button and its action.
    @MainActor final class Screen {
      let button = UIButton(configuration: .filled())
      var send: AsyncThrottledAction?
    }
    let window = window()
    let payment = SlowSend(scheduler: scheduler)
    payment.fails = fails
    var screen: Screen? = Screen()
    weak let closed = screen
    weak let closedButton = screen?.button
    screen?.send = action(payment)
    screen?.button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
    screen.map { window.addSubview($0.button) }
    screen?.button.bind(to: screen!.send!)
    window.simulateTap(at: center)
    await scheduler.sleepers(atLeast: 1)
    screen?.button.removeFromSuperview()
    screen = nil  // the screen closes while the payment is in flight
    #expect(closed == nil)
    #expect(closedButton == nil)
    scheduler.advance(by: .seconds(2))
    await yield(until: "the payment's end") { payment.returned == 1 }
    await Task.yield()
    #expect(payment.sawCancellation)
    #expect(events == [.started])
    #expect(eventLog.errors.isEmpty)
  }

  @Test func aControlKeepsAnActionNobodyElseHoldsAndReleasingItCancelsTheRun() async throws {
    let window = window()
    let send = SlowSend(scheduler: scheduler)
    var button: UIButton? = sendButton(in: window)
    button?.bind(to: action(send))  // held by the button alone
    window.simulateTap(at: center)
    await scheduler.sleepers(atLeast: 1)
    #expect(send.started == 1)
    weak let closed = button
    button?.removeFromSuperview()
    button = nil
    #expect(closed == nil)
    await yield(until: "the send's end") { send.returned == 1 }
    #expect(send.sawCancellation)
    #expect(events == [.started])
  }

  @Test func bindingAgainReplacesTheBindingAndShowsTheNewActionsState() async throws {
    let window = window()
    let oldSend = SlowSend(scheduler: scheduler)
    let newSend = SlowSend(scheduler: scheduler)
    newSend.duration = .seconds(5)
    let oldRow = action(oldSend)
    let newRow = AsyncThrottledAction(scheduler: scheduler) { [newSend] in try await newSend.run() }
    let button = sendButton(in: window)
    button.bind(to: oldRow)
    window.simulateTap(at: center)
    #expect(!button.isEnabled)
    await scheduler.sleepers(atLeast: 1)
    button.bind(to: newRow)  // the cell is reused for another row
    #expect(button.isEnabled)
    #expect(button.configuration?.showsActivityIndicator == false)
    window.simulateTap(at: center)
    #expect(oldSend.started == 1)
    await scheduler.sleepers(atLeast: 2)
    #expect(!button.isEnabled)
    scheduler.advance(by: .seconds(2))
    try await scheduler.outcome { await oldRow.waitForCurrentRun() }
    #expect(!button.isEnabled)  // the old row's end does not reach the reused cell
    scheduler.advance(by: .seconds(3))
    try await scheduler.outcome { await newRow.waitForCurrentRun() }
    #expect(button.isEnabled)
    #expect(oldSend.started == 1)
    #expect(newSend.started == 1)
  }
}
