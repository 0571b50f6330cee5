// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// UIKit's modal presentation styles, as the coordinator context reports them.
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
  case fullScreen = 0
  case pageSheet = 1
  case formSheet = 2
  case currentContext = 3
  case custom = 4
  case overFullScreen = 5
  case overCurrentContext = 6
  case popover = 7
  case none = -1
  case automatic = -2
}
