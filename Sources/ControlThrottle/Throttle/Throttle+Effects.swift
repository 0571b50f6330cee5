// The general decision path and the side effects decisions ask for, kept out of line: the common
// path (see `Throttle.decide(for:at:_:)` and `Throttle.decideEvent(for:at:)`) needs none of them.

extension Throttle {
  /// Decides a send whose throttle has something in flight, a callback, an observer, a group or
  /// an interval to resolve.
  @usableFromInline @inline(never)
  func decideInGeneral(
    for control: AnyObject,
    at instant: Int64?,
    word: Int64,
    _ rule: (inout ThrottleStateMachine, _ throttles: Bool, _ now: () -> Int64) -> ThrottleStateMachine.Action
  ) -> ThrottleStateMachine.Action {
    if let instant, let action = decideAsUnwatchedMember(for: control, at: instant, word: word, rule) { return action }
    return decideWithEffects(for: control, at: instant, word: word, rule)
  }

  /// Decides a send stamped with its event, ``ThrottleStateMachine/eventSend(at:)``, as
  /// ``decideInGeneral(for:at:word:_:)`` does, with the rule in line: a group member that nothing
  /// else watches calls no closure, and one whose send the group holds drops without running the
  /// rules.
  ///
  /// The path of a group member's send stamped with its event (a bar button item, a control's
  /// target sent by an event without touches).
  @usableFromInline @inline(never)
  func decideEventInGeneral(for control: AnyObject, at instant: Int64, word: Int64) -> ThrottleStateMachine.Action {
    let rule = { (machine: inout ThrottleStateMachine, _: Bool, _: () -> Int64) in machine.eventSend(at: instant) }
    if let action = decideAsUnwatchedMember(for: control, at: instant, word: word, dropsHeldEvent: true, rule) {
      return action
    }
    return decideWithEffects(for: control, at: instant, word: word, rule)
  }

  /// The general path past a group member that nothing else watches: resolves the interval,
  /// decides, in the group if there is one, and performs the side effects the decision asks for.
  @inline(__always)
  func decideWithEffects(
    for control: AnyObject,
    at instant: Int64?,
    word: Int64,
    _ rule: (inout ThrottleStateMachine, _ throttles: Bool, _ now: () -> Int64) -> ThrottleStateMachine.Action
  ) -> ThrottleStateMachine.Action {
    typealias Effect = ThrottleStateMachine.Action.Effect
    if machine.needsResolution(under: word) { resolve(control: control) }
    let throttles = word & ThrottleRegistry.throttlesProgrammaticBit != 0
    let action =
      if machine.isGrouped {
        decideInGroup(for: control, at: instant, throttles: throttles, rule)
      } else {
        rule(&machine, throttles) { context.scheduler.now.uptimeNanoseconds }
      }
    let observed = word & ThrottleRegistry.hasObserverBit != 0 ? Effect.reported : 0
    if action.effects & (observed | Effect.announcesWindow | Effect.closesSequenceNextTurn | Effect.reopensWindow) != 0
    {
      perform(action, at: instant, control: control, reports: observed != 0)
    }
    return action
  }

  /// Decides a send stamped with its event of a group member that nothing else watches: the
  /// group's hold decides at once, and only an accepted send claims the group's window.
  ///
  /// Here, not in ``decide(for:at:_:)`` or ``decideEvent(for:at:)``, so that the in-line path
  /// carries none of the group's code.
  ///
  /// - Parameters:
  ///   - control: The deciding control, the group's member.
  ///   - instant: The send's event timestamp.
  ///   - word: The registry's configuration word.
  ///   - dropsHeldEvent: Whether the send is an event send
  ///     (``ThrottleStateMachine/eventSend(at:)``), so that a new input the group holds is dropped
  ///     without running the rules (``ThrottleStateMachine/groupHoldsNewEvent(at:)``).
  ///   - rule: The send's rule.
  /// - Returns: The decision, or `nil` when the throttle is not such a member, or another member
  ///   claimed the group in between: then the general path decides.
  @inline(__always)
  func decideAsUnwatchedMember(
    for control: AnyObject,
    at instant: Int64,
    word: Int64,
    dropsHeldEvent: Bool = false,
    _ rule: (inout ThrottleStateMachine, _ throttles: Bool, _ now: () -> Int64) -> ThrottleStateMachine.Action
  ) -> ThrottleStateMachine.Action? {
    guard
      machine.isUnwatchedMember && word & ThrottleRegistry.hasObserverBit == 0
        && !machine.needsResolution(under: word)
    else { return nil }
    let member = ObjectIdentifier(control)
    let saved = machine
    let held = machine.prepareGroupDecision(
      context.sharedGroup.window, interval: context.sharedGroup.interval, member: member, at: instant)
    if dropsHeldEvent && machine.groupHoldsNewEvent(at: instant) {
      machine.setGroupHold(false, armedAtInstant: false)
      return .heldByGroup(remaining: held ?? 0)
    }
    var action = rule(&machine, word & ThrottleRegistry.throttlesProgrammaticBit != 0) { instant }
    machine.setGroupHold(false, armedAtInstant: false)
    if action.isHeldByGroup {
      // A touch that ended unseen gives back the group's window it armed: the general path does.
      if action.reopensWindow && context.sharedGroup.window.isArmed(at: saved.window.lastAccepted, by: member) {
        machine = saved
        return nil
      }
      action.groupRemaining = held ?? 0
      return action
    }
    guard settleInGroup(&action, saved: saved, at: instant, member: member) else { return nil }
    if action.closesSequenceNextTurn { perform(action, at: instant, control: control, reports: false) }
    return action
  }

  /// The side effects a decision asks for: the window callback, the sequence's closing on the
  /// next turn, and the observer's record.
  @usableFromInline @inline(never)
  func perform(_ action: ThrottleStateMachine.Action, at instant: Int64?, control: AnyObject, reports: Bool) {
    if action.reopensWindow { observation?.endAnnouncedWindow() }
    if action.announcesWindow, let observation {
      observation.announce(windowUntil: machine.window.ignoreUntil, scheduler: context.scheduler)
    }
    if action.closesSequenceNextTurn {
      // Closes whichever sequence has seen its end by then: one that began and ended since ends
      // on this turn too.
      context.scheduler.schedule(at: context.scheduler.now) { [weak self] in self?.machine.closeSequence() }
    }
    if action.isReported && reports {
      let stamp = instant ?? context.scheduler.now.uptimeNanoseconds
      context.registry.report(
        ThrottleRecord(
          controlType: type(of: control),
          control: ObjectIdentifier(control),
          instant: SchedulerInstant(uptimeNanoseconds: stamp),
          decision: decision(of: action),
          name: name,
          inputKind: DeliveredInputKind.of(sendWithEvent: instant != nil)
        )
      )
    }
  }

  @usableFromInline @inline(never)
  func resolve(control: AnyObject) {
    let resolution = context.registry.resolve(
      for: control,
      setting: machine.mode == .inherited ? .inherited : .defaultInterval,
      name: name
    )
    machine.interval = resolution.interval
    machine.unthrottledReason = resolution.unthrottledReason
    machine.resolvedWord = UInt32(truncatingIfNeeded: resolution.word)
  }
}
