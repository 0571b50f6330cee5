#if canImport(SwiftUI)
public import ControlThrottle
public import SwiftUI

/// A `NavigationStack` whose path is a ``ControlThrottle/SerializedNavigationPath``: pushes and pops
/// run one at a time on the stack, and a double tap never pushes the same value twice.
///
/// The stack shows the path's values with `destination`, and hands `NavigationStack` one binding
/// for its whole life, derived from `@State`, never one rebuilt per render. Push with the path's
/// `append` (from a `Button`), not with `NavigationLink(value:)`: a link writes the path itself,
/// and that write is taken as a push already under way, which no rule can drop.
///
/// ```swift
/// struct InboxView: View {
///   @State private var path = SerializedNavigationPath<Int>()
///   var body: some View {
///     SerializedNavigationStack(path) {
///       Button("Open message 1") { path.append(1) }
///     } destination: { id in
///       Text("Message \(id)")
///     }
///   }
/// }
/// ```
///
/// Each screen carries a zero-size probe that finds the `UINavigationController` the stack runs on
/// and ends each push and pop when its transition coordinator completes; where none is found, the
/// path's `timeout` ends them. When the stack leaves the screen (its tab is switched away), the
/// path's waiting requests are withdrawn.
///
/// Keep the path in `@State` (or another owner that outlives renders): the stack adopts the first
/// path it is given.
public struct SerializedNavigationStack<Element: Hashable, Root: View, Destination: View>: View {
  @State private var path: SerializedNavigationPath<Element>
  /// Read by `body`, and bumped when the path changes, so that the stack renders again.
  @State private var revision = 0
  private let root: Root
  private let destination: (Element) -> Destination

  /// Creates a stack that shows `path` over `root`.
  ///
  /// - Parameters:
  ///   - path: The serialized path; the stack registers `destination` for its values.
  ///   - root: The view under the path's screens.
  ///   - destination: The screen for a value of the path.
  public init(
    _ path: SerializedNavigationPath<Element>,
    @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (Element) -> Destination
  ) {
    path.stackAdopted()
    _path = State(initialValue: path)
    self.root = root()
    self.destination = destination
  }

  /// The stack.
  public var body: some View {
    let _ = revision
    let path = path
    let destination = destination
    NavigationStack(path: $path.elements) {
      ZStack {
        NavigationTransitionProbe(path: path).frame(width: 0, height: 0)
        root
      }
      .navigationDestination(for: Element.self) { value in
        ZStack {
          NavigationTransitionProbe(path: path).frame(width: 0, height: 0)
          destination(value)
        }
      }
    }
    .onAppear {
      path.stackAppeared()
      path.didChange = { revision &+= 1 }
    }
    .onDisappear { path.stackLeftScreen() }
  }
}
#endif
