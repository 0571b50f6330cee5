import Foundation

// Not UIKit API: the test-driving helper for remote-control events (behaviour notes §4).
extension UIWindow {
  /// Sends a remote-control command (a headphone button, a seek) to the first responder or the
  /// window, through `UIApplication.shared.sendEvent(_:)`; nothing is sent unless the application
  /// began receiving remote-control events.
  public func simulateRemoteControl(_ subtype: UIEvent.EventSubtype) {
    let application = UIApplication.shared
    guard application.receivesRemoteControlEvents, !application.isIgnoringEvents else { return }
    remoteControlEvent.eventSubtype = subtype
    remoteControlEvent.eventTimestamp = UIKitTestEnvironment.clock.now
    application.sendEvent(remoteControlEvent)
  }
}
