import ControlThrottle

/// The screens of the checkout flow.
public enum CheckoutRoute: Hashable, Sendable {
  case cart, payment, confirmation, receipt
}

/// The back end the flow talks to.
public protocol OrderService: Sendable {
  /// Places the order once.
  func placeOrder() async throws
  /// Empties the local catalogue cache.
  func purgeCache() async throws
}

/// Where the flow navigates: the app's serialized SwiftUI path in production (see
/// `SerializedNavigationPath+CheckoutNavigator.swift`), a headless stack in tests.
@MainActor
public protocol CheckoutNavigator: AnyObject {
  /// Pushes `route` once the stack is free, and returns the push's outcome.
  func push(_ route: CheckoutRoute) async -> TransitionOutcome
  /// Shows the receipt over the cart, in one transition.
  func showReceipt() async -> TransitionOutcome
}

/// A checkout view model: an async "Place order" with a cooldown, a cache purge behind the
/// interaction gate, and a typed navigation flow.
@MainActor
public final class CheckoutFlow {
  /// The navigation stack the flow drives.
  public let navigation: any CheckoutNavigator
  /// Blocks input while the cache is purged.
  public let gate: InteractionGate
  /// The last error shown to the user.
  public private(set) var failure: (any Error)?

  /// "Place order": once at a time, then not again for two seconds.
  public private(set) lazy var placeOrder = AsyncThrottledAction(
    cooldown: .seconds(2),
    scheduler: scheduler,
    onError: { [weak self] in self?.failure = $0 },
    operation: { [weak self] in try await self?.submitOrder() }
  )

  private let service: any OrderService
  private let scheduler: any Scheduler

  /// Creates the flow on a cart screen.
  ///
  /// - Parameters:
  ///   - service: The back end.
  ///   - scheduler: `SystemScheduler.shared` in the app, a `VirtualScheduler` in tests.
  ///   - navigation: The stack the flow drives.
  public init(service: any OrderService, scheduler: any Scheduler, navigation: any CheckoutNavigator) {
    self.service = service
    self.scheduler = scheduler
    self.navigation = navigation
    gate = InteractionGate(scheduler: scheduler)
  }

  /// Goes from the cart to the payment screen.
  public func checkOut() async -> TransitionOutcome {
    await navigation.push(.payment)
  }

  /// Empties the cache with touches blocked, for three seconds at most.
  public func purgeCache() async throws {
    try await gate.withBlocking(.touches, reopeningAfter: .seconds(3)) {
      try await service.purgeCache()
    }
  }

  private func submitOrder() async throws {
    _ = await navigation.push(.confirmation)
    try await service.placeOrder()
    _ = await navigation.showReceipt()
  }
}
