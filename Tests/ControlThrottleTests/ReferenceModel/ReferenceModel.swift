import ControlThrottle
import ControlThrottleTesting

/// A deliberately plain model of the control throttle's documented rules (the ThrottleSemantics
/// and ThrottlingControls articles), run beside the real ``Throttle`` by ``ReferenceModelTests``.
///
/// It keeps what the articles speak of: a window per control and per group, the current input
/// (a touch by its script number, or this turn's eventless activation), the send under way, the
/// registry's configuration and the scheduled work. It is written for reading, not speed, and
/// shares no code with the implementation.
struct ReferenceModel {
  /// The control types' lineages, each type first: `ControlModel`, `ModelButton`, `ModelFancyButton`,
  /// `ModelGroupedControl`, `ModelGroupedSubcontrol`.
  static let lineages: [[Int]] = [[0], [1, 0], [2, 1, 0], [3], [4, 3]]

  /// A type registration.
  struct Registration {
    var interval: Int64?
    var includesSubclasses: Bool
  }

  /// The send under way on a control, saved and restored around every accepted send.
  enum Scope: Equatable { case idle, action, delivery }

  /// The input a control's later sends may belong to.
  struct Input {
    /// The sequence's script number; `nil` for an eventless activation.
    var sequence: Int?
    /// Its first send's decision, which its later sends share.
    var decision: ModelDecision
    /// The instant its first send was decided at.
    var instant: Int64
    /// It armed the current window and has not activated: ending without activating reopens it.
    var armedWindowPending = false
    /// The instant of its end-phase event, once a send of that phase was seen: from then on only
    /// that event's sends are its.
    var endInstant: Int64?
    /// The turn its end was seen in (by a send, or told); eventless sends of that turn are its.
    var endTurn: Int?
    /// Its end was told with no send: no longer live, still known by its object until the next
    /// begin or the next turn.
    var toldEnd = false
    /// Closed for eventless sends: the turn after its end.
    var closed = false

    var isAccepted: Bool { decision.isAccepted }
    /// Its object may still send: a sequence not known by its end's instant, its end not told,
    /// not closed. (An end that only a send without an event delivered leaves it known by its
    /// object.)
    var isLive: Bool { sequence != nil && endInstant == nil && !toldEnd && !closed }
  }

  struct Control {
    var type: Int
    var group: Int?
    var setting: ModelSetting
    var activatesOnFirstSend = false
    var window = ModelWindow()
    /// The window callback is set.
    var observesWindow = false
    /// The window announced with `.began` and not yet ended, with its scheduled end's token.
    var announced: Int?
    var input: Input?
    var scope = Scope.idle
    /// The instant of the last input accepted, throttled or not, since the window last reopened.
    var lastAcceptedInstant: Int64?
    /// The control has had a send without an event: from then on an ended touch closes for such
    /// sends on the turn after its end.
    var hasSentWithoutEvent = false
    /// Touches replaced by a later one before their end was seen (for ``ModelKnownDefect/interleavedTouches``).
    var abandonedTouches: Set<Int> = []
    /// This turn's sends without an event, as whether each was a handler's.
    var eventlessKindsThisTurn: Set<Bool> = []
  }

  struct Group {
    var interval: Int64
    var window = ModelWindow()
    var holder: Int?
  }

  /// Work scheduled on the main actor: a window's end at its deadline.
  struct Work {
    var deadline: Int64
    var order: Int
    var control: Int
    var token: Int
  }

  var defaultInterval: Int64 = 500_000_000
  var throttlesEventless = true
  var observed = false
  var registrations: [Int: Registration] = [:]
  var controls: [Control]
  var groups: [Group]
  var now: Int64 = 0
  /// Main-actor turns so far: one ends every time the clock advances.
  var turn = 0
  var work: [Work] = []
  var nextOrder = 0
  /// What happened, in order.
  var trace: [ModelTraceEvent] = []
  /// The known defects the steps so far met: inputs whose documented outcome the implementation
  /// does not give yet.
  var defectsMet: Set<ModelKnownDefect> = []

  init(_ scenario: ModelScenario) {
    controls = scenario.controls.map { Control(type: $0.type, group: $0.group, setting: $0.setting) }
    groups = scenario.groups.map { Group(interval: $0) }
  }

  // MARK: - Which interval applies

  /// The interval that applies to control `c`, with the reason when it is zero.
  func interval(of c: Int) -> (Int64, ThrottleDecision.UnthrottledReason) {
    switch controls[c].setting {
    case .interval(let interval): return (interval, .intervalIsZero)
    case .untilReset: return (.max, .intervalIsZero)
    case .defaultInterval: return (defaultInterval, .intervalIsZero)
    case .inherited:
      let lineage = Self.lineages[controls[c].type]
      if let exact = registrations[lineage[0]] { return (exact.interval ?? defaultInterval, .intervalIsZero) }
      for ancestor in lineage.dropFirst() {
        if let registration = registrations[ancestor], registration.includesSubclasses {
          return (registration.interval ?? defaultInterval, .intervalIsZero)
        }
      }
      return (0, .unregisteredType)
    }
  }

  // MARK: - A new input

