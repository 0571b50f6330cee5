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
    serializer.request(.push, policy: policy) { [weak self] handle in
      self?.stack.append(screen)
      self?.finish(handle, animated: animated)
    } completion: {
      completion?($0)
    }
  }

  /// Pops the top screen; when its turn comes with only the root left, it is dropped as
  /// ``TransitionOutcome/DropReason/targetGone``.
  @discardableResult
  public func pop(
    animated: Bool = true,
    policy: TransitionPolicy = .dropIfBusy,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    serializer.request(.pop, policy: policy) { [weak self] in
      (self?.stack.count ?? 0) > 1 ? nil : .targetGone
    } start: { [weak self] handle in
      self?.stack.removeLast()
      self?.finish(handle, animated: animated)
    } completion: {
      completion?($0)
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
    serializer.request(.popTo, policy: policy) { [weak self] in
      self?.stack.contains(screen) == true ? nil : .targetGone
    } start: { [weak self] handle in
      if let self, let index = self.stack.lastIndex(of: screen) {
        self.stack.removeSubrange((index + 1)...)
      }
      self?.finish(handle, animated: animated)
    } completion: {
      completion?($0)
    }
  }

  /// Pops to the root screen.
  @discardableResult
  public func popToRoot(
    animated: Bool = true,
    policy: TransitionPolicy = .dropIfBusy,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    serializer.request(.popToRoot, policy: policy) { [weak self] handle in
      if let self { self.stack.removeSubrange(1...) }
      self?.finish(handle, animated: animated)
    } completion: {
      completion?($0)
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
    return serializer.request(.setStack, policy: policy) { [weak self] handle in
      self?.stack = screens
      self?.finish(handle, animated: animated)
    } completion: {
      completion?($0)
    }
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
    serializer.request(.present, policy: policy) { [weak self] in
      self?.presented == nil ? nil : .busy
    } start: { [weak self] handle in
      self?.presented = screen
      self?.finish(handle, animated: animated)
    } completion: {
      completion?($0)
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
    serializer.request(.dismiss, policy: policy) { [weak self] in
      self?.presented == nil ? .targetGone : nil
    } start: { [weak self] handle in
      self?.presented = nil
      self?.finish(handle, animated: animated)
    } completion: {
      completion?($0)
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

  private func finish(_ handle: TransitionHandle, animated: Bool) {
    guard animated else {
      handle.finish()
      return
    }
    guard !losesFinishSignals else { return }
    scheduler.schedule(at: scheduler.now.advanced(by: animationDuration)) { handle.finish() }
  }
}
