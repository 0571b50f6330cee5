// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's menu element, the superclass of `UIAction` (iOS 13+); only the title is modelled.
@MainActor
open class UIMenuElement: NSObject {
  let elementTitle: String

  init(title: String) {
    elementTitle = title
    super.init()
  }

  open var title: String { elementTitle }
}
