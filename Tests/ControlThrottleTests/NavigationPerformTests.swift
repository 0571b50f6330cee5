import ControlThrottle
import ControlThrottleTesting
import Testing

/// The navigation model's operations, awaited.
@MainActor
@Suite(.timeLimit(.minutes(3)))
struct NavigationPerformTests {
  enum Route: Hashable { case home, cart, payment, receipt, sheet }
  let clock = VirtualScheduler()

  // Fails before `perform(_:animated:policy:)` existed: a push could only be awaited through a
  // hand-written continuation around its completion.
  @Test func anAwaitedPushFinishesWhenItsAnimationDoes() async throws {
    let navigation = NavigationStackModel(root: Route.home, scheduler: clock)
    let push = Task { await navigation.perform(.push(.cart)) }
    await clock.drive(by: .milliseconds(350))
    #expect(try await clock.outcome { await push.value } == .finished(waited: false))
    #expect(navigation.stack == [.home, .cart])
  }

  @Test func aNonAnimatedFlowIsAwaitedStepByStep() async {
    let navigation = NavigationStackModel(root: Route.home, scheduler: clock)
    #expect(await navigation.perform(.push(.cart), animated: false) == .finished(waited: false))
    #expect(await navigation.perform(.push(.payment), animated: false) == .finished(waited: false))
    #expect(await navigation.perform(.setStack([.home, .receipt]), animated: false) == .finished(waited: false))
    #expect(await navigation.perform(.present(.sheet), animated: false) == .finished(waited: false))
    #expect(await navigation.perform(.dismiss, animated: false) == .finished(waited: false))
    #expect(await navigation.perform(.popTo(.home), animated: false) == .finished(waited: false))
    #expect(navigation.stack == [.home])
  }

  @Test func theOutcomesOfDropsAreReturned() async {
    let navigation = NavigationStackModel(root: Route.home, scheduler: clock)
    #expect(await navigation.perform(.pop, animated: false) == .dropped(.targetGone))
    #expect(await navigation.perform(.popTo(.cart), animated: false) == .dropped(.targetGone))
    #expect(await navigation.perform(.dismiss, animated: false) == .dropped(.nothingToDismiss))
    _ = await navigation.perform(.present(.sheet), animated: false)
    #expect(await navigation.perform(.present(.cart), animated: false) == .dropped(.presenterBusy))
    #expect(await navigation.perform(.popToRoot, animated: false) == .finished(waited: false))
  }

  @Test func aSecondPushWhileTheFirstAnimatesIsDroppedAsBusy() async throws {
    let navigation = NavigationStackModel(root: Route.home, scheduler: clock)
    navigation.push(.cart)
    #expect(await navigation.perform(.push(.payment)) == .dropped(.busy))
    await clock.drive(by: .milliseconds(350))
    #expect(navigation.stack == [.home, .cart])
  }

  @Test func anAwaitedPushQueuedBehindAnotherSaysItWaited() async throws {
    let navigation = NavigationStackModel(root: Route.home, scheduler: clock)
    navigation.push(.cart)
    let queued = Task { await navigation.perform(.push(.payment), policy: .enqueue) }
    await clock.drive(by: .milliseconds(700))
    #expect(try await clock.outcome { await queued.value } == .finished(waited: true))
    #expect(navigation.stack == [.home, .cart, .payment])
  }

  @Test func cancellingTheAwaitingTaskWithdrawsAQueuedRequest() async throws {
    let navigation = NavigationStackModel(root: Route.home, scheduler: clock)
    navigation.push(.cart)
    let queued = Task { await navigation.perform(.push(.payment), policy: .enqueue) }
    for _ in 0..<1_000 where navigation.serializer.queued.isEmpty { await Task.yield() }
    #expect(navigation.serializer.queued.count == 1)
    queued.cancel()
    #expect(try await clock.outcome { await queued.value } == .dropped(.withdrawn))
    await clock.drive(by: .milliseconds(350))
    #expect(navigation.stack == [.home, .cart])
  }
}
