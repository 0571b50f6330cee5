/// A sheet, full-screen cover, popover, alert or confirmation dialog whose presentation and
/// dismissal are transitions of its presentation chain's ``TransitionSerializer``.
///
/// It owns the `item` binding the presentation modifier reads. A request while the window runs
/// another transition waits or is dropped by its ``TransitionPolicy``; requests to the same
/// presentation replace each other, the latest winning; a sheet waits for, or is dropped by, another
/// presentation of the window that is up (``TransitionOutcome/DropReason/presenterBusy``), and
/// always waits for an alert or dialog to close. Presenting what is shown is dropped as
/// ``TransitionOutcome/DropReason/alreadyPresented`` and dismissing nothing as
/// ``TransitionOutcome/DropReason/nothingToDismiss``, so a double tap acts once.
///
/// ```swift
/// let settings = SerializedPresentation<Bool>(.screen, serializer: windowSerializer)
/// settings.present(true)
/// ```
///
/// A transition ends when UIKit reports it, through the `serialized…` modifiers; where they find
/// no presented controller, at ``transitionFinished()`` or the `timeout`. What SwiftUI writes
/// itself when the user closes a presentation is taken, never fought
/// (<doc:SerializingSwiftUINavigation>).
@MainActor
public final class SerializedPresentation<Item: Hashable> {
  /// How the presentation closes itself.
  public enum Style: Hashable, Sendable {
    /// A sheet, full-screen cover or popover: the user swipes it away, or the app dismisses it.
    case screen
    /// An alert or confirmation dialog: any of its actions closes it.
    case dialog
  }

  @usableFromInline
  struct Request {
    var number: UInt64
    @usableFromInline var target: Item?
    var completion: (@MainActor (TransitionOutcome) -> Void)?
  }

  /// The window's serializer.
  @usableFromInline package let serializer: TransitionSerializer
  /// How the presentation closes itself.
  package let style: Style
  /// How long one of its transitions, or a dialog's dismissal SwiftUI started, may hold the window
  /// without ``transitionFinished()``.
  package let timeout: Duration

  /// The item presented, or `nil`; only SwiftUI writes it, through the adapter's binding.
  public package(set) var item: Item? {
    get { shown }
    set { acceptWrittenBySwiftUI(newValue) }
  }

  /// Whether something is presented; SwiftUI writes `false` through the adapter's binding when the
  /// user closes the presentation.
  package var isPresented: Bool {
    get { shown != nil }
    set { if !newValue { acceptWrittenBySwiftUI(nil) } }
  }

  /// Called after every change of ``item``, so that the view showing it renders again.
  package var didChange: (@MainActor () -> Void)?

  // The state a request's decision reads is usable from inlinable code, so that the decision is
  // specialized for the app's item type where the app calls it.
  @usableFromInline var shown: Item?
  /// This presentation's request that has not started: queued in the serializer, or waiting for
  /// another presentation to close.
  private var waiting: Request? {
    didSet { waitingNumber = waiting?.number ?? 0 }
  }
  /// UIKit closed the presentation by itself (the user swiped it away) and SwiftUI has yet to write
  /// its `nil`: until then the item still counts as shown, and requests wait.
  private var isAwaitingSwiftUIsClose = false
  /// Whether an adapter found the presented controller and reports its transitions' ends.
  private var endsReportedByPlatform = false
  /// Whether UIKit shows a presentation from the view that carries this one, or `nil` when the
  /// adapter cannot tell.
  private var platformPresentsFromHost: (@MainActor () -> Bool?)?
  /// Why the running presentation did not happen on screen, for its completion.
  private var refusal: TransitionOutcome.DropReason?
  /// The serializer's ticket of the waiting request, once it was handed over.
  private var waitingTicket: TransitionTicket?
  /// This presentation's transition that holds the chain, and its request.
  @usableFromInline var running: (request: Request, handle: TransitionHandle)? {
    didSet { runningHandle = running?.handle }
  }
  // Copies of what the checks every request makes need, kept in non-generic types: read without
  // the generic request, a dropped request costs no generic type lookups.
  @usableFromInline var waitingNumber: UInt64 = 0
  @usableFromInline var runningHandle: TransitionHandle?
  private var nextNumber: UInt64 = 0
  @usableFromInline let window: WindowPresentations
  /// The presentation this one is presented from, held so that its identity stays its own.
  private let presenter: AnyObject?
  /// The presentations this one is presented from, nearest first: up while it presents, they never
  /// make it wait.
  @usableFromInline let presenters: [ObjectIdentifier]

