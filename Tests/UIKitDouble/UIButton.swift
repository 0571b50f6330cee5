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
}
