import ControlThrottle
import ControlThrottleSwiftUI
import SwiftUI

/// The editor's model.
@MainActor final class Editor {
  func save() {}
  func send() {}
}
