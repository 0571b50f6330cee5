#if canImport(UIKit) && !os(watchOS)
public import ControlThrottle
public import UIKit

/// A gesture recognizer's action that runs for at most one recognition per window, and for every
/// state of a recognition it accepts.
///
/// A continuous recognizer (long press, pan, pinch) calls its targets at `.began`, at every
/// `.changed` and at `.ended`, so a throttled closure would take its `.ended` call for a second
/// input: a long press held past the interval opens its menu twice. This action decides once, at a
/// recognition's first call, and lets the later calls of that recognition through; a later
/// recognition inside the window is dropped whole. A discrete recognizer (a tap) calls once per
/// recognition, which is decided like a tap on a control.
///
/// ```swift
/// final class BubbleView: UIView {
///   private lazy var showMenu = ThrottledGestureAction { [unowned self] recognizer in
///     if recognizer.state == .began { presentMenu() }
///   }
///   // The long press's target, `@objc` where a recognizer calls it by selector.
///   func longPressed(_ recognizer: UILongPressGestureRecognizer) { showMenu(recognizer) }
/// }
/// ```
@MainActor
public final class ThrottledGestureAction: ThrottledControl {
  /// The throttle that decides each recognition; it activates on a recognition's first call.
  public let throttle: Throttle
  private let action: @MainActor (UIGestureRecognizer) -> Void

  /// Creates a throttled gesture action.
  ///
  /// - Parameters:
  ///   - interval: How long to ignore new recognitions after one is accepted; `.zero` disables.
  ///     `nil` (the default) takes the interval the registry's configuration gives `name`,
  ///     otherwise the registry's ``ControlThrottle/ThrottleRegistry/defaultInterval``, from the
  ///     next window when they change.
  ///   - name: The name a ``ControlThrottle/ThrottleConfiguration`` sets the interval by, and the
  ///     registry's observers see in records; the throttle's ``ControlThrottle/Throttle/name``.
  ///   - group: A group whose window the action shares, or `nil`.
  ///   - scheduler: The clock recognitions are stamped with.
  ///   - registry: Where the configuration, the default interval and the observers live.
  ///   - action: The work, called with the recognizer for every state of an accepted recognition.
  /// - Precondition: `interval` is not negative.
  public init(
    interval: Duration? = nil,
    name: String? = nil,
    group: ThrottleGroup? = nil,
    scheduler: any Scheduler = SystemScheduler.shared,
    registry: ThrottleRegistry = .shared,
    _ action: @escaping @MainActor (UIGestureRecognizer) -> Void
  ) {
    throttle = Throttle(
      interval.map(ThrottleSetting.interval) ?? .defaultInterval, name: name, group: group, scheduler: scheduler,
      registry: registry)
    throttle.activatesOnFirstSend = true
    self.action = action
  }

  /// Decides the recognizer's call in its current state and runs the action if it passes.
  ///
  /// - Parameter recognizer: The recognizer calling its target.
  /// - Returns: The decision: a recognition's later calls share the decision of its first.
  @discardableResult
  public func callAsFunction(_ recognizer: UIGestureRecognizer) -> ThrottleDecision {
    throttleSendAction(
      at: throttle.scheduler.now, sequence: ThrottleStateMachine.sequenceID(of: recognizer),
      phase: recognizer.state.sequencePhase
    ) { action(recognizer) }
  }
}

extension UIGestureRecognizer.State {
  /// Where a call in this state falls in its recognition: `.began` starts one, `.ended`
  /// (`.recognized` for a discrete recognizer) ends it, `.cancelled` and `.failed` end it unused.
  fileprivate var sequencePhase: ThrottleStateMachine.SequencePhase {
    switch self {
    case .began: .begins
    case .ended: .activates
    case .cancelled, .failed: .endsUnactivated
    default: .continues
    }
  }
}
#endif
