// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// A stand-in for the parts of SwiftUI that ControlThrottleSwiftUI uses, so that the adapters can be
// type-checked where SwiftUI does not exist. Declarations follow the iOS 18 SDK: `View` and the style
// protocols are `@MainActor @preconcurrency`, initializers of view types are `nonisolated` where the
// SDK marks them so, button actions are `@escaping @MainActor`, and modifiers on `View` are
// `nonisolated`. Where the SDK text could not be read, the stricter of the possible spellings is
// declared and a comment says so. Only what the adapters and their examples touch is declared;
// bodies are placeholders because nothing here ever runs. The SDK splits these declarations between
// SwiftUICore and SwiftUI, which clients see as one module through `import SwiftUI`.
@_exported import Foundation

// MARK: - View

// UNCONFIRMED: the iOS 18 interface text of `View` was not read; attributes are those of the docs.
// `@_typeEraser(AnyView)` is left out: it only affects dynamic replacement.
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
}

// Primitive views have `Body == Never`; the SDK provides their `body` privately.
extension View where Body == Never {
  public var body: Never { fatalError("a primitive view has no body") }
}

public protocol DynamicProperty {}

// MARK: - ViewModifier and ModifiedContent

// UNCONFIRMED: interface text not read; attributes from the docs.
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  typealias Content = _ViewModifier_Content<Self>
}

@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
  public typealias Body = Never
}

@frozen public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  @inlinable nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public typealias Body = Never
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public typealias Body = Never
  public func body(content: _ViewModifier_Content<ModifiedContent<Content, Modifier>>) -> Never {
    fatalError("stub")
  }
}

@available(*, unavailable) extension ModifiedContent: Sendable {}

extension View {
  @inlinable nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

// MARK: - Primitive views

@frozen public struct EmptyView: View {
  @inlinable nonisolated public init() {}
  public typealias Body = Never
}

@frozen public struct TupleView<T>: View {
  public var value: T
  nonisolated public init(_ value: T) { fatalError("stub") }
  public typealias Body = Never
}

@frozen public struct _ConditionalContent<TrueContent, FalseContent>: View
where TrueContent: View, FalseContent: View {
  public typealias Body = Never
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
}

// UNCONFIRMED: whether `AnyView`'s initializers are `nonisolated` in the iOS 18 interface; declared
// main-actor isolated (the stricter reading).
@frozen public struct AnyView: View {
  public init<V>(_ view: V) where V: View {}
  public init<V>(erasing view: V) where V: View {}
  public typealias Body = Never
}

// MARK: - ViewBuilder

@resultBuilder public struct ViewBuilder {
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)>
  where repeat each Content: View {
    TupleView((repeat each content))
  }
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
  public static func buildEither<T, F>(first: T) -> _ConditionalContent<T, F> where T: View, F: View {
    fatalError("stub")
  }
  public static func buildEither<T, F>(second: F) -> _ConditionalContent<T, F> where T: View, F: View {
    fatalError("stub")
  }
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View {
    fatalError("stub")
  }
}

// MARK: - Text

// Deliberately not Sendable: the docs list only `Equatable` and string-literal conformances.
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
  private let key: String
  public init(_ value: String) { key = value }
  public init(stringLiteral value: String) { key = value }
  public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.text }

  public struct StringInterpolation: StringInterpolationProtocol {
    fileprivate var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation<T>(_ value: T) { text += "\(value)" }
  }
}

// UNCONFIRMED: whether `Text`'s initializers carry `nonisolated`; `Text` conforms to `View` in an
// extension and is `Sendable`, so its initializers are not main-actor isolated either way.
@frozen public struct Text: Equatable, Sendable {
  private let content: String
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)
  {
    content = ""
  }
  @inlinable public init(verbatim content: String) { self.init(content) }
  @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol { self.content = String(content) }
}

extension Text: View {
  public typealias Body = Never
}

// MARK: - Buttons

public struct ButtonRole: Equatable, Sendable {
  private let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
}

