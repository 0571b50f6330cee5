import ControlThrottle

/// The app's stack: the path its `SerializedNavigationStack` shows, root (the cart) excluded.
extension SerializedNavigationPath<CheckoutRoute>: CheckoutNavigator {
  /// Pushes `route` when its turn comes.
  public func push(_ route: CheckoutRoute) async -> TransitionOutcome {
    await withCheckedContinuation { continuation in
      append(route, policy: .enqueue) { continuation.resume(returning: $0) }
    }
  }

  /// Replaces what is over the cart with the receipt.
  public func showReceipt() async -> TransitionOutcome {
    await withCheckedContinuation { continuation in
      replace(with: [.receipt], policy: .enqueue) { continuation.resume(returning: $0) }
    }
  }
}
