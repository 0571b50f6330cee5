import ControlThrottle
import Foundation
import Testing

/// A small, fast, seedable generator (SplitMix64) so randomised tests can be replayed from a seed.
struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// How many iterations randomised tests run: `CONTROL_THROTTLE_RANDOM_SCALE` percent of `base`.
func randomisedIterations(_ base: Int) -> Int {
  let scale = ProcessInfo.processInfo.environment["CONTROL_THROTTLE_RANDOM_SCALE"].flatMap(Int.init) ?? 100
  return max(1, base * scale / 100)
}

/// A seed for a randomised test: `CONTROL_THROTTLE_SEED` when set, to replay a failure, otherwise
/// fresh each run.
func randomisedSeed() -> UInt64 {
  ProcessInfo.processInfo.environment["CONTROL_THROTTLE_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 0...UInt64.max)
}

/// An instant `seconds` after zero.
func at(_ seconds: Double) -> SchedulerInstant {
  SchedulerInstant(secondsSinceBoot: seconds)
}

/// Collects what happened, in order.
@MainActor
final class Log {
  var entries: [String] = []
  func record(_ entry: String) { entries.append(entry) }
}

/// The standard error an exit test captured, as text.
func standardError(of result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// An array that closures on any thread can append to.
final class LockedArray<Element>: @unchecked Sendable {
  // Sendable: `elements` is only touched under `lock`.
  private let lock = Lock()
  private var elements: [Element] = []

  func append(_ element: Element) { lock.withLock { elements.append(element) } }
  var all: [Element] { lock.withLock { elements } }
}

/// A clock that moves on by `step` nanoseconds every time it is read, from any thread.
final class AdvancingOnReadScheduler: Scheduler, @unchecked Sendable {
  // Sendable: `nanoseconds` is an atomic word.
  private let nanoseconds = AtomicWord(0)
  private let step: Int64

  init(step: Int64) { self.step = step }

  var now: SchedulerInstant { SchedulerInstant(uptimeNanoseconds: nanoseconds.add(step)) }

  /// Moves the clock on by `delta` nanoseconds.
  func jump(by delta: Int64) { nanoseconds.add(delta) }

  @MainActor
  func schedule(at deadline: SchedulerInstant, _ work: @escaping @MainActor () -> Void) -> ScheduledWork {
    ScheduledWork {}
  }
}
