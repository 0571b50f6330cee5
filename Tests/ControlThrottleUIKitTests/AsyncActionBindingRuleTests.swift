import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// How a person activates a bound button: each reaches it the way UIKit delivers it (§9, §14).
enum BoundButtonInput: String, CaseIterable, CustomTestStringConvertible {
  case tap, voiceOver, pointerClick, returnKey

  var testDescription: String { rawValue }

  @MainActor func activate(_ button: UIButton, in window: UIWindow) {
    let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    switch self {
    case .tap: window.simulateTap(at: center)
    case .voiceOver: window.simulateAccessibilityActivation(of: button)
    case .pointerClick: window.simulateTap(at: center, type: .indirectPointer)
    case .returnKey:
      window.focus(button)
      window.simulateKeyPress(.select)
    }
  }
}

/// Where the app keeps its binding, for an operation that states the app's rule mid-run.
@MainActor final class BindingScreen {
  var order: AsyncActionBinding?
  var events: [AsyncThrottledAction.RunEvent] = []
}

/// A binding shows the action's state without overriding the app.
///
/// The control is enabled only when both the app and the action allow it, and the busy appearance
/// comes from the run. Through real input in the double. In the serialized suite of the bindings'
/// other tests: the tests await, and tests that share the double's environment must not interleave.
extension AsyncActionBindingTests {
  func button(in window: UIWindow) -> UIButton { sendButton(in: window) }

  @Test(arguments: BoundButtonInput.allCases)
  func aControlTheAppDisablesDuringARunStaysDisabledAfterIt(input: BoundButtonInput) async throws {
    let window = window()
    let payment = SlowSend(scheduler: scheduler)
    let screen = BindingScreen()
    let placeOrder = AsyncThrottledAction(scheduler: scheduler) { [payment, screen] in
      try await payment.run()
      screen.order?.isEnabled = false  // the app's rule: one order per screen
    }
    let orderButton = button(in: window)
    screen.order = orderButton.bind(to: placeOrder)
    input.activate(orderButton, in: window)
    #expect(!orderButton.isEnabled)
    await scheduler.sleepers(atLeast: 1)
    scheduler.advance(by: .seconds(2))
    try await scheduler.outcome { await placeOrder.waitForCurrentRun() }
    scheduler.advance(by: .seconds(5))  // past the interval: the action takes calls again
    #expect(!placeOrder.isIgnoring)
    #expect(!orderButton.isEnabled)
    #expect(orderButton.configuration?.showsActivityIndicator == false)
    input.activate(orderButton, in: window)
    #expect(payment.started == 1)  // no second order
    screen.order?.isEnabled = true  // the app allows it again
    #expect(orderButton.isEnabled)
  }

  @Test(arguments: BoundButtonInput.allCases)
  func aControlTheAppDisablesDirectlyStaysDisabledThroughARunAndAfterIt(input: BoundButtonInput) async throws {
    let window = window()
    let payment = SlowSend(scheduler: scheduler)
    let placeOrder = AsyncThrottledAction(scheduler: scheduler) { [payment] in try await payment.run() }
    let orderButton = button(in: window)
    let binding = orderButton.bind(to: placeOrder)
    let expressButton = UIButton(frame: CGRect(x: 0, y: 100, width: 100, height: 44))
    window.addSubview(expressButton)
    expressButton.bind(to: placeOrder)
    func finishRun() async throws {
      await scheduler.sleepers(atLeast: 1)
      scheduler.advance(by: .seconds(2))
      try await scheduler.outcome { await placeOrder.waitForCurrentRun() }
      scheduler.advance(by: .seconds(5))
    }
    input.activate(expressButton, in: window)
    try await finishRun()
    #expect(orderButton.isEnabled)
    orderButton.isEnabled = false  // the app's rule, on the control itself: one order per screen
    input.activate(expressButton, in: window)  // the same action, run from another control
    #expect(placeOrder.isRunning)
    #expect(!orderButton.isEnabled)
    try await finishRun()
    #expect(expressButton.isEnabled)
    #expect(!orderButton.isEnabled)
    #expect(!binding.isEnabled)
    input.activate(orderButton, in: window)
    #expect(!placeOrder.isRunning)  // no order from the disabled button
    orderButton.isEnabled = true  // the app allows it again
    #expect(binding.isEnabled)
    input.activate(orderButton, in: window)
    #expect(placeOrder.isRunning)
    try await finishRun()
    #expect(payment.started == 3)
    #expect(orderButton.isEnabled)
  }

