import ControlThrottle
import Foundation
import Testing

/// An instant `seconds` after zero.
func at(_ seconds: Double) -> SchedulerInstant {
  SchedulerInstant(secondsSinceBoot: seconds)
}

/// Collects what happened, in order.
@MainActor
final class Log {
  var entries: [String] = []
  /// The observation that records into the log, where a test keeps one.
  var observation: ObserverToken?
  func record(_ entry: String) { entries.append(entry) }
}

/// The standard error an exit test captured, as text.
func standardError(of result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// An array that closures on any thread can append to.
final class LockedArray<Element>: @unchecked Sendable {
  // Sendable: `elements` is only touched under `lock`.
  private let lock = LockedBox<Void>()
  private var elements: [Element] = []

  func append(_ element: Element) { lock.withLock { elements.append(element) } }
  var all: [Element] { lock.withLock { elements } }
}

/// A clock that moves on by `step` nanoseconds every time it is read, from any thread.
final class AdvancingOnReadScheduler: Scheduler, @unchecked Sendable {
  // Sendable: `nanoseconds` is a locked box.
  private let nanoseconds = LockedBox<Int64>(0)
  private let step: Int64

  init(step: Int64) { self.step = step }

  var now: SchedulerInstant {
    SchedulerInstant(
      uptimeNanoseconds: nanoseconds.withLock { nanoseconds in
        nanoseconds += step
        return nanoseconds
      })
  }

  /// Moves the clock on by `delta` nanoseconds.
  func jump(by delta: Int64) { nanoseconds.withLock { $0 += delta } }

  @MainActor
  func schedule(at deadline: SchedulerInstant, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
    ScheduledWork {}
  }
}

extension AsyncThrottledAction {
  /// Calls the action and, when the call starts a run, waits for that run to end: what a caller
  /// that awaits its run writes, `action()` then `waitForCurrentRun()`.
  @discardableResult
  func callAndWaitForRun() async -> ThrottleDecision {
    let decision = self()
    if decision.isAccepted { await waitForCurrentRun() }
    return decision
  }
}
