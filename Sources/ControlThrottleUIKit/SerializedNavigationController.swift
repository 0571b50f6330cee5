#if canImport(UIKit) && !os(watchOS)
public import ControlThrottle
public import UIKit

/// A `UINavigationController` whose push and pop transitions run one at a time per window.
///
/// Every push (a show segue's too), pop, pop-to, pop-to-root and set-stack goes through the window's
/// ``ControlThrottle/TransitionSerializer`` (``UIKit/UIViewController/windowTransitionSerializer``),
/// and finishes when the transition coordinator completes. The navigation controller's `delegate` is
/// never touched, so your own delegate keeps working.
///
/// ```swift
/// let navigation = SerializedNavigationController(rootViewController: home)
/// navigation.transitionPolicy = .dropIfBusy   // a double-tapped row pushes once
/// ```
///
/// Pop methods return what UIKit popped when the transition starts at once, and `nil` when the
/// request waits in the queue or is dropped; ``transitionCompletion`` tells the outcome of each,
/// with the controllers it popped, so a queued pop's result is never lost.
/// Before the controller is in a window, its transitions use a serializer of its own; UIKit
/// performs them without animation.
open class SerializedNavigationController: UINavigationController {
  /// What to do with a transition requested while the window is busy.
  open var transitionPolicy: TransitionPolicy = .dropIfBusy

  /// Told the outcome of every transition request, with the view controllers it popped: those a
  /// pop, pop-to or pop-to-root removed when it ran, and none for a push, a new stack or a request
  /// that did not run.
  open var transitionCompletion: (@MainActor (TransitionKind, TransitionOutcome, [UIViewController]) -> Void)?

  /// The last transition this controller started, to tell its follow-ups from a second tap.
  private var startedTicket: TransitionTicket?
  /// The controller of a push UIKit holds, not yet on the stack.
  private weak var heldPush: UIViewController?

  /// Pushes `viewController` when the window is free.
  ///
  /// UIKit raises an exception for a push of a controller already on the stack. Such a push,
  /// checked when its turn comes — requested, queued or a follow-up — ends instead with
  /// ``ControlThrottle/TransitionOutcome/DropReason/alreadyOnStack``.
  override open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    serialize(.push, pushing: viewController) { handle in
      super.pushViewController(viewController, animated: animated)
      self.finish(push: viewController, with: handle)
      return []
    }
  }

  /// Finishes a push when UIKit completes it.
  ///
  /// A push UIKit holds (``ControlThrottle/PushCheck/isHeld(isOnStack:hasCoordinator:)``: on iOS
  /// 16 and 17, one made in the same turn as a non-animated change of the stack, such as a
  /// cold-start deep link) has not begun when the call returns. It is not done until UIKit runs
  /// it: looked at again every frame (UIKit runs it at the next commit), then finished when its
  /// coordinator completes; the safety timeout bounds the wait.
  private func finish(push pushed: UIViewController, with handle: TransitionHandle) {
    let isOnStack = viewControllers.contains { $0 === pushed }
    guard PushCheck.isHeld(isOnStack: isOnStack, hasCoordinator: transitionCoordinator != nil) else {
      heldPush = nil
      handle.finish(after: transitionCoordinator)
      return
    }
    heldPush = pushed
    let serializer = windowTransitionSerializer
    // A frame, not the next turn: looking on every turn would keep the run loop awake.
    let nextFrame = serializer.scheduler.now.advanced(by: .milliseconds(16))
    _ = serializer.scheduler.schedule(at: nextFrame) { [weak self] in
      guard let self, serializer.running == handle.ticket else { return }
      self.finish(push: pushed, with: handle)
    }
  }

  /// Shows `vc` — a show segue's destination — by pushing it, animated, when the window is free.
  ///
  /// UIKit's navigation controller pushes in `show(_:sender:)` "in a similar way as the
  /// pushViewController(_:animated:) method"; whether it goes through that overridable method is
  /// not documented. So this pushes through ``pushViewController(_:animated:)`` itself: a
  /// double-tapped row with a show segue pushes once, and the same screen never twice.
  override open func show(_ vc: UIViewController, sender: Any?) {
    pushViewController(vc, animated: true)
  }

  /// Pops the top view controller when the window is free.
  @discardableResult
  override open func popViewController(animated: Bool) -> UIViewController? {
    var popped: UIViewController?
    serialize(.pop) { handle in
      popped = super.popViewController(animated: animated)
      handle.finish(after: self.transitionCoordinator)
      return popped.map { [$0] } ?? []
    }
    return popped
  }

  /// Pops to `viewController` when the window is free, if it is still on the stack then.
  @discardableResult
  override open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    var popped: [UIViewController]?
    serialize(.popTo, target: viewController) { handle in
      popped = super.popToViewController(viewController, animated: animated)
      handle.finish(after: self.transitionCoordinator)
      return popped ?? []
    }
    return popped
  }

  /// Pops to the root view controller when the window is free.
  @discardableResult
  override open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    var popped: [UIViewController]?
    serialize(.popToRoot) { handle in
      popped = super.popToRootViewController(animated: animated)
      handle.finish(after: self.transitionCoordinator)
      return popped ?? []
    }
    return popped
  }

  /// Replaces the stack when the window is free.
  override open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    serialize(.setStack) { handle in
      super.setViewControllers(viewControllers, animated: animated)
      handle.finish(after: self.transitionCoordinator)
      return []
    }
  }

  /// UIKit's facts about a controller about to be pushed, for the core to decide on.
  private func pushCheck(for pushed: UIViewController) -> PushCheck {
    PushCheck(isOnStack: viewControllers.contains { $0 === pushed }, isBeingPushed: heldPush === pushed)
  }

  private func serialize(
    _ kind: TransitionKind,
    target: UIViewController? = nil,
    pushing pushed: UIViewController? = nil,
    start: @escaping @MainActor (TransitionHandle) -> [UIViewController]
  ) {
    // What the transition popped, from its start to its completion. A queued pop starts long
    // after the call that requested it returned, so its completion is where its result goes.
    var popped: [UIViewController] = []
    let validate = TransitionValidation(
      host: self,
      window: { $0.viewIfLoaded?.window },
      target: target,
      targetIsValid: { navigation, target in navigation.viewControllers.contains { $0 === target } },
      refusal: { navigation in pushed.flatMap { navigation.pushCheck(for: $0).dropReason } }
    )
    let serializer = windowTransitionSerializer
    let origin = requestOrigin(on: serializer, runsTransition: serializer.running.map { $0 == startedTicket } ?? false)
    serializer.request(
      kind, policy: transitionPolicy, isFollowUp: origin.isFollowUp, validate: validate.dropReason
    ) { [weak self] handle in
      self?.startedTicket = handle.ticket
      popped = start(handle)
      if let top = self?.topViewController { handle.setDestination(top) }
    } completion: { [weak self] outcome in
      self?.transitionCompletion?(kind, outcome, popped)
      popped = []
    }
  }
}
#endif
