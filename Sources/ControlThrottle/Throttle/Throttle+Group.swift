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
      let shared = context.groupWindow
      let held = shared.hold(at: stamp, interval: context.groupInterval, on: member)
      // While the control's own window is open on the input that armed the group's, that window
      // decides: a touch that ends unseen reopens both.
      let ownArming =
        shared.holder == member && shared.window.lastAccepted == machine.window.lastAccepted
        && machine.window.isIgnoring(at: stamp)
      machine.setGroupHold(held != nil && !ownArming, armedAtInstant: shared.isArmed(at: stamp, by: member))
      var action = rule(&machine, throttles) { stamp }
      machine.setGroupHold(false, armedAtInstant: false)
      if action.isHeldByGroup {
        action.groupRemaining = held ?? 0
        return action
      }
      if action.reopensWindow { context.group?.release(armedAt: saved.window.lastAccepted, by: member) }
      let armed = machine.window.lastAccepted
      if action.isAccepted && armed != saved.window.lastAccepted && armed == stamp
        && context.group?.claim(at: stamp, by: member, sameInputPasses: true) != nil
      {
        machine = saved
        continue
      }
      if context.groupInterval != 0 { action.acceptForGroup() }
      return action
    }
  }

  /// A drop by the group's window, with the member that holds it.
  @usableFromInline @inline(never)
  func groupDecision(for action: ThrottleStateMachine.Action) -> ThrottleDecision {
    .dropped(
      .insideGroupWindow(
        remaining: Nanoseconds.duration(action.groupRemaining),
        heldBy: ThrottleGroup.member(context.groupHolder.unsafelyUnwrapped.load())))
  }
}
