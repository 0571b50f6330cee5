public import ControlThrottle

/// A headless navigation stack whose transitions go through a
/// ``ControlThrottle/TransitionSerializer``.
///
/// It behaves like a `UINavigationController` in a window — the stack changes when a transition
/// starts, an animated transition finishes after ``animationDuration`` on the scheduler, a
/// non-animated one at once — so the serializer's rules can be tested and demonstrated without
/// UIKit.
///
/// It is a test double: production code navigates through the core (a SwiftUI app through
/// ``ControlThrottle/SerializedNavigationPath``) and reaches it through an abstraction a test can
/// fill with this model, as the example client's checkout flow does.
///
/// Every request's `completion` is told its ``ControlThrottle/TransitionOutcome`` exactly once, as
/// the serializer promises. To await it instead, name the operation to
/// ``perform(_:animated:policy:)``, as the serializer's own
/// ``ControlThrottle/TransitionSerializer/perform(_:policy:timeout:validate:start:)`` awaits a
/// request: `let outcome = await navigation.perform(.push(.details(id: 1)))`.
///
/// Screens are any `Hashable` route, such as an app's own route enum:
///
/// ```swift
/// enum Route: Hashable { case home, details(id: Int) }
/// let navigation = NavigationStackModel(root: Route.home, scheduler: scheduler)
/// navigation.push(.details(id: 1))
/// navigation.push(.details(id: 1))  // dropped: the first push still animates
/// scheduler.advance(by: .milliseconds(350))
/// #expect(navigation.stack == [.home, .details(id: 1)])
/// ```
@MainActor
public final class NavigationStackModel<Route: Hashable> {
  /// The serializer all transitions go through.
  public let serializer: TransitionSerializer
  /// The screens, root first.
  public private(set) var stack: [Route]
  /// The screen presented modally over the stack, if any.
  public private(set) var presented: Route?
  /// How long an animated transition takes.
  public var animationDuration: Duration = .milliseconds(350)
  /// When `true`, animated transitions never signal that they finished, as when a did-show
  /// callback is lost; the serializer's timeout must release the host.
  package var losesFinishSignals = false

  private let scheduler: any Scheduler
  private var interactivePop: TransitionHandle?

  /// Creates a stack with one screen.
  ///
  /// - Parameters:
  ///   - root: The root screen.
  ///   - scheduler: Times animations and the serializer's timeout.
  ///   - timeout: The serializer's safety timeout.
  ///   - isInWindow: `false` models a cold start: transitions wait until ``serializer``'s host
  ///     is reported ready.
  public init(root: Route, scheduler: any Scheduler, timeout: Duration = .seconds(3), isInWindow: Bool = true) {
    self.stack = [root]
    self.scheduler = scheduler
    self.serializer = TransitionSerializer(scheduler: scheduler, timeout: timeout, isHostReady: isInWindow)
  }

  /// Pushes `screen`.
  @discardableResult
  public func push(
    _ screen: Route,
    animated: Bool = true,
    policy: TransitionPolicy = .dropIfBusy,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    transition(.push, animated: animated, policy: policy, completion: completion) { $0.stack.append(screen) }
  }

  /// Pops the top screen; when its turn comes with only the root left, it is dropped as
  /// ``ControlThrottle/TransitionOutcome/DropReason/targetGone``.
  @discardableResult
  public func pop(
    animated: Bool = true,
    policy: TransitionPolicy = .dropIfBusy,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    transition(.pop, animated: animated, policy: policy, completion: completion) {
      $0.stack.count > 1 ? nil : .targetGone
    } change: {
      $0.stack.removeLast()
    }
  }

