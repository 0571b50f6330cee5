#if canImport(SwiftUI)
public import SwiftUI

extension EnvironmentValues {
  /// Where `AsyncThrottledButton`s in this subtree report errors their actions throw, when they
  /// have no `onError` of their own; `nil` by default.
  public var asyncButtonErrorHandler: (@MainActor (any Error) -> Void)? {
    get { self[AsyncButtonErrorHandlerKey.self] }
    set { self[AsyncButtonErrorHandlerKey.self] = newValue }
  }
}

extension View {
  /// Reports errors thrown by the actions of `AsyncThrottledButton`s in this view and its
  /// descendants that have no `onError` of their own.
  ///
  /// ```swift
  /// CheckoutView()
  ///   .onAsyncButtonError { error in alert = AlertModel(error) }
  /// ```
  ///
  /// - Parameter handler: Called on the main actor with each error; not called for cancellation.
  /// - Returns: A view whose asynchronous buttons report errors to `handler`.
  public nonisolated func onAsyncButtonError(_ handler: @escaping @MainActor (any Error) -> Void) -> some View {
    environment(\.asyncButtonErrorHandler, handler)
  }
}

/// The key behind ``SwiftUI/EnvironmentValues/asyncButtonErrorHandler``.
private struct AsyncButtonErrorHandlerKey: EnvironmentKey {
  static let defaultValue: (@MainActor (any Error) -> Void)? = nil
}
#endif
