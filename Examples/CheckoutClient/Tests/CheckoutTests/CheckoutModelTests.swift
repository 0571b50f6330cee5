import Checkout
import ControlThrottle
import ControlThrottleTesting
import Testing

/// A back end that fails a set number of times, then succeeds; it counts attempts.
actor FlakyService: PaymentsService {
  private var failuresLeft: Int
  private(set) var attempts = 0

  init(failures: Int) { failuresLeft = failures }

  struct Declined: Error {}

  func charge(cents: Int) async throws {
    attempts += 1
    if failuresLeft > 0 {
      failuresLeft -= 1
      throw Declined()
    }
  }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct CheckoutModelTests {
  @Test func aDoubleTapOnPayChargesOnce() {
    let clock = VirtualScheduler()
    let model = CheckoutModel(service: FlakyService(failures: 0), cents: 1_000, scheduler: clock, clock: clock)
    #expect(model.pay() == .accepted)
    clock.advance(by: .milliseconds(300))
    #expect(model.pay() == .dropped(.insideInterval(remaining: .milliseconds(700))))
    clock.advance(by: .milliseconds(700))
    #expect(model.pay() == .accepted)
    #expect(model.charges == 2)
  }

  @Test func aFailedSubmitRetriesAfterOneVirtualSecondAndIgnoresTapsMeanwhile() async throws {
    // One virtual clock drives both the throttles and the retry's sleep.
    let clock = VirtualScheduler()
    let service = FlakyService(failures: 1)
    let model = CheckoutModel(service: service, cents: 1_000, scheduler: clock, clock: clock)

    #expect(model.submit() == .accepted)
    await clock.sleepers(atLeast: 1)  // the first charge failed; the retry sleeps
    #expect(await service.attempts == 1)
    #expect(model.submit() == .dropped(.running))  // a second tap while it waits

    clock.advance(by: .seconds(1))  // wakes the retry
    try await clock.outcome { await model.submit.waitForCurrentRun() }
    #expect(model.submit.lastCompletion == .finished)
    #expect(await service.attempts == 2)
    #expect(!model.submit.isRunning)
  }

  @Test func aSubmitThatFailsTwiceSurfacesItsError() async throws {
    let clock = VirtualScheduler()
    let model = CheckoutModel(service: FlakyService(failures: 2), cents: 1_000, scheduler: clock, clock: clock)
    var errors: [any Error] = []
    model.submit.onError = { errors.append($0) }
    #expect(model.submit() == .accepted)
    await clock.sleepers(atLeast: 1)
    clock.advance(by: .seconds(1))
    try await clock.outcome { await model.submit.waitForCurrentRun() }
    #expect(errors.count == 1 && errors.first is FlakyService.Declined)
    #expect(model.submit.lastCompletion == .failed)
  }
}