  /// Creates a presentation with nothing presented.
  ///
  /// - Parameters:
  ///   - style: How the presentation closes itself.
  ///   - serializer: The window's serializer.
  ///   - timeout: How long a transition may hold the window without ``transitionFinished()``
  ///     (default 1 s, longer than a standard presentation).
  /// - Precondition: `timeout` is greater than zero and at most 60 seconds.
  public init(_ style: Style, serializer: TransitionSerializer, timeout: Duration = .seconds(1)) {
    TransitionSerializer.requireSafetyTimeout(timeout, named: "SerializedPresentation.timeout")
    self.style = style
    self.serializer = serializer
    self.timeout = timeout
    self.window = WindowPresentations.of(serializer)
    self.presenter = nil
    self.presenters = []
  }

  /// Creates a presentation shown from inside `presenter`'s content: a sheet that the sheet
  /// `presenter` shows presents from it, so it does not wait for `presenter` to close.
  ///
  /// It shares `presenter`'s window and serializer, and waits for, or is dropped by, the window's
  /// other presentations as a root presentation is.
  ///
  /// ```swift
  /// import ControlThrottle
  /// import ControlThrottleSwiftUI
  /// import SwiftUI
  ///
  /// struct Draft: Identifiable, Hashable { let id: Int }
  ///
  /// struct ComposeScreen: View {
  ///   @State private var compose: SerializedPresentation<Draft>
  ///   @State private var photoPicker: SerializedPresentation<Bool>
  ///
  ///   init(serializer: TransitionSerializer) {
  ///     let compose = SerializedPresentation<Draft>(.screen, serializer: serializer)
  ///     _compose = State(initialValue: compose)
  ///     _photoPicker = State(initialValue: SerializedPresentation(.screen, over: compose))
  ///   }
  ///
  ///   var body: some View {
  ///     Button("Compose") { compose.present(Draft(id: 1)) }
  ///       .serializedSheet(compose) { _ in
  ///         Button("Add photo") { photoPicker.present(true) }
  ///           .serializedSheet(photoPicker) { Text("Photos") }
  ///       }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - style: How the presentation closes itself.
  ///   - presenter: The presentation whose content presents this one.
  ///   - timeout: How long a transition may hold the window without ``transitionFinished()``
  ///     (default 1 s, longer than a standard presentation).
  /// - Precondition: `timeout` is greater than zero and at most 60 seconds.
  public init(_ style: Style, over presenter: SerializedPresentation<some Hashable>, timeout: Duration = .seconds(1)) {
    TransitionSerializer.requireSafetyTimeout(timeout, named: "SerializedPresentation.timeout")
    self.style = style
    self.serializer = presenter.serializer
    self.timeout = timeout
    self.window = presenter.window
    self.presenter = presenter
    self.presenters = [ObjectIdentifier(presenter)] + presenter.presenters
  }

  // MARK: - Requests

  /// Presents `item` when the window is free.
  ///
  /// - Parameters:
  ///   - item: What to present.
  ///   - policy: What to do while the window is busy or another presentation is up.
  ///   - completion: Told the request's outcome, exactly once.
  @inlinable
  public func present(
    _ item: Item,
    policy: TransitionPolicy = .dropIfBusy,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) {
    let decision = decide(item, policy: policy)
    if case .drop(let reason) = decision {
      completion?(.dropped(reason))
      return
    }
    carryOut(decision, item, policy: policy, completion)
  }

  /// Dismisses what is presented when the window is free.
  ///
  /// - Parameters:
  ///   - policy: What to do while the window is busy.
  ///   - completion: Told the request's outcome, exactly once.
  @inlinable
  public func dismiss(
    policy: TransitionPolicy = .dropIfBusy,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) {
    let decision = decide(nil, policy: policy)
    if case .drop(let reason) = decision {
      completion?(.dropped(reason))
      return
    }
    carryOut(decision, nil, policy: policy, completion)
  }

  /// Ends the presentation's running transition: call it where UIKit says it is over, such as a
  /// presentation's completion.
  ///
  /// - Returns: `false` when none of this presentation's transitions holds the window.
  @discardableResult
  public func transitionFinished() -> Bool {
    guard let running else { return false }
    return running.handle.finish()
  }

  /// Stops a presentation modifier that needs another style: an alert must be a `.dialog` (its
  /// actions close it) and a sheet a `.screen`, or the rules for what SwiftUI writes would not hold.
  package func requireStyle(_ expected: Style, for modifier: String) {
    precondition(
      style == expected,
      "\(modifier) needs a SerializedPresentation created with the .\(expected) style, got .\(style)."
    )
  }

  // MARK: - Decision

  /// What a request to present `target`, or to dismiss when `target` is `nil`, does now: the
  /// rules of ``PresentationRequestDecision/decide(_:policy:own:othersShown:serializerDrop:)``
  /// applied to this presentation's state.
  @inlinable
  func decide(_ target: Item?, policy: TransitionPolicy) -> PresentationRequestDecision {
    PresentationRequestDecision.decide(
      target,
      policy: policy,
      own: ownRequests,
      othersShown: { window.shownOtherThan(self, presenters: presenters) },
      serializerDrop: { serializerDropReason(policy) }
    )
  }

