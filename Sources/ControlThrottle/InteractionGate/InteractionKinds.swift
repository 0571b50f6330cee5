/// A set of input event kinds, mirroring UIKit's `UIEvent.EventType`: what a gate blocks.
///
/// ```swift
/// gate.block([.touches, .motion, .remoteControl], for: .milliseconds(800))
/// ```
public struct InteractionKinds: OptionSet, Hashable, Sendable {
  /// The bits, one per kind in declaration order.
  public let rawValue: UInt8

  /// Creates a set from its bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// A set holding one kind.
  package init(_ kind: InteractionKind) {
    rawValue = 1 << UInt8(kind.rawValue)
  }

  /// Touches on the screen.
  public static let touches = InteractionKinds(.touches)
  /// Device motion, such as a shake.
  public static let motion = InteractionKinds(.motion)
  /// Remote-control commands.
  public static let remoteControl = InteractionKinds(.remoteControl)
  /// Physical button presses.
  public static let presses = InteractionKinds(.presses)
  /// Trackpad and mouse-wheel scrolling.
  public static let scroll = InteractionKinds(.scroll)
  /// Pointer hovering.
  public static let hover = InteractionKinds(.hover)
  /// Trackpad pinch and rotate.
  public static let transform = InteractionKinds(.transform)

  /// Every kind.
  public static let all: InteractionKinds = [.touches, .motion, .remoteControl, .presses, .scroll, .hover, .transform]

  /// Whether the set holds `kind`.
  package func contains(_ kind: InteractionKind) -> Bool {
    contains(InteractionKinds(kind))
  }

  /// The kinds in the set, in declaration order.
  package var kinds: [InteractionKind] {
    InteractionKind.allCases.filter { contains($0) }
  }
}

extension InteractionKinds: CustomStringConvertible {
  /// The kinds' names, such as `[touches, motion]`.
  public var description: String {
    "[" + kinds.map { "\($0)" }.joined(separator: ", ") + "]"
  }
}
