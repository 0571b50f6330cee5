import ControlThrottle

/// A checkout screen's model: a pay button that charges at most once a second, and a submit that
/// retries once after a one-second back-off.
@MainActor
public final class CheckoutModel<BackOffClock: Clock> where BackOffClock.Duration == Duration {
  /// Charges made through the pay button.
  public private(set) var charges = 0

  private let service: any PaymentsService
  private let clock: BackOffClock
  private let cents: Int

  /// The pay button's action: throttled, leading edge, one second.
  public private(set) lazy var pay = ThrottledAction.onMainActor(interval: .seconds(1), scheduler: scheduler) {
    [weak self] in
    self?.charges += 1
  }

  /// The submit button's action: busy while a submit runs, so a double tap submits once.
  public private(set) lazy var submit = AsyncThrottledAction(interval: .milliseconds(500), scheduler: scheduler) {
    [weak self] in
    try await self?.submitWithRetry()
  }

  private let scheduler: any Scheduler

  /// Creates a model.
  ///
  /// - Parameters:
  ///   - service: The payment back end.
  ///   - cents: The cart total.
  ///   - scheduler: The time the throttles decide on: `SystemScheduler.shared` in the app.
  ///   - clock: The clock the retry sleeps on: `ContinuousClock()` in the app.
  public init(service: any PaymentsService, cents: Int, scheduler: any Scheduler, clock: BackOffClock) {
    self.service = service
    self.cents = cents
    self.scheduler = scheduler
    self.clock = clock
  }

  private func submitWithRetry() async throws {
    do {
      try await service.charge(cents: cents)
    } catch {
      try await clock.sleep(for: .seconds(1))
      try await service.charge(cents: cents)
    }
  }
}
