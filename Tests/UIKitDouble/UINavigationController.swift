// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's navigation controller (behaviour notes §5).
///
/// - Push, pop, pop-to, pop-to-root and set-stack change `viewControllers` before they return and
///   run one transition. Animated, in a window: a coordinator, started on the next turn of the
///   run loop and completed `UIKitTestAssumptions.transitionDuration` later on the test clock.
///   Not animated: no coordinator, or one completing on the next turn
///   (`UIKitTestAssumptions.nonAnimatedNavigationCoordinator`). Not in a window: no animation,
///   no coordinator, no appearance callbacks.
/// - Appearance order (push A→B): A `viewWillDisappear`, B `viewWillAppear`, `willShow` B; at the
///   end the coordinator's completions, A `viewDidDisappear`, B `viewDidAppear`, `didShow` B. The
///   position of the completions relative to `viewDidAppear` is not confirmed.
/// - Pushing a controller already on the stack and popping to one that is not are programmer
///   errors (UIKit throws). Popping the root does nothing.
/// - A transition requested while another runs is applied at once without animation and logged
///   ("nested push animation can result in corrupted navigation bar"); real UIKit may corrupt its
///   navigation bar or crash here.
/// - An interactive pop (see `beginInteractivePop()`) changes the stack when it begins and
///   restores it when cancelled (when UIKit updates `viewControllers` during the gesture is not
///   confirmed); neither `willShow` nor `didShow` follows a cancel.
/// - The back swipes: `interactivePopGestureRecognizer` (the edge) and, as on iOS 26,
///   `interactiveContentPopGestureRecognizer` (anywhere in the content) drive the same interactive
///   pop (§9); disabling a recognizer stops its swipe.
/// - Whether the appearance callbacks end before the coordinator's completions is a switch
///   (`UIKitTestAssumptions.navigationAppearanceEndsBeforeCoordinatorCompletions`).
/// - Appearance callbacks a presentation sends the navigation controller go on to its top
///   controller.
/// - Not modelled: the deferred pushes of iOS 16–17 and iOS 26's rescheduling (their policy is not
///   confirmed), navigation bars, and the "Can't add self as subview" crash.
@MainActor
open class UINavigationController: UIViewController {
  struct RunningTransition {
    let coordinator: TransitionCoordinator
    let oldStack: [UIViewController]
    let from: UIViewController?
    let to: UIViewController
    var stackReplaced = false
  }

  private var stack: [UIViewController] = []
  var running: RunningTransition?
  var interactivePopPending = false
  /// Pushes held until the next turn (§5 "Deferred pushes"); see UINavigationController+HeldPush.swift.
  var heldPushes: [UIViewController] = []
  var changedWithoutAnimationThisTurn = false

  open weak var delegate: (any UINavigationControllerDelegate)?

  open private(set) var interactivePopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer()
  /// iOS 26: the back swipe that starts anywhere in the content area.
  open private(set) var interactiveContentPopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer()

