/// Blocking of chosen kinds of input, app-wide or in one window, for a bounded time.
///
/// While an app purges a cache or runs a page animation it must ignore input — touches, but also a
/// shake, a remote-control command or a key press — or it starts conflicting work. Put the gate at
/// the top of event delivery (see `InteractionGatedApplication` in ControlThrottleUIKit) and
/// ask it to block kinds for a duration:
///
/// ```swift
/// let token = InteractionGate.shared.block([.touches, .motion], for: .seconds(2))
/// cache.purge {
///   InteractionGate.shared.end(token)  // reopen as soon as the work is done
/// }
/// ```
///
/// A kind is blocked while any request for it is active, every request ends by the gate's
/// `maximumDuration` at the latest, a clock that moves back by at least a request's length ends
/// it, and an input under way when a block begins goes on to its end while one that begins during
/// it is withheld whole. A request can target one window (`InteractionScope.window(_:)`).
/// <doc:BlockingInteractions> states the rules in full.
///
/// Every dropped event is counted per kind and reported to observers.
@MainActor
public final class InteractionGate {
  /// The gate the UIKit adapters use unless given another.
  public static let shared = InteractionGate()

  /// A handle to one block request.
  public struct Token: Hashable, Sendable {
    /// The request's identity, unique across gates.
    package let id: UInt64
    package let kinds: InteractionKinds
    /// When it ends by itself.
    package let deadline: SchedulerInstant
    let requestedDuration: Duration
    /// The duration applied after the cap.
    package let appliedDuration: Duration
    package let scope: InteractionScope

    /// Whether ``InteractionGate/maximumDuration`` shortened the request.
    package var wasCapped: Bool { appliedDuration < requestedDuration }
  }

  /// Something observers are told.
  public enum Event: Hashable, Sendable {
    /// These kinds became blocked in the observer's scope (see ``InteractionGate/addObserver(for:_:)``).
    case blockingBegan(InteractionKinds)
    /// These kinds are delivered again in the observer's scope; sent at the exact deadline.
    case blockingEnded(InteractionKinds)
    /// An event was dropped; the set holds its one kind.
    case eventDropped(InteractionKinds)
    /// A request asked for more than the gate's `maximumDuration` and was shortened.
    case durationCapped(requested: Duration, applied: Duration)
  }

  /// The largest `maximumDuration` a gate accepts: input blocked for longer is a frozen app.
  package static let longestMaximumDuration: Duration = .seconds(3_600)

  /// The most touch and press sequences a gate remembers at once in one deciding place (the app,
  /// or one window), far more than fingers in flight: a sequence whose end never arrives is
  /// forgotten, oldest first, and its next phase decided as a first one.
  nonisolated package static let maximumTrackedSequences = 32

  /// The clock and the deferred work for ``Event/blockingEnded(_:)``.
  package let scheduler: any Scheduler
  package let maximumDuration: Duration

  /// The requests and the input in flight.
  let memory = LockedBox(InteractionGateMemory())
  private let maximumNanoseconds: Int64
  /// The observers, each with the number of its registration.
  var observers:
    [(id: ObserverID, scope: InteractionScope, handler: @MainActor (Event) -> Void, registration: UInt64)] = []
  {
    didSet { hasObservers = !observers.isEmpty }
  }
  /// How many observers were ever added: an event is told to those registered when it was raised.
  var observerRegistrations: UInt64 = 0
  var hasObservers = false
  /// The blocked kinds observers of each scope were last told about.
  var announced: [InteractionScope: InteractionKinds] = [:]
  var pendingReopening: ScheduledWork?
  /// The drop of a burst's requests once they have all expired (``dropExpiredRequestsOfABurst()``).
  var pendingBurstExpiry: ScheduledWork?
  /// Events told to observers in order, each with its scope (`nil`: every observer) and the
  /// registrations made when it was raised.
  let announcements = OrderedAnnouncements<(event: Event, scope: InteractionScope?, registrations: UInt64)>()

  /// Creates a gate.
  ///
  /// - Parameters:
  ///   - scheduler: The clock, and where reopening announcements are scheduled.
  ///   - maximumDuration: The cap on every request (default 5 s).
  /// - Precondition: `maximumDuration` is greater than zero and at most one hour: input blocked for
  ///   longer is a frozen app, not a pause.
  public init(scheduler: any Scheduler = SystemScheduler.shared, maximumDuration: Duration = .seconds(5)) {
    precondition(
      maximumDuration > .zero && maximumDuration <= Self.longestMaximumDuration,
      "InteractionGate.maximumDuration must be greater than zero and at most \(Self.longestMaximumDuration), got \(maximumDuration); it is what guarantees input can never stay blocked."
    )
    self.scheduler = scheduler
    self.maximumDuration = maximumDuration
    self.maximumNanoseconds = Nanoseconds.positive(maximumDuration)
  }

