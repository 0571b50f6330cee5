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

  @usableFromInline package let serializer: TransitionSerializer
  package let style: Style
  /// How long one of its transitions may hold the window unreported.
  package let timeout: Duration

  /// The item presented, or `nil`; only SwiftUI writes it, through the adapter's binding.
  public package(set) var item: Item? {
    get { shown }
    set { acceptWrittenBySwiftUI(newValue) }
  }

  /// Whether something is presented; SwiftUI writes `false` when the user closes it.
  package var isPresented: Bool {
    get { shown != nil }
    set { if !newValue { acceptWrittenBySwiftUI(nil) } }
  }

  /// Called after every change of ``item``, so that the view showing it renders again.
  package var didChange: (@MainActor () -> Void)?

  @usableFromInline var shown: Item?
  /// This presentation's request that has not started: queued, or waiting for another to close.
  private var waiting: Request? {
    didSet { waitingNumber = waiting?.number ?? 0 }
  }
  /// UIKit closed the presentation by itself (a swipe) and SwiftUI has yet to write its `nil`:
  /// until then the item counts as shown, and requests wait.
  private var isAwaitingSwiftUIsClose = false
  private var endsReportedByPlatform = false
  /// Whether UIKit shows a presentation from the view that carries this one, or `nil` if unknown.
  private var platformPresentsFromHost: (@MainActor () -> Bool?)?
  /// Why the running presentation did not happen on screen, for its completion.
  private var refusal: TransitionOutcome.DropReason?
  /// The serializer's ticket of the waiting request, once it was handed over.
  private var waitingTicket: TransitionTicket?
  /// This presentation's transition that holds the chain, and its request.
  @usableFromInline var running: (request: Request, handle: TransitionHandle)? {
    didSet { runningHandle = running?.handle }
  }
  @usableFromInline var waitingNumber: UInt64 = 0
  @usableFromInline var runningHandle: TransitionHandle?
  private var nextNumber: UInt64 = 0
  @usableFromInline let window: WindowPresentations
  /// The presentation this one is presented from, held so that its identity stays its own.
  private let presenter: AnyObject?
  /// The presentations this one is presented from, nearest first: they never make it wait.
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
    request(item, policy: policy, completion)
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
    request(nil, policy: policy, completion)
  }

  /// Presents `target`, or dismisses for `nil`: a request dropped at once builds nothing.
  @inlinable
  func request(_ target: Item?, policy: TransitionPolicy, _ completion: (@MainActor (TransitionOutcome) -> Void)?) {
    let decision = decide(target, policy: policy)
    if case .drop(let reason) = decision {
      completion?(.dropped(reason))
      return
    }
    carryOut(decision, target, policy: policy, completion)
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

  /// Stops a presentation modifier that needs another style: an alert must be a `.dialog`, a sheet
  /// a `.screen`.
  package func requireStyle(_ expected: Style, for modifier: String) {
    precondition(
      style == expected,
      "\(modifier) needs a SerializedPresentation created with the .\(expected) style, got .\(style)."
    )
  }

  // MARK: - Decision

  /// What a request to present `target` (dismiss for `nil`) does now, by
  /// ``PresentationRequestDecision/decide(_:policy:own:othersShown:serializerDrop:)``.
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

  @inlinable
  var ownRequests: PresentationRequestDecision.OwnRequests<Item> {
    if waitingNumber != 0 { return .waiting }
    if isHoldingWindow, let running { return .running(target: running.request.target) }
    return .settled(shown: shown)
  }

  /// Why the serializer would drop a request at once, found before building it.
  @inlinable
  func serializerDropReason(_ policy: TransitionPolicy) -> TransitionOutcome.DropReason? {
    if serializer.isHostGone { return .hostGone }
    // While the chain is handed over (a request from `onDismiss`), the request is a follow-up.
    if policy == .dropIfBusy && serializer.isHostReady && serializer.isBusy && !serializer.isHandingOff {
      return .busy
    }
    return nil
  }

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

  /// An adapter hosts the presentation in UIKit and reports when transitions end (never for a
  /// dialog, which has no content a probe can sit in).
  ///
  /// A presentation unreported at its timeout was refused by UIKit only when `presentsFromHost`
  /// says nothing is presented from its host: it then ends as
  /// ``TransitionOutcome/DropReason/presenterBusy`` and its binding goes back to `nil`.
  package func platformReportsEnds(presentsFromHost: (@MainActor () -> Bool?)? = nil) {
    endsReportedByPlatform = style == .screen
    if let presentsFromHost { platformPresentsFromHost = presentsFromHost }
  }

  /// UIKit finished presenting; the next request starts on the next turn.
  package func platformPresented() {
    guard let running, isHoldingWindow, running.request.target != nil else { return }
    endRunning(running)
  }

  /// UIKit finished dismissing the presentation, or SwiftUI ran `onDismiss`.
  ///
  /// A close the model did not ask for (a swipe) holds the chain until SwiftUI writes its `nil`; a
  /// report repeated meanwhile changes nothing.
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

  /// The view that carries the presentation went away: what it presents is gone, its transition
  /// ends, and its waiting request ends as ``TransitionOutcome/DropReason/withdrawn``.
  package func hostLeft() {
    if let waiting {
      if let waitingTicket, serializer.cancel(waitingTicket) {
        // The cancel told the completion.
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

  /// The latest state wins: the waiting request replaced ends as
  /// ``TransitionOutcome/DropReason/withdrawn``.
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
    // The closures hold the presentation until the request ends, so that its completion is told.
    waitingTicket = serializer.request(request.target == nil ? .dismiss : .present, policy: policy, timeout: timeout) {
      handle in
      guard let request = self.waiting, request.number == number else {
        handle.finish()
        return
      }
      self.waiting = nil
      self.waitingTicket = nil
      self.running = (request, handle)
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
          // Unreported, with nothing presented from its host: UIKit refused it.
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

  /// Takes a write SwiftUI made to the binding (the user closed the presentation): it ends a close
  /// UIKit reported, or starts a dismissal that holds the chain until it ends.
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
      // The dismissal animates after the write: the request starts at once and holds the chain.
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

  /// Whether one of this presentation's transitions still holds the window.
  @inlinable
  var isHoldingWindow: Bool {
    guard let runningHandle else { return false }
    return serializer.running == runningHandle.ticket
  }

  private func makeNumber() -> UInt64 {
    nextNumber += 1
    return nextNumber
  }

  /// Ends the running transition; from UIKit's callbacks, the next starts on the next turn.
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
