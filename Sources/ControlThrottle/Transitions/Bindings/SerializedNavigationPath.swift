/// A navigation path whose appends and removals are transitions of the window's
/// ``TransitionSerializer``: one at a time, dropped or queued by policy, never the same value twice.
///
/// A double tap on a button that appends pushes twice, and rapid path edits leave blank screens or
/// trap in `removeLast`. This model owns the path a `NavigationStack` shows. An append or removal
/// is a request to the window's serializer, so it never overlaps another push, pop or presentation
/// in that window, whether SwiftUI or UIKit asked for it. An append equal to the value on top, or
/// to the value being pushed, is dropped as ``TransitionOutcome/DropReason/alreadyOnStack``.
///
/// SwiftUI writes the path itself on a `NavigationLink(value:)` tap, Back, a swipe and `dismiss`.
/// Such a write is taken as it is, never fought: it is a transition SwiftUI already started, and it
/// holds the window, if it was free, until ``transitionFinished()`` or the `timeout`.
///
/// ```swift
/// let path = SerializedNavigationPath<Route>(serializer: windowSerializer)
/// path.append(.details(id: 1))
/// path.append(.details(id: 1))  // dropped: equal to the value being pushed
/// ```
///
/// SwiftUI has no push-finished signal, so a transition ends when ``transitionFinished()`` is
/// called (from the navigation controller's `didShow`, where the app reaches it) or at the
/// `timeout`, whichever comes first.
@MainActor
public final class SerializedNavigationPath<Element: Hashable> {
  /// The window's serializer, shared with every other serialized request in that window.
  @usableFromInline package let serializer: TransitionSerializer
  /// How long one of this path's transitions, or one SwiftUI started on it, may hold the window
  /// without ``transitionFinished()``.
  package let timeout: Duration

  /// The path the stack shows, root excluded.
  ///
  /// Only SwiftUI writes it, through the adapter's binding; the model changes it when its requests
  /// start. A write that differs from what the model shows is a transition SwiftUI began.
  public package(set) var elements: [Element] {
    get { shown }
    set { acceptWrittenBySwiftUI(newValue) }
  }

  /// Whether a destination for the path's values is on screen; `SerializedNavigationStack` sets it
  /// when it appears.
  @usableFromInline package var isDestinationRegistered: Bool
  /// Called after every change of ``elements``, so that the view showing it renders again.
  package var didChange: (@MainActor () -> Void)?

  // The state a request's decision reads is usable from inlinable code, so that the decision is
  // specialized for the app's element type where the app calls it.
  @usableFromInline var shown: [Element] = []
  /// The transition of this path that holds the window, if any.
  private var running: (number: UInt64, handle: TransitionHandle)?
  /// The last append still waiting for its turn with no request of this path after it: what will
  /// be on top once the queue drains.
  @usableFromInline var waitingAppendValue: Element?
  /// The request number of ``waitingAppendValue``, or 0 for none: checked first, without reading
  /// the generic value.
  @usableFromInline var waitingAppendNumber: UInt64 = 0
  /// Why the request whose start is running ended at once, for its completion.
  private var refusedAtStart: TransitionOutcome.DropReason?
  private var nextNumber: UInt64 = 0

  /// Creates a path.
  ///
  /// - Parameters:
  ///   - elements: The values to start with, shown without a transition.
  ///   - serializer: The window's serializer: `windowTransitionSerializer` of a controller in the
  ///     window from ControlThrottleUIKit, or one serializer the app keeps for its only window.
  ///   - timeout: How long a transition may hold the window without ``transitionFinished()``
  ///     (default 1 s, longer than a standard push).
  ///   - isDestinationRegistered: Whether the stack can show the values already; the SwiftUI
  ///     adapter sets it when its destination appears.
  /// - Precondition: `timeout` is greater than zero and at most 60 seconds.
  public init(
    _ elements: [Element] = [],
    serializer: TransitionSerializer,
    timeout: Duration = .seconds(1),
    isDestinationRegistered: Bool = false
  ) {
    TransitionSerializer.requireSafetyTimeout(timeout, named: "SerializedNavigationPath.timeout")
    self.shown = elements
    self.serializer = serializer
    self.timeout = timeout
    self.isDestinationRegistered = isDestinationRegistered
  }

  // MARK: - Requests

  /// Pushes `value` when the window is free.
  ///
  /// Dropped at once, allocating nothing, as ``TransitionOutcome/DropReason/alreadyOnStack`` when
  /// `value` is on top or on its way there, as ``TransitionOutcome/DropReason/noDestination`` when
  /// the stack
  /// cannot show it, and, under ``TransitionPolicy/dropIfBusy``, while the window runs or queues
  /// another transition.
  ///
  /// - Parameters:
  ///   - value: The value to push.
  ///   - policy: What to do while the window is busy.
  ///   - completion: Told the request's outcome, exactly once.
  @inlinable
  public func append(
    _ value: Element,
    policy: TransitionPolicy = .dropIfBusy,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) {
    if let dropped = appendDroppedAtOnce(value, policy) {
      completion?(dropped)
      return
    }
    requestAppend(value, policy: policy, completion: completion)
  }

  /// Why an append of `value` is dropped before it reaches the serializer, or `nil` when it goes
  /// to the serializer.
  @inlinable
  func appendDroppedAtOnce(_ value: Element, _ policy: TransitionPolicy) -> TransitionOutcome? {
    if isOnTopOrOnItsWay(value) { return .dropped(.alreadyOnStack) }
    guard isDestinationRegistered else { return .dropped(.noDestination) }
    return dropBeforeRequest(policy)
  }

