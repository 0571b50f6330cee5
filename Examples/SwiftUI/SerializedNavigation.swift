// The "Serializing SwiftUI navigation" article's snippets, compiled against the stub as a client.
import ControlThrottle
import ControlThrottleSwiftUI
import SwiftUI

struct MessageView: View {
  let id: Int
  var body: some View { Text("Message \(id)") }
}

struct InboxView: View {
  @State private var path: SerializedNavigationPath<Int>

  init(serializer: TransitionSerializer) {
    _path = State(initialValue: SerializedNavigationPath(serializer: serializer))
  }

  var body: some View {
    SerializedNavigationStack(path) {
      Button("Open message 1") { path.append(1) }
    } destination: { id in
      MessageView(id: id)
    }
  }
}

struct Draft: Identifiable, Hashable {
  let id: Int
}

struct ComposeView: View {
  let draft: Draft
  var body: some View { Text("Draft \(draft.id)") }
}

struct ComposeButton: View {
  @State private var compose: SerializedPresentation<Draft>
  @State private var discard: SerializedPresentation<Bool>
  @State private var share: SerializedPresentation<Bool>

  init(serializer: TransitionSerializer) {
    _compose = State(initialValue: SerializedPresentation(.screen, serializer: serializer))
    _discard = State(initialValue: SerializedPresentation(.dialog, serializer: serializer))
    _share = State(initialValue: SerializedPresentation(.dialog, serializer: serializer))
  }

  var body: some View {
    Button("Compose") { compose.present(Draft(id: 1), policy: .enqueue) }
      .serializedSheet(compose) { draft in ComposeView(draft: draft) }
      .serializedAlert("Discard the draft?", discard) {
        Button("Start over") { compose.present(Draft(id: 2)) }
      }
      .serializedConfirmationDialog("Share", share) {
        Button("Copy link") {}
      }
  }
}

#if !os(tvOS) && !os(watchOS)
struct HelpButton: View {
  @State private var help: SerializedPresentation<Bool>

  init(serializer: TransitionSerializer) {
    _help = State(initialValue: SerializedPresentation(.screen, serializer: serializer))
  }

  var body: some View {
    Button("Help") { help.present(true) }
      .serializedPopover(help) { Text("Tap Compose to start a draft.") }
  }
}
#endif
