/// A navigation path whose appends and removals are transitions of its stack's
/// ``TransitionSerializer``: one at a time, dropped or queued by policy, never the same value twice.
///
/// A double tap on a button that appends pushes twice, and rapid path edits leave blank screens or
/// trap in `removeLast`. This model owns the path a `NavigationStack` shows; an append or removal
/// is a request to the stack's own serializer, so it never overlaps another push or pop of that
/// stack, and an append equal to the value on top, or being pushed, is dropped as
/// ``TransitionOutcome/DropReason/alreadyOnStack``. What SwiftUI writes itself (a link, Back, a
/// swipe, `dismiss`) is taken as it is and holds the stack until UIKit reports it over.
///
/// ```swift
/// let path = SerializedNavigationPath<Route>()
/// path.append(.details(id: 1))
/// path.append(.details(id: 1))  // dropped: equal to the value being pushed
/// ```
///
/// A transition ends when the `UINavigationController` that `SerializedNavigationStack` finds
/// reports it; where none is found, at ``transitionFinished()`` or the `timeout`.
@MainActor
public final class SerializedNavigationPath<Element: Hashable> {
  @usableFromInline package let serializer: TransitionSerializer
  /// How long a transition of the stack may hold it when no controller reports its end.
  package let timeout: Duration

  /// The path the stack shows, root excluded.
  ///
  /// Only SwiftUI writes it, through the adapter's binding; the model changes it when its requests
  /// start. A write that differs from what the model shows is a transition SwiftUI began.
  public package(set) var elements: [Element] {
    get { shown }
    set { acceptWrittenBySwiftUI(newValue) }
  }

  /// Whether a stack can show the path's values: a headless path can; an adopted one while its
  /// stack is on screen.
  @inlinable var isDestinationRegistered: Bool { stackPresence != .adoptedOffScreen }
  @usableFromInline private(set) var stackPresence = StackPresence.headless
  /// Called after every change of ``elements``, so that the view showing it renders again.
  package var didChange: (@MainActor () -> Void)?

  @usableFromInline var shown: [Element] = []
  /// The transition of this path that holds the stack, if any.
  private var running: (number: UInt64, handle: TransitionHandle)?
  /// The values a SwiftUI write removed while UIKit's transition runs, put back if UIKit reports
  /// that transition cancelled (a swipe let go halfway).
  private var removedByRunningWrite: [Element] = []
  /// The screens UIKit showed when its last transition ended, until SwiftUI writes the path to
  /// match: that write ends nothing.
  private var shownByPlatform: Int?
  /// The path as UIKit's last transition left it: SwiftUI's late write of it changes nothing.
  private var awaitedCatchUpWrite: [Element]?
  /// This path's requests not yet ended, to withdraw them when the stack leaves the screen.
  private var openTickets: [UInt64: TransitionTicket] = [:]
  private var endsReportedByPlatform = false
  /// How many screens above the root the navigation controller shows, or `nil` when unknown.
  private var platformScreenCount: (@MainActor () -> Int?)?
  /// The last request that ended, to tell a request that ended inside `request` from an open one.
  private var lastEndedNumber: UInt64 = 0
  /// The last append still waiting for its turn with no request after it, and its number (0 for
  /// none).
  @usableFromInline var waitingAppendValue: Element?
  @usableFromInline var waitingAppendNumber: UInt64 = 0
  /// Why the request whose start is running ended at once, for its completion.
  private var refusedAtStart: TransitionOutcome.DropReason?
  private var nextNumber: UInt64 = 0

  /// Creates a path whose transitions go through `serializer`, by default a serializer of its own.
  ///
  /// Share a serializer only with what runs on the same `UINavigationController`, such as UIKit code
  /// that pushes on the controller the stack runs on; give one of the path's own another scheduler
  /// with `serializer: TransitionSerializer(scheduler: clock)`.
  ///
  /// - Parameters:
  ///   - elements: The values to start with, shown without a transition.
  ///   - serializer: The stack's serializer; `nil` for one of the path's own, whose safety timeout
  ///     is `timeout`.
  ///   - timeout: How long a transition may hold the stack when no controller reports its end
  ///     (default 1 s, longer than a standard push).
  /// - Precondition: `timeout` is greater than zero and at most 60 seconds.
  public init(
    _ elements: [Element] = [],
    serializer: TransitionSerializer? = nil,
    timeout: Duration = .seconds(1)
  ) {
    TransitionSerializer.requireSafetyTimeout(timeout, named: "SerializedNavigationPath.timeout")
    self.shown = elements
    self.serializer = serializer ?? TransitionSerializer(timeout: timeout)
    self.timeout = timeout
  }

  // MARK: - Requests

  /// Pushes `value` when the window is free.
  ///
  /// Dropped at once, allocating nothing, as ``TransitionOutcome/DropReason/alreadyOnStack`` when
  /// `value` is on top or on its way there, as ``TransitionOutcome/DropReason/notInWindow`` while
  /// the stack that shows the path is not on screen, and, under ``TransitionPolicy/dropIfBusy``,
  /// while the window runs or queues another transition.
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

