/// Where the stack that shows a ``SerializedNavigationPath`` is.
@usableFromInline
enum StackPresence: Hashable, Sendable {
  /// No stack adopted the path: a headless model, which can show any value.
  case headless
  /// A `SerializedNavigationStack` adopted the path and is not on screen: it has not appeared yet,
  /// or it left the screen.
  case adoptedOffScreen
  /// The stack is on screen.
  case onScreen
}
