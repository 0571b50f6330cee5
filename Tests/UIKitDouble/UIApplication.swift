// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

import Foundation

/// UIKit's application: the top of event delivery and the router of control actions.
///
/// `UIApplication.shared` is the application installed with `UIKitTestEnvironment.reset(application:)`,
/// or a plain `UIApplication` created on first use. Unlike UIKit, creating a second instance is not
/// an error, and there are no scenes: each event belongs to one window.
@MainActor
open class UIApplication: UIResponder {
  private var ignoringLevel = 0
  /// Whether remote-control events are delivered (§4: "only after
  /// `UIApplication.beginReceivingRemoteControlEvents()`").
  private(set) var receivesRemoteControlEvents = false

  open func beginReceivingRemoteControlEvents() { receivesRemoteControlEvents = true }
  open func endReceivingRemoteControlEvents() { receivesRemoteControlEvents = false }

  open class var shared: UIApplication {
    if let application = UIKitTestEnvironment.installedApplication { return application }
    let application = UIApplication()
    UIKitTestEnvironment.installedApplication = application
    return application
  }

  /// Sends `event` to its window (§1: every event must reach `super` in an override).
  open func sendEvent(_ event: UIEvent) {
    event.eventWindow?.sendEvent(event)
  }

  /// Delivers `action` to `target`, or, when `target` is `nil`, to the first responder able to
  /// take it (see `UIKitTestActionTarget`).
  ///
  /// - Returns: `true` when a target received the action.
  open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
    deliverAction(action, to: target, from: sender, for: event)
  }

  /// UIKit's private `sendAction:toTarget:fromSender:forEvent:`.
  func deliverAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
    if let target {
      guard let receiver = target as? any UIKitTestActionTarget else { return false }
      receiver.receiveAction(action, from: sender, for: event)
      return true
    }
    let senderView = sender as? UIView
    var responder: UIResponder? = senderView?.window?.firstResponder ?? (sender as? UIResponder)
    while let current = responder {
      if let receiver = current as? any UIKitTestActionTarget {
        receiver.receiveAction(action, from: sender, for: event)
        return true
      }
      responder = current.next
    }
    return false
  }

  // MARK: Ignoring interaction events (§3)

  @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
  open func beginIgnoringInteractionEvents() {
    guard ignoringLevel < 15 else {
      UIKitTestEnvironment.log("[UIApplication beginIgnoringInteractionEvents] overflow. Ignoring.")
      return
    }
    ignoringLevel += 1
  }

  @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
  open func endIgnoringInteractionEvents() {
    guard ignoringLevel > 0 else {
      UIKitTestEnvironment.log(
        "[UIApplication endIgnoringInteractionEvents] called without matching -beginIgnoringInteractionEvents. Ignoring."
      )
      return
    }
    ignoringLevel -= 1
  }

  @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use UIView's userInteractionEnabled property instead")
  open var isIgnoringInteractionEvents: Bool { ignoringLevel > 0 }

  /// Whether events are ignored, read without the deprecated API.
  var isIgnoringEvents: Bool { ignoringLevel > 0 }
}

// `UIApplicationMain`, the imported C function. Behaviour notes §8: the iOS 18-era header and
// API notes give it no main-actor isolation, so by default it is not `@MainActor`. Neither the
// isolation of the deprecated Swift overlay overload (not declared here) nor the iOS 26 headers
// are confirmed, so compiling the double with `-D UIKIT_DOUBLE_MAIN_ACTOR_APPLICATION_MAIN` reads
// it as `@MainActor` instead; Examples/UIKit/typecheck.sh checks the examples under both
// readings. The double runs no event loop: calling it is a programmer error; a test installs its
// application with `UIKitTestEnvironment.reset(application:)` instead.
#if UIKIT_DOUBLE_MAIN_ACTOR_APPLICATION_MAIN
// swift-format-ignore: AlwaysUseLowerCamelCase
@MainActor
public func UIApplicationMain(
  _ argc: Int32,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
  _ principalClassName: String?,
  _ delegateClassName: String?
) -> Int32 {
  runNoEventLoop()
}
#else
// swift-format-ignore: AlwaysUseLowerCamelCase
public func UIApplicationMain(
  _ argc: Int32,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
  _ principalClassName: String?,
  _ delegateClassName: String?
) -> Int32 {
  runNoEventLoop()
}
#endif

private func runNoEventLoop() -> Never {
  preconditionFailure(
    "UIApplicationMain runs no event loop in the UIKit test double; use UIKitTestEnvironment.reset(application:)."
  )
}
