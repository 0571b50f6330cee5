#if canImport(SwiftUI)
public import ControlThrottle
public import SwiftUI

/// A row that pushes `value` onto a ``ControlThrottle/SerializedNavigationPath``: the serialized
/// stand-in for `NavigationLink(value:)`, so a double tap pushes once.
///
/// `NavigationLink(value:)` writes the path itself, so its second tap is a push already under way
/// that no rule can drop. This link asks the path instead, with the rules of
/// ``ControlThrottle/SerializedNavigationPath/append(_:policy:completion:)``: a tap while `value`
/// is on top or on its way there is dropped as already on the stack.
///
/// ```swift
/// let inbox = SerializedNavigationStack(path) {
///   SerializedNavigationLink(1, path: path) { Text("Open message 1") }
/// } destination: { id in
///   Text("Message \(id)")
/// }
/// ```
public struct SerializedNavigationLink<Element: Hashable, Label: View>: View {
  private let value: Element
  private let path: SerializedNavigationPath<Element>
  private let policy: TransitionPolicy
  private let label: Label

  /// Creates a link that pushes `value`.
  ///
  /// - Parameters:
  ///   - value: The value to push.
  ///   - path: The path of the stack the link is in.
  ///   - policy: What a tap does while the stack is busy.
  ///   - label: The row's content.
  public init(
    _ value: Element,
    path: SerializedNavigationPath<Element>,
    policy: TransitionPolicy = .dropIfBusy,
    @ViewBuilder label: () -> Label
  ) {
    self.value = value
    self.path = path
    self.policy = policy
    self.label = label()
  }

  /// The row.
  public var body: some View {
    Button {
      path.append(value, policy: policy)
    } label: {
      label
    }
  }
}
#endif
