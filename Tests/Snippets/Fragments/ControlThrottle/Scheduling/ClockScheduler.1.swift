import ControlThrottle
import ControlThrottleTesting
import Foundation

/// A feed that reloads from any thread.
final class Feed: Sendable {
  func reload() {}
}

/// The screen's feed.
let feed = Feed()
