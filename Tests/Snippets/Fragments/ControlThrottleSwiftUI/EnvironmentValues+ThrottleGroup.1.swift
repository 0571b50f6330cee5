import ControlThrottle
import ControlThrottleSwiftUI
import SwiftUI

/// A wizard's steps.
@MainActor final class Wizard {
  func back() {}
  func next() {}
}
