import Foundation

/// Runs a host's transitions one at a time: push, pop, present and dismiss never overlap.
///
/// A second push started while the first still animates corrupts the navigation stack ("Can't add
/// self as subview", a screen pushed twice). The rule that prevents it: a host — a window — runs
/// one transition at a time. Each request names its kind, the work that starts it, and a policy
/// for when the host is busy; the work receives a ``TransitionHandle`` and finishes it when the
/// animation completes.
///
/// ```swift
/// serializer.request(.push, policy: .dropIfBusy) { handle in
///   navigationController.pushViewController(details, animated: true)
///   handle.finish(after: navigationController.transitionCoordinator)
/// } completion: { outcome in
///   log.debug("push: \(outcome)")
/// }
/// ```
///
/// Or await the outcome:
///
/// ```swift
/// let outcome = await serializer.perform(.present) { handle in
///   host.present(sheet, animated: true) { handle.finish() }
/// }
/// ```
///
/// Every request gets exactly one ``TransitionOutcome``, told to its completion and to observers.
/// The host is released by the running transition's finish signal or by the safety `timeout`
/// (while the user drives the transition, bounded by 60 seconds from its start); a clock that
/// moves back by at least a timeout's length ends it. The queue is first in, first out and
/// re-validates each request just before it starts; follow-ups of the running transition run right
/// after it; requests made before the host is ready wait for it; and when the host or the
/// serializer goes away, every open request ends with ``TransitionOutcome/DropReason/hostGone``.
/// <doc:SerializingTransitions> states the rules in full.
@MainActor
public final class TransitionSerializer {
  /// Something observers are told.
  public enum Event: Hashable, Sendable {
    /// A transition took the host.
    case started(TransitionTicket)
    /// A request could not start at once and waits in the queue.
    case enqueued(TransitionTicket)
    /// A request ended with an outcome.
    case ended(TransitionTicket, TransitionOutcome)
  }

  /// `@unchecked Sendable` only so that `deinit` may hand the completions to the main actor.
  struct Work: @unchecked Sendable {
    var validate: @MainActor () -> TransitionOutcome.DropReason?
    var start: @MainActor (TransitionHandle) -> Void
    var completion: (@MainActor (TransitionOutcome) -> Void)?
    /// This request's own safety timeout, or `nil` for the serializer's.
    var timeout: Duration?
  }

  /// The largest `timeout` a serializer accepts, and the bound on an interactive transition.
  package static let maximumTimeout: Duration = .seconds(60)

  /// Stops with a message naming `name` unless `timeout` is in (0, ``maximumTimeout``].
  static func requireSafetyTimeout(_ timeout: Duration, named name: String, _ advice: String = "") {
    precondition(
      timeout > .zero && timeout <= maximumTimeout,
      "\(name) must be greater than zero and at most \(maximumTimeout), got \(timeout)\(advice.isEmpty ? "." : "; " + advice)"
    )
  }

  /// The safety timeout the UIKit adapters give presentations and dismissals: UIKit never calls
  /// the completion of a presentation it refuses, and this bounds the refusals no
  /// ``PresentationCheck`` sees.
  package static let presentationTimeout: Duration = .seconds(1)

  /// The clock for safety timeouts.
  package let scheduler: any Scheduler
  /// How long a running transition may hold the host without finishing.
  package let timeout: Duration

  var state: TransitionQueueState
  var work: [UInt64: Work] = [:]
  var pendingTimeout: ScheduledWork?
  /// When, and for how many nanoseconds, the pending safety timeout was armed.
  var timeoutArmedAt: Int64 = .min
  var timeoutLength: Int64 = 0
  /// The turn on which a transition that ended inside its framework's callbacks hands the host over.
  private var pendingHandOff: ScheduledWork?
  /// The transition whose `start` is running: requests made meanwhile are its follow-ups.
  private var startingID: UInt64?
  /// The screen the running transition brings up; requests from it are follow-ups.
  package internal(set) weak var runningDestination: AnyObject?
  var runningStartedAt: SchedulerInstant?
  /// Whether the user drives the running transition.
  var isInteracting = false
  var isGone = false
  private var isStarting = false
  var observers: [(id: ObserverID, handler: @MainActor (Event) -> Void)] = []
  /// Events told to observers one at a time, in order; see `notify(_:)`.
  private let announcements = OrderedAnnouncements<Event>()

  /// Creates a serializer for one host.
  ///
  /// - Parameters:
  ///   - scheduler: The clock for safety timeouts.
  ///   - timeout: How long a transition may run before the host is released anyway (default 3 s).
  ///   - isHostReady: `false` for a host not yet in a window; requests then wait until
  ///     ``isHostReady`` is set to `true`.
  /// - Precondition: `timeout` is greater than zero and at most 60 seconds.
  public init(
    scheduler: any Scheduler = SystemScheduler.shared,
    timeout: Duration = .seconds(3),
    isHostReady: Bool = true
  ) {
    Self.requireSafetyTimeout(
      timeout, named: "TransitionSerializer.timeout",
      "it is what guarantees a lost finish signal cannot lock the host forever.")
    self.scheduler = scheduler
    self.timeout = timeout
    self.state = TransitionQueueState(isHostReady: isHostReady)
  }

