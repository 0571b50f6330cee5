import ControlThrottle

// The reference model's inputs: one function per kind of send, each a plain reading of the
// articles' rules, in the order they list them.

extension ReferenceModel {
  /// What a send's rule decided.
  struct Decided {
    var decision: ModelDecision
    /// Whether the observer hears of it: a delivery's member sends are the delivery's.
    var reported = true
    /// The send under way while its action runs.
    var scope = Scope.action
  }

  /// Takes one step.
  mutating func run(_ step: ModelStep) {
    let intervals = controls.indices.map { interval(of: $0).0 }
    take(step)
    if controls.indices.contains(where: { intervals[$0] > 0 && interval(of: $0).0 == 0 }) {
      defectsMet.insert(.intervalChangedToZero)
    }
  }

  private mutating func take(_ step: ModelStep) {
    switch step {
    case .advance(let duration): advance(by: duration)
    case .targets(let c, let instant, let count, let inside):
      for index in 0..<count {
        send(c, at: instant, index == 0 ? inside : []) { $0.eventSend(c, at: instant) }
      }
    case .programmatic(let c, let inside): send(c, at: nil, inside) { $0.programmaticSend(c) }
    case .delivery(let c, let instant, let count, let inDeliveryScope, let inside):
      send(c, at: instant, [], inDelivery: (count, inDeliveryScope, inside, instant)) {
        $0.delivery(c, at: instant)
      }
    case .modelTap(let c, let instant):
      // The headless control's own delivery: its two targets' sends are members, reported with it.
      let stamp = instant ?? now
      let decided = instant == nil ? delivery(c, at: nil) : delivery(c, at: stamp)
      if decided.reported { report(c, decided.decision, at: instant) }
      trace.append(.decided(control: c, decided.decision, ran: decided.decision.isAccepted))
    case .sequence(let c, let id, let phase, let instant, let count, let inside):
      for index in 0..<count {
        send(c, at: instant, index == 0 ? inside : []) { $0.sequenceSend(c, id: id, phase: phase, at: instant) }
      }
    case .eventless(let c, let tracking, let inside, let isHandler, let nested):
      send(c, at: nil, nested) { $0.eventlessSend(c, tracking: tracking, inside: inside, isHandler: isHandler) }
    case .eventlessDelivery(let c, let tracking, let count, let nested):
      send(c, at: nil, [], inDelivery: (count, false, nested, nil), eventlessMembers: true) {
        $0.eventlessDelivery(c, tracking: tracking)
      }
    case .told(let c, let phase, let tracking, let besideOtherTouches):
      told(c, phase, tracking: tracking, besideOtherTouches: besideOtherTouches)
    case .reset(let c): reset(c)
    case .resetGroup(let g): groups[g].window = ModelWindow()
    case .setting(let c, let setting): controls[c].setting = setting
    case .activatesOnFirstSend(let c, let on): controls[c].activatesOnFirstSend = on
    case .observeWindow(let c, let on):
      // A new callback owes nothing for the window announced to the one it replaces.
      if let token = controls[c].announced { work.removeAll { $0.token == token && $0.control == c } }
      controls[c].announced = nil
      controls[c].observesWindow = on
    case .register(let type, let interval, let includingSubclasses):
      registrations[type] = Registration(interval: interval, includesSubclasses: includingSubclasses)
    case .unregister(let type): registrations[type] = nil
    case .defaultInterval(let interval): defaultInterval = interval
    case .policy(let throttles): throttlesEventless = throttles
    case .observe(let on): observed = on
    }
  }

  /// Decides one send with `rule`, reports it, and runs its action (the `inside` steps, or a
  /// delivery's member sends) with the send under way saved and restored around it.
  mutating func send(
    _ c: Int,
    at instant: Int64?,
    _ inside: [ModelStep],
    inDelivery delivery: (count: Int, inDeliveryScope: Bool, inside: [ModelStep], instant: Int64?)? = nil,
    eventlessMembers: Bool = false,
    _ rule: (inout ReferenceModel) -> Decided
  ) {
    let decided = rule(&self)
    if decided.reported { report(c, decided.decision, at: instant) }
    if decided.decision.isAccepted {
      let saved = controls[c].scope
      controls[c].scope = decided.scope
      if let delivery {
        if delivery.inDeliveryScope { for step in delivery.inside { run(step) } }
        for index in 0..<delivery.count {
          let nested = !delivery.inDeliveryScope && index == 0 ? delivery.inside : []
          if eventlessMembers {
            run(.eventless(c, tracking: false, inside: true, isHandler: false, nested: nested))
          } else if let stamp = delivery.instant {
            run(.targets(c, at: stamp, count: 1, inside: nested))
          } else {
            run(.programmatic(c, inside: nested))
          }
        }
      } else {
        for step in inside { run(step) }
      }
      controls[c].scope = saved
    }
    trace.append(.decided(control: c, decided.decision, ran: decided.decision.isAccepted))
  }