  @Test(arguments: BoundButtonInput.allCases)
  func aControlTheAppDisabledBeforeBindingStaysDisabledThroughARunAndAfterIt(input: BoundButtonInput) async throws {
    let window = window()
    let send = SlowSend(scheduler: scheduler)
    let submit = AsyncThrottledAction(scheduler: scheduler) { [send] in try await send.run() }
    let submitButton = button(in: window)
    submitButton.isEnabled = false  // the form is invalid
    let binding = submitButton.bind(to: submit)
    #expect(!binding.isEnabled)
    let other = UIButton(frame: CGRect(x: 0, y: 100, width: 100, height: 44))
    window.addSubview(other)
    other.bind(to: submit)
    input.activate(other, in: window)  // the same action, run from another control
    #expect(submit.isRunning)
    #expect(submitButton.configuration?.showsActivityIndicator == true)
    #expect(!submitButton.isEnabled)
    await scheduler.sleepers(atLeast: 1)
    scheduler.advance(by: .seconds(2))
    try await scheduler.outcome { await submit.waitForCurrentRun() }
    scheduler.advance(by: .seconds(5))
    #expect(other.isEnabled)
    #expect(!submitButton.isEnabled)
    input.activate(submitButton, in: window)
    #expect(send.started == 1)
  }

  @Test(arguments: BoundButtonInput.allCases)
  func aReplaceRunningReloadCanBeTappedAgainWhileRunningAndReplacesTheRun(input: BoundButtonInput) async throws {
    let window = window()
    let load = SlowSend(scheduler: scheduler)
    load.duration = .seconds(5)
    let screen = BindingScreen()
    let reload = AsyncThrottledAction(interval: .seconds(1), runPolicy: .replaceRunning, scheduler: scheduler) {
      [load] in try await load.run()
    }
    reload.onRunEvent = { [screen] in screen.events.append($0) }
    let reloadButton = button(in: window)
    reloadButton.accessibilityValue = "12 items"
    reloadButton.bind(to: reload).busyAccessibilityValue = "Loading"
    input.activate(reloadButton, in: window)
    #expect(reloadButton.configuration?.showsActivityIndicator == true)
    #expect(reloadButton.accessibilityValue == "Loading")
    await scheduler.sleepers(atLeast: 1)
    scheduler.advance(by: .milliseconds(1_150))
    #expect(reload.isRunning)
    #expect(reloadButton.isEnabled)  // tappable while the slow reload runs
    #expect(reloadButton.configuration?.showsActivityIndicator == true)  // and shown busy
    #expect(reloadButton.accessibilityValue == "Loading")
    input.activate(reloadButton, in: window)
    #expect(screen.events == [.started, .ended(.cancelled), .started])
    await scheduler.sleepers(atLeast: 1)
    #expect(load.started == 2)
    scheduler.advance(by: .seconds(5))
    try await scheduler.outcome { await reload.waitForCurrentRun() }
    #expect(screen.events == [.started, .ended(.cancelled), .started, .ended(.finished), .reopened])
    #expect(reloadButton.isEnabled)
    #expect(reloadButton.configuration?.showsActivityIndicator == false)
    #expect(reloadButton.accessibilityValue == "12 items")  // the app's value is back
  }

  @Test func anAccessibilityValueTheAppSetsDuringARunStays() async throws {
    let window = window()
    let send = SlowSend(scheduler: scheduler)
    let action = AsyncThrottledAction(scheduler: scheduler) { [send] in try await send.run() }
    let sendButton = button(in: window)
    sendButton.bind(to: action).busyAccessibilityValue = "Sending"
    BoundButtonInput.tap.activate(sendButton, in: window)
    #expect(sendButton.accessibilityValue == "Sending")
    sendButton.accessibilityValue = "1 attachment"  // the app's own
    await scheduler.sleepers(atLeast: 1)
    scheduler.advance(by: .seconds(2))
    try await scheduler.outcome { await action.waitForCurrentRun() }
    #expect(sendButton.accessibilityValue == "1 attachment")
  }

  @Test func aBarButtonItemTheAppDisablesStaysDisabledThroughARunAndAfterIt() async throws {
    let window = window()
    let send = SlowSend(scheduler: scheduler)
    let screen = BindingScreen()
    let post = AsyncThrottledAction(scheduler: scheduler) { [send, screen] in
      try await send.run()
      screen.order?.isEnabled = false
    }
    let item = UIBarButtonItem(title: "Post", style: .done, target: nil, action: nil)
    screen.order = item.bind(to: post)
    let bar = UIToolbar(frame: CGRect(x: 0, y: 436, width: 320, height: 44))
    window.addSubview(bar)
    bar.items = [item]
    let point = CGPoint(x: 30, y: 458)
    window.simulateTap(at: point)
    #expect(!item.isEnabled)
    await scheduler.sleepers(atLeast: 1)
    scheduler.advance(by: .seconds(2))
    try await scheduler.outcome { await post.waitForCurrentRun() }
    scheduler.advance(by: .seconds(5))
    #expect(!item.isEnabled)
    window.simulateTap(at: point)
    #expect(send.started == 1)
  }

  @Test func bindingAgainToAnotherActionKeepsTheAppsCondition() {
    let window = window()
    let cellButton = button(in: window)
    let first = cellButton.bind(to: AsyncThrottledAction(scheduler: scheduler) {})
    first.isEnabled = false
    let second = cellButton.bind(to: AsyncThrottledAction(scheduler: scheduler) {})
    #expect(first === second)
    #expect(!second.isEnabled)
    #expect(!cellButton.isEnabled)
  }
}
