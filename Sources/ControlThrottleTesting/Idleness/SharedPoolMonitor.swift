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
final class SharedPoolMonitor: @unchecked Sendable {
  // Sendable: every stored property but the constants is only touched under `lock`.
  typealias Original = @convention(thin) (UnownedJob) -> Void
  typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

  /// The process's monitor, installed on first use; nil where it cannot be.
  static let shared: SharedPoolMonitor? = install()

  private let lock = NSLock()
  /// Counted jobs queued or running.
  private var outstanding = 0
  /// Counted jobs ever enqueued: a change between two looks means something ran on the pool.
  private var enqueued: UInt64 = 0
  /// Tasks whose jobs do not count: the clocks' own driving tasks, which wait for idleness and
  /// must not stand in its way.
  private var exemptTasks: [UnsafeRawPointer] = []
  private var idleWaiters: [(id: UInt64, continuation: UnsafeContinuation<Void, Never>)] = []
  private var lastWaiterID: UInt64 = 0

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

  private func enqueue(_ job: UnownedJob) {
    let pointer = unsafeBitCast(job, to: UnsafeRawPointer.self)
    lock.lock()
    let counts = !exemptTasks.contains(pointer)
    if counts {
      outstanding += 1
      enqueued &+= 1
    }
    lock.unlock()
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
    lock.lock()
    outstanding -= 1
    guard outstanding == 0, !idleWaiters.isEmpty else {
      lock.unlock()
      return
    }
    let waiters = idleWaiters
    idleWaiters.removeAll()
    lock.unlock()
    for waiter in waiters { waiter.continuation.resume() }
  }

  /// What the monitor has seen: whether nothing counted is queued or running, and how many counted
  /// jobs were ever enqueued.
  var observation: (isIdle: Bool, enqueued: UInt64) {
    lock.lock()
    defer { lock.unlock() }
    return (outstanding == 0, enqueued)
  }

  /// Returns once no counted job is queued or running.
  ///
  /// At once if none is, or if the task is cancelled. It stays on the caller's actor.
  nonisolated(nonsending) func idle() async {
    let id = locked { () -> UInt64 in
      lastWaiterID &+= 1
      return lastWaiterID
    }
    await withTaskCancellationHandler {
      await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
        let isIdle = locked { () -> Bool in
          if outstanding == 0 || Task.isCancelled { return true }
          idleWaiters.append((id, continuation))
          return false
        }
        if isIdle { continuation.resume() }
      }
    } onCancel: {
      let waiter = locked { idleWaiters.firstIndex { $0.id == id }.map { idleWaiters.remove(at: $0) } }
      waiter?.continuation.resume()
    }
  }

  /// Runs `body` holding the lock.
  private func locked<Result>(_ body: () -> Result) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }

  /// Stops counting the current task's jobs until ``endExemption(_:)``; returns what that takes.
  func exemptCurrentTask() -> UnsafeRawPointer? {
    guard let task = withUnsafeCurrentTask(body: { $0.map { unsafeBitCast($0, to: UnsafeRawPointer.self) } }) else {
      return nil
    }
    lock.lock()
    exemptTasks.append(task)
    lock.unlock()
    return task
  }

  /// Counts the task's jobs again.
  func endExemption(_ task: UnsafeRawPointer?) {
    guard let task else { return }
    lock.lock()
    if let index = exemptTasks.firstIndex(of: task) { exemptTasks.remove(at: index) }
    lock.unlock()
  }
}
