/// What a transition does to its host's screens.
public enum TransitionKind: Hashable, Sendable, CustomStringConvertible {
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

  /// The kind's name.
  public var description: String {
    switch self {
    case .push: "push"
    case .pop: "pop"
    case .popTo: "pop-to"
    case .popToRoot: "pop-to-root"
    case .setStack: "set-stack"
    case .present: "present"
    case .dismiss: "dismiss"
    }
  }
}
