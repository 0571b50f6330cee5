public import ControlThrottle

/// A headless control: named targets, taps stamped with an instant, and a throttle.
///
/// It behaves like a `UIControl` adopting ``ControlThrottle/ThrottledControl`` — one tap delivers
/// to every target, all passing or dropping together; programmatic sends follow the registry's
/// ``ControlThrottle/ProgrammaticSendPolicy`` — so throttling rules can be tested, demonstrated and
/// used in non-UIKit code.
///
/// Like a ``ControlThrottle/Throttle`` created with `Throttle()`, a model starts at
/// ``ControlThrottle/ThrottleSetting/inherited``: it is throttled once its type is registered, or
/// given a setting of its own.
///
/// ```swift
/// let button = ControlModel(scheduler: scheduler, setting: .interval(.milliseconds(500)))
/// button.addTarget("pay") { _ in payments += 1 }
/// button.tap()          // accepted: payments == 1
/// button.tap()          // dropped: still inside the window
/// ```
@MainActor
open class ControlModel: ThrottledControl {
  /// One target-action pair.
  package struct Target {
    /// A name for timelines and assertions.
    package var name: String
    /// The action; receives the tap's instant, or `nil` for a programmatic send.
    package var action: @MainActor (SchedulerInstant?) -> Void
  }

  /// The throttle.
  public let throttle: Throttle
  /// The targets, in delivery order.
  package private(set) var targets: [Target] = []
  /// The throttle's scheduler, held here too so that a tap reads the clock one reference away
  /// (read through the throttle, it is retained and released around every tap).
  private let scheduler: any Scheduler

  /// Creates a control model.
  ///
  /// - Parameters:
  ///   - scheduler: Stamps taps and programmatic sends.
  ///   - registry: Resolves the interval when `setting` is inherited.
  ///   - setting: The instance's own setting; ``ControlThrottle/ThrottleSetting/inherited`` (the
  ///     default, as for `Throttle()`) lets the type registration decide, and a model of an
  ///     unregistered type is then not throttled: its decisions say
  ///     ``ControlThrottle/ThrottleDecision/UnthrottledReason/unregisteredType``.
  public required init(
    scheduler: any Scheduler = SystemScheduler.shared,
    registry: ThrottleRegistry = .shared,
    setting: ThrottleSetting = .inherited
  ) {
    self.throttle = Throttle(setting, scheduler: scheduler, registry: registry)
    self.scheduler = scheduler
  }

  /// Adds a target that runs `action` when the control fires.
  public func addTarget(_ name: String, action: @escaping @MainActor (SchedulerInstant?) -> Void) {
    targets.append(Target(name: name, action: action))
  }

  /// Delivers one input event to every target, decided once on the event's timestamp.
  ///
  /// Every call is a distinct event, even at the same instant as the previous one.
  /// - Parameter instant: The event's timestamp; defaults to the scheduler's `now`.
  /// - Returns: The decision for the event, shared by all its targets.
  @discardableResult
  public func tap(at instant: SchedulerInstant? = nil) -> ThrottleDecision {
    deliver(at: instant ?? scheduler.now)
  }

  /// Sends one target's action, the analogue of `UIControl.sendAction(_:to:for:)`.
  ///
  /// - Parameters:
  ///   - target: One of ``targets``.
  ///   - instant: The input event's timestamp, or `nil` for a programmatic send.
  /// - Returns: The decision.
  @discardableResult
  package func sendAction(to target: Target, at instant: SchedulerInstant?) -> ThrottleDecision {
    send(target.action, at: instant)
  }

  /// Sends one target's `action` through the throttle.
  @discardableResult
  private func send(_ action: @MainActor (SchedulerInstant?) -> Void, at instant: SchedulerInstant?)
    -> ThrottleDecision
  {
    throttleSendAction(at: instant) { action(instant) }
  }

  /// Sends every target's action programmatically, the analogue of `UIControl.sendActions(for:)`.
  ///
  /// The call is decided once, under the registry's ``ControlThrottle/ProgrammaticSendPolicy``.
  @discardableResult
  public func sendActions() -> ThrottleDecision {
    DeliveredInputKind.delivering(.programmatic) { deliver(at: nil) }
  }

  /// Sends to every target as one delivery, decided once: an event at `instant`, or a
  /// programmatic call when `nil`.
  ///
  /// The same steps as ``ControlThrottle/ThrottledControl/throttleSendActions(at:_:)``, written out
  /// so that a dropped tap costs no closure and no reference counting.
  private func deliver(at instant: SchedulerInstant?) -> ThrottleDecision {
    let throttle = self.throttle
    let nanoseconds = instant?.uptimeNanoseconds
    let input: ThrottleStateMachine.Input =
      if let nanoseconds { .delivery(at: nanoseconds) } else { .eventlessDelivery(tracking: false) }
    let action = throttle.decide(input, for: self)
    guard action.isAccepted else { return throttle.decision(of: action) }
    defer { throttle.endSend(restoring: action.restore) }
    sendToTargets(at: instant)
    return action.decision
  }

  /// Sends every target's action, inside an accepted delivery.
  private func sendToTargets(at instant: SchedulerInstant?) {
    // By index, so that a send copies only the target's action, not its name: two reference
    // counts fewer per target (the benchmark's accepted ControlModel rows).
    let targets = self.targets
    for index in targets.indices { send(targets[index].action, at: instant) }
  }
}
