import ControlThrottle
import ControlThrottleSwiftUI
import SwiftUI

/// A draft being composed.
struct Draft: Identifiable, Hashable {
  let id: Int
}

/// The composer.
struct ComposeView: View {
  let draft: Draft
  var body: some View { EmptyView() }
}

/// The screen with the Compose button.
struct InboxScreen: View {
  @State private var compose = SerializedPresentation<Draft>(.screen, serializer: TransitionSerializer())
  var body: some View {
    // <the block>
  }
}
