// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The keys of `viewController(forKey:)` on a transition coordinator context.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
  public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}
