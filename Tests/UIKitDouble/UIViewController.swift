// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's view controller: a lazily loaded view, containment, appearance callbacks, the
/// transition coordinator and modal presentation (see `UIViewController+Presentation.swift`).
///
/// Designated initializers are `init(nibName:bundle:)` and `init?(coder:)`; `init()` is a
/// convenience initializer, as Swift imports UIKit. `parent` is read-only, so a subclass cannot
/// redeclare it.
@MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  private weak var parentController: UIViewController?
  private var childControllers: [UIViewController] = []
  /// The window this controller is the root of.
  weak var rootWindow: UIWindow?
  /// The coordinator of a transition this controller runs or takes part in.
  var activeCoordinator: TransitionCoordinator?
  // Presentation state, managed by UIViewController+Presentation.swift.
  var presented: UIViewController?
  weak var presenting: UIViewController?
  var beingPresented = false
  var beingDismissed = false
  /// Whether this controller's presentation or dismissal animates; `isBeingPresented` lasts longer,
  /// through `viewDidAppear` (§9).
  var presentationAnimating = false
  var ownPresentationController: UIPresentationController?

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  public required init?(coder: NSCoder) {
    super.init()
  }

  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  // MARK: View

  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set {
      loadedView?.owningViewController = nil
      loadedView = newValue
      newValue?.owningViewController = self
    }
  }

  open var viewIfLoaded: UIView? { loadedView }
  open var isViewLoaded: Bool { loadedView != nil }

  open func loadView() {
    view = UIView(frame: .zero)
  }

  open func viewDidLoad() {}

  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = UIView(frame: .zero) }
    viewDidLoad()
  }

  /// The children UIKit forwards appearance callbacks to (`shouldAutomaticallyForwardAppearanceMethods`):
  /// all of them; containers narrow it to the visible ones.
  var appearanceChildren: [UIViewController] { children }

  func sendWillAppear(_ animated: Bool) {
    viewWillAppear(animated)
    for child in appearanceChildren { child.sendWillAppear(animated) }
  }

  func sendDidAppear(_ animated: Bool) {
    viewDidAppear(animated)
    for child in appearanceChildren { child.sendDidAppear(animated) }
  }

  func sendWillDisappear(_ animated: Bool) {
    viewWillDisappear(animated)
    for child in appearanceChildren { child.sendWillDisappear(animated) }
  }

  func sendDidDisappear(_ animated: Bool) {
    viewDidDisappear(animated)
    for child in appearanceChildren { child.sendDidDisappear(animated) }
  }

  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}

  open override var next: UIResponder? {
    if let superview = loadedView?.superview { return superview }
    return parentController ?? presenting
  }

  // MARK: Containment

  open var parent: UIViewController? { parentController }
  open var children: [UIViewController] { childControllers }

  open func addChild(_ childController: UIViewController) {
    guard childController.parentController !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    childControllers.append(childController)
    childController.parentController = self
  }

  open func removeFromParent() {
    guard let parent = parentController else { return }
    parent.childControllers.removeAll { $0 === self }
    parentController = nil
    didMove(toParent: nil)
  }

  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  open var navigationController: UINavigationController? {
    var controller = parentController
    while let current = controller {
      if let navigation = current as? UINavigationController { return navigation }
      controller = current.parentController
    }
    return nil
  }

  // MARK: Transitions (§5)

  /// The running transition's coordinator: this controller's own, else an ancestor's; `nil` when
  /// no transition is in progress.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    if let activeCoordinator, !activeCoordinator.isFinished { return activeCoordinator }
    return parentController?.transitionCoordinator
  }

  // MARK: Presentation (§6; see UIViewController+Presentation.swift)

  open var presentedViewController: UIViewController? {
    presented ?? parent?.presentedViewController
  }

  open var presentingViewController: UIViewController? {
    presenting ?? parent?.presentingViewController
  }

  /// The presentation controller managing this controller: its own while presented, else its
  /// container's.
  open var presentationController: UIPresentationController? {
    if let ownPresentationController { return ownPresentationController }
    if let parent { return parent.presentationController }
    let controller = UIPresentationController(presentedViewController: self)
    ownPresentationController = controller
    return controller
  }

  open var isModalInPresentation = false
  open var modalPresentationStyle = UIModalPresentationStyle.automatic

  open var isBeingPresented: Bool { beingPresented }
  open var isBeingDismissed: Bool { beingDismissed }

  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    performPresentation(viewControllerToPresent, animated: flag, completion: completion)
  }

  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    performDismissal(animated: flag, completion: completion)
  }

  /// §11.6; see UIViewController+Show.swift.
  open func show(_ vc: UIViewController, sender: Any?) {
    performShow(vc, sender: sender)
  }

  /// See UIViewController+Show.swift.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    performShowDetail(vc, sender: sender)
  }
}
