// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's gesture recognizer, reduced to what the navigation controller's back swipes need.
///
/// It can be disabled. Touch recognition is not modelled; tests drive the swipes through
/// `UINavigationController.beginInteractivePop(using:)`.
@MainActor
open class UIGestureRecognizer: NSObject {
  open var isEnabled = true

  public override init() {
    super.init()
  }
}
