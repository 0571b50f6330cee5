// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Raw values from UIControl.h (behaviour notes §2, "Raw values").
extension UIControl {
  public struct Event: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static var touchDown: UIControl.Event { Event(rawValue: 1 << 0) }
    public static var touchDownRepeat: UIControl.Event { Event(rawValue: 1 << 1) }
    public static var touchDragInside: UIControl.Event { Event(rawValue: 1 << 2) }
    public static var touchDragOutside: UIControl.Event { Event(rawValue: 1 << 3) }
    public static var touchDragEnter: UIControl.Event { Event(rawValue: 1 << 4) }
    public static var touchDragExit: UIControl.Event { Event(rawValue: 1 << 5) }
    public static var touchUpInside: UIControl.Event { Event(rawValue: 1 << 6) }
    public static var touchUpOutside: UIControl.Event { Event(rawValue: 1 << 7) }
    public static var touchCancel: UIControl.Event { Event(rawValue: 1 << 8) }
    public static var valueChanged: UIControl.Event { Event(rawValue: 1 << 12) }
    public static var primaryActionTriggered: UIControl.Event { Event(rawValue: 1 << 13) }
    public static var menuActionTriggered: UIControl.Event { Event(rawValue: 1 << 14) }
    public static var editingDidBegin: UIControl.Event { Event(rawValue: 1 << 16) }
    public static var editingChanged: UIControl.Event { Event(rawValue: 1 << 17) }
    public static var editingDidEnd: UIControl.Event { Event(rawValue: 1 << 18) }
    public static var editingDidEndOnExit: UIControl.Event { Event(rawValue: 1 << 19) }
    public static var allTouchEvents: UIControl.Event { Event(rawValue: 0x0FFF) }
    public static var allEditingEvents: UIControl.Event { Event(rawValue: 0x000F_0000) }
    public static var applicationReserved: UIControl.Event { Event(rawValue: 0x0F00_0000) }
    public static var systemReserved: UIControl.Event { Event(rawValue: 0xF000_0000) }
    public static var allEvents: UIControl.Event { Event(rawValue: 0xFFFF_FFFF) }
  }
}