  /// Where this presentation's own requests stand.
  @inlinable
  var ownRequests: PresentationRequestDecision.OwnRequests<Item> {
    if waitingNumber != 0 { return .waiting }
    if isHoldingWindow, let running { return .running(target: running.request.target) }
    return .settled(shown: shown)
  }

  /// Why the serializer would drop a request at once, found without building the request so that
  /// a dropped request allocates nothing.
  @inlinable
  func serializerDropReason(_ policy: TransitionPolicy) -> TransitionOutcome.DropReason? {
    if serializer.isHostGone { return .hostGone }
    // While the chain is handed over after UIKit ended a transition (a request from `onDismiss`,
    // say), the serializer takes the request as that transition's follow-up.
    if policy == .dropIfBusy && serializer.isHostReady && serializer.isBusy && !serializer.isHandingOff {
      return .busy
    }
    return nil
  }

  /// Does what ``decide(_:policy:)`` decided for a request that was not dropped.
  @usableFromInline
  func carryOut(
    _ decision: PresentationRequestDecision,
    _ target: Item?,
    policy: TransitionPolicy,
    _ completion: (@MainActor (TransitionOutcome) -> Void)?
  ) {
    switch decision {
    case .drop(let reason):
      completion?(.dropped(reason))
    case .replaceWaiting:
      replaceWaiting(with: target, completion)
    case .waitForOwnTransition:
      // The app changed its mind while its own transition runs: queued whatever the policy.
      waiting = Request(number: makeNumber(), target: target, completion: completion)
      submitWaiting(policy: .enqueue)
    case .waitForOtherPresentation:
      waiting = Request(number: makeNumber(), target: target, completion: completion)
      window.wait(self) { [weak self] in self?.submitWaiting(policy: .enqueue) }
    case .request:
      waiting = Request(number: makeNumber(), target: target, completion: completion)
      submitWaiting(policy: policy)
    }
  }

  // MARK: - What the platform reports

  /// An adapter hosts the presentation in UIKit and reports when transitions end: a write of `nil`
  /// then starts a dismissal that holds the chain until UIKit reports it over.
  ///
  /// A presentation that reaches its timeout unreported was refused by UIKit only when the adapter
  /// says nothing is presented from its host: its binding goes back to `nil` and it ends as
  /// ``TransitionOutcome/DropReason/presenterBusy``, so that the next request can present it. A
  /// timeout alone is no evidence, as a presentation may be slower than it.
  ///
  /// An alert or dialog has no content a probe can sit in, so its ends are never reported: it keeps
  /// the safety timeout.
  ///
  /// - Parameter presentsFromHost: Whether UIKit shows a presentation from the view that carries
  ///   this one, or `nil` when the adapter cannot tell.
  package func platformReportsEnds(presentsFromHost: (@MainActor () -> Bool?)? = nil) {
    endsReportedByPlatform = style == .screen
    if let presentsFromHost { platformPresentsFromHost = presentsFromHost }
  }

  /// UIKit finished presenting: the running presentation ends, and the next request starts on the
  /// next turn.
  package func platformPresented() {
    guard let running, isHoldingWindow, running.request.target != nil else { return }
    endRunning(running)
  }

  /// UIKit finished dismissing the presentation (the dismissal's end, or
  /// `presentationControllerDidDismiss` after a swipe), or SwiftUI ran `onDismiss`.
  ///
  /// The running dismissal ends. A close the model did not ask for — the user swiped the sheet
  /// away — holds the chain until SwiftUI writes its `nil`, which comes later: requests to present
  /// wait for that write rather than being dropped, and the write closes nothing they present.
  ///
  /// UIKit and SwiftUI may report one dismissal more than once (the coordinator's completion,
  /// `viewDidDisappear`, `onDismiss`): a report repeated while the swipe waits for SwiftUI's write
  /// changes nothing, as only that write ends the hold.
  package func platformDismissed() {
    guard !isAwaitingSwiftUIsClose else { return }
    if let running, isHoldingWindow, running.request.target == nil {
      endRunning(running)
      return
    }
    guard shown != nil, !isHoldingWindow else { return }
    isAwaitingSwiftUIsClose = true
    window.closing(self)
    if let handle = serializer.beginHostTransition(.dismiss) {
      running = (Request(number: makeNumber(), target: nil, completion: nil), handle)
    }
  }