  #if compiler(>=6.2)
  isolated deinit {
    // Released with requests still open: each still gets its one outcome. A call, not the body
    // itself: Swift 6.3 crashes instrumenting an isolated deinitializer's body for coverage.
    hostWentAway()
  }
  #else
  deinit {
    let openWork = work
    let listeners = observers.map(\.handler)
    let open = (state.running.map { [$0] } ?? []) + state.waiting
    guard !open.isEmpty else { return }
    let deliver = MainActorWork {
      for entry in open {
        openWork[entry.id]?.completion?(.dropped(.hostGone))
        let ticket = TransitionTicket(id: entry.id, kind: entry.kind)
        for listener in listeners { listener(.ended(ticket, .dropped(.hostGone))) }
      }
    }
    DispatchQueue.main.async { deliver.run() }
  }
  #endif

  // MARK: - State

  @usableFromInline package var running: TransitionTicket? {
    state.running.map { TransitionTicket(id: $0.id, kind: $0.kind) }
  }

  /// The waiting requests, in the order they will run.
  package var queued: [TransitionTicket] {
    state.waiting.map { TransitionTicket(id: $0.id, kind: $0.kind) }
  }

  /// Whether a new request would have to wait.
  @usableFromInline package var isBusy: Bool { state.isBusy || isGone }

  /// Whether the host can run transitions: it is in a window.
  ///
  /// Set it to `false` when the host leaves its window, and new requests wait; set it back to
  /// `true` when the host is in a window again, and the waiting requests start in order. A
  /// serializer created with `isHostReady: false` holds a cold start's requests until then.
  /// Once the host is gone it stays `false`.
  ///
  /// ```swift
  /// let serializer = TransitionSerializer(isHostReady: false)
  /// serializer.request(.push) { handle in push(onboarding) { handle.finish() } }  // waits
  /// serializer.isHostReady = true  // the push starts
  /// ```
  public var isHostReady: Bool {
    get { state.isHostReady && !isGone }
    set {
      guard !isGone else { return }
      state.setHostReady(newValue)
      if newValue { startWaitingTransitions() }
    }
  }

  /// The entries the storage has room for; for memory tests.
  package var storageCapacity: Int { work.capacity + state.storageCapacity }

  /// Whether the next transition starts on the next turn: a request made now is a follow-up.
  @usableFromInline var isHandingOff: Bool { state.isHandingOff }

  @usableFromInline package var isHostGone: Bool { isGone }

  // MARK: - Requests

  /// Requests a transition.
  ///
  /// - Parameters:
  ///   - kind: What the transition does.
  ///   - policy: What to do if the host is busy.
  ///   - timeout: How long this transition may hold the host without finishing; `nil` (the
  ///     default) for the serializer's `timeout`. A short one suits a transition whose finish
  ///     signal may never come, such as a presentation UIKit refuses.
  ///   - validate: Checked just before the transition starts; returns why it can no longer run
  ///     (the host left its window, the target screen is gone), or `nil` to go ahead.
  ///   - start: Starts the transition and arranges for the handle to be finished.
  ///   - completion: Told the outcome, exactly once.
  /// - Returns: The request's ticket, for ``cancel(_:)``.
  /// - Precondition: `timeout`, when given, is greater than zero and at most 60 seconds.
  @discardableResult
  public func request(
    _ kind: TransitionKind,
    policy: TransitionPolicy = .dropIfBusy,
    timeout: Duration? = nil,
    validate: @escaping @MainActor () -> TransitionOutcome.DropReason? = { nil },
    start: @escaping @MainActor (TransitionHandle) -> Void,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    request(
      kind, policy: policy, timeout: timeout, isFollowUp: false, validate: validate, start: start,
      completion: completion)
  }