  // MARK: - Rules

  /// A send of an accepted delivery, outside its actions: the delivery decided it.
  func member(_ c: Int) -> Decided {
    Decided(decision: .accepted, reported: false)
  }

  /// A send that belongs to the input whose action is running: it runs with it.
  func joinRunningInput(_ c: Int, scope: Scope = .action) -> Decided {
    Decided(decision: runningDecision(c), scope: scope)
  }

  /// An accepted input's decision now: throttled by the control or its group, or why not.
  func runningDecision(_ c: Int) -> ModelDecision {
    let (interval, reason) = interval(of: c)
    if interval > 0 { return .accepted }
    if let g = controls[c].group, groups[g].interval > 0 { return .accepted }
    return .unthrottled(reason)
  }

  /// Whether a send stamped `instant` from inside one of control `c`'s actions is the running
  /// input sent again: stamped with the instant of the input accepted last (the running one, or
  /// one accepted from inside its action; ``Throttle/reset()`` forgets it).
  func isSameInput(_ c: Int, at instant: Int64) -> Bool { instant == controls[c].lastAcceptedInstant }

  /// One target's send stamped with its event: the targets of one event pass or drop together.
  mutating func eventSend(_ c: Int, at instant: Int64) -> Decided {
    switch controls[c].scope {
    case .delivery: return member(c)
    case .action:
      if isSameInput(c, at: instant) { return Decided(decision: .reentrant) }
      return Decided(decision: decideNewInput(c, at: instant, sameEventPasses: false))
    case .idle:
      return Decided(decision: decideNewInput(c, at: instant, sameEventPasses: true))
    }
  }

  /// A target-action send without an event from app code, under the programmatic policy.
  mutating func programmaticSend(_ c: Int) -> Decided {
    switch controls[c].scope {
    case .delivery: return member(c)
    case .action: return joinRunningInput(c)
    case .idle:
      guard throttlesEventless else { return Decided(decision: .unthrottled(.programmaticSend)) }
      return Decided(decision: decideNewInput(c, at: now, sameEventPasses: false))
    }
  }

  /// A whole delivery: an event's (every call a distinct event) or a programmatic call's.
  mutating func delivery(_ c: Int, at instant: Int64?) -> Decided {
    switch controls[c].scope {
    case .delivery: return Decided(decision: .reentrant, scope: .delivery)
    case .action:
      guard let instant else { return joinRunningInput(c, scope: .delivery) }
      if isSameInput(c, at: instant) { return Decided(decision: .reentrant) }
      return Decided(
        decision: decideNewInput(c, at: instant, sameEventPasses: false), scope: .delivery)
    case .idle:
      guard let instant else {
        guard throttlesEventless else { return Decided(decision: .unthrottled(.programmaticSend), scope: .delivery) }
        return Decided(decision: decideNewInput(c, at: now, sameEventPasses: false), scope: .delivery)
      }
      return Decided(
        decision: decideNewInput(c, at: instant, sameEventPasses: false), scope: .delivery)
    }
  }

  /// Whether a send of sequence `id` at `instant` continues the current input.
  func continuesInput(_ c: Int, id: Int, phase: ModelPhase, at instant: Int64) -> Bool {
    guard phase != .begins, let input = controls[c].input else { return false }
    // An eventless activation of this turn: a tap whose handler ran before its first target joins it.
    guard let sequence = input.sequence else { return !input.closed }
    // Known by its end: only the other sends of that end-phase event, whichever touch of it they
    // carry (two fingers lifted together are one activation).
    if let end = input.endInstant { return phase.ends && instant == end }
    return sequence == id && !input.closed
  }

  /// One send of a sequence: its first send decides for all of them.
  mutating func sequenceSend(_ c: Int, id: Int, phase: ModelPhase, at instant: Int64) -> Decided {
    if controls[c].scope == .delivery { return member(c) }
    if phase == .begins {
      controls[c].abandonedTouches.remove(id)
    } else if controls[c].abandonedTouches.contains(id) && controls[c].input?.sequence != id {
      defectsMet.insert(.interleavedTouches)
    }
    if continuesInput(c, id: id, phase: phase, at: instant) { return continueInput(c, phase: phase, at: instant) }
    return beginSequence(c, id: id, phase: phase, at: instant)
  }

  /// A later send of the current input: its first send's decision.
  mutating func continueInput(_ c: Int, phase: ModelPhase, at instant: Int64?) -> Decided {
    // From inside the input's own action: the same input again.
    if controls[c].scope == .action { return Decided(decision: .reentrant) }
    noteEnd(c, phase, at: instant)
    let input = controls[c].input!
    guard input.isAccepted else { return Decided(decision: .partOfDroppedInput) }
    return Decided(decision: runningDecision(c))
  }