  /// Pops to `screen`; dropped as ``ControlThrottle/TransitionOutcome/DropReason/targetGone`` if
  /// it is no longer on the stack when its turn comes.
  @discardableResult
  public func pop(
    to screen: Route,
    animated: Bool = true,
    policy: TransitionPolicy = .dropIfBusy,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    transition(.popTo, animated: animated, policy: policy, completion: completion) {
      $0.stack.contains(screen) ? nil : .targetGone
    } change: {
      if let index = $0.stack.lastIndex(of: screen) { $0.stack.removeSubrange((index + 1)...) }
    }
  }

  /// Pops to the root screen.
  @discardableResult
  public func popToRoot(
    animated: Bool = true,
    policy: TransitionPolicy = .dropIfBusy,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    transition(.popToRoot, animated: animated, policy: policy, completion: completion) {
      $0.stack.removeSubrange(1...)
    }
  }

  /// Replaces the stack.
  ///
  /// - Precondition: `screens` is not empty.
  @discardableResult
  public func setStack(
    _ screens: [Route],
    animated: Bool = true,
    policy: TransitionPolicy = .dropIfBusy,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    precondition(!screens.isEmpty, "NavigationStackModel.setStack needs at least a root screen.")
    return transition(.setStack, animated: animated, policy: policy, completion: completion) { $0.stack = screens }
  }

  /// Presents `screen` modally; dropped as
  /// ``ControlThrottle/TransitionOutcome/DropReason/presenterBusy`` if another is presented when its
  /// turn comes, as UIKit would refuse it.
  @discardableResult
  public func present(
    _ screen: Route,
    animated: Bool = true,
    policy: TransitionPolicy = .dropIfBusy,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    transition(.present, animated: animated, policy: policy, completion: completion) {
      $0.presented == nil ? nil : .presenterBusy
    } change: {
      $0.presented = screen
    }
  }

  /// Dismisses the presented screen; dropped as
  /// ``ControlThrottle/TransitionOutcome/DropReason/nothingToDismiss`` if none is presented when its
  /// turn comes.
  @discardableResult
  public func dismiss(
    animated: Bool = true,
    policy: TransitionPolicy = .dropIfBusy,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    transition(.dismiss, animated: animated, policy: policy, completion: completion) {
      $0.presented == nil ? .nothingToDismiss : nil
    } change: {
      $0.presented = nil
    }
  }

  /// A change of the stack, named so that it can be awaited with ``perform(_:animated:policy:)``.
  public enum Operation: Hashable {
    /// ``NavigationStackModel/push(_:animated:policy:completion:)``.
    case push(Route)
    /// ``NavigationStackModel/pop(animated:policy:completion:)``.
    case pop
    /// ``NavigationStackModel/pop(to:animated:policy:completion:)``.
    case popTo(Route)
    /// ``NavigationStackModel/popToRoot(animated:policy:completion:)``.
    case popToRoot
    /// ``NavigationStackModel/setStack(_:animated:policy:completion:)``.
    case setStack([Route])
    /// ``NavigationStackModel/present(_:animated:policy:completion:)``.
    case present(Route)
    /// ``NavigationStackModel/dismiss(animated:policy:completion:)``.
    case dismiss
  }

