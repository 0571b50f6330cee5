// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's image, reduced to an identity a menu element can carry.
///
/// `UIImage.h` (iOS 18.0 SDK): `NS_SWIFT_SENDABLE`, no UI actor. The symbol initializer
/// `init?(systemName:)` is iOS 13+ (Apple docs, `uiimage/init(systemname:)`); the double makes an
/// image for any name, which a test only compares by identity.
open class UIImage: NSObject, @unchecked Sendable {
  /// Not UIKit API: the name it was made with.
  public let symbolName: String

  public init?(systemName name: String) {
    symbolName = name
    super.init()
  }
}