  /// Requests a transition that, with `isFollowUp`, runs right after the running one.
  ///
  /// ``TransitionRequestOrigin/isFollowUp`` tells; requests made while the running transition's
  /// `start` runs, or while the host is handed over, are follow-ups anyway, whatever `policy` says.
  @discardableResult
  package func request(
    _ kind: TransitionKind,
    policy: TransitionPolicy = .dropIfBusy,
    timeout: Duration? = nil,
    isFollowUp: Bool,
    validate: @escaping @MainActor () -> TransitionOutcome.DropReason? = { nil },
    start: @escaping @MainActor (TransitionHandle) -> Void,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    if let timeout {
      Self.requireSafetyTimeout(
        timeout, named: "TransitionSerializer.request timeout", "pass nil for the serializer's timeout.")
    }
    let ticket = TransitionTicket(id: RequestIdentifiers.make(), kind: kind)
    timeOutIfClockJumpedBack()
    if isGone {
      end(ticket, .dropped(.hostGone), completion)
    } else if state.admit(
      ticket.id, kind, policy: policy, isFollowUp: isFollowUp || (startingID != nil && startingID == state.running?.id)
    ) == nil {
      end(ticket, .dropped(.busy), completion)
    } else {
      work[ticket.id] = Work(validate: validate, start: start, completion: completion, timeout: timeout)
      startWaitingTransitions()
      if state.isWaiting(ticket.id) { notify(.enqueued(ticket)) }
    }
    return ticket
  }

  /// Cancels a request that is still waiting; its outcome is
  /// ``TransitionOutcome/DropReason/withdrawn``.
  ///
  /// - Returns: `false` when it already started or ended.
  @discardableResult
  public func cancel(_ ticket: TransitionTicket) -> Bool {
    timeOutIfClockJumpedBack()
    guard state.removeQueued(ticket.id) != nil else { return false }
    end(ticket, .dropped(.withdrawn), work.removeValue(forKey: ticket.id)?.completion)
    return true
  }

  /// Ends the running transition `ticket` and releases the host.
  ///
  /// With `handOff` (a finish from inside the framework's callbacks) the next transition starts on
  /// the next turn, and requests made until then are follow-ups.
  ///
  /// - Returns: `false`, changing nothing, for a transition that is not running.
  @discardableResult
  package func finish(_ ticket: TransitionTicket, cancelled: Bool = false, handOff: Bool = false) -> Bool {
    guard let entry = state.endRunning(ticket.id, handOff: handOff) else { return false }
    pendingTimeout?.cancel()
    pendingTimeout = nil
    runningDestination = nil
    if handOff {
      pendingHandOff = scheduler.schedule(at: scheduler.now) { [weak self] in
        guard let self else { return }
        self.pendingHandOff = nil
        self.state.endHandOff()
        self.startWaitingTransitions()
      }
    }
    let outcome: TransitionOutcome = cancelled ? .cancelled(waited: entry.waited) : .finished(waited: entry.waited)
    end(ticket, outcome, work.removeValue(forKey: ticket.id)?.completion)
    startWaitingTransitions()
    return true
  }

  // MARK: - Host

  /// The host went away: every waiting and running request ends with
  /// ``TransitionOutcome/DropReason/hostGone`` and later requests are dropped the same way.
  package func hostWentAway() {
    guard !isGone else { return }
    isGone = true
    pendingTimeout?.cancel()
    pendingTimeout = nil
    pendingHandOff?.cancel()
    pendingHandOff = nil
    for entry in state.removeAll() {
      end(
        TransitionTicket(id: entry.id, kind: entry.kind), .dropped(.hostGone),
        work.removeValue(forKey: entry.id)?.completion)
    }
  }

  // MARK: - Private

  /// Starts queued transitions while the host is ready and idle; one that finishes inside its own
  /// start lets this loop go on instead of nesting.
  func startWaitingTransitions() {
    guard !isStarting else { return }
    isStarting = true
    defer { isStarting = false }
    while let entry = state.startNext() {
      let ticket = TransitionTicket(id: entry.id, kind: entry.kind)
      guard let work = work[entry.id] else {
        _ = state.endRunning(entry.id)
        continue
      }
      if let reason = work.validate() {
        _ = state.endRunning(entry.id)
        self.work[entry.id] = nil
        end(ticket, .dropped(reason), work.completion)
        continue
      }
      notify(.started(ticket))
      // An observer told it started may have ended it: then its work must not start.
      guard state.running?.id == entry.id else { continue }
      runningStartedAt = scheduler.now
      isInteracting = false
      runningDestination = nil
      armTimeout(for: ticket, at: scheduler.now.advanced(by: work.timeout ?? timeout))
      startingID = entry.id
      work.start(TransitionHandle(ticket: ticket, serializer: self))
      startingID = nil
    }
  }

  /// Tells the request's completion its outcome, then the observers: events of a transition the
  /// completion requests wait until the observers heard this one end.
  func end(
    _ ticket: TransitionTicket,
    _ outcome: TransitionOutcome,
    _ completion: (@MainActor (TransitionOutcome) -> Void)?
  ) {
    work.releaseUnusedCapacity()
    announcements.enqueue(.ended(ticket, outcome))
    announcements.holdingTelling({ completion?(outcome) }, thenTellBy: tellObservers)
  }

  /// Tells every observer `event`, after every observer heard the events raised before it.
  func notify(_ event: Event) {
    announcements.announce(event, by: tellObservers)
  }

  private func tellObservers(_ event: Event) {
    for observer in observers { observer.handler(event) }
  }
}
