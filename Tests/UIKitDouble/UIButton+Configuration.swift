// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

extension UIButton {
  /// UIKit's button configuration (iOS 15+), reduced to what the adapters set.
  ///
  /// Declared main-actor isolated and without UIKit's `Hashable`, the stricter reading.
  @MainActor
  public struct Configuration {
    public var title: String?
    /// "When true, the button displays an activity indicator in place of an image" (Apple docs).
    public var showsActivityIndicator = false

    public static func plain() -> UIButton.Configuration { Configuration() }
    public static func filled() -> UIButton.Configuration { Configuration() }
  }
}