  /// Why an append of `value` is dropped before it reaches the serializer, if it is.
  @inlinable
  func appendDroppedAtOnce(_ value: Element, _ policy: TransitionPolicy) -> TransitionOutcome? {
    if isOnTopOrOnItsWay(value) { return .dropped(.alreadyOnStack) }
    guard isDestinationRegistered else { return .dropped(.notInWindow) }
    return dropBeforeRequest(policy)
  }

  @usableFromInline
  func requestAppend(
    _ value: Element,
    policy: TransitionPolicy,
    completion: (@MainActor (TransitionOutcome) -> Void)?
  ) {
    let number = makeNumber()
    waitingAppendNumber = number
    waitingAppendValue = value
    // The closures hold the path until the request ends, which the safety timeout bounds.
    let ticket = serializer.request(.push, policy: policy, timeout: timeout) { handle in
      self.clearWaitingAppend(number)
      guard self.isDestinationRegistered else {
        self.refusedAtStart = .notInWindow
        handle.finish()
        return
      }
      self.running = (number, handle)
      self.shown.append(value)
      self.didChange?()
    } completion: { outcome in
      if case .timedOut = outcome { self.undoPushNotShown(value) }
      self.requestEnded(number)
      completion?(self.takeRefusalAtStart().map { .dropped($0) } ?? outcome)
    }
    keepUntilEnded(ticket, number)
  }

  /// A push unreported at its timeout that the platform's screen count leaves out never happened.
  ///
  /// A timeout alone is no evidence, so without a count the value stays.
  private func undoPushNotShown(_ value: Element) {
    guard endsReportedByPlatform, let screens = platformScreenCount?(), screens < shown.count,
      !shown.isEmpty, shown[shown.count - 1] == value
    else { return }
    shown.removeLast()
    didChange?()
  }

