/// What happens to an async button's run when the button's view disappears.
///
/// SwiftUI tells a view it disappeared when it is removed, and also when it is only covered: a
/// screen pushed over it on a navigation stack, another tab selected. A button cannot tell the two
/// apart, so the choice belongs to the caller:
///
/// ```swift
/// // A payment must finish even when its confirmation screen is pushed: the default.
/// AsyncThrottledButton("Place order", action: checkout.placeOrder)
/// // A preview only matters while it is on screen.
/// AsyncThrottledButton("Preview", disappearPolicy: .cancelRun) { try await render() }
/// ```
///
/// Under either policy a button that has disappeared no longer updates its screen: its state
/// updates wait until it appears again. Its failures are never dropped and none overwrites
/// another:
/// - With an action you own that has an ``AsyncThrottledAction/onError``, that handler is told at
///   once; the button's own error handler gets every failure of its time away, oldest first,
///   when the button appears again, and none if it never does.
/// - With a closure, or an action without an `onError`, nobody else would hear of the failure, so
///   the button's error handler is told at once, on screen or not.
public enum DisappearPolicy: Hashable, Sendable {
  /// The run goes on to its end (the default): right for work the user asked for, such as a
  /// payment, whose screen may only be covered.
  case keepRunning
  /// The run is cancelled when the button disappears, including under a push or a tab switch;
  /// a cancelled run reports no error. With an action you own, this cancels that action's run in
  /// flight, whoever started it.
  case cancelRun
}
