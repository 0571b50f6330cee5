// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's menu element, the superclass of `UIAction` (iOS 13+): its title, image and the
/// attributes and state of `UIMenuElement.h` (iOS 18.2.1 SDK).
///
/// The double declares them read-only, the stricter reading: `UIAction` redeclares some of them
/// read-write in UIKit, and the adapters only read them.
@MainActor
open class UIMenuElement: NSObject {
  /// H: NS_OPTIONS(NSUInteger).
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let disabled = Attributes(rawValue: 1 << 0)
    public static let destructive = Attributes(rawValue: 1 << 1)
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// iOS 16.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// H: NS_ENUM(NSInteger).
  public enum State: Int, Sendable {
    case off = 0
    case on = 1
    case mixed = 2
  }

  let elementTitle: String
  let elementImage: UIImage?

  init(title: String, image: UIImage? = nil) {
    elementTitle = title
    elementImage = image
    super.init()
  }

  open var title: String { elementTitle }
  open var image: UIImage? { elementImage }
}
