import Checkout
import ControlThrottle
import ControlThrottleTesting
import Testing

/// A back end whose order call waits until the test releases it, and tells the test when an order
/// arrives, so that the test awaits that signal instead of polling.
actor HeldService: OrderService {
  private var orders: [CheckedContinuation<Void, any Error>] = []
  private var arrivalWaiters: [CheckedContinuation<Void, Never>] = []
  private(set) var placed = 0
  private(set) var purges = 0

  struct Declined: Error {}

  func placeOrder() async throws {
    try await withCheckedThrowingContinuation { order in
      orders.append(order)
      for waiter in arrivalWaiters { waiter.resume() }
      arrivalWaiters.removeAll()
    }
    placed += 1
  }
  func purgeCache() async throws { purges += 1 }

  /// Returns once an order waits to be released or declined.
  func orderArrived() async {
    if !orders.isEmpty { return }
    await withCheckedContinuation { arrivalWaiters.append($0) }
  }
  func release() { if !orders.isEmpty { orders.removeFirst().resume() } }
  func decline() { if !orders.isEmpty { orders.removeFirst().resume(throwing: Declined()) } }
}

/// The headless stack the tests drive the flow on.
extension NavigationStackModel<CheckoutRoute>: CheckoutNavigator {
  /// Pushes `route` when its turn comes.
  public func push(_ route: CheckoutRoute) async -> TransitionOutcome {
    await perform(.push(route))
  }

  /// Replaces what is over the cart with the receipt.
  public func showReceipt() async -> TransitionOutcome {
    await perform(.setStack([.cart, .receipt]))
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct CheckoutFlowTests {
  let clock = VirtualScheduler()
  let service = HeldService()
  let navigation: NavigationStackModel<CheckoutRoute>

  init() {
    navigation = NavigationStackModel(root: .cart, scheduler: clock)
  }

  @Test func placingAnOrderRunsOnceThenCoolsDownForTwoSeconds() async throws {
    let flow = CheckoutFlow(service: service, scheduler: clock, navigation: navigation)
    let events = ObservedEvents(of: navigation.serializer)
    #expect(flow.placeOrder() == .accepted)
    #expect(flow.placeOrder() == .dropped(.running))

    // The confirmation screen is pushed; the order is sent when the push ends.
    _ = try await events.next(on: clock) { started(.push, $0) }
    await clock.drive(by: .milliseconds(350))
    try await clock.outcome { await service.orderArrived() }
    // Once the order is placed, the receipt replaces the stack. Time moves only after that
    // transition started: a loaded machine may take longer than the clock's settling period to
    // get there.
    await service.release()
    _ = try await events.next(on: clock) { started(.setStack, $0) }
    await clock.drive(by: .milliseconds(350))
    try await clock.outcome { await flow.placeOrder.waitForCurrentRun() }
    #expect(await service.placed == 1)
    #expect(navigation.stack == [.cart, .receipt])

    // The cooldown: disabled, and a drop says how long is left.
    let end = try #require(flow.placeOrder.ignoreUntil)
    #expect(flow.placeOrder.isIgnoring)
    #expect(flow.placeOrder() == .dropped(.insideCooldown(remaining: clock.now.duration(to: end))))
    await clock.drive(to: end)
    #expect(!flow.placeOrder.isIgnoring)
  }

  @Test func aDeclinedOrderReachesTheModelsErrorHandler() async throws {
    let flow = CheckoutFlow(service: service, scheduler: clock, navigation: navigation)
    let events = ObservedEvents(of: navigation.serializer)
    #expect(flow.placeOrder() == .accepted)
    _ = try await events.next(on: clock) { started(.push, $0) }
    await clock.drive(by: .milliseconds(350))
    try await clock.outcome { await service.orderArrived() }
    await service.decline()
    try await clock.outcome { await flow.placeOrder.waitForCurrentRun() }
    #expect(flow.failure is HeldService.Declined)
    #expect(flow.placeOrder.lastCompletion == .failed)
  }

  @Test func checkingOutPushesThePaymentScreen() async throws {
    let flow = CheckoutFlow(service: service, scheduler: clock, navigation: navigation)
    let events = ObservedEvents(of: navigation.serializer)
    let checkOut = Task { await flow.checkOut() }
    _ = try await events.next(on: clock) { started(.push, $0) }
    await clock.drive(by: .milliseconds(350))
    #expect(try await clock.outcome { await checkOut.value } == .finished(waited: false))
    #expect(navigation.stack == [.cart, .payment])
  }

  @Test func thePurgeBlocksTouchesUntilItEnds() async throws {
    let flow = CheckoutFlow(service: service, scheduler: clock, navigation: navigation)
    let events = ObservedEvents(of: flow.gate)
    try await flow.purgeCache()
    #expect(try await events.next(on: clock) == .blockingBegan(.touches))
    #expect(try await events.next(on: clock) == .blockingEnded(.touches))
    #expect(await service.purges == 1)
    #expect(flow.gate.blockedKinds().isEmpty)
  }

  /// Whether `event` is the start of a transition of `kind`.
  private func started(_ kind: TransitionKind, _ event: TransitionSerializer.Event) -> Bool {
    if case .started(let ticket) = event { ticket.kind == kind } else { false }
  }
}