  /// Records an end phase of the current input; one that ends without activating reopens the
  /// window the input armed.
  mutating func noteEnd(_ c: Int, _ phase: ModelPhase, at instant: Int64?) {
    guard phase.ends, var input = controls[c].input else { return }
    if phase == .endsUnactivated { noteUnactivatedEnd(c) }
    if let instant { input.endInstant = instant }
    if input.endTurn == nil { input.endTurn = turn }
    let reopens = input.armedWindowPending && phase == .endsUnactivated
    input.armedWindowPending = false
    controls[c].input = input
    if reopens { reopenWindow(of: c) }
  }

  /// Notes ``ModelKnownDefect/unthrottledTouchEndingUnactivated`` for the current input's end
  /// without activating.
  mutating func noteUnactivatedEnd(_ c: Int) {
    guard let input = controls[c].input, input.isAccepted else { return }
    if interval(of: c).0 == 0 || input.decision != .accepted {
      defectsMet.insert(.unthrottledTouchEndingUnactivated)
    }
  }

  /// The first send of a new sequence.
  mutating func beginSequence(_ c: Int, id: Int, phase: ModelPhase, at instant: Int64) -> Decided {
    // An accepted touch whose object may still send (another finger is down): should the new one
    // drop, the accepted one stays current, so that a dropped touch never changes its decision.
    // A first phase that reopens the window it armed ends it instead.
    let liveAccepted = controls[c].input.flatMap { $0.isLive && $0.isAccepted ? $0 : nil }
    let keeps = liveAccepted.map { !(phase == .begins && $0.armedWindowPending) } ?? false
    let previousInput = controls[c].input
    // A new touch's first phase: the touch before it ended unseen, without activating.
    let acceptedBeforeReopening = controls[c].lastAcceptedInstant
    if phase == .begins && controls[c].input?.isLive == true { noteUnactivatedEnd(c) }
    if phase == .begins, let previous = controls[c].input, previous.armedWindowPending {
      if let g = controls[c].group, groups[g].holder == c, groups[g].window.armedAt == previous.instant {
        defectsMet.insert(previous.instant == instant ? .firstPhaseAgainOnAGroupMember : .unendedTouchOnAGroupMember)
      }
      reopenWindow(of: c)
    }
    let ownBefore = controls[c].window
    let lastAcceptedBefore = controls[c].lastAcceptedInstant
    let groupBefore = controls[c].group.map { groups[$0] }
    let announcedBefore = controls[c].announced
    let traceBefore = trace.count
    let workBefore = work
    controls[c].input = Input(sequence: id, decision: .accepted, instant: instant)
    let decision = decideNewInput(c, at: instant, sameEventPasses: false)
    if keeps && !decision.isAccepted {
      controls[c].input = previousInput
      return Decided(decision: decision)
    }
    if let previous = previousInput, let touch = previous.sequence, previous.isLive {
      controls[c].abandonedTouches.insert(touch)
    }
    controls[c].input?.decision = decision
    if let g = controls[c].group, acceptedBeforeReopening == instant, groups[g].holder == c,
      groups[g].window.armedAt == instant, groupBefore?.window != groups[g].window
    {
      defectsMet.insert(.groupInputAtItsPreviousInstant)
    }
    let armed =
      controls[c].window != ownBefore || controls[c].group.map { groups[$0].window != groupBefore?.window } == true
    if decision.isAccepted && !controls[c].activatesOnFirstSend {
      if phase == .endsUnactivated {
        // A first send that is the touch's end outside leaves the windows exactly as they were.
        controls[c].window = ownBefore
        controls[c].lastAcceptedInstant = lastAcceptedBefore
        if let g = controls[c].group, let groupBefore { groups[g] = groupBefore }
        controls[c].announced = announcedBefore
        trace.removeSubrange(traceBefore...)
        work = workBefore
      } else if armed {
        controls[c].input?.armedWindowPending = true
      }
    }
    noteEnd(c, phase, at: instant)
    return Decided(decision: decision)
  }

