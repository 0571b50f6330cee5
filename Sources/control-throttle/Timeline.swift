import ControlThrottle
import Foundation

/// Prints scenario timelines: one line per input, with its time and fate.
enum Timeline {
  /// A scenario's heading, then one plain sentence saying what it shows, so a reader knows
  /// what to look for before the timeline starts.
  static func title(_ text: String, shows summary: String) {
    print("\n== \(text)\n  \(summary)")
  }

  static func line(_ instant: SchedulerInstant, _ text: String) {
    print("  " + column(format(milliseconds: instant), 9) + text)
  }

  static func note(_ text: String) {
    print("  → \(text)")
  }

  /// "accepted" or "dropped (why)".
  static func describe(_ decision: ThrottleDecision) -> String {
    switch decision {
    case .accepted: "accepted"
    case .unthrottled(let reason): "passed, not throttled (\(reason))"
    case .dropped(.insideInterval(let remaining)): "dropped: inside the interval, \(format(remaining)) left"
    case .dropped(.untilReset): "dropped: ignored until reset"
    case .dropped(.partOfDroppedInput): "dropped: part of an input that was dropped"
    case .dropped(.reentrant): "dropped: sent from inside its own action"
    case .dropped(.running): "dropped: previous run still in flight"
    case .dropped(.insideCooldown(let remaining)): "dropped: in the cooldown, \(format(remaining)) left"
    case .dropped(.insideGroupWindow(let remaining, _)): "dropped: inside the group's window, \(format(remaining)) left"
    }
  }
}

func column(_ text: String, _ width: Int) -> String {
  text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

func format(milliseconds instant: SchedulerInstant) -> String {
  "\(Int((instant.secondsSinceBoot * 1_000).rounded())) ms"
}

func format(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  let milliseconds = seconds * 1_000 + (attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000
  return milliseconds < 1_000 ? "\(milliseconds) ms" : "\(Double(milliseconds) / 1_000) s"
}
