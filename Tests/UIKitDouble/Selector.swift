// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Module ObjectiveC declares `Selector` on Apple platforms and UIKit re-exports it; Linux has no
// Objective-C runtime, so the double declares it. `#selector` does not exist here: write
// `Selector("pay")`.
@_exported public import Foundation

public struct Selector: ExpressibleByStringLiteral, Hashable, CustomStringConvertible, @unchecked Sendable {
  private let name: String
  public init(_ str: String) { name = str }
  public init(stringLiteral value: String) { name = value }
  public var description: String { name }
}
