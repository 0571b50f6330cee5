import ControlThrottle
import ControlThrottleTesting
import TestSupport
import Testing
import TraceReplay

/// What a ``ThrottleRecorder`` writes, the replayer reads back: the same taps, the same decisions
/// at the interval they were made with, and an analysis that finds the gap between accidental and
/// deliberate taps.
@MainActor
@Suite struct RecordedTraceRoundTripTests {
  private final class PayButton: ControlModel {}
  private final class BackButton: ControlModel {}

  @Test func theReplayerReadsBackWhatTheRecorderWrote() throws {
    let seed = randomisedSeed()
    var generator = SeededGenerator(seed: seed)
    let registry = ThrottleRegistry()
    let recorder = ThrottleRecorder(capacity: 400, registry: registry)
    let interval = Duration.milliseconds(300)
    let controls: [ControlModel] = [
      PayButton(registry: registry, setting: .interval(interval)),
      BackButton(registry: registry, setting: .interval(interval)),
    ]
    // Bursts of taps: a deliberate tap, then accidental repeats 40–120 ms apart; bursts 0.8–1.5 s
    // apart. Times are uneven to the nanosecond, and the two controls interleave.
    var next = [Int64(1_000_000_007), Int64(1_000_250_003)]
    var decided: [String: [ThrottleDecision]] = [:]
    var instants: [String: [Int64]] = [:]
    for _ in 0..<300 {
      let index = Int.random(in: 0..<2, using: &generator)
      let name = index == 0 ? "PayButton" : "BackButton"
      decided[name, default: []].append(
        controls[index].tap(at: SchedulerInstant(uptimeNanoseconds: next[index])))
      instants[name, default: []].append(next[index])
      let accidental = Int.random(in: 0..<3, using: &generator) != 0
      next[index] += Int64.random(
        in: accidental ? 40_000_000...120_000_000 : 800_000_000...1_500_000_000, using: &generator)
    }

    let trace = try TapTrace(parsing: recorder.trace)

    #expect(trace.taps.count == 300, "seed \(seed)")
    let earliest = instants.values.compactMap(\.first).min() ?? 0
    for summary in trace.replay(interval: interval) {
      #expect(summary.entries.map(\.decision) == decided[summary.control], "seed \(seed)")
      #expect(
        summary.entries.map(\.tap.instant.uptimeNanoseconds) == instants[summary.control]?.map { $0 - earliest },
        "seed \(seed)")
    }
    let analyses = trace.analysis(sweep: IntervalSweep(lowest: .milliseconds(50), highest: .seconds(2)))
    #expect(Set(analyses.map(\.control)) == ["PayButton", "BackButton"])
    for analysis in analyses {
      let recommended = try #require(analysis.recommendation.interval, "seed \(seed)")
      #expect(recommended > .milliseconds(120) && recommended < .milliseconds(800), "seed \(seed)")
    }
  }
}
