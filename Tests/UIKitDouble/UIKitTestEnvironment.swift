import Foundation

/// Not UIKit API: the global state of the double, reset by each test.
///
/// UIKit's own global state — the shared application, time, the console — lives here so that a
/// test can start from a known point:
///
/// ```swift
/// @Test @MainActor func tapSendsTouchUpInside() {
///   UIKitTestEnvironment.reset()
///   let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
///   window.makeKeyAndVisible()
///   …
///   window.simulateTap(at: CGPoint(x: 10, y: 10))
/// }
/// ```
///
/// Test functions that share it must not interleave: keep them synchronous on the main actor, or
/// serialize their suite.
@MainActor
public enum UIKitTestEnvironment {
  /// The time source for timestamps, animations and transitions.
  public static var clock = UIKitTestClock()
  /// The unconfirmed behaviours in force.
  public static var assumptions = UIKitTestAssumptions()
  /// What UIKit would have logged to the console (refused presentations, nested transitions…),
  /// oldest first.
  public private(set) static var consoleMessages: [String] = []

  static var installedApplication: UIApplication?
  static var keyWindow: UIWindow?

  /// Starts over: a fresh clock, the given assumptions, an empty console, and `application`
  /// (a plain `UIApplication` when `nil`) as `UIApplication.shared`.
  public static func reset(
    clock: UIKitTestClock = UIKitTestClock(),
    assumptions: UIKitTestAssumptions = UIKitTestAssumptions(),
    application: UIApplication? = nil
  ) {
    self.clock = clock
    self.assumptions = assumptions
    consoleMessages = []
    installedApplication = application
    keyWindow = nil
  }

  /// Records a console message, as UIKit's logging would print it.
  static func log(_ message: String) {
    consoleMessages.append(message)
  }
}
