import ControlThrottle
import ControlThrottleTesting
import Foundation

/// A control type of the app.
final class PayButton {}

/// Another control type of the app.
final class ShareButton {}

/// An analytics client usable from any thread.
final class Analytics: Sendable {
  func log(_ message: String) {}
}

/// The app's analytics.
let analytics = Analytics()
