// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// The keys of `view(forKey:)` on a transition coordinator context.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
  public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}
