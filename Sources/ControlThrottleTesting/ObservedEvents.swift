public import ControlThrottle

/// The events of a ``ControlThrottle/TransitionSerializer`` or an ``ControlThrottle/InteractionGate``,
/// kept from the moment it starts listening, for a test to await one at a time.
///
/// Create it before the code under test acts, so that an event sent synchronously is not missed,
/// then await the next one with a bounded wait: if it cannot come — the test forgot to move time,
/// or the code never sends it — ``next(on:)`` throws a ``VirtualSchedulerStall`` at once instead of
/// hanging until the suite's time limit.
///
/// ```swift
/// let events = ObservedEvents(of: navigation.serializer)
/// let first = navigation.push(.details(id: 1))
/// let second = navigation.push(.details(id: 2), policy: .enqueue)
/// #expect(try await events.next(on: clock) == .started(first))
/// #expect(try await events.next(on: clock) == .enqueued(second))
/// await clock.drive(by: .milliseconds(350))
/// #expect(try await events.next(on: clock) == .ended(first, .finished(waited: false)))
/// ```
@MainActor
public final class ObservedEvents<Event: Sendable> {
  private var pending: [Event] = []
  /// Whether a ``next(on:)`` is waiting; cleared as soon as that call returns or
  /// throws, so that a call after a stall never finds the abandoned wait in its way.
  private var isAwaiting = false
  /// The task of the current wait, woken when an event arrives.
  ///
  /// The event itself stays in `pending` until the wait's caller takes it, so a wait abandoned
  /// after a stall loses nothing.
  private var waiter: (generation: Int, continuation: CheckedContinuation<Void, any Error>)?
  /// Tells one wait from the next, so that the late cancellation of an abandoned wait never ends a
  /// newer one.
  private var generation = 0
  private var stopListening: (@MainActor () -> Void)?

  /// Every event received so far, the ones already awaited included, oldest first.
  public private(set) var all: [Event] = []

  private init(listen: (@escaping @MainActor (Event) -> Void) -> @MainActor () -> Void) {
    // Weakly: the serializer or gate keeps its observer, which must not keep this alive.
    stopListening = listen { [weak self] event in self?.receive(event) }
  }

  /// Starts listening to `serializer`'s events.
  ///
  /// - Parameter serializer: The serializer whose ``ControlThrottle/TransitionSerializer/Event``s
  ///   to keep.
  public convenience init(of serializer: TransitionSerializer) where Event == TransitionSerializer.Event {
    self.init { handler in
      let observation = serializer.addObserver(handler)
      return { observation.cancel() }
    }
  }

  /// Starts listening to `gate`'s events.
  ///
  /// - Parameter gate: The gate whose ``ControlThrottle/InteractionGate/Event``s to keep.
  public convenience init(of gate: InteractionGate) where Event == InteractionGate.Event {
    self.init { handler in
      let observation = gate.addObserver(handler)
      return { observation.cancel() }
    }
  }

  /// Waits for the next event not awaited yet, failing fast when it does not come.
  ///
  /// An event already received returns at once. Otherwise the wait is bounded as
  /// ``VirtualScheduler/outcome(isolation:_:)`` bounds any outcome: it fails once the code under
  /// test is idle and no driving move of `clock` is under way. Move time from another task (or
  /// before the call) for events that need it.
  ///
  /// - Parameter clock: The clock the code under test runs on.
  /// - Returns: The event.
  /// - Throws: ``VirtualSchedulerStall`` when the event does not come; `CancellationError` when the
  ///   waiting task is cancelled.
  public func next(on clock: VirtualScheduler) async throws -> Event {
    if !pending.isEmpty { return pending.removeFirst() }
    precondition(!isAwaiting, "ObservedEvents.next(on:) is already being awaited; await one event at a time.")
    isAwaiting = true
    generation += 1
    let wait = generation
    defer {
      isAwaiting = false
      // After a stall the wait's task is cancelled, but it may not have run yet: end it now, in
      // this turn, rather than leave it set for the next call or for an arriving event.
      endWait(wait)
    }
    try await clock.outcome { [self] in
      try await self.waitForArrival(wait)
    }
    return pending.removeFirst()
  }

  /// Waits for the next event that satisfies `isMatch`, passing over (and consuming) the others.
  ///
  /// - Parameters:
  ///   - clock: The clock the code under test runs on.
  ///   - isMatch: Whether an event is the one awaited.
  /// - Returns: The first matching event.
  /// - Throws: ``VirtualSchedulerStall`` when no matching event comes.
  public func next(
    on clock: VirtualScheduler,
    where isMatch: (Event) -> Bool
  ) async throws -> Event {
    while true {
      let event = try await next(on: clock)
      if isMatch(event) { return event }
    }
  }

  /// Stops listening; events already received can still be awaited.
  public func stop() {
    stopListening?()
    stopListening = nil
  }

  private func receive(_ event: Event) {
    all.append(event)
    pending.append(event)
    if let waiter {
      self.waiter = nil
      waiter.continuation.resume()
    }
  }

  /// Returns once an event is pending: one was already there or it arrives.
  private func waitForArrival(_ wait: Int) async throws {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        if Task.isCancelled {
          continuation.resume(throwing: CancellationError())
        } else if !pending.isEmpty {
          continuation.resume()
        } else {
          waiter = (wait, continuation)
        }
      }
    } onCancel: {
      Task { @MainActor in self.endWait(wait) }
    }
  }

  /// Ends the wait `wait` with a cancellation, if it is still the one waiting.
  private func endWait(_ wait: Int) {
    guard let waiter, waiter.generation == wait else { return }
    self.waiter = nil
    waiter.continuation.resume(throwing: CancellationError())
  }
}
