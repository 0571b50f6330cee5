import ControlThrottle
import TestSupport
import Testing
import TraceReplay

/// Random traces, written in every accepted spelling, parse back to what was written and replay
/// like a small reference throttle.
@Suite struct TapTraceRandomisedTests {
  /// One written tap: its exact time and control.
  private struct Written: Equatable {
    var nanoseconds: Int64
    var control: String
    var line: Int
  }

  /// `nanoseconds` as milliseconds in one of the accepted spellings: `120`, `120.5`, `1205e-1`.
  private static func spell(_ nanoseconds: Int64, using random: inout SeededGenerator) -> String {
    let whole = nanoseconds / 1_000_000
    let fraction = nanoseconds % 1_000_000
    switch Int.random(in: 0..<3, using: &random) {
    case 0 where fraction == 0:
      return "\(whole)"
    case 1:
      return "\(nanoseconds)e-6"
    default:
      let digits = String(fraction)
      return "\(whole)." + String(repeating: "0", count: 6 - digits.count) + digits
    }
  }

  @Test func parsesWhatItWritesAndReplaysLikeTheReferenceThrottle() throws {
    let seed = randomisedSeed()
    var random = SeededGenerator(seed: seed)
    let controls = ["pay", "back", "like", "café", "tab.profile.settings-button"]
    let blanks = [" ", "\t", "  ", " \t ", "\u{00A0}"]
    for sequence in 0..<randomisedIterations(300) {
      let ending = ["\n", "\r\n", "\r"].randomElement(using: &random)!
      var text = Bool.random(using: &random) ? "\u{FEFF}" : ""
      var written: [Written] = []
      var now: Int64 = Int64.random(in: 0...1_000_000_000_000, using: &random)
      var line = 0
      for _ in 0..<Int.random(in: 0...60, using: &random) {
        line += 1
        switch Int.random(in: 0..<10, using: &random) {
        case 0:
          text += blanks.randomElement(using: &random)! + ending
        case 1:
          text += "# note " + String(now) + ending
        default:
          now += [0, 1_000, 40_000_000, 180_000_000, 499_999_999, 500_000_000, 900_000_000]
            .randomElement(using: &random)!
          let control = controls.randomElement(using: &random)!
          let space = blanks.randomElement(using: &random)!
          text += (Bool.random(using: &random) ? space : "") + Self.spell(now, using: &random) + space + control
          text += (Bool.random(using: &random) ? space : "") + ending
          written.append(Written(nanoseconds: now, control: control, line: line))
        }
      }
      let trace = try TapTrace(parsing: Array(text.utf8))
      let parsed = trace.taps.map {
        Written(nanoseconds: $0.instant.uptimeNanoseconds, control: $0.control, line: $0.line)
      }
      guard parsed == written else {
        Issue.record("sequence \(sequence): parsed \(parsed) vs written \(written); CONTROL_THROTTLE_SEED=\(seed)")
        return
      }

      let interval = Int64.random(in: 0...1_000_000_000, using: &random)
      var lastAccepted: [String: Int64] = [:]
      var expected: [String: [Bool]] = [:]
      for tap in written {
        let accepted = lastAccepted[tap.control].map { interval == 0 || tap.nanoseconds - $0 >= interval } ?? true
        if accepted { lastAccepted[tap.control] = tap.nanoseconds }
        expected[tap.control, default: []].append(accepted)
      }
      for summary in trace.replay(interval: .nanoseconds(interval)) {
        let decisions = summary.entries.map(\.decision.isAccepted)
        if decisions != expected[summary.control] {
          let model = expected[summary.control] ?? []
          Issue.record(
            "sequence \(sequence): \(summary.control) \(decisions) vs model \(model); CONTROL_THROTTLE_SEED=\(seed)")
          return
        }
      }
    }
  }
}
