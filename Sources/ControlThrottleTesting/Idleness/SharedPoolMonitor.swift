import ControlThrottle
import Foundation

#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Counts the jobs of Swift's shared pool from their enqueue until they have run, so that it knows,
/// as a fact, when none is queued or running.
///
/// The runtime exports `swift_task_enqueueGlobal_hook`: a process may route every job bound for the
/// shared pool through a function of its own (swift-async-algorithms' validation tests and
/// swift-concurrency-extras' `withMainSerialExecutor` do). The monitor takes each job there, counts
/// it, and hands it to Dispatch's global queue, where the runtime would have put it, running it on
/// the default task executor and counting it off once it returns: a count of zero means nothing on
/// the pool can run. The threads stay Dispatch's, which grow when jobs block, as the pool's do.
/// Every job the pool gets passes through, the tests running in parallel included: the count is
/// never too low, only sometimes higher than one test's work, which delays a move of time and never
/// makes it wrong.
///
/// What it cannot see: jobs on the main actor where the runtime keeps them off the pool (Apple
/// platforms), sleeps on real clocks, and threads the test did not start. The clock covers the first
/// with turns of the main actor (``VirtualScheduler``'s `untilIdle()`); the others are the test's to
/// await. Installed once, on first use, for the life of the process; absent where the hook is
/// missing, another hook is already installed, or running a job on a task executor is unavailable
/// (before macOS 15 / iOS 18), and the clock then sees the main actor only.
final class SharedPoolMonitor: Sendable {
  typealias Original = @convention(thin) (UnownedJob) -> Void
  typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

  /// What the monitor counts, changed only under its lock.
  private struct State {
    /// Counted jobs queued or running.
    var outstanding = 0
    /// Counted jobs ever enqueued: a change between two looks means something ran on the pool.
    var enqueued: UInt64 = 0
    /// Tasks whose jobs do not count: the clocks' own driving tasks, which wait for idleness and
    /// must not stand in its way.
    var exemptTasks: [UInt] = []
    var idleWaiters: [(id: UInt64, continuation: CheckedContinuation<Void, Never>)] = []
    var lastWaiterID: UInt64 = 0
  }

  /// The process's monitor, installed on first use; nil where it cannot be.
  static let shared: SharedPoolMonitor? = install()

  private let state = LockedBox(State())

  private init() {}

  private static func install() -> SharedPoolMonitor? {
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return nil }
    guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook") else { return nil }
    let hook = symbol.assumingMemoryBound(to: Hook?.self)
    guard hook.pointee == nil else { return nil }
    let monitor = SharedPoolMonitor()
    hook.pointee = { job, _ in SharedPoolMonitor.shared?.enqueue(job) }
    return monitor
  }

  /// The identity of a job, which for a task's job is the task's: the runtime's task is a job.
  private static func identity(of job: UnownedJob) -> UInt {
    UInt(bitPattern: unsafeBitCast(job, to: UnsafeRawPointer.self))
  }

  private func enqueue(_ job: UnownedJob) {
    let identity = Self.identity(of: job)
    let counts = state.withLock { state in
      guard !state.exemptTasks.contains(identity) else { return false }
      state.outstanding += 1
      state.enqueued &+= 1
      return true
    }
    // The job runs on Dispatch's global queue, as the runtime's own enqueue would put it, so the
    // pool keeps Dispatch's threads, which grow when jobs block; the monitor only counts.
    DispatchQueue.global().async { [self] in
      guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
        preconditionFailure("The pool monitor installs only where a job can run on a task executor.")
      }
      job.runSynchronously(on: globalConcurrentExecutor.asUnownedTaskExecutor())
      if counts { finishCountedJob() }
    }
  }

  private func finishCountedJob() {
    let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
      state.outstanding -= 1
      guard state.outstanding == 0 else { return [] }
      defer { state.idleWaiters.removeAll() }
      return state.idleWaiters.map(\.continuation)
    }
    for waiter in waiters { waiter.resume() }
  }

  /// What the monitor has seen: whether nothing counted is queued or running, and how many counted
  /// jobs were ever enqueued.
  var observation: (isIdle: Bool, enqueued: UInt64) {
    state.withLock { ($0.outstanding == 0, $0.enqueued) }
  }

  /// Returns once no counted job is queued or running.
  ///
  /// At once if none is, or if the task is cancelled. It stays on the caller's actor.
  nonisolated(nonsending) func idle() async {
    let id = state.withLock { state in
      state.lastWaiterID &+= 1
      return state.lastWaiterID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let isIdle = state.withLock { state in
          if state.outstanding == 0 || Task.isCancelled { return true }
          state.idleWaiters.append((id, continuation))
          return false
        }
        if isIdle { continuation.resume() }
      }
    } onCancel: {
      let waiter = state.withLock { state in
        state.idleWaiters.firstIndex { $0.id == id }.map { state.idleWaiters.remove(at: $0).continuation }
      }
      waiter?.resume()
    }
  }

  /// Stops counting the current task's jobs until ``endExemption(_:)``; returns what that takes.
  func exemptCurrentTask() -> UInt? {
    let task = withUnsafeCurrentTask { task in
      task.map { UInt(bitPattern: unsafeBitCast($0, to: UnsafeRawPointer.self)) }
    }
    guard let task else { return nil }
    state.withLock { $0.exemptTasks.append(task) }
    return task
  }

  /// Counts the task's jobs again.
  func endExemption(_ task: UInt?) {
    guard let task else { return }
    state.withLock { state in
      if let index = state.exemptTasks.firstIndex(of: task) { state.exemptTasks.remove(at: index) }
    }
  }
}
