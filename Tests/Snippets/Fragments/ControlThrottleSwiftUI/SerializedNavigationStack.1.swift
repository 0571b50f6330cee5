import ControlThrottle
import ControlThrottleSwiftUI
import SwiftUI

/// The serializer of the window.
@MainActor let windowSerializer = TransitionSerializer()

/// A message screen.
struct MessageView: View {
  let id: Int
  var body: some View { EmptyView() }
}
