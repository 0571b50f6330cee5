// A grouped throttle's decisions: the control's own rules, with the group's window as one more
// reason to drop a new input. Kept out of line; ungrouped throttles never reach it.

extension Throttle {
  /// Decides a send of a throttle that belongs to a group.
  ///
  /// The state machine decides as for any throttle, told whether the group holds a new input at
  /// the send's instant; a new input it accepts then claims the group's window, and a window it
  /// reopens (a touch that ended without activating) reopens the group's if this control still
  /// holds it. Should another thread claim the group in between, the send is decided again.
  @usableFromInline @inline(never)
  func decideInGroup(
    for control: AnyObject,
    at instant: Int64?,
    throttles: Bool,
    _ rule: (inout ThrottleStateMachine, _ throttles: Bool, _ now: () -> Int64) -> ThrottleStateMachine.Action
  ) -> ThrottleStateMachine.Action {
    let member = ObjectIdentifier(control)
    // One instant for the group and the rules: the event's, or the clock's, read once.
    let stamp = instant ?? context.scheduler.now.uptimeNanoseconds
    while true {
      let saved = machine
      let held = machine.prepareGroupDecision(
        context.sharedGroup.window, interval: context.sharedGroup.interval, member: member, at: stamp)
      var action = rule(&machine, throttles) { stamp }
      machine.setGroupHold(false, armedAtInstant: false)
      if action.isHeldByGroup {
        // A touch that ended unseen, without activating, gives back the group's window it armed,
        // also once its own window has closed: decided again against the group's window as it is.
        let armedAt = saved.window.lastAccepted
        if action.reopensWindow && context.sharedGroup.window.isArmed(at: armedAt, by: member) {
          context.group?.release(armedAt: armedAt, by: member)
          machine = saved
          continue
        }
        action.groupRemaining = held ?? 0
        return action
      }
      if settleInGroup(&action, saved: saved, at: stamp, member: member) { return action }
    }
  }

  /// Completes a grouped send that the group's window did not hold: a window its rules reopened
  /// (a touch that ended without activating) reopens the group's if this control still holds it,
  /// and a new input they accepted claims the group's window.
  ///
  /// - Returns: `false`, with the state restored to `saved`, when another member claimed the
  ///   group's window since it was read: the send must be decided again.
  @inline(__always)
  func settleInGroup(
    _ action: inout ThrottleStateMachine.Action,
    saved: ThrottleStateMachine,
    at stamp: Int64,
    member: ObjectIdentifier
  ) -> Bool {
    if action.reopensWindow { context.group?.release(armedAt: saved.window.lastAccepted, by: member) }
    let armed = machine.window.lastAccepted
    // A window armed anew claims the group's, also one armed at the instant of the window it
    // reopened (a touch begun again at its touch-down's instant, its second target), whose group
    // window the release just gave back, and a new input at a zero interval at the instant of the
    // one before it.
    let armsAnew = machine.window != saved.window || action.reopensWindow || action.armsZeroWindow
    if action.isAccepted && armsAnew && armed == stamp {
      let heldBefore = context.sharedGroup.window.isArmed(at: stamp, by: member)
      if context.sharedGroup.claim(at: stamp, by: member, sameInputPasses: true) != nil {
        machine = saved
        return false
      }
      if action.pendsOnGroupClaim && !heldBefore && context.sharedGroup.window.isArmed(at: stamp, by: member) {
        machine.markPending()
      }
    }
    if context.sharedGroup.interval != 0 { action.acceptForGroup() }
    return true
  }

  /// A drop by the group's window, with the member that holds it.
  @inlinable @inline(__always)
  func groupDecision(for action: ThrottleStateMachine.Action) -> ThrottleDecision {
    .dropped(
      .insideGroupWindow(
        remaining: Nanoseconds.duration(action.groupRemaining),
        heldBy: context.sharedGroup.holder))
  }
}
