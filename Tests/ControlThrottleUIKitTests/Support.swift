import ControlThrottle
import ControlThrottleTesting
import Foundation
import UIKit

/// A gate duration of `seconds`.
func gateDuration(_ seconds: Double) -> Duration { .nanoseconds(Int64((seconds * 1e9).rounded())) }

/// A clock for the double that reads and moves `scheduler`, so one `advance` drives UIKit's
/// timestamps and animations together with the package's timeouts.
@MainActor
func bridgedClock(to scheduler: VirtualScheduler) -> UIKitTestClock {
  UIKitTestClock(
    now: { Double(scheduler.now.uptimeNanoseconds) / 1e9 },
    schedule: { deadline, work in scheduler.schedule(at: SchedulerInstant(secondsSinceBoot: deadline), work) },
    advance: { seconds in
      let nanoseconds = Int64((seconds * 1e9).rounded())
      scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: scheduler.now.uptimeNanoseconds + nanoseconds))
    }
  )
}

/// Resets the double and returns a visible key window of 320 × 480 points.
@MainActor
func makeWindow(
  clock: UIKitTestClock = UIKitTestClock(),
  assumptions: UIKitTestAssumptions = UIKitTestAssumptions(),
  application: UIApplication? = nil,
  window: UIWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
) -> UIWindow {
  UIKitTestEnvironment.reset(clock: clock, assumptions: assumptions, application: application)
  // The adapters' per-window serializers time out on the test's clock, never on real time.
  TransitionSerializer.makeForWindow = { TransitionSerializer(scheduler: UIKitTestClockScheduler(clock)) }
  window.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
  window.makeKeyAndVisible()
  return window
}

/// A target that records every action it receives, with what UIKit passed along.
@MainActor
final class ActionRecorder: UIKitTestActionTarget {
  struct Delivery {
    let action: String
    let event: UIEvent?
    let timestamp: TimeInterval?
    let touch: UITouch?
  }

  private(set) var deliveries: [Delivery] = []

  var actions: [String] { deliveries.map(\.action) }

  func receiveAction(_ action: Selector, from sender: Any?, for event: UIEvent?) {
    deliveries.append(
      Delivery(action: action.description, event: event, timestamp: event?.timestamp, touch: event?.allTouches?.first)
    )
  }
}

/// Collects what happened, in order.
@MainActor
final class Log {
  private(set) var entries: [String] = []
  func record(_ entry: String) { entries.append(entry) }
}

/// A view controller that logs its appearance callbacks.
final class LoggingViewController: UIViewController {
  var log: Log?
  var name = ""

  override func viewWillAppear(_ animated: Bool) { log?.record("\(name) willAppear") }
  override func viewDidAppear(_ animated: Bool) { log?.record("\(name) didAppear") }
  override func viewWillDisappear(_ animated: Bool) { log?.record("\(name) willDisappear") }
  override func viewDidDisappear(_ animated: Bool) { log?.record("\(name) didDisappear") }
}

/// Makes a named, logging view controller.
@MainActor
func screen(_ name: String, log: Log? = nil) -> LoggingViewController {
  let controller = LoggingViewController()
  controller.name = name
  controller.log = log
  return controller
}

/// The double's clock as a ``Scheduler``, so that serializers the adapters create per window keep
/// the test's time.
final class UIKitTestClockScheduler: Scheduler, @unchecked Sendable {
  // Sendable: only tests use it, on the main actor, like the clock it reads.
  private let clock: UIKitTestClock

  init(_ clock: UIKitTestClock) { self.clock = clock }

  var now: SchedulerInstant {
    MainActor.assumeIsolated { SchedulerInstant(secondsSinceBoot: clock.now) }
  }

  @MainActor
  func schedule(at deadline: SchedulerInstant, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
    final class Cancellation { var isCancelled = false }
    let cancellation = Cancellation()
    clock.schedule(at: deadline.secondsSinceBoot) { if !cancellation.isCancelled { work() } }
    return ScheduledWork { cancellation.isCancelled = true }
  }
}

/// A key window whose root is a serialized navigation controller showing `root`, with the
/// window's serializer on `scheduler`, which also drives the double's clock.
@MainActor
func serializedNavigationInWindow(root: String, scheduler: VirtualScheduler) -> TestNavigationController {
  let window = makeWindow(clock: bridgedClock(to: scheduler))
  TransitionSerializer.makeForWindow = { TransitionSerializer(scheduler: scheduler) }
  let navigation = TestNavigationController(rootViewController: screen(root))
  window.rootViewController = navigation
  return navigation
}
