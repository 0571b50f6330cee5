// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Layout and UIKit hosting, as the serialized-navigation adapters' probes use them.
//
// - `ZStack`: the iOS 18 interface text quoted in swiftui-signatures §0 (verbatim G form, less
//   `_makeView`).
// - `Alignment` with only `center`: developer.apple.com/documentation/swiftui/alignment (iOS 13+;
//   a struct with static properties, `center` among them). The other alignments are left out: the
//   adapters need none, and a stub with less than SwiftUI is never more permissive.
// - `frame(width:height:alignment:)`: developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
//   (iOS 13+): `nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil,
//   alignment: Alignment = .center) -> some View`.
// - `UIViewControllerRepresentable` and its context: swiftui-signatures §10 (iOS 13+, tvOS 13+;
//   unavailable on macOS and watchOS), declared where UIKit can be imported. `transaction` and
//   `environment` on the context are left out: the adapters read neither.

@frozen public struct Alignment: Equatable {
  private let name: String
  public static let center = Alignment(name: "center")
}

@frozen @MainActor @preconcurrency public struct ZStack<Content>: View where Content: View {
  @inlinable nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
  public typealias Body = Never
}

@available(*, unavailable) extension ZStack: Sendable {}

extension View {
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  { self }
}

#if canImport(UIKit) && !os(watchOS)
import UIKit

@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Body == Never {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>
  func makeUIViewController(context: Context) -> UIViewControllerType
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
}

extension UIViewControllerRepresentable {
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable>
where Representable: UIViewControllerRepresentable {
  public let coordinator: Representable.Coordinator
}
#endif
