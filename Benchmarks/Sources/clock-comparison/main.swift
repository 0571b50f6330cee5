import Clocks
import ControlThrottle
import ControlThrottleTesting
import Foundation

// Each workload of ClockWorkloads.swift, run `runs` times on each clock, each clock in a process of
// its own, after one unreported run; a run is "wrong" when its times differ from the exact ones and
// "stuck" when it has not ended after `stuckAfter` of real time (it is then left behind, so the
// process's later runs may be slower).

struct TestClockDriver: WorkloadClock {
  let testClock = TestClock<Duration>()
  let start: TestClock<Duration>.Instant
  init() { start = testClock.now }
  var clock: any Clock<Duration> { testClock }
  var elapsed: Duration { start.duration(to: testClock.now) }
  func advance(by duration: Duration) async { await testClock.advance(by: duration) }
  func outcome<T: Sendable>(_ operation: @escaping @Sendable () async throws -> T) async throws -> T {
    try await operation()
  }
}

/// The outcome of one run.
enum RunOutcome: Sendable {
  case ok(seconds: Double)
  case wrong(seconds: Double)
  case stuck
}

final class Finish: @unchecked Sendable {
  private let lock = NSLock()
  private var outcome: RunOutcome?
  private var waiter: CheckedContinuation<RunOutcome, Never>?
  func finish(_ value: RunOutcome) {
    let waiter = lock.withLock { () -> CheckedContinuation<RunOutcome, Never>? in
      guard outcome == nil else { return nil }
      outcome = value
      defer { self.waiter = nil }
      return self.waiter
    }
    waiter?.resume(returning: value)
  }
  var value: RunOutcome {
    get async {
      await withCheckedContinuation { continuation in
        let ready = lock.withLock { () -> RunOutcome? in
          if let outcome { return outcome }
          waiter = continuation
          return nil
        }
        if let ready { continuation.resume(returning: ready) }
      }
    }
  }
}

func measure(_ workload: ClockWorkload, on makeClock: @escaping @Sendable () -> any WorkloadClock, stuckAfter: Double)
  async -> RunOutcome
{
  let finish = Finish()
  Task {
    let start = DispatchTime.now().uptimeNanoseconds
    let observed = try? await workload.run(makeClock())
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    finish.finish(observed == workload.expected ? .ok(seconds: seconds) : .wrong(seconds: seconds))
  }
  Task.detached {
    try? await Task.sleep(for: .seconds(stuckAfter))
    finish.finish(.stuck)
  }
  return await finish.value
}

func summary(_ outcomes: [RunOutcome]) -> (median: Double?, text: String) {
  let times = outcomes.compactMap { outcome -> Double? in
    switch outcome {
    case .ok(let seconds), .wrong(let seconds): seconds
    case .stuck: nil
    }
  }.sorted()
  let wrong = outcomes.filter { if case .wrong = $0 { true } else { false } }.count
  let stuck = outcomes.filter { if case .stuck = $0 { true } else { false } }.count
  let median = times.isEmpty ? nil : times[times.count / 2] * 1e3
  var text = median.map { String(format: "%.2f ms", $0) } ?? "—"
  if wrong > 0 { text += " (\(wrong) wrong)" }
  if stuck > 0 { text += " (\(stuck) stuck)" }
  return (median, text)
}

/// A workload's runs on one clock, in a process of its own: the virtual clock installs the
/// runtime's shared-pool hook for the life of its process, which would change how `TestClock`'s
/// yields run if both clocks shared one.
func runChild(workload index: Int, clock: String, runs: Int, stuckAfter: Double) async {
  let workload = ClockWorkload.all(large: 10_000)[index]
  // One run first, not reported, so that neither clock is timed starting its process's threads.
  for run in 0...runs {
    let outcome =
      clock == "virtual"
      ? await measure(workload, on: { VirtualSchedulerDriver() }, stuckAfter: stuckAfter)
      : await measure(workload, on: { TestClockDriver() }, stuckAfter: stuckAfter)
    if run == 0 { continue }
    switch outcome {
    case .ok(let seconds): print("ok \(seconds)")
    case .wrong(let seconds): print("wrong \(seconds)")
    case .stuck: print("stuck")
    }
  }
}

/// Runs `runChild` in a new process and reads its outcomes.
func outcomesInOwnProcess(workload index: Int, clock: String, runs: Int, stuckAfter: Double) throws -> [RunOutcome] {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
  process.arguments = [
    "--child", "\(index)", clock, "--runs", "\(runs)", "--stuck-after", "\(stuckAfter)",
  ]
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
    let parts = line.split(separator: " ")
    switch parts.first {
    case "ok": return .ok(seconds: Double(parts[1]) ?? 0)
    case "wrong": return .wrong(seconds: Double(parts[1]) ?? 0)
    default: return .stuck
    }
  }
}

let arguments = CommandLine.arguments
let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 5
let stuckAfter = arguments.firstIndex(of: "--stuck-after").flatMap { Double(arguments[$0 + 1]) } ?? 60
if let child = arguments.firstIndex(of: "--child") {
  await runChild(workload: Int(arguments[child + 1])!, clock: arguments[child + 2], runs: runs, stuckAfter: stuckAfter)
  exit(0)
}
print("| workload | VirtualScheduler | TestClock | ratio |")
print("|---|---|---|---|")
for (index, workload) in ClockWorkload.all(large: 10_000).enumerated() {
  let virtual = try outcomesInOwnProcess(workload: index, clock: "virtual", runs: runs, stuckAfter: stuckAfter)
  let test = try outcomesInOwnProcess(workload: index, clock: "testclock", runs: runs, stuckAfter: stuckAfter)
  let (ours, theirs) = (summary(virtual), summary(test))
  let ratio = ours.median.flatMap { a in theirs.median.map { String(format: "%.0f×", $0 / a) } } ?? "—"
  print("| \(workload.name) | \(ours.text) | \(theirs.text) | \(ratio) |")
}
