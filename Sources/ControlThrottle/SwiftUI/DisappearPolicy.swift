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
/// Under either policy a button that has disappeared no longer calls into its screen: its error
/// handler and its state updates wait until it appears again. An error of a run that ended
/// meanwhile is handed to the handler when the button reappears, and is kept in the action's
/// ``AsyncThrottledAction/lastError`` and told to its ``AsyncThrottledAction/onError`` at once.
public enum DisappearPolicy: Hashable, Sendable {
  /// The run goes on to its end (the default): right for work the user asked for, such as a
  /// payment, whose screen may only be covered.
  case keepRunning
  /// The run is cancelled when the button disappears, including under a push or a tab switch;
  /// a cancelled run reports no error. With an action you own, this cancels that action's run in
  /// flight, whoever started it.
  case cancelRun
}