  /// Decides a new input of control `c` at `instant`: its own window first, then its group's;
  /// accepted, it arms both.
  mutating func decideNewInput(_ c: Int, at instant: Int64, sameEventPasses: Bool) -> ModelDecision {
    let (interval, reason) = interval(of: c)
    if instant >= ModelWindow.latestFinite { defectsMet.insert(.instantsAtTheTopOfTheRange) }
    if let g = controls[c].group, groups[g].interval > 0, instant > ModelWindow.latestFinite &- groups[g].interval {
      defectsMet.insert(.groupInstantsNearTheTopOfTheRange)
    }
    var armsOwn = false
    var sameEvent = false
    if interval > 0 {
      switch controls[c].window.outcome(at: instant, sameEventPasses: sameEventPasses) {
      case .drops(let remaining): return remaining == .max ? .untilReset : .insideInterval(remaining: remaining)
      case .sameEvent:
        // Another send of the event this control accepted: it passes with it, whatever the group's
        // window has done since.
        sameEvent = true
        if let input = controls[c].input, input.armedWindowPending, input.instant == instant {
          defectsMet.insert(.eventAtATouchsInstant)
        }
      case .arms: armsOwn = true
      }
    }
    var groupThrottles = false
    var armsGroup = false
    if !sameEvent, let g = controls[c].group, groups[g].interval > 0 {
      groupThrottles = true
      let isHolder = groups[g].holder == c
      switch groups[g].window.outcome(at: instant, sameEventPasses: sameEventPasses && isHolder) {
      case .drops(let remaining): return .insideGroupWindow(remaining: remaining, heldBy: groups[g].holder)
      case .sameEvent: break
      case .arms: armsGroup = true
      }
    }
    if armsOwn {
      controls[c].window = ModelWindow(armedAt: instant, length: interval)
      // The current input's window is no longer the one to reopen.
      controls[c].input?.armedWindowPending = false
      announceWindow(of: c)
    }
    if armsGroup && controls[c].lastAcceptedInstant == instant {
      defectsMet.insert(.groupInputAtItsPreviousInstant)
    }
    if armsGroup, let g = controls[c].group {
      groups[g].window = ModelWindow(armedAt: instant, length: groups[g].interval)
      groups[g].holder = c
    }
    controls[c].lastAcceptedInstant = instant
    if interval == 0 {
      // Another input accepted: the current input's windows are no longer the ones to reopen.
      controls[c].input?.armedWindowPending = false
      return groupThrottles ? .accepted : .unthrottled(reason)
    }
    return .accepted
  }

  /// Whether a decision armed control `c`'s window at `instant`.
  func armed(_ c: Int, at instant: Int64) -> Bool { controls[c].window.armedAt == instant }

  // MARK: - Window callbacks and scheduled work

  mutating func announceWindow(of c: Int) {
    guard controls[c].observesWindow, let end = controls[c].window.end else { return }
    endAnnouncedWindow(of: c)
    trace.append(.window(control: c, began: end))
    let token = nextOrder
    controls[c].announced = token
    if end != .max { schedule(at: end, control: c, token: token) }
  }

  mutating func endAnnouncedWindow(of c: Int) {
    guard let token = controls[c].announced else { return }
    controls[c].announced = nil
    work.removeAll { $0.token == token && $0.control == c }
    trace.append(.window(control: c, began: nil))
  }

  mutating func schedule(at deadline: Int64, control: Int, token: Int) {
    work.append(Work(deadline: deadline, order: nextOrder, control: control, token: token))
    nextOrder += 1
  }

  /// Time moves on by `duration`: the turn ends (its sequences close for eventless sends) and
  /// windows whose deadline falls due end, in deadline order.
  mutating func advance(by duration: Int64) {
    endTurn()
    now += duration
    while let next = work.filter({ $0.deadline <= now }).min(by: { ($0.deadline, $0.order) < ($1.deadline, $1.order) })
    {
      work.removeAll { $0.order == next.order }
      if controls[next.control].announced == next.token {
        controls[next.control].announced = nil
        trace.append(.window(control: next.control, began: nil))
      }
    }
  }

  /// The main-actor turn ends: an input whose end was seen closes for eventless sends, once the
  /// control has sent without an event (or its told end reopened the window); one still known by
  /// its object is forgotten, its object can send no more.
  mutating func endTurn() {
    for c in controls.indices {
      controls[c].eventlessKindsThisTurn = []
      guard var input = controls[c].input, input.endTurn != nil,
        controls[c].hasSentWithoutEvent || input.toldEnd
      else { continue }
      input.closed = true
      controls[c].input = input.sequence != nil && input.endInstant == nil ? nil : input
    }
    turn += 1
  }

  // MARK: - Reporting

  mutating func report(_ c: Int, _ decision: ModelDecision, at instant: Int64?) {
    if observed { trace.append(.reported(control: c, instant: instant ?? now, decision)) }
  }

  /// Reopens the windows control `c`'s current input armed: its own, and the group's if that
  /// input's arming still holds it.
  mutating func reopenWindow(of c: Int) {
    guard let input = controls[c].input else { return }
    if controls[c].window.armedAt == input.instant { controls[c].window = ModelWindow() }
    controls[c].lastAcceptedInstant = nil
    if let g = controls[c].group, groups[g].holder == c, groups[g].window.armedAt == input.instant {
      groups[g].window = ModelWindow()
    }
    endAnnouncedWindow(of: c)
  }
}
