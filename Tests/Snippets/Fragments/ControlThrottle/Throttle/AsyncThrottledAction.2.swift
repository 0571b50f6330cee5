import ControlThrottle
import ControlThrottleTesting
import Testing

/// The checkout model of the example above, on the test's clock.
@MainActor final class OrderModel {
  let placeOrder: AsyncThrottledAction
  init(scheduler: VirtualScheduler) {
    placeOrder = AsyncThrottledAction(cooldown: .seconds(2), scheduler: scheduler, registry: ThrottleRegistry()) {}
  }
}

@Test @MainActor func placingAnOrderCoolsDown() async throws {
  let clock = VirtualScheduler()
  let checkout = OrderModel(scheduler: clock)
  // <the block>
}
