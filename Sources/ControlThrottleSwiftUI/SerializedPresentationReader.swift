#if canImport(SwiftUI)
import ControlThrottle
import SwiftUI

/// Hands a presentation modifier the bindings of a ``ControlThrottle/SerializedPresentation``,
/// derived from `@State` so that they stay the same for the view's life, next to the probe that
/// tells the model when the view goes away.
struct SerializedPresentationReader<Item: Hashable, Content: View>: View {
  @State private var presentation: SerializedPresentation<Item>
  /// Read by `body`, and bumped when the presentation changes, so that the modifier reads it again.
  @State private var revision = 0
  private let content: @MainActor (Binding<Item?>, Binding<Bool>) -> Content

  init(
    _ presentation: SerializedPresentation<Item>,
    _ content: @escaping @MainActor (_ item: Binding<Item?>, _ isPresented: Binding<Bool>) -> Content
  ) {
    _presentation = State(initialValue: presentation)
    self.content = content
  }

  var body: some View {
    let _ = revision
    ZStack {
      PresentationTransitionProbe(presentation: presentation, role: .host).frame(width: 0, height: 0)
      content($presentation.item, $presentation.isPresented)
    }
    .onAppear { presentation.didChange = { revision &+= 1 } }
  }
}
#endif