  /// Hands an append that was not dropped at once to the serializer.
  @usableFromInline
  func requestAppend(
    _ value: Element,
    policy: TransitionPolicy,
    completion: (@MainActor (TransitionOutcome) -> Void)?
  ) {
    let number = makeNumber()
    waitingAppendNumber = number
    waitingAppendValue = value
    // The closures hold the path until the request ends, which the safety timeout bounds once it
    // runs: a weak capture would cost an allocation per request for its box.
    serializer.request(.push, policy: policy, timeout: timeout) { handle in
      self.clearWaitingAppend(number)
      guard self.isDestinationRegistered else {
        self.refusedAtStart = .noDestination
        handle.finish()
        return
      }
      self.running = (number, handle)
      self.shown.append(value)
      self.didChange?()
    } completion: { outcome in
      self.requestEnded(number)
      completion?(self.takeRefusalAtStart().map { .dropped($0) } ?? outcome)
    }
  }

  /// Removes the last `count` values when the window is free.
  ///
  /// The path is read when the removal's turn comes, since requests before it may have changed it.
  /// Asking for more than it then holds removes them all, where `NavigationPath.removeLast(_:)`
  /// would trap, and ends as the pop does; with nothing to remove it ends with
  /// ``TransitionOutcome/DropReason/targetGone``. Read ``elements`` to see what is left.
  ///
  /// ```swift
  /// path.removeLast(3) { outcome in
  ///   // The path held 2 values when the removal's turn came: both went, `path.elements` is empty.
  ///   assert(outcome == .finished(waited: false))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - count: How many values to remove.
  ///   - policy: What to do while the window is busy.
  ///   - completion: Told the request's outcome, exactly once.
  /// - Precondition: `count` is at least 1.
  public func removeLast(
    _ count: Int = 1,
    policy: TransitionPolicy = .dropIfBusy,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) {
    precondition(count >= 1, "SerializedNavigationPath.removeLast needs a count of at least 1, got \(count).")
    if let dropped = dropBeforeRequest(policy) {
      completion?(dropped)
      return
    }
    let number = makeNumber()
    clearWaitingAppend(waitingAppendNumber)
    let nothingToRemove: @MainActor () -> TransitionOutcome.DropReason? = {
      self.shown.isEmpty ? .targetGone : nil
    }
    serializer.request(count == 1 ? .pop : .popTo, policy: policy, timeout: timeout, validate: nothingToRemove) {
      handle in
      self.running = (number, handle)
      self.shown.removeLast(min(count, self.shown.count))
      self.didChange?()
    } completion: { outcome in
      self.requestEnded(number)
      completion?(outcome)
    }
  }

  /// Ends the path's running transition: call it where UIKit says the push or pop is over, such as
  /// the navigation controller's `didShow`.
  ///
  /// - Returns: `false` when none of this path's transitions holds the window.
  @discardableResult
  public func transitionFinished() -> Bool {
    guard let running else { return false }
    self.running = nil
    return running.handle.finish()
  }

  // MARK: - Private

  /// Takes a write SwiftUI made to the path (a link tap, Back, a swipe, `dismiss`): the path is
  /// what SwiftUI shows now, and the transition it started holds the window if the window was free.
  private func acceptWrittenBySwiftUI(_ newValue: [Element]) {
    guard let kind = PathChange.kind(from: shown, to: newValue) else { return }
    shown = newValue
    if !isHoldingWindow && !serializer.isBusy && serializer.isHostReady {
      // Asked of a free window, the request starts at once: the transition SwiftUI began holds the
      // window, and requests made meanwhile wait or drop behind it.
      let number = makeNumber()
      serializer.request(kind, timeout: timeout) { [weak self] handle in
        self?.running = (number, handle)
      } completion: { [weak self] _ in
        self?.requestEnded(number)
      }
    }
    didChange?()
  }

  /// Whether `value` is on top, or is the last append waiting for its turn.
  @inlinable
  func isOnTopOrOnItsWay(_ value: Element) -> Bool {
    if waitingAppendNumber != 0, let waitingAppendValue { return waitingAppendValue == value }
    // Indexed rather than `last`: unspecialized, `last` goes through a collection witness whose
    // coroutine frame is allocated, and a dropped request must allocate nothing.
    return !shown.isEmpty && shown[shown.count - 1] == value
  }

  /// Whether one of this path's transitions still holds the window (a timed-out one does not).
  private var isHoldingWindow: Bool {
    guard let running else { return false }
    return serializer.running == running.handle.ticket
  }

  /// The outcome of a request the serializer would drop at once, found without building the
  /// request, so that a dropped request allocates nothing.
  ///
  /// The serializer would still admit, as a follow-up, a request made while it hands the window
  /// over after a UIKit transition; a SwiftUI request made in that turn is dropped as busy instead.
  @inlinable
  func dropBeforeRequest(_ policy: TransitionPolicy) -> TransitionOutcome? {
    if serializer.isHostGone { return .dropped(.hostGone) }
    if policy == .dropIfBusy && serializer.isHostReady && serializer.isBusy { return .dropped(.busy) }
    return nil
  }

  private func makeNumber() -> UInt64 {
    nextNumber += 1
    return nextNumber
  }

  private func requestEnded(_ number: UInt64) {
    if running?.number == number { running = nil }
    clearWaitingAppend(number)
  }

  private func clearWaitingAppend(_ number: UInt64) {
    guard waitingAppendNumber == number else { return }
    waitingAppendNumber = 0
    waitingAppendValue = nil
  }

  private func takeRefusalAtStart() -> TransitionOutcome.DropReason? {
    defer { refusedAtStart = nil }
    return refusedAtStart
  }
}
