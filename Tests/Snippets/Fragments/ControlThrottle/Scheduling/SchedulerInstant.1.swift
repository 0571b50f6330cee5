import ControlThrottle
import ControlThrottleTesting
import Foundation

/// An input event, stamped in seconds since boot as UIKit stamps its events.
struct Event {
  let timestamp: TimeInterval
}

/// The event being handled.
let event = Event(timestamp: 12.5)
