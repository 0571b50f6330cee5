// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

// Navigation and modal presentation, as the serialized-navigation adapters use them. Declarations
// follow Apple's documentation pages for each symbol (NavigationStack init(path:root:),
// navigationDestination(for:destination:), sheet(item:onDismiss:content:),
// sheet(isPresented:onDismiss:content:), fullScreenCover(item:/isPresented:onDismiss:content:),
// alert(_:isPresented:actions:), confirmationDialog(_:isPresented:titleVisibility:actions:)). The
// newest pages print `@ContentBuilder`; the iOS 18 SDK these stubs follow spells it `@ViewBuilder`.

// UNCONFIRMED: the iOS 18 interface text was not read; the pages print the struct `nonisolated`
// and its initializers `nonisolated`. Declared as the other view types here: the struct main-actor
// isolated, its initializer `nonisolated` as documented.
@MainActor @preconcurrency public struct NavigationStack<Data, Root>: View where Root: View {
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
  {}
  public var body: Never { fatalError("stub") }
}

// Popovers: popover(isPresented:attachmentAnchor:arrowEdge:content:) and
// popover(item:attachmentAnchor:arrowEdge:content:) as Apple's pages print them (iOS 13+, macOS
// 10.15+, visionOS 1+; not listed for tvOS or watchOS, so declared unavailable there). UNCONFIRMED:
// older SDKs are recalled to spell `arrowEdge: Edge = .top`; the adapters never pass it, so they
// compile with either spelling.
// `PopoverAttachmentAnchor` leaves out `point(UnitPoint)`, and `Edge` its nested `Set`: the adapters
// need neither, and a stub with less than SwiftUI is never more permissive.
@frozen public enum Edge: Int8, CaseIterable {
  case top
  case leading
  case bottom
  case trailing
}

@frozen public struct Anchor<Value> {
  @frozen public struct Source {}
}

extension Anchor.Source where Value == CGRect {
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}

public enum PopoverAttachmentAnchor {
  case rect(Anchor<CGRect>.Source)
}

@frozen public enum Visibility: Hashable, CaseIterable {
  case automatic
  case visible
  case hidden
}

extension View {
  nonisolated public func navigationDestination<D, C>(
    for data: D.Type,
    @ViewBuilder destination: @escaping (D) -> C
  ) -> some View where D: Hashable, C: View { self }

  nonisolated public func sheet<Item, Content>(
    item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View { self }

  nonisolated public func sheet<Content>(
    isPresented: Binding<Bool>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View { self }

  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Item, Content>(
    item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View { self }

  @available(macOS, unavailable)
  nonisolated public func fullScreenCover<Content>(
    isPresented: Binding<Bool>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View { self }

  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func popover<Content>(
    isPresented: Binding<Bool>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View where Content: View { self }

  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public func popover<Item, Content>(
    item: Binding<Item?>,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View where Item: Identifiable, Content: View { self }

  nonisolated public func alert<A>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    @ViewBuilder actions: () -> A
  ) -> some View where A: View { self }

  nonisolated public func confirmationDialog<A>(
    _ titleKey: LocalizedStringKey,
    isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View where A: View { self }
}
