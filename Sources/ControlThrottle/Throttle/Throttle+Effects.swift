// The side effects decisions ask for, and a grouped throttle's decisions.

extension Throttle {
  /// The side effects a decision asks for: the window callback, the sequence's closing on the
  /// next turn, and, given the instant the send was decided at and whether it had an event, the
  /// observer's record.
  @usableFromInline
  func performEffects(
    of action: ThrottleStateMachine.Action,
    control: AnyObject,
    reportingAt report: (instant: Int64, hasEvent: Bool)?
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
        ThrottleRecord(
          controlType: type(of: control),
          control: ObjectIdentifier(control),
          instant: SchedulerInstant(uptimeNanoseconds: report.instant),
          decision: decision(of: action),
          name: storedName,
          inputKind: DeliveredInputKind.of(sendWithEvent: report.hasEvent)
        )
      )
    }
  }

  /// Resolves the interval from the registry, for a throttle whose setting does not fix it.
  @usableFromInline
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

  /// Decides a send of a throttle that belongs to `group`.
  ///
  /// The state machine decides as for any throttle, told whether the group holds a new input at
  /// the send's instant; a new input it accepts then claims the group's window, and a window it
  /// reopens (a touch that ended without activating) reopens the group's if this control still
  /// holds it. Should another thread claim the group in between, the send is decided again.
  @usableFromInline
  func decideInGroup(
    _ group: ThrottleGroup,
    _ input: ThrottleStateMachine.Input,
    for control: AnyObject,
    at stamp: Int64,
    throttles: Bool
  ) -> ThrottleStateMachine.Action {
    let member = ObjectIdentifier(control)
    // Each retry follows a change another member made, or a window this send gave back: a few
    // suffice. A bound turns a disagreement between the rules and the group into a clear stop, not
    // a main actor that spins forever.
    for _ in 0..<1_000 {
      let saved = machine
      let held = machine.prepareGroupDecision(
        group.window, interval: group.intervalNanoseconds, member: member, at: stamp)
      var action = machine.decide(input, at: stamp, throttles: throttles)
      machine.groupHold = .open
      if action.isHeldByGroup {
        // A touch that ended unseen, without activating, gives back the group's window it armed,
        // also once its own window has closed: decided again against the group's window as it is.
        let armedAt = saved.lastAcceptedInstant
        if action.reopensWindow && group.window.isArmed(at: armedAt, by: member) {
          group.release(armedAt: armedAt, by: member)
          machine = saved
          continue
        }
        action.remaining = held ?? 0
        return action
      }
      if settle(&action, in: group, saved: saved, at: stamp, member: member) { return action }
    }
    preconditionFailure(
      "Throttle: a send of a group member was decided again 1,000 times without settling; the group's window keeps changing under it."
    )
  }

  /// Completes a grouped send that the group's window did not hold: a window its rules reopened
  /// (a touch that ended without activating) reopens the group's if this control still holds it,
  /// and a new input they accepted claims the group's window.
  ///
  /// - Returns: `false`, with the state restored to `saved`, when another member claimed the
  ///   group's window since it was read: the send must be decided again.
  func settle(
    _ action: inout ThrottleStateMachine.Action,
    in group: ThrottleGroup,
    saved: ThrottleStateMachine,
    at stamp: Int64,
    member: ObjectIdentifier
  ) -> Bool {
    if action.reopensWindow { group.release(armedAt: saved.lastAcceptedInstant, by: member) }
    let armed = machine.lastAcceptedInstant
    // A window armed anew claims the group's, also one armed at the instant of the window it
    // reopened (a touch begun again at its touch-down's instant, its second target), whose group
    // window the release just gave back, and a new input at a zero interval at the instant of the
    // one before it.
    let armsAnew = machine.window != saved.window || action.reopensWindow || action.armsZeroWindow
    if action.isAccepted && armsAnew && armed == stamp {
      let heldBefore = group.window.isArmed(at: stamp, by: member)
      if group.claim(at: stamp, by: member, sameInputPasses: true) != nil {
        machine = saved
        return false
      }
      if action.pendsOnGroupClaim && !heldBefore && group.window.isArmed(at: stamp, by: member) {
        machine.markPending()
      }
    }
    if group.intervalNanoseconds != 0 { action.acceptForGroup() }
    return true
  }
}
