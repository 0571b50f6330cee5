// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's modifier flags of a key command.
public struct UIKeyModifierFlags: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}

/// UIKit's key command: a hardware keyboard shortcut whose action goes to the responder chain.
@MainActor
open class UIKeyCommand: UIMenuElement {
  public let input: String?
  public let modifierFlags: UIKeyModifierFlags
  public let action: Selector?

  public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
    self.input = input
    self.modifierFlags = modifierFlags
    self.action = action
    super.init(title: "")
  }
}

// Not UIKit API: the test-driving helper.
extension UIWindow {
  /// Presses `command`'s keys and holds them for `repeats` key repeats, `repeatInterval` seconds
  /// apart: each delivery (the first and every repeat) sends the command's action to the first
  /// responder able to take it, through `UIApplication.sendAction(_:to:from:for:)` with the
  /// command as sender, or, under
  /// ``UIKitTestAssumptions/keyCommandActionsPassThroughApplicationSendAction`` `false`, directly
  /// (§9: the route and the repeats are not confirmed).
  public func simulateKeyCommand(_ command: UIKeyCommand, repeats: Int = 0, repeatInterval: TimeInterval = 0.1) {
    guard let action = command.action else { return }
    for index in 0...repeats {
      if index > 0 { UIKitTestEnvironment.clock.advance(by: repeatInterval) }
      var responder: UIResponder? = firstResponder ?? self
      while let current = responder, !(current is any UIKitTestActionTarget) { responder = current.next }
      guard let target = responder as? any UIKitTestActionTarget else { return }
      if UIKitTestEnvironment.assumptions.keyCommandActionsPassThroughApplicationSendAction {
        _ = UIApplication.shared.sendAction(action, to: target, from: command, for: nil)
      } else {
        target.receiveAction(action, from: command, for: nil)
      }
    }
  }
}