  /// Requests `operation` and waits for its outcome.
  ///
  /// The same as the operation's own method with a `completion`, awaited. Cancelling the awaiting
  /// task cancels the request while it waits in the queue; a transition that already started runs
  /// to its outcome. An animated transition finishes on the scheduler, so a test on the virtual
  /// clock moves time while it waits:
  ///
  /// ```swift
  /// let push = Task { await navigation.perform(.push(.details(id: 1))) }
  /// await clock.drive(by: .milliseconds(350))
  /// #expect(try await clock.outcome { await push.value } == .finished(waited: false))
  /// ```
  ///
  /// - Parameters:
  ///   - operation: The change to make.
  ///   - animated: Whether it animates (finishing after ``animationDuration``).
  ///   - policy: What happens when another transition holds the serializer.
  /// - Returns: The request's outcome.
  /// - Precondition: For ``Operation/setStack(_:)``, the screens are not empty.
  public func perform(
    _ operation: Operation,
    animated: Bool = true,
    policy: TransitionPolicy = .dropIfBusy
  ) async -> TransitionOutcome {
    let relay = TransitionCancellationRelay()
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<TransitionOutcome, Never>) in
        let ticket = request(operation, animated: animated, policy: policy) { outcome in
          continuation.resume(returning: outcome)
        }
        if relay.awaitCancellation(of: ticket) { serializer.cancel(ticket) }
      }
    } onCancel: {
      if let ticket = relay.cancel() {
        Task { @MainActor in self.serializer.cancel(ticket) }
      }
    }
  }

  /// Requests `operation` through its own method.
  private func request(
    _ operation: Operation,
    animated: Bool,
    policy: TransitionPolicy,
    completion: @escaping @MainActor (TransitionOutcome) -> Void
  ) -> TransitionTicket {
    switch operation {
    case .push(let screen): push(screen, animated: animated, policy: policy, completion: completion)
    case .pop: pop(animated: animated, policy: policy, completion: completion)
    case .popTo(let screen): pop(to: screen, animated: animated, policy: policy, completion: completion)
    case .popToRoot: popToRoot(animated: animated, policy: policy, completion: completion)
    case .setStack(let screens): setStack(screens, animated: animated, policy: policy, completion: completion)
    case .present(let screen): present(screen, animated: animated, policy: policy, completion: completion)
    case .dismiss: dismiss(animated: animated, policy: policy, completion: completion)
    }
  }

  /// Starts an interactive pop (an edge swipe); end it with ``endInteractivePop(completed:)``.
  ///
  /// While the finger drives it, the serializer's safety timeout waits (bounded by 60 seconds from
  /// the pop's start), as it does for UIKit's interactive pop.
  @discardableResult
  public func beginInteractivePop(completion: (@MainActor (TransitionOutcome) -> Void)? = nil) -> TransitionTicket {
    serializer.request(.pop) { [weak self] in
      guard let self else { return .hostGone }
      return self.stack.count > 1 ? nil : .targetGone
    } start: { [weak self] handle in
      self?.interactivePop = handle
      handle.interactionBegan()
    } completion: {
      completion?($0)
    }
  }

  /// Ends the interactive pop: `completed` pops the screen, otherwise the swipe was abandoned and
  /// the stack is unchanged; either way the host is released.
  ///
  /// - Returns: `false`, changing nothing, when no interactive pop is running: none began, it
  ///   already ended, or it timed out (the stack may have moved on since).
  @discardableResult
  public func endInteractivePop(completed: Bool) -> Bool {
    guard let handle = interactivePop else { return false }
    interactivePop = nil
    guard serializer.running == handle.ticket else { return false }
    if completed { stack.removeLast() }
    return handle.finish(cancelled: !completed)
  }

  /// Requests a transition that applies `change` when it starts and finishes like UIKit would.
  private func transition(
    _ kind: TransitionKind,
    animated: Bool,
    policy: TransitionPolicy,
    completion: (@MainActor (TransitionOutcome) -> Void)?,
    validate: @escaping @MainActor (NavigationStackModel) -> TransitionOutcome.DropReason? = { _ in nil },
    change: @escaping @MainActor (NavigationStackModel) -> Void
  ) -> TransitionTicket {
    serializer.request(kind, policy: policy) { [weak self] in
      guard let self else { return .hostGone }
      return validate(self)
    } start: { [weak self] handle in
      guard let self else { return }
      change(self)
      self.finish(handle, animated: animated)
    } completion: {
      completion?($0)
    }
  }

  private func finish(_ handle: TransitionHandle, animated: Bool) {
    guard animated else {
      handle.finish()
      return
    }
    guard !losesFinishSignals else { return }
    scheduler.schedule(at: scheduler.now.advanced(by: animationDuration)) { handle.finish() }
  }
}

extension NavigationStackModel.Operation: Sendable where Route: Sendable {}
