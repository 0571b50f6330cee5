// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's application delegate protocol.
///
/// Every requirement is optional in UIKit, and the double calls none, so it declares none.
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {}