  /// A send without an event made on the control's input path: an action handler, or a
  /// target-action with a `nil` event.
  mutating func eventlessSend(_ c: Int, tracking: Bool, inside: Bool, isHandler: Bool) -> Decided {
    if !controls[c].hasSentWithoutEvent, let input = controls[c].input,
      input.endTurn != nil || input.endInstant != nil || input.toldEnd
    {
      defectsMet.insert(.eventlessSendsBeforeTheFirst)
    }
    controls[c].hasSentWithoutEvent = true
    if !throttlesEventless {
      controls[c].eventlessKindsThisTurn.insert(isHandler)
      if controls[c].eventlessKindsThisTurn.count == 2 { defectsMet.insert(.mixedEventlessSendsUnderDeliver) }
    }
    switch controls[c].scope {
    case .delivery: return member(c)
    case .action: return joinRunningInput(c)
    case .idle: break
    }
    // Tracking again after a told end: a new touch, not that one.
    if tracking, let input = controls[c].input, input.toldEnd, input.endInstant == nil, !input.closed {
      controls[c].input = nil
    }
    if let input = controls[c].input, !input.closed {
      // During the touch's end, up to the turn after it: the touch's.
      if input.endTurn != nil { return continueInput(c, phase: .continues, at: nil) }
      // While the control tracks the touch: the touch's.
      if tracking && input.isLive { return continueInput(c, phase: .continues, at: nil) }
      // A touch whose end no send delivered: this send is its end's, while its window is open.
      if !tracking && (input.isLive || isHandler) && isIgnoring(c, at: now) {
        return continueInput(c, phase: input.isLive && !inside ? .endsUnactivated : .activates, at: nil)
      }
    }
    // A touch the throttle has not seen: it runs and arms nothing.
    if tracking { return Decided(decision: .unthrottled(.programmaticSend)) }
    guard throttlesEventless || isHandler else {
      // The policy lets it through: one activation of this turn that arms nothing, so that the
      // handlers of the same activation (a `performPrimaryAction()`'s) pass with it.
      controls[c].input = Input(sequence: nil, decision: .unthrottled(.programmaticSend), instant: now)
      controls[c].input?.endTurn = turn
      return Decided(decision: .unthrottled(.programmaticSend))
    }
    // One activation of this turn, at `now`.
    controls[c].input = Input(sequence: nil, decision: .accepted, instant: now)
    let decision = decideNewInput(c, at: now, sameEventPasses: true)
    controls[c].input?.decision = decision
    controls[c].input?.endTurn = turn
    return Decided(decision: decision)
  }

  /// Whether control `c`'s window drops an input at `instant`.
  func isIgnoring(_ c: Int, at instant: Int64) -> Bool {
    if case .drops = controls[c].window.outcome(at: instant, sameEventPasses: false) { return true }
    return false
  }

  /// A `sendActions(for:)` the adapter forwards: one delivery.
  mutating func eventlessDelivery(_ c: Int, tracking: Bool) -> Decided {
    switch controls[c].scope {
    case .delivery: return Decided(decision: .reentrant, scope: .delivery)
    case .action: return joinRunningInput(c, scope: .delivery)
    case .idle: break
    }
    if tracking {
      // The touch the control tracks decides it; one the throttle has not seen lets it run.
      if let input = controls[c].input, input.isLive {
        if input.isAccepted { defectsMet.insert(.forwardedDeliveryDuringASeenTouch) }
        return Decided(
          decision: input.isAccepted ? runningDecision(c) : .partOfDroppedInput, scope: .delivery)
      }
      return Decided(decision: .unthrottled(.programmaticSend), scope: .delivery)
    }
    return delivery(c, at: nil)
  }

  /// A phase of the tracked touch, told with no send: nothing is decided or reported.
  mutating func told(_ c: Int, _ phase: ModelPhase, tracking: Bool, besideOtherTouches: Bool) {
    // UIKit tells a begin while the control tracks the touch, an end once it stopped: otherwise
    // the registration was a program's send, which tells nothing.
    guard tracking == (phase == .begins), var input = controls[c].input, input.sequence != nil,
      input.endInstant == nil, !input.closed
    else { return }
    if phase == .begins {
      // A touch down ends the touch before it; beside other fingers, only one whose end was told.
      guard !besideOtherTouches || input.toldEnd else { return }
      if input.isLive { noteUnactivatedEnd(c) }
      if input.armedWindowPending { reopenWindow(of: c) }
      if let touch = input.sequence, input.isLive { controls[c].abandonedTouches.insert(touch) }
      controls[c].input = nil
      return
    }
    guard input.isLive, phase.ends else { return }
    if phase == .endsUnactivated { noteUnactivatedEnd(c) }
    let reopens = input.armedWindowPending && phase == .endsUnactivated
    input.armedWindowPending = false
    input.toldEnd = true
    // It closes on the next turn once the control has sent without an event, or its window reopened.
    if controls[c].hasSentWithoutEvent || reopens { input.endTurn = input.endTurn ?? turn }
    controls[c].input = input
    if reopens { reopenWindow(of: c) }
  }

  /// Reopens control `c`'s window; from inside one of its actions the running input stays
  /// current, its later sends passing and arming nothing.
  mutating func reset(_ c: Int) {
    controls[c].window = ModelWindow()
    controls[c].lastAcceptedInstant = nil
    if controls[c].scope == .action {
      controls[c].input?.armedWindowPending = false
    } else {
      controls[c].input = nil
    }
    endAnnouncedWindow(of: c)
  }
}
