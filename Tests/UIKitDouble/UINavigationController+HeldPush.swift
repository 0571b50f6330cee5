import Foundation

// The deferred pushes of iOS 16 and 17 (behaviour notes §5), behind
// `UIKitTestAssumptions.holdsPushesUntilNextCommit`: an animated push made in the same turn as a
// non-animated change of the stack, in a window, is held until the next turn, standing for the
// Core Animation commit. Meanwhile the controller is not in `viewControllers` and there is no
// transition coordinator; then the push runs as an ordinary animated one. Pushes held together run
// in order on that turn, the second nested into the first, as UIKit would run them.
extension UINavigationController {
  /// Records a non-animated change of the stack, which opens the turn's holding window.
  func noteNonAnimatedChange() {
    guard UIKitTestEnvironment.assumptions.holdsPushesUntilNextCommit, !changedWithoutAnimationThisTurn else { return }
    changedWithoutAnimationThisTurn = true
    UIKitTestEnvironment.clock.schedule(after: 0) { [weak self] in self?.changedWithoutAnimationThisTurn = false }
  }

  /// Whether an animated push made now is held.
  func holdsPush(animated: Bool) -> Bool {
    animated && (changedWithoutAnimationThisTurn || !heldPushes.isEmpty)
  }

  /// Holds `viewController`'s push until the next turn.
  func holdPush(_ viewController: UIViewController) {
    heldPushes.append(viewController)
    guard heldPushes.count == 1 else { return }
    UIKitTestEnvironment.clock.schedule(after: 0) { [weak self] in self?.runHeldPushes() }
  }

  private func runHeldPushes() {
    let held = heldPushes
    heldPushes = []
    for controller in held { pushWithoutOverride(controller, animated: true) }
  }
}
