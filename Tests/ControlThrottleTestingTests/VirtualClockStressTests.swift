import ControlThrottle
import ControlThrottleTesting
import TestSupport
import Testing

/// The virtual clock's promises hold when sleepers run on other threads or share the pool.
///
/// Each test drives a race many times from a printed seed; CI runs the suite ten times in a row, so
/// that one run can stay short enough to share the main actor and the pool with the other suites.
/// A time limit ends a test between rounds, and every wait for a task is bounded by the clock's
/// `outcome`, so a broken promise fails the test instead of hanging the run. Its limit is the
/// package's three minutes (see Tests/README.md).
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct VirtualClockStressTests {
  /// Tasks off the main actor sleep again as soon as they wake, while the test advances: no
  /// sleep registered during an advance may be left with its deadline at or before `now`.
  @Test func noSleeperIsLeftBehindByAnAdvance() async throws {
    let seed = randomisedSeed()
    var generator = SeededGenerator(seed: seed)
    let clock = VirtualScheduler()
    let sleepers = (0..<6).map { index in
      Task.detached {
        var step: Int64 = 1 + Int64(index % 3)
        while !Task.isCancelled {
          do { try await clock.sleep(until: clock.now.advanced(by: .nanoseconds(step))) } catch { return }
          step = step % 3 + 1
        }
      }
    }
    var stranded: [String] = []
    for round in 0..<randomisedIterations(40_000) where !Task.isCancelled {
      clock.advance(by: .nanoseconds(Int64.random(in: 1...4, using: &generator)))
      if let next = clock.nextDeadline, next <= clock.now {
        stranded.append(
          "round \(round): a sleeper until \(next.uptimeNanoseconds) ns at \(clock.now.uptimeNanoseconds) ns")
      }
      if round % 64 == 0 { await Task.yield() }
    }
    for sleeper in sleepers { sleeper.cancel() }
    for sleeper in sleepers { try await clock.outcome { await sleeper.value } }
    #expect(stranded.isEmpty, "seed \(seed): \(stranded.count) stranded, first: \(stranded.first ?? "")")
  }

  /// Main-actor sleepers woken by one advance run their next line in deadline order, ties in the
  /// order they went to sleep, while other work keeps the pool busy.
  @Test func mainActorSleepersRunInDeadlineOrder() async throws {
    let seed = randomisedSeed()
    var generator = SeededGenerator(seed: seed)
    var failures: [String] = []
    for round in 0..<randomisedIterations(100) where !Task.isCancelled {
      let clock = VirtualScheduler()
      var woke: [Int] = []
      var deadlines: [Int64] = []
      var tasks: [Task<Void, Never>] = []
      for index in 0..<12 {
        let deadline = Int64.random(in: 1...6, using: &generator)
        deadlines.append(deadline)
        tasks.append(
          Task { @MainActor in
            try? await clock.sleep(until: ns(deadline))
            woke.append(index)
          })
        await clock.sleepers(atLeast: index + 1)
      }
      let noise = (0..<2).map { _ in
        Task.detached {
          var total = 0
          for value in 0..<20_000 { total &+= value }
          return total
        }
      }
      clock.advance(to: ns(6))
      for task in tasks { try await clock.outcome { await task.value } }
      for task in noise { _ = await task.value }
      let expected = deadlines.indices.sorted { (deadlines[$0], $0) < (deadlines[$1], $1) }
      if woke != expected { failures.append("round \(round): \(woke) instead of \(expected)") }
    }
    #expect(failures.isEmpty, "seed \(seed): \(failures.count) rounds out of order, first: \(failures.first ?? "")")
  }

  /// Main-actor loops with random intervals, driven by one call each round, wake exactly as a
  /// reference model of the rules says: at each deadline, ties in the order they went to sleep.
  @Test func oneDriveWakesMainActorLoopsAsTheModelSays() async throws {
    let seed = randomisedSeed()
    var generator = SeededGenerator(seed: seed)
    var failures: [String] = []
    for round in 0..<randomisedIterations(20) where !Task.isCancelled {
      let clock = VirtualScheduler()
      let intervals = (0..<5).map { _ in (0..<6).map { _ in Int64.random(in: 1...4, using: &generator) } }
      var log: [String] = []
      var tasks: [Task<Void, Never>] = []
      for (index, steps) in intervals.enumerated() {
        tasks.append(
          Task {
            for step in steps {
              do { try await clock.sleep(for: .nanoseconds(step)) } catch { return }
              log.append("\(index)@\(clock.now.uptimeNanoseconds)")
            }
          })
        await clock.sleepers(atLeast: index + 1)
      }
      let target = Int64.random(in: 5...20, using: &generator)
      await clock.drive(to: ns(target))
      let expected = Self.model(intervals: intervals, until: target)
      if log != expected { failures.append("round \(round): \(log) instead of \(expected)") }
      if let next = clock.nextDeadline, next <= clock.now {
        failures.append("round \(round): a sleeper left at \(next)")
      }
      for task in tasks { task.cancel() }
      for task in tasks { try await clock.outcome { await task.value } }
    }
    #expect(failures.isEmpty, "seed \(seed): \(failures.count) rounds differ, first: \(failures.first ?? "")")
  }

  /// Tasks off the main actor that sleep again as soon as they wake, driven from the main actor:
  /// after each drive, nothing is asleep with its deadline at or before `now`.
  @Test func noSleeperIsLeftBehindByADrive() async throws {
    let seed = randomisedSeed()
    var generator = SeededGenerator(seed: seed)
    let clock = VirtualScheduler()
    let sleepers = (0..<4).map { index in
      Task.detached {
        var step: Int64 = 1 + Int64(index % 3)
        while !Task.isCancelled {
          do { try await clock.sleep(until: clock.now.advanced(by: .nanoseconds(step))) } catch { return }
          step = step % 3 + 1
        }
      }
    }
    var stranded: [String] = []
    for round in 0..<randomisedIterations(150) where !Task.isCancelled {
      await clock.drive(by: .nanoseconds(Int64.random(in: 1...6, using: &generator)))
      if let next = clock.nextDeadline, next <= clock.now {
        stranded.append(
          "round \(round): a sleeper until \(next.uptimeNanoseconds) ns at \(clock.now.uptimeNanoseconds) ns")
      }
    }
    for sleeper in sleepers { sleeper.cancel() }
    for sleeper in sleepers { try await clock.outcome { await sleeper.value } }
    #expect(stranded.isEmpty, "seed \(seed): \(stranded.count) stranded, first: \(stranded.first ?? "")")
  }

  /// The wake-ups the rules promise for loops that sleep `intervals[i][k]` after their k-th wake,
  /// registered in index order, up to `target`.
  private static func model(intervals: [[Int64]], until target: Int64) -> [String] {
    var sequence = 0
    // (deadline, sequence, task, step)
    var queue: [(Int64, Int, Int, Int)] = intervals.indices.map { index in
      sequence += 1
      return (intervals[index][0], sequence, index, 0)
    }
    var log: [String] = []
    while let first = queue.min(by: { ($0.0, $0.1) < ($1.0, $1.1) }), first.0 <= target {
      queue.removeAll { $0.1 == first.1 }
      log.append("\(first.2)@\(first.0)")
      let next = first.3 + 1
      if next < intervals[first.2].count {
        sequence += 1
        queue.append((first.0 + intervals[first.2][next], sequence, first.2, next))
      }
    }
    return log
  }
}

extension VirtualClockStressTests {
  /// The tests users write, at full size (fan-outs and loops of 10,000; a tenth of that at the
  /// sanitizer runs' scale), beside a thread that keeps a core busy: each observes the exact virtual
  /// times, in every run.
  @Suite(.serialized)
  struct Workloads {
    @Test(arguments: ClockWorkload.all(large: randomisedIterations(10_000)))
    func observesExactTimesBesideABusyThread(_ workload: ClockWorkload) async throws {
      let busy = BusyThread()
      defer { busy.stop() }
      let observed = try await workload.run(VirtualSchedulerDriver(VirtualScheduler()))
      #expect(observed == workload.expected, "\(workload.name): \(firstDifference(observed, workload.expected))")
    }
  }
}
