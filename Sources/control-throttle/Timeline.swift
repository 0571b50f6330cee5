import ControlThrottle
import Foundation

/// Prints scenario timelines: one line per input, with its time and fate.
enum Timeline {
  static func title(_ text: String) {
    print("\n== \(text)")
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
    case .dropped(.insideInterval(let remaining)): "dropped: inside the interval, \(format(seconds: remaining)) left"
    case .dropped(.reentrant): "dropped: sent from inside its own action"
    case .dropped(.busy): "dropped: previous run still in flight"
    }
  }
}

func column(_ text: String, _ width: Int) -> String {
  text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

func format(milliseconds instant: SchedulerInstant) -> String {
  "\(Int((instant.secondsSinceBoot * 1_000).rounded())) ms"
}

func format(seconds: TimeInterval) -> String {
  if seconds == .infinity { return "∞" }
  let milliseconds = (seconds * 1_000).rounded()
  return milliseconds < 1_000 ? "\(Int(milliseconds)) ms" : "\(milliseconds / 1_000) s"
}