  /// The view that carries the presentation went away: its screen was popped, or the sheet it sits
  /// in closed.
  ///
  /// What is presented is gone with it, the transition it holds ends, and its waiting request ends
  /// as ``TransitionOutcome/DropReason/withdrawn``. Nothing it showed keeps the
  /// window's other presentations waiting.
  package func hostLeft() {
    if let waiting {
      if let waitingTicket, serializer.cancel(waitingTicket) {
        // The serializer's cancel told the completion.
      } else {
        self.waiting = nil
        self.waitingTicket = nil
        waiting.completion?(.dropped(.withdrawn))
      }
    }
    isAwaitingSwiftUIsClose = false
    if let running, isHoldingWindow {
      endRunning(running, handingOff: false)
    }
    running = nil
    if shown != nil { show(nil) }
  }

  // MARK: - Private

  /// The latest state wins: a request made while another of this presentation's waits takes its
  /// place, and the one replaced ends as ``TransitionOutcome/DropReason/withdrawn``.
  private func replaceWaiting(
    with target: Item?,
    _ completion: (@MainActor (TransitionOutcome) -> Void)?
  ) {
    guard var request = waiting else { return }
    let replaced = request.completion
    request.target = target
    request.completion = completion
    waiting = request
    replaced?(.dropped(.withdrawn))
  }

  /// Hands the waiting request to the serializer; what it does is read when its turn comes.
  private func submitWaiting(policy: TransitionPolicy) {
    guard let request = waiting else { return }
    let number = request.number
    // The closures hold the presentation until the request ends, so that its completion is always
    // told; a weak capture would also cost an allocation per request for its box.
    waitingTicket = serializer.request(request.target == nil ? .dismiss : .present, policy: policy, timeout: timeout) {
      handle in
      guard let request = self.waiting, request.number == number else {
        handle.finish()
        return
      }
      self.waiting = nil
      self.waitingTicket = nil
      self.running = (request, handle)
      // The latest state may be what is on screen already: nothing to do.
      guard request.target != self.shown else {
        handle.finish()
        return
      }
      self.show(request.target)
    } completion: { outcome in
      if let running = self.running, running.request.number == number {
        self.running = nil
        if case .timedOut = outcome, running.request.target != nil, self.endsReportedByPlatform,
          self.platformPresentsFromHost?() == false
        {
          // Unreported at its timeout, with nothing presented from its host: UIKit refused it (it
          // logs and ignores the request), and nothing is on screen.
          self.refusal = .presenterBusy
          self.show(nil)
        }
        running.request.completion?(self.takeRefusal().map { .dropped($0) } ?? outcome)
      } else if let waiting = self.waiting, waiting.number == number {
        self.waiting = nil
        self.waitingTicket = nil
        waiting.completion?(outcome)
      }
    }
  }

  /// Takes a write SwiftUI made to the binding: the user closed the presentation.
  ///
  /// After UIKit reported the presentation closed (a swiped sheet), the write ends that close and
  /// what waited for it starts on the next turn. Otherwise a dialog's write, and a sheet's where
  /// UIKit reports the dismissal's end, starts a dismissal that holds the chain until it ends.
  private func acceptWrittenBySwiftUI(_ newValue: Item?) {
    guard newValue != shown else { return }
    if newValue == nil && isAwaitingSwiftUIsClose {
      isAwaitingSwiftUIsClose = false
      if let running, isHoldingWindow, running.request.target == nil {
        endRunning(running)
      }
    } else if newValue == nil, style == .dialog || endsReportedByPlatform, !isHoldingWindow, !serializer.isBusy,
      serializer.isHostReady
    {
      // The dismissal animates after the write: asked of a free chain, the request starts at once
      // and holds it, and requests made meanwhile wait behind it.
      let number = makeNumber()
      serializer.request(.dismiss, timeout: timeout) { [weak self] handle in
        self?.running = (Request(number: number, target: nil, completion: nil), handle)
      } completion: { [weak self] _ in
        guard let self, let running = self.running, running.request.number == number else { return }
        self.running = nil
      }
    }
    show(newValue)
  }

  private func show(_ target: Item?) {
    shown = target
    if target == nil {
      window.closed(self)
    } else {
      window.showing(self, isDialog: style == .dialog)
    }
    didChange?()
  }

  /// Whether one of this presentation's transitions still holds the window (a timed-out one does
  /// not).
  @inlinable
  var isHoldingWindow: Bool {
    guard let runningHandle else { return false }
    return serializer.running == runningHandle.ticket
  }

  private func makeNumber() -> UInt64 {
    nextNumber += 1
    return nextNumber
  }

  /// Ends the running transition, whose request's completion hears the outcome.
  ///
  /// UIKit's reports come from inside its own callbacks, so the next transition starts on the next
  /// turn.
  private func endRunning(_ running: (request: Request, handle: TransitionHandle), handingOff: Bool = true) {
    if handingOff {
      running.handle.finishHandingOff()
    } else {
      running.handle.finish()
    }
    if self.running?.request.number == running.request.number { self.running = nil }
  }

  private func takeRefusal() -> TransitionOutcome.DropReason? {
    defer { refusal = nil }
    return refusal
  }
}
