// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

import Foundation

// In the SDK `UIActionHandler` is `(UIAction) -> Void` imported from a block type; its exact
// isolation under Swift 6 is not confirmed. The double runs every handler on the main actor.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// UIKit's action (iOS 13+).
///
/// A control delivers it through `UIControl.sendAction(_:)` with no
/// event (behaviour notes §2, dispatch 1 and 5).
@MainActor
open class UIAction: UIMenuElement {
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  private let handler: UIActionHandler
  private var currentSender: Any?

  public let identifier: UIAction.Identifier
  public let discoverabilityTitle: String?
  public let attributes: UIMenuElement.Attributes
  public let state: UIMenuElement.State

  /// The SDK's `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`
  /// (uikit-signatures.md, I18.0); a missing identifier is a unique one, as in UIKit.
  public init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
    handler: @escaping UIActionHandler
  ) {
    self.handler = handler
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    super.init(title: title, image: image)
  }

  /// The sender while the handler runs (iOS 15+), otherwise `nil`.
  open var sender: Any? { currentSender }

  /// UIKit's private `performWithSender:target:`.
  func perform(sender: Any?) {
    let previous = currentSender
    currentSender = sender
    defer { currentSender = previous }
    handler(self)
  }
}