  override var appearanceChildren: [UIViewController] { topViewController.map { [$0] } ?? [] }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    transition(to: [rootViewController], animated: false, kind: "set")
  }

  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }

  open var topViewController: UIViewController? { stack.last }

  open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    pushWithoutOverride(viewController, animated: animated)
  }

  /// §11.6; see UIViewController+Show.swift.
  open override func show(_ vc: UIViewController, sender: Any?) {
    performNavigationShow(vc)
  }

  /// UIKit's push, as a path inside UIKit that does not go through an override of
  /// `pushViewController(_:animated:)` would run it.
  func pushWithoutOverride(_ viewController: UIViewController, animated: Bool) {
    precondition(
      !stack.contains { $0 === viewController } && !heldPushes.contains { $0 === viewController },
      "Pushing the same view controller instance (\(viewController)) more than once is not supported"
    )
    if holdsPush(animated: animated) {
      holdPush(viewController)
      return
    }
    transition(to: stack + [viewController], animated: animated, kind: "push")
  }

  open func popViewController(animated: Bool) -> UIViewController? {
    popInternal(animated: animated)
  }

  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    popToInternal(viewController, animated: animated)
  }

  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = stack.first else { return nil }
    return popToInternal(root, animated: animated)
  }

  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    transition(to: viewControllers, animated: animated, kind: "set")
  }

  // MARK: Internal

  func popInternal(animated: Bool) -> UIViewController? {
    guard stack.count > 1, let top = stack.last else { return nil }
    transition(to: Array(stack.dropLast()), animated: animated, kind: "pop")
    return top
  }

  private func popToInternal(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = stack.firstIndex(where: { $0 === viewController }) else {
      preconditionFailure("Tried to pop to a view controller that doesn't exist.")
    }
    let popped = Array(stack[(index + 1)...])
    guard !popped.isEmpty else { return [] }
    transition(to: Array(stack[...index]), animated: animated, kind: "pop")
    return popped
  }

  private func transition(to newStack: [UIViewController], animated: Bool, kind: String) {
    if !animated && viewIfLoaded?.window != nil { noteNonAnimatedChange() }
    let oldStack = stack
    let from = oldStack.last
    let interactive = interactivePopPending
    interactivePopPending = false
    for controller in newStack where controller.parent !== self { addChild(controller) }
    stack = newStack
    if running != nil {
      UIKitTestEnvironment.log(
        "nested \(kind == "pop" ? "pop" : "push") animation can result in corrupted navigation bar")
      running?.stackReplaced = true
      replaceWithoutTransition(from: from, oldStack: oldStack)
      return
    }
    guard let to = newStack.last, to !== from else {
      removeChildren(notIn: newStack, from: oldStack)
      return
    }
    let inWindow = viewIfLoaded?.window != nil
    let coordinatorMode = UIKitTestEnvironment.assumptions.nonAnimatedNavigationCoordinator
    to.view.frame = view.bounds
    view.addSubview(to.view)
    guard inWindow, animated || interactive || coordinatorMode == .completesOnNextTurn else {
      if inWindow {
        from?.viewWillDisappear(false)
        to.viewWillAppear(false)
        delegate?.navigationController(self, willShow: to, animated: false)
      }
      if let from, from !== to { from.viewIfLoaded?.removeFromSuperview() }
      removeChildren(notIn: newStack, from: oldStack)
      if inWindow {
        from?.viewDidDisappear(false)
        to.viewDidAppear(false)
        delegate?.navigationController(self, didShow: to, animated: false)
      }
      return
    }
    let duration = animated ? UIKitTestEnvironment.assumptions.transitionDuration : 0
    let coordinator = TransitionCoordinator(
      from: from,
      to: to,
      container: view,
      animated: animated,
      interactive: interactive,
      duration: duration,
      presentationStyle: .none
    )
    activeCoordinator = coordinator
    running = RunningTransition(coordinator: coordinator, oldStack: oldStack, from: from, to: to)
    from?.viewWillDisappear(animated)
    to.viewWillAppear(animated)
    delegate?.navigationController(self, willShow: to, animated: animated)
    if interactive {
      coordinator.start()
      return
    }
    let clock = UIKitTestEnvironment.clock
    clock.schedule(after: 0) { coordinator.start() }
    clock.schedule(after: duration) { [self] in completeTransition(coordinator) }
  }

  /// Ends the running transition: completions, then the appearance callbacks of a finished or a
  /// cancelled transition.
  func completeTransition(_ coordinator: TransitionCoordinator) {
    guard let transition = running, transition.coordinator === coordinator else { return }
    running = nil
    let appearanceFirst = UIKitTestEnvironment.assumptions.navigationAppearanceEndsBeforeCoordinatorCompletions
    if activeCoordinator === coordinator { activeCoordinator = nil }
    if appearanceFirst {
      endAppearance(of: transition, coordinator: coordinator)
      coordinator.complete()
    } else {
      coordinator.complete()
      endAppearance(of: transition, coordinator: coordinator)
    }
  }

  /// The appearance callbacks that end a finished or a cancelled transition.
  private func endAppearance(of transition: RunningTransition, coordinator: TransitionCoordinator) {
    let to = transition.to
    let animated = coordinator.isAnimated
    if coordinator.isCancelled {
      if transition.stackReplaced {
        UIKitTestEnvironment.log(
          "Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted."
        )
      } else {
        stack = transition.oldStack
        for controller in stack where controller.parent !== self { addChild(controller) }
        to.viewIfLoaded?.removeFromSuperview()
      }
      to.viewDidDisappear(animated)
      transition.from?.viewWillAppear(animated)
      transition.from?.viewDidAppear(animated)
      return
    }
    if let from = transition.from, from !== stack.last { from.viewIfLoaded?.removeFromSuperview() }
    removeChildren(notIn: stack, from: transition.oldStack)
    transition.from?.viewDidDisappear(animated)
    to.viewDidAppear(animated)
    delegate?.navigationController(self, didShow: to, animated: animated)
  }

  private func replaceWithoutTransition(from: UIViewController?, oldStack: [UIViewController]) {
    if let to = stack.last, to !== from {
      UIKitTestEnvironment.log("Unbalanced calls to begin/end appearance transitions for \(to).")
      to.view.frame = view.bounds
      view.addSubview(to.view)
    }
    removeChildren(notIn: stack, from: oldStack)
  }

  private func removeChildren(notIn newStack: [UIViewController], from oldStack: [UIViewController]) {
    for controller in oldStack where !newStack.contains(where: { $0 === controller }) {
      if running?.from !== controller && running?.to !== controller {
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
      }
    }
  }
}
