import ControlThrottle
import ControlThrottleSwiftUI
import SwiftUI

/// A form of buttons.
struct SettingsForm: View {
  var body: some View { EmptyView() }
}

/// The screen.
struct SettingsScreen: View {
  var body: some View {
    // <the block>
  }
}
