// Readable text for the reasons a decision carries, for logs and alerts: the words the decision's
// own `description` uses for them.

extension ThrottleDecision.DropReason: CustomStringConvertible {
  /// Stable text for logs, with a remaining time in whole milliseconds, rounded: `inside interval,
  /// 300 ms left`, `until reset`, `part of dropped input`, `reentrant`, `running`, `inside cooldown,
  /// 1200 ms left`, `inside group window, 80 ms left`.
  public var description: String {
    switch self {
    case .insideInterval(let remaining): "inside interval, \(remaining.wholeMilliseconds) ms left"
    case .untilReset: "until reset"
    case .partOfDroppedInput: "part of dropped input"
    case .reentrant: "reentrant"
    case .running: "running"
    case .insideCooldown(let remaining): "inside cooldown, \(remaining.wholeMilliseconds) ms left"
    case .insideGroupWindow(let remaining, _): "inside group window, \(remaining.wholeMilliseconds) ms left"
    }
  }
}

extension ThrottleDecision.UnthrottledReason: CustomStringConvertible {
  /// Stable text for logs: `unregistered type`, `interval is zero`, `programmatic send`,
  /// `value control`.
  public var description: String {
    switch self {
    case .unregisteredType: "unregistered type"
    case .intervalIsZero: "interval is zero"
    case .programmaticSend: "programmatic send"
    case .valueControl: "value control"
    }
  }
}

extension Duration {
  /// The duration in whole milliseconds, rounded half up, as a log shows a time left.
  fileprivate var wholeMilliseconds: Int64 {
    let (seconds, attoseconds) = components
    return seconds &* 1_000 &+ (attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000
  }
}
