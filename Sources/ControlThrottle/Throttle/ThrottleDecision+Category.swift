extension ThrottleDecision {
  /// What a decision did with the action, without its reason: to switch on, count or filter by.
  ///
  /// ```swift
  /// let registry = ThrottleRegistry()
  /// let observation = registry.addObserver { record in
  ///   switch record.decision.category {
  ///   case .accepted: break
  ///   case .unthrottled: assertionFailure("not throttled: \(record)")
  ///   case .dropped: print("dropped tap:", record.decision)  // dropped (inside interval, 300 ms left)
  ///   }
  /// }
  /// ```
  public enum Category: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The action ran, and the throttle's window is armed: ``ThrottleDecision/accepted``.
    case accepted
    /// The action ran because no throttle applies to it: ``ThrottleDecision/unthrottled(_:)``.
    case unthrottled
    /// The action did not run: ``ThrottleDecision/dropped(_:)``.
    case dropped

    /// `accepted`, `unthrottled` or `dropped`.
    public var description: String {
      switch self {
      case .accepted: "accepted"
      case .unthrottled: "unthrottled"
      case .dropped: "dropped"
      }
    }
  }

  /// The decision's category: accepted, unthrottled or dropped.
  public var category: Category {
    switch self {
    case .accepted: .accepted
    case .unthrottled: .unthrottled
    case .dropped: .dropped
    }
  }
}