// UNCONFIRMED: the type line follows the `ZStack` pattern of the iOS 18 interface.
@MainActor @preconcurrency public struct Button<Label>: View where Label: View {
  // The docs print this one without `nonisolated` (unlike the other initializers); declared
  // main-actor isolated, the stricter reading.
  @preconcurrency public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}

  @preconcurrency nonisolated public init(
    role: ButtonRole?,
    action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {}

  public var body: some View { EmptyView() }
}

// UNCONFIRMED: as `ZStack` in the iOS 18 interface, the main-actor type is kept from being Sendable.
@available(*, unavailable) extension Button: Sendable {}

extension Button where Label == Text {
  @preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}

  @_disfavoredOverload @preconcurrency nonisolated public init<S>(
    _ title: S,
    action: @escaping @MainActor () -> Void
  ) where S: StringProtocol {}

  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey,
    role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {}
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  nonisolated public init(_ configuration: PrimitiveButtonStyleConfiguration) {}
}

// UNCONFIRMED: interface text of the style protocols and configurations not read; docs form.
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

public struct PrimitiveButtonStyleConfiguration {
  @MainActor @preconcurrency public struct Label: View {
    public typealias Body = Never
  }
  public let label: PrimitiveButtonStyleConfiguration.Label
  public let role: ButtonRole?
  public func trigger() {}
}

@available(*, unavailable) extension PrimitiveButtonStyleConfiguration: Sendable {}

@MainActor @preconcurrency public protocol ButtonStyle {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
  typealias Configuration = ButtonStyleConfiguration
}

public struct ButtonStyleConfiguration {
  @MainActor @preconcurrency public struct Label: View {
    public typealias Body = Never
  }
  public let label: ButtonStyleConfiguration.Label
  public let role: ButtonRole?
  public let isPressed: Bool
}

@available(*, unavailable) extension ButtonStyleConfiguration: Sendable {}

// UNCONFIRMED: the initializer's isolation; declared main-actor isolated (the stricter reading).
@MainActor @preconcurrency public struct DefaultButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View { EmptyView() }
}

// UNCONFIRMED: initializer isolation, as for `DefaultButtonStyle`.
@MainActor @preconcurrency public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  public init() {}
  public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> some View { EmptyView() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  @MainActor @preconcurrency public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  @MainActor @preconcurrency public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension View {
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle { self }
  // UNCONFIRMED: G* form built from the docs.
  nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle { self }
}

// MARK: - Modifiers

extension EnvironmentValues {
  public var isEnabled: Bool {
    get { true }
    set {}
  }
}

extension View {
  @inlinable nonisolated public func disabled(_ disabled: Bool) -> some View { self }

  // The docs' form (iOS 13): an optional action that is neither `@MainActor` nor `@Sendable`.
  // SwiftUI calls it on the main actor when the view is removed, and also when it is only covered
  // by a navigation push or a tab switch (see the adapter's notes on `DisappearPolicy`).
  @inlinable nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
  @inlinable nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

  // The docs' form: the action is neither `@MainActor` nor `@Sendable`.
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

  // UNCONFIRMED: the iOS 18 type of the action. The back-deployable spelling every mirror uses is
  // declared; the newer `sending @escaping @isolated(any)` form also compiles for main-actor callers.
  nonisolated public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View { self }

  nonisolated public func task<T>(
    id value: T,
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View where T: Equatable { self }
}

// MARK: - State and environment

@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) { fatalError("stub") }
  public init(initialValue value: Value) { fatalError("stub") }
  public var wrappedValue: Value {
    get { fatalError("stub") }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { fatalError("stub") }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { fatalError("stub") }
}

extension State: Sendable where Value: Sendable {}

@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  @preconcurrency public init(
    get: @escaping @isolated(any) () -> Value,
    set: @escaping @isolated(any) (Value) -> Void
  ) {}
  public static func constant(_ value: Value) -> Binding<Value> { fatalError("stub") }
  public var wrappedValue: Value {
    get { fatalError("stub") }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { self }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    fatalError("stub")
  }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

// Not Sendable: the docs list no `Sendable` conformance for `EnvironmentValues`.
public struct EnvironmentValues {
  public init() {}
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { K.defaultValue }
    set {}
  }
}

public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Self.Value { get }
}

@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  @inlinable public var wrappedValue: Value { fatalError("stub") }
}

extension View {
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    self
  }
}
