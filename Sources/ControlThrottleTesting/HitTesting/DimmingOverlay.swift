import ControlThrottle
package import Foundation

/// A dimming layer over the screen that dismisses when the user taps outside its content.
///
/// Sheets, popovers and menus often dismiss on an outside tap. Done by hand, the check misses
/// enlarged hit areas inside the content (a tap on a close button's margin dismisses the sheet)
/// and fires twice on a double tap. This model decides with the same hit test as everything else
/// and dismisses once.
///
/// ```swift
/// let overlay = DimmingOverlay(frame: screenBounds, content: sheet)
/// overlay.onDismiss = { presenter.dismissSerialized() }
/// overlay.tap(at: location)
/// ```
@MainActor
package final class DimmingOverlay {
  /// What a tap on the overlay did.
  package enum TapOutcome: Hashable, Sendable {
    /// The tap landed on the content, on the named view; the overlay stays.
    case content(String)
    /// The tap landed outside the content; the overlay dismissed.
    case dismissed
    /// The tap landed outside the content after the overlay had already dismissed.
    case ignoredAfterDismissal
  }

  /// The dimming view, covering `frame`, with the content as its child.
  package let view: ViewNode
  /// The content the overlay dims around.
  package let content: ViewNode
  /// Whether the overlay has dismissed.
  package private(set) var isDismissed = false
  /// Called once, on the first outside tap.
  package var onDismiss: (@MainActor () -> Void)?

  /// Creates an overlay covering `frame` around `content`, whose frame is in the overlay's
  /// coordinates.
  package init(frame: CGRect, content: ViewNode) {
    self.content = content
    self.view = ViewNode("dimming", frame: frame)
    view.addChild(content)
  }

  /// Handles a tap at `point`, in the overlay's coordinates.
  @discardableResult
  package func tap(at point: CGPoint) -> TapOutcome {
    if let hit = view.hitView(at: point), hit !== view {
      return .content(hit.name)
    }
    guard !isDismissed else { return .ignoredAfterDismissal }
    isDismissed = true
    onDismiss?()
    return .dismissed
  }
}
