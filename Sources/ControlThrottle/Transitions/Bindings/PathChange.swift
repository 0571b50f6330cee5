/// What a new path does to the screens of the stack showing the old one, as a transition kind.
///
/// SwiftUI writes the path itself — a `NavigationLink(value:)` tap appends, Back, a swipe and
/// `dismiss` remove — so a write the model did not make is a transition SwiftUI already started.
/// This names it, so that the window's serializer can hold the window for it.
enum PathChange {
  /// The transition that turns `old` into `new`, or `nil` when they are equal.
  static func kind<Element: Equatable>(from old: [Element], to new: [Element]) -> TransitionKind? {
    if old == new { return nil }
    if new.isEmpty { return .popToRoot }
    if new.count < old.count, old.starts(with: new) {
      return new.count == old.count - 1 ? .pop : .popTo
    }
    if new.count == old.count + 1, new.starts(with: old) { return .push }
    return .setStack
  }
}
