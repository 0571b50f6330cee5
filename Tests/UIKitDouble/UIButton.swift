// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

import Foundation

/// UIKit's button: a control whose touch-up also triggers its primary action.
///
/// UIButton's own `_controlEventsForActionTriggered` value is not confirmed; a simulator probe
/// shows one tap firing both `.touchUpInside` and `.primaryActionTriggered` registrations, so the
/// double uses `.touchUpInside` (behaviour notes §2, dispatch 2).
@MainActor
open class UIButton: UIControl {
  override var controlEventsForActionTriggered: UIControl.Event { .touchUpInside }

  /// iOS 15+: the button's configuration; `nil` for a button styled without one.
  open var configuration: UIButton.Configuration?

  /// iOS 15+.
  public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
    self.init(frame: .zero, primaryAction: primaryAction)
    self.configuration = configuration
  }
}