  // MARK: - Requests

  /// Blocks `kinds` for `duration`, capped at the gate's `maximumDuration`, in the whole app or one
  /// window.
  ///
  /// - Parameters:
  ///   - kinds: What to block; by default touches and motion.
  ///   - duration: How long. `.zero` blocks nothing; a long duration is capped.
  ///   - scope: Where: the whole app (the default), or one window. Requests on a window block it
  ///     where an `InteractionGatedWindow` asks the gate, and never shorten or extend requests on
  ///     another window or on the app.
  /// - Returns: A token for ``end(_:)``.
  /// - Precondition: `duration` is not negative.
  @discardableResult
  public func block(
    _ kinds: InteractionKinds = [.touches, .motion],
    for duration: Duration,
    in scope: InteractionScope = .app
  ) -> Token {
    let requested = Nanoseconds.interval(duration, "InteractionGate.block duration")
    let now = currentInstant()
    let applied = min(requested, maximumNanoseconds)
    let deadline = Nanoseconds.adding(applied, to: now)
    let id = RequestIdentifiers.make()
    memory.withLock { memory in
      memory.removeExpiredWindowRequests(at: now)
      if applied > 0 && !kinds.isEmpty { memory.add(id, blocking: kinds, until: deadline, in: scope, at: now) }
    }
    let token = Token(
      id: id,
      kinds: kinds,
      deadline: SchedulerInstant(uptimeNanoseconds: deadline),
      requestedDuration: duration,
      appliedDuration: requested == applied ? duration : Nanoseconds.duration(applied),
      scope: scope
    )
    if token.wasCapped {
      notify(.durationCapped(requested: duration, applied: token.appliedDuration))
    }
    dropExpiredRequestsOfABurst()
    announceChanges(at: now)
    return token
  }

  /// Ends the request behind `token` now.
  ///
  /// Other requests for the same kinds keep them blocked.
  /// - Returns: `false`, and nothing changes, when the request already ended or expired, blocked
  ///   nothing, or belongs to another gate.
  @discardableResult
  public func end(_ token: Token) -> Bool {
    let now = currentInstant()
    let ended = memory.withLock { memory in
      memory.removeExpiredWindowRequests(at: now)
      return memory.remove(token.id, in: token.scope, at: now)
    }
    guard ended else { return false }
    announceChanges(at: now)
    return true
  }

  /// Blocks `kinds` while `operation` runs, reopening input after `limit` at the latest.
  ///
  /// Input reopens when the operation returns, throws or is cancelled, or when `limit` (capped at
  /// the gate's `maximumDuration`) passes — whichever comes first. Reaching the limit only reopens
  /// input: the operation goes on, and this call still returns its result.
  ///
  /// ```swift
  /// try await gate.withBlocking(.touches, reopeningAfter: .seconds(3)) {
  ///   try await cache.purge()
  /// }
  /// ```
  /// - Precondition: `limit` is not negative.
  public func withBlocking<Result: Sendable>(
    _ kinds: InteractionKinds = [.touches, .motion],
    reopeningAfter limit: Duration,
    in scope: InteractionScope = .app,
    _ operation: () async throws -> Result
  ) async rethrows -> Result {
    precondition(
      limit >= .zero,
      "InteractionGate.withBlocking(reopeningAfter:) is negative (\(limit)); pass a duration ≥ .zero."
    )
    let token = block(kinds, for: limit, in: scope)
    defer { end(token) }
    return try await operation()
  }

  // MARK: - Decisions

  /// Whether an event of `kind` should be delivered now in `scope` (in a window, the app-wide
  /// requests and the window's own decide); a dropped event is counted and reported.
  package func shouldDeliver(_ kind: InteractionKind, in scope: InteractionScope = .app) -> Bool {
    decide(kind, in: scope) { _, _, kindIsBlocked in !kindIsBlocked }
  }

  /// Whether a gated window's hit test finds a view now in `scope`.
  ///
  /// `false` only for a touches event (`UIEvent.EventType` raw value 0) while touches are blocked
  /// there; nothing is counted. UIKit hit-tests a touch once, when it begins, and the touch keeps that view for life: a finger
  /// that lands while touches are blocked gets no view and no phase of it reaches any. Hover,
  /// scroll and transform may be hit-tested as they go on, so they are decided whole where the
  /// window delivers them; a hit test without an event is the app's own, never withheld.
  package func admitsHitTest(eventTypeRawValue: Int?, in scope: InteractionScope) -> Bool {
    guard eventTypeRawValue == 0 else { return true }
    return !isBlocked(.touches, in: scope)
  }

