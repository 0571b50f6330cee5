import Foundation

/// The coordinator the double hands out for navigation transitions and presentations.
///
/// Its life (behaviour notes §5):
/// - `pending`: created by the transition; `animate(alongsideTransition:completion:)` queues and
///   returns `true`.
/// - `running`: the animation started (on the next turn of the run loop, or at once for an
///   interactive transition); queued alongside animations run, later ones run at once.
/// - `finished`: completions ran in the order they were added; the coordinator is released by its
///   controllers. A call of `animate(alongsideTransition:completion:)` now returns `false` and
///   runs the completion at once ("the completion block can still run even when this method
///   returns false"; when exactly is not confirmed).
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
  typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

  private enum Stage {
    case pending
    case running
    case finished
  }

  private var stage = Stage.pending
  private var alongside: [Block] = []
  private var completions: [Block] = []
  private var interactionHandlers: [Block] = []
  private weak var fromController: UIViewController?
  private weak var toController: UIViewController?
  private let container: UIView

  let isAnimated: Bool
  let presentationStyle: UIModalPresentationStyle
  let initiallyInteractive: Bool
  let isInterruptible = false
  private(set) var isInteractive: Bool
  private(set) var isCancelled = false
  let transitionDuration: TimeInterval
  var percentComplete: CGFloat = 0
  let completionVelocity: CGFloat = 1
  let completionCurve = UIView.AnimationCurve.easeInOut
  let targetTransform = CGAffineTransform.identity

  var isFinished: Bool { stage == .finished }

  init(
    from: UIViewController?,
    to: UIViewController?,
    container: UIView,
    animated: Bool,
    interactive: Bool,
    duration: TimeInterval,
    presentationStyle: UIModalPresentationStyle
  ) {
    fromController = from
    toController = to
    self.container = container
    isAnimated = animated
    initiallyInteractive = interactive
    isInteractive = interactive
    transitionDuration = duration
    self.presentationStyle = presentationStyle
    super.init()
  }

  var containerView: UIView { container }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? fromController : key == .to ? toController : nil
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    key == .from ? fromController?.viewIfLoaded : key == .to ? toController?.viewIfLoaded : nil
  }

  func animate(alongsideTransition animation: Block?, completion: Block? = nil) -> Bool {
    guard stage != .finished else {
      completion?(self)
      return false
    }
    if let animation {
      if stage == .running { animation(self) } else { alongside.append(animation) }
    }
    if let completion { completions.append(completion) }
    return true
  }

  func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block? = nil) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  func notifyWhenInteractionChanges(_ handler: @escaping Block) {
    interactionHandlers.append(handler)
  }

  /// The animation starts: queued alongside animations run.
  func start() {
    guard stage == .pending else { return }
    stage = .running
    let queued = alongside
    alongside = []
    for animation in queued { animation(self) }
  }

  /// The finger lifted: the transition stops being interactive, finishing or cancelling.
  func endInteraction(cancelled: Bool) {
    guard isInteractive else { return }
    isInteractive = false
    isCancelled = cancelled
    for handler in interactionHandlers { handler(self) }
  }

  /// The animation ended: completions run, in the order added.
  func complete() {
    guard stage != .finished else { return }
    start()
    stage = .finished
    percentComplete = isCancelled ? 0 : 1
    let blocks = completions
    completions = []
    for completion in blocks { completion(self) }
  }
}