  /// Removes the last `count` values when the stack is free.
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
  ///   - policy: What to do while the stack is busy.
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
    let nothingToRemove: @MainActor () -> TransitionOutcome.DropReason? = { self.shown.isEmpty ? .targetGone : nil }
    requestChange(count == 1 ? .pop : .popTo, policy: policy, validate: nothingToRemove, completion) { _ in
      self.shown.removeLast(min(count, self.shown.count))
      self.didChange?()
    }
  }

  /// Replaces the whole path in one transition, as a deep link does.
  ///
  /// SwiftUI animates only the first of a pop and a push made in separate updates, so a deep link
  /// sets the path once instead of removing and appending. A path equal to the one shown is dropped
  /// as ``TransitionOutcome/DropReason/alreadyOnStack``.
  ///
  /// ```swift
  /// path.replace(with: [.inbox, .message(7)], policy: .enqueue)
  /// ```
  ///
  /// - Parameters:
  ///   - elements: The path to show.
  ///   - policy: What to do while the stack is busy.
  ///   - completion: Told the request's outcome, exactly once.
  public func replace(
    with elements: [Element],
    policy: TransitionPolicy = .dropIfBusy,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) {
    if elements == shown && waitingAppendNumber == 0 {
      completion?(.dropped(.alreadyOnStack))
      return
    }
    guard isDestinationRegistered || elements.isEmpty else {
      completion?(.dropped(.notInWindow))
      return
    }
    if let dropped = dropBeforeRequest(policy) {
      completion?(dropped)
      return
    }
    requestChange(.setStack, policy: policy, completion) { handle in
      guard self.shown != elements else {
        handle.finish()
        return
      }
      self.shown = elements
      self.didChange?()
    }
  }

  /// Hands a removal or a replacement that was not dropped at once to the serializer: `apply`
  /// changes the path when its turn comes.
  private func requestChange(
    _ kind: TransitionKind,
    policy: TransitionPolicy,
    validate: @escaping @MainActor () -> TransitionOutcome.DropReason? = { nil },
    _ completion: (@MainActor (TransitionOutcome) -> Void)?,
    apply: @escaping @MainActor (TransitionHandle) -> Void
  ) {
    let number = makeNumber()
    clearWaitingAppend(waitingAppendNumber)
    let ticket = serializer.request(kind, policy: policy, timeout: timeout, validate: validate) { handle in
      self.running = (number, handle)
      apply(handle)
    } completion: { outcome in
      self.requestEnded(number)
      completion?(outcome)
    }
    keepUntilEnded(ticket, number)
  }

  /// Ends the path's running transition: call it where UIKit says the push or pop is over, such as
  /// the navigation controller's `didShow`; `SerializedNavigationStack` does it where it finds the
  /// controller.
  ///
  /// - Returns: `false` when none of this path's transitions holds the stack.
  @discardableResult
  public func transitionFinished() -> Bool {
    guard let running else { return false }
    self.running = nil
    removedByRunningWrite = []
    return running.handle.finish()
  }

  // MARK: - What the platform reports

  /// An adapter found the `UINavigationController` the stack runs on and reports its transitions;
  /// `screens` counts the screens above the root, or is `nil` when the adapter cannot tell.
  package func platformReportsEnds(screens: (@MainActor () -> Int?)? = nil) {
    endsReportedByPlatform = true
    if let screens { platformScreenCount = screens }
  }

  /// UIKit began a transition of the stack (a coordinator appeared): one of the path's own carries
  /// on; any other (Back, a swipe, a link) holds the stack from now, so requests wait behind it.
  package func platformTransitionBegan(_ kind: TransitionKind, interactive: Bool) {
    awaitedCatchUpWrite = nil
    if let running, isHoldingWindow {
      if interactive { running.handle.interactionBegan() }
      return
    }
    guard let handle = serializer.beginHostTransition(kind) else { return }
    running = (makeNumber(), handle)
    if interactive { handle.interactionBegan() }
  }

  /// The user let go of an interactive transition; it completes or cancels by itself.
  package func platformInteractionEnded() {
    guard let running, isHoldingWindow else { return }
    running.handle.interactionEnded()
  }

  /// UIKit's transition of the stack ended, inside its callbacks, with `screens` screens above the
  /// root: the path is made to say what the screen shows (``ScreenReconciliation``), then the
  /// running transition ends, cancelled if the screen did not take it.
  package func platformTransitionEnded(cancelled: Bool, screens: Int) {
    let change = ScreenReconciliation.after(
      screens: screens, pathCount: shown.count, removedByRunningWrite: removedByRunningWrite)
    switch change {
    case .unchanged:
      break
    case .removeLast(let count):
      shown.removeLast(count)
      awaitedCatchUpWrite = shown
      didChange?()
    case .restore(let values):
      shown.append(contentsOf: values)
      didChange?()
    case .awaitWrite(let screens):
      shownByPlatform = screens
    }
    removedByRunningWrite = []
    guard let running else { return }
    self.running = nil
    let notTaken: Bool
    if case .removeLast = change { notTaken = true } else { notTaken = false }
    running.handle.finishHandingOff(cancelled: cancelled || notTaken)
  }

  /// A `SerializedNavigationStack` shows this path: appends are dropped as
  /// ``TransitionOutcome/DropReason/notInWindow`` until it is on screen.
  package func stackAdopted() {
    if stackPresence == .headless { stackPresence = .adoptedOffScreen }
  }

  package func stackAppeared() {
    stackPresence = .onScreen
  }

  /// The stack left the screen: what it holds is released and its waiting requests end as
  /// ``TransitionOutcome/DropReason/withdrawn``.
  package func stackLeftScreen() {
    guard stackPresence != .headless else { return }
    stackPresence = .adoptedOffScreen
    for ticket in openTickets.values.sorted(by: { $0.id < $1.id }) where serializer.running != ticket {
      serializer.cancel(ticket)
    }
    if let running {
      self.running = nil
      running.handle.finish()
    }
    removedByRunningWrite = []
  }

  // MARK: - Private

  /// Takes a write SwiftUI made to the path (a link tap, Back, a swipe, `dismiss`): the transition
  /// it started holds the stack if the stack was free, unless the write only catches up with one
  /// UIKit already ended.
  private func acceptWrittenBySwiftUI(_ newValue: [Element]) {
    if let awaited = awaitedCatchUpWrite, awaited == newValue {
      awaitedCatchUpWrite = nil
      return
    }
    guard let kind = PathChange.kind(from: shown, to: newValue) else { return }
    let old = shown
    shown = newValue
    let catchesUp = shownByPlatform == newValue.count
    shownByPlatform = nil
    if isHoldingWindow {
      if newValue.count < old.count, old.starts(with: newValue) {
        removedByRunningWrite = Array(old[newValue.count...]) + removedByRunningWrite
      }
    } else if !catchesUp && !serializer.isBusy && serializer.isHostReady {
      // Asked of a free stack, the request starts at once and holds it.
      let number = makeNumber()
      serializer.request(kind, timeout: timeout) { [weak self] handle in
        self?.running = (number, handle)
      } completion: { [weak self] _ in
        self?.requestEnded(number)
      }
      if newValue.count < old.count, old.starts(with: newValue) {
        removedByRunningWrite = Array(old[newValue.count...])
      }
    }
    didChange?()
  }

  /// Whether `value` is on top, or is the last append waiting for its turn.
  @inlinable
  func isOnTopOrOnItsWay(_ value: Element) -> Bool {
    if waitingAppendNumber != 0, let waitingAppendValue { return waitingAppendValue == value }
    return !shown.isEmpty && shown[shown.count - 1] == value
  }

  /// Whether one of this path's transitions still holds the stack (a timed-out one does not).
  private var isHoldingWindow: Bool {
    guard let running else { return false }
    return serializer.running == running.handle.ticket
  }

  /// The outcome of a request the serializer would drop at once, found before building it.
  ///
  /// A request made while the stack is handed over is dropped as busy, not taken as a follow-up.
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

  /// Keeps the ticket of request `number` until it ends, unless it ended already.
  private func keepUntilEnded(_ ticket: TransitionTicket, _ number: UInt64) {
    if lastEndedNumber != number { openTickets[number] = ticket }
  }

  private func requestEnded(_ number: UInt64) {
    if running?.number == number {
      running = nil
      removedByRunningWrite = []
    }
    lastEndedNumber = number
    openTickets[number] = nil
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
