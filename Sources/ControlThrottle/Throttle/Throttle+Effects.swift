// The side effects decisions ask for, and a grouped throttle's decisions.

extension Throttle {
  /// The side effects a decision asks for: the window callback, the sequence's closing on the
  /// next turn, and, given the instant the send was decided at and whether it had an event, the
  /// observer's record.
  func performEffects(
    of action: ThrottleStateMachine.Action,
    control: AnyObject,
    reportingAt report: (instant: Int64, hasEvent: Bool, word: Int64)?
  ) {
    if action.reopensWindow { observation?.endAnnouncedWindow() }
    if action.announcesWindow, let observation {
      observation.announce(windowUntil: machine.window.ignoreUntil, scheduler: context.scheduler)
    }
    if action.closesSequenceNextTurn {
      // Closes whichever sequence has seen its end by then: one that began and ended since ends
      // on this turn too.
      context.scheduler.schedule(at: context.scheduler.now) { [weak self] in self?.machine.closeSequence() }
    }
    if let report {
      context.registry.report(
        decision(of: action), of: control, at: report.instant, name: storedName,
        inputKind: DeliveredInputKind.of(sendWithEvent: report.hasEvent), underWord: report.word)
    }
  }

  /// Resolves the interval from the registry, for a throttle whose setting does not fix it.
  func resolve(control: AnyObject) {
    let resolution = context.registry.resolve(
      for: control,
      setting: intervalSource == .inherited ? .inherited : .defaultInterval,
      name: name
    )
    conditions.interval = resolution.interval
    conditions.unthrottledReason = resolution.unthrottledReason
    resolvedWord = UInt32(truncatingIfNeeded: resolution.word)
  }

  /// Decides a send of a throttle that belongs to `group`.
  ///
  /// The group's window is read, decided against and claimed in one critical section, after the
  /// rules decide: the rules call nothing, so no other member can claim the window in between. The
  /// state machine decides as for any throttle, told whether the group holds a new input at the
  /// send's instant; a new input it accepts then claims the group's window, and a window it reopens
  /// (a touch that ended without activating) reopens the group's if this control still holds it.
  func decideInGroup(
    _ group: ThrottleGroup,
    _ input: ThrottleStateMachine.Input,
    for control: AnyObject,
    at stamp: Int64,
    throttles: Bool
  ) -> ThrottleStateMachine.Action {
    let member = ObjectIdentifier(control)
    let interval = group.intervalNanoseconds
    return group.withWindow { shared in
      // A touch that ended unseen, without activating, gives back the group's window it armed, also
      // once its own window has closed, before the group holds the new touch.
      if machine.reopensBeforeDeciding(input) { shared.release(armedAt: machine.lastAcceptedInstant, by: member) }
      return decide(input, against: &shared, interval: interval, member: member, at: stamp, throttles: throttles)
    }
  }

  /// Decides one grouped send against the group's window `shared` and claims it for a new input
  /// the rules accept.
  private func decide(
    _ input: ThrottleStateMachine.Input,
    against shared: inout ThrottleWindow,
    interval: Int64,
    member: ObjectIdentifier,
    at stamp: Int64,
    throttles: Bool
  ) -> ThrottleStateMachine.Action {
    let before = machine
    var conditions = conditions
    let held: Int64?
    (held, conditions.groupHold) = machine.groupHold(
      in: shared, interval: interval, member: member, at: stamp, under: conditions)
    var action = machine.decide(input, at: stamp, throttles: throttles, under: conditions)
    if action.isHeldByGroup {
      action.remaining = held ?? 0
      return action
    }
    if action.reopensWindow && shared.isArmed(at: before.lastAcceptedInstant, by: member) {
      shared.reset()
    }
    let armed = machine.lastAcceptedInstant
    // A window armed anew claims the group's, also one armed at the instant of the window it
    // reopened (a touch begun again at its touch-down's instant, its second target), whose group
    // window the release just gave back, and a new input at a zero interval at the instant of the
    // one before it.
    let armsAnew = machine.window != before.window || action.reopensWindow || action.armsZeroWindow
    if action.isAccepted && armsAnew && armed == stamp {
      let heldBefore = shared.isArmed(at: stamp, by: member)
      if let remaining = shared.input(at: stamp, interval: interval, from: member, sameInputPasses: true).remaining {
        // Not reached: the rules were told how this window holds the send, and nothing changed it
        // since. Should they disagree, the group's window wins.
        machine = before
        var held = ThrottleStateMachine.Action(.insideGroupWindow, restore: action.restore)
        held.remaining = remaining
        return held
      }
      if action.pendsOnGroupClaim && !heldBefore && shared.isArmed(at: stamp, by: member) {
        machine.markPending()
      }
    }
    if interval != 0 { action.acceptForGroup() }
    return action
  }
}
