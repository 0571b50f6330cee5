/// Not UIKit API: how a target receives the actions a control sends.
///
/// UIKit performs an action's selector on its target through the Objective-C runtime, which does
/// not exist here. A target adopts this protocol instead; `UIApplication.sendAction(_:to:from:for:)`
/// calls it and returns `true`. An action aimed at a `nil` target goes to the first responder
/// (or, without one, the sender) and up the responder chain, to the first responder that adopts it.
@MainActor
public protocol UIKitTestActionTarget: AnyObject {
  /// Receives `action`, sent by `sender` for `event` (`nil` for a programmatic send).
  func receiveAction(_ action: Selector, from sender: Any?, for event: UIEvent?)
}
