// The "Serializing SwiftUI navigation" article's snippets, compiled against the stub as a client.
import ControlThrottle
import ControlThrottleSwiftUI
import SwiftUI

struct MessageView: View {
  let id: Int
  var body: some View { Text("Message \(id)") }
}

struct InboxView: View {
  @State private var path = SerializedNavigationPath<Int>()

  var body: some View {
    SerializedNavigationStack(path) {
      Button("Open message 1") { path.append(1) }
      Button("Open message 2") { path.append(2) }
      Button("Open message 7 from a link") { path.replace(with: [1, 7], policy: .enqueue) }
    } destination: { id in
      MessageView(id: id)
    }
  }
}

/// A stack that shares its serializer with UIKit code pushing on the same navigation controller.
struct SharedStackView: View {
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

// The nested-sheet listing of `SerializedPresentation.init(_:over:timeout:)`'s doc comment.
struct ComposeScreen: View {
  @State private var compose: SerializedPresentation<Draft>
  @State private var photoPicker: SerializedPresentation<Bool>

  init(serializer: TransitionSerializer) {
    let compose = SerializedPresentation<Draft>(.screen, serializer: serializer)
    _compose = State(initialValue: compose)
    _photoPicker = State(initialValue: SerializedPresentation(.screen, over: compose))
  }

  var body: some View {
    Button("Compose") { compose.present(Draft(id: 1)) }
      .serializedSheet(compose) { _ in
        Button("Add photo") { photoPicker.present(true) }
          .serializedSheet(photoPicker) { Text("Photos") }
      }
  }
}
