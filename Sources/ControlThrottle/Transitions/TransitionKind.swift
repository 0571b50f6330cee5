/// What a transition does to its host's screens.
///
/// A kind prints as its case's name (`popTo`), the name code uses.
public enum TransitionKind: Hashable, Sendable {
  /// Pushes a screen onto a navigation stack.
  case push
  /// Pops the top screen.
  case pop
  /// Pops to a given screen.
  case popTo
  /// Pops to the root screen.
  case popToRoot
  /// Replaces the whole stack.
  case setStack
  /// Presents a screen modally.
  case present
  /// Dismisses a modal screen.
  case dismiss
}