  /// The touch and press sequences remembered now; for tests of memory use.
  package var trackedSequenceCount: Int { memory.withLock { $0.sequences.entries.count } }

  /// Whether `kind` is blocked now in `scope`, without counting anything.
  package func isBlocked(_ kind: InteractionKind, in scope: InteractionScope = .app) -> Bool {
    withMemoryNow { $0.isBlocked(kind, in: scope, at: $1) }
  }

  /// The kinds blocked now in `scope`: app-wide by default; in a window, app-wide or there.
  public func blockedKinds(in scope: InteractionScope = .app) -> InteractionKinds {
    withMemoryNow { memory, now in
      let window = scope.window.flatMap { memory.windows[$0]?.blockedKinds(at: now) } ?? []
      return memory.app.blockedKinds(at: now).union(window)
    }
  }

  /// How many events of the given kinds were dropped since the gate was created.
  package func droppedEventCount(for kinds: InteractionKinds) -> Int {
    let dropped = memory.withLock { $0.app.droppedEvents }
    return InteractionKind.allCases.reduce(0) { kinds.contains($1) ? $0 + dropped[$1.rawValue] : $0 }
  }

  /// The requests that have neither ended nor expired.
  package var activeRequestCount: Int {
    withMemoryNow { memory, now in
      ([memory.app] + memory.windows.values).reduce(0) { $0 + $1.requests.values.count(where: { $0.deadline > now }) }
    }
  }

  /// Entries held for bookkeeping; for tests of memory use.
  package var storedEntryCount: Int {
    memory.withLock { $0.windows.values.reduce($0.app.storedEntryCount) { $0 + $1.storedEntryCount } }
  }

  /// The entries the requests' storage has room for; for tests of memory use.
  package var storageCapacity: Int {
    memory.withLock { memory in
      memory.windows.values.reduce(memory.app.storageCapacity) { $0 + $1.storageCapacity } + memory.windows.capacity
    }
  }

  /// The windows holding requests; for tests of memory use.
  package var windowsWithRequestsCount: Int { memory.withLock { $0.windows.count } }

  // MARK: - Private

  /// The scheduler's now, after ending the requests a clock that moved back ends.
  func currentInstant() -> Int64 {
    let now = scheduler.now.uptimeNanoseconds
    if memory.withLock({ $0.observe(now) }) { announceChanges(at: now) }
    return now
  }

  /// Runs `body` on the memory at the clock's now, in one critical section unless a clock that
  /// moved back ended requests: observers then hear it first.
  func withMemoryNow<Result>(_ body: (inout InteractionGateMemory, _ now: Int64) -> Result) -> Result {
    let now = scheduler.now.uptimeNanoseconds
    if let result = memory.withLock({ $0.observe(now) ? nil : body(&$0, now) }) { return result }
    announceChanges(at: now)
    return memory.withLock { body(&$0, now) }
  }

  /// Decides an event of `kind` in `scope` now by `rule`; a withheld event is counted and reported.
  func decide(
    _ kind: InteractionKind,
    in scope: InteractionScope,
    by rule: (inout InteractionGateMemory, _ now: Int64, _ kindIsBlocked: Bool) -> Bool
  ) -> Bool {
    let deliver = withMemoryNow { $0.decide(kind, in: scope, at: $1, by: rule) }
    if !deliver && hasObservers { notify(.eventDropped(InteractionKinds(kind))) }
    return deliver
  }

  /// Gives a burst of requests back once it has expired, also when no further request comes: while
  /// more are stored than steady use needs, one drop is scheduled at the latest stored deadline.
  private func dropExpiredRequestsOfABurst() {
    guard pendingBurstExpiry == nil else { return }
    let now = currentInstant()
    let burstDeadline: Int64? = memory.withLock { memory in
      memory.removeExpiredWindowRequests(at: now)
      memory.app.removeExpired(at: now)
      return memory.storedRequestCount > storageReleaseFloor ? memory.latestDeadline : nil
    }
    guard let latest = burstDeadline else { return }
    pendingBurstExpiry = scheduler.schedule(at: SchedulerInstant(uptimeNanoseconds: latest)) { [weak self] in
      guard let self else { return }
      self.pendingBurstExpiry = nil
      self.dropExpiredRequestsOfABurst()
    }
  }
}
