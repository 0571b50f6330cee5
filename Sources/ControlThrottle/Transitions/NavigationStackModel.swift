public import Foundation

/// A headless navigation stack whose transitions go through a ``TransitionSerializer``.
///
/// It behaves like a `UINavigationController` in a window — the stack changes when a transition
/// starts, an animated transition finishes after ``animationDuration`` on the scheduler, a
/// non-animated one at once — so the serializer's rules can be tested and demonstrated without
/// UIKit.
///
/// ```swift
/// let navigation = NavigationStackModel(root: "Home", scheduler: scheduler)
/// navigation.push("Details")
/// navigation.push("Details")  // dropped: the first push still animates
/// scheduler.advance(by: 0.35)
/// #expect(navigation.stack == ["Home", "Details"])
/// ```
@MainActor
public final class NavigationStackModel {
  /// The serializer all transitions go through.
  public let serializer: TransitionSerializer
  /// The screens, root first.
  public private(set) var stack: [String]
  /// The screen presented modally over the stack, if any.
  public private(set) var presented: String?
  /// How long an animated transition takes, in seconds.
  public var animationDuration: TimeInterval = 0.35
  /// When `true`, animated transitions never signal that they finished, as when a did-show
  /// callback is lost; the serializer's timeout must release the host.
  public var losesFinishSignals = false

  private let scheduler: any Scheduler
  private var interactivePop: TransitionHandle?

  /// Creates a stack with one screen.
  ///
  /// - Parameters:
  ///   - root: The root screen.
  ///   - scheduler: Times animations and the serializer's timeout.
  ///   - timeout: The serializer's safety timeout, in seconds.
  ///   - isInWindow: `false` models a cold start: transitions wait for ``serializer``'s
  ///     ``TransitionSerializer/hostBecameReady()``.
  public init(root: String, scheduler: any Scheduler, timeout: TimeInterval = 3, isInWindow: Bool = true) {
    self.stack = [root]
    self.scheduler = scheduler
    self.serializer = TransitionSerializer(scheduler: scheduler, timeout: timeout, isHostReady: isInWindow)
  }

  /// Pushes `screen`.
  @discardableResult
  public func push(
    _ screen: String,
    animated: Bool = true,
    policy: TransitionPolicy = .dropIfBusy,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    transition(.push, animated: animated, policy: policy, completion: completion) { $0.stack.append(screen) }
  }

  /// Pops the top screen; when its turn comes with only the root left, it is dropped as
  /// ``TransitionOutcome/DropReason/targetGone``.
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

  /// Pops to `screen`; dropped as ``TransitionOutcome/DropReason/targetGone`` if it is no longer
  /// on the stack when its turn comes.
  @discardableResult
  public func pop(
    to screen: String,
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
    _ screens: [String],
    animated: Bool = true,
    policy: TransitionPolicy = .dropIfBusy,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    precondition(!screens.isEmpty, "NavigationStackModel.setStack needs at least a root screen.")
    return transition(.setStack, animated: animated, policy: policy, completion: completion) { $0.stack = screens }
  }

  /// Presents `screen` modally; dropped as ``TransitionOutcome/DropReason/busy`` if another is
  /// presented when its turn comes.
  @discardableResult
  public func present(
    _ screen: String,
    animated: Bool = true,
    policy: TransitionPolicy = .dropIfBusy,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    transition(.present, animated: animated, policy: policy, completion: completion) {
      $0.presented == nil ? nil : .busy
    } change: {
      $0.presented = screen
    }
  }

  /// Dismisses the presented screen; dropped as ``TransitionOutcome/DropReason/targetGone`` if
  /// none is presented when its turn comes.
  @discardableResult
  public func dismiss(
    animated: Bool = true,
    policy: TransitionPolicy = .dropIfBusy,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    transition(.dismiss, animated: animated, policy: policy, completion: completion) {
      $0.presented == nil ? .targetGone : nil
    } change: {
      $0.presented = nil
    }
  }

  /// Starts an interactive pop (an edge swipe); end it with ``endInteractivePop(completed:)``.
  @discardableResult
  public func beginInteractivePop(completion: (@MainActor (TransitionOutcome) -> Void)? = nil) -> TransitionTicket {
    serializer.request(.pop) { [weak self] in
      (self?.stack.count ?? 0) > 1 ? nil : .targetGone
    } start: { [weak self] handle in
      self?.interactivePop = handle
    } completion: {
      completion?($0)
    }
  }

  /// Ends the interactive pop: `completed` pops the screen, otherwise the swipe was abandoned and
  /// the stack is unchanged; either way the host is released.
  public func endInteractivePop(completed: Bool) {
    guard let handle = interactivePop else { return }
    interactivePop = nil
    if completed { stack.removeLast() }
    handle.finish(cancelled: !completed)
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
      self.map(validate) ?? .hostGone
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
