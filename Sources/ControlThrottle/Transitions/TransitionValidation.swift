/// The checks a queued transition passes just before it starts: its host still exists and is in
/// the window it was requested in, the framework would not refuse it now, and its target screen
/// still exists where it is needed.
///
/// Everything is held weakly, so a waiting request never keeps its host or target alive. Pass
/// ``dropReason()`` as a ``TransitionSerializer`` request's `validate`.
@MainActor
package struct TransitionValidation {
  private weak var host: AnyObject?
  private weak var windowAtRequest: AnyObject?
  private let wasInWindow: Bool
  private let currentWindow: @MainActor (AnyObject) -> AnyObject?
  private weak var target: AnyObject?
  private let hasTarget: Bool
  private let targetIsValid: @MainActor (AnyObject, AnyObject) -> Bool
  private let refusal: @MainActor (AnyObject) -> TransitionOutcome.DropReason?

  /// Records the host, its window and the target as they are at request time.
  ///
  /// - Parameters:
  ///   - host: The object whose screens change, such as a navigation controller.
  ///   - window: The host's current window, or `nil` when it is in none.
  ///   - target: The screen the transition needs to still exist (a pop-to's); `nil` for none.
  ///   - targetIsValid: Whether the host can still use the target ("still on the stack").
  ///   - refusal: Why the framework would refuse the transition now, or `nil`.
  package init<Host: AnyObject>(
    host: Host,
    window: @escaping @MainActor (Host) -> AnyObject?,
    target: AnyObject? = nil,
    targetIsValid: @escaping @MainActor (Host, AnyObject) -> Bool = { _, _ in true },
    refusal: @escaping @MainActor (Host) -> TransitionOutcome.DropReason? = { _ in nil }
  ) {
    self.host = host
    let initialWindow = window(host)
    self.windowAtRequest = initialWindow
    self.wasInWindow = initialWindow != nil
    // The casts cannot fail: the closures only receive `host`.
    self.currentWindow = { window($0 as! Host) }
    self.target = target
    self.hasTarget = target != nil
    self.targetIsValid = { targetIsValid($0 as! Host, $1) }
    self.refusal = { refusal($0 as! Host) }
  }

  /// Why the transition can no longer run, or `nil` if it can: the host is gone, it left the
  /// window it was requested in, the `refusal`, or the target is gone or invalid, in that order.
  package func dropReason() -> TransitionOutcome.DropReason? {
    guard let host else { return .hostGone }
    if wasInWindow {
      guard let window = currentWindow(host), window === windowAtRequest else { return .notInWindow }
    }
    if let reason = refusal(host) { return reason }
    if hasTarget {
      guard let target, targetIsValid(host, target) else { return .targetGone }
    }
    return nil
  }
}
