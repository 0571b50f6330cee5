import ControlThrottle
import ControlThrottleTesting

/// A registered subclass of the headless control, for type resolution.
@MainActor class ModelButton: ControlModel {}
/// A subclass of a subclass, for resolution through an ancestor.
@MainActor final class ModelFancyButton: ModelButton {}

/// A control that joins a group: ``ControlModel`` takes none.
@MainActor class ModelGroupedControl: ThrottledControl {
  let throttle: Throttle

  init(_ setting: ThrottleSetting, group: ThrottleGroup?, scheduler: VirtualScheduler, registry: ThrottleRegistry) {
    throttle = Throttle(setting, group: group, scheduler: scheduler, registry: registry)
  }
}

/// A subclass of the grouped control, for resolution through an ancestor.
@MainActor final class ModelGroupedSubcontrol: ModelGroupedControl {}

/// The control types a scenario uses, by index; ``ReferenceModel/lineages`` gives their ancestry.
enum ModelControlTypes {
  static var all: [any ThrottledControl.Type] {
    [
      ControlModel.self, ModelButton.self, ModelFancyButton.self, ModelGroupedControl.self, ModelGroupedSubcontrol.self,
    ]
  }
}

/// Drives the real throttle through the entry points the UIKit adapter and the headless control
/// use, recording the same trace the model does.
///
/// The only place the test touches the implementation: if an entry point changes, this file does.
@MainActor
final class ModelDriver {
  let scheduler = VirtualScheduler()
  let registry = ThrottleRegistry()
  private(set) var controls: [any ThrottledControl] = []
  private(set) var groups: [ThrottleGroup] = []
  /// Shared with the registry's observer, which may be called from any thread.
  let trace = LockedArray<ModelTraceEvent>()
  private var indexOfControl: [ObjectIdentifier: Int] = [:]
  /// The registry's observer while the script observes.
  private var observerToken: ObserverToken?
  /// The headless controls' targets that ran in the last ``ControlModel/tap(at:)``.
  private var fired = 0

  init(_ scenario: ModelScenario) {
    groups = scenario.groups.map { ThrottleGroup(interval: .nanoseconds($0)) }
    for (index, control) in scenario.controls.enumerated() {
      let setting = control.setting.throttleSetting
      let made: any ThrottledControl =
        switch control.type {
        case 0: ControlModel(scheduler: scheduler, registry: registry, setting: setting)
        case 1: ModelButton(scheduler: scheduler, registry: registry, setting: setting)
        case 2: ModelFancyButton(scheduler: scheduler, registry: registry, setting: setting)
        case 3:
          ModelGroupedControl(
            setting, group: control.group.map { groups[$0] }, scheduler: scheduler, registry: registry)
        default:
          ModelGroupedSubcontrol(
            setting, group: control.group.map { groups[$0] }, scheduler: scheduler, registry: registry)
        }
      if let model = made as? ControlModel {
        for name in ["first", "second"] { model.addTarget(name) { [unowned self] _ in fired += 1 } }
      }
      indexOfControl[ObjectIdentifier(made)] = index
      controls.append(made)
    }
  }

  /// The window's end each control reports, `nil` when none was armed since the last reset.
  var ignoreUntil: [Int64?] { controls.map { $0.throttle.ignoreUntil?.uptimeNanoseconds } }

  /// Takes one step.
  func run(_ step: ModelStep) {
    switch step {
    case .advance(let duration): scheduler.advance(by: .nanoseconds(duration))
    case .targets(let c, let instant, let count, let inside):
      for index in 0..<count {
        send(c, index == 0 ? inside : []) { controls[c].throttleSendAction(at: Self.instant(instant), $0) }
      }
    case .programmatic(let c, let inside): send(c, inside) { controls[c].throttleSendAction(at: nil, $0) }
    case .delivery(let c, let instant, let count, let inDeliveryScope, let inside):
      send(c, []) { body in
        controls[c].throttleSendActions(at: instant.map(Self.instant)) {
          body()
          if inDeliveryScope { for step in inside { run(step) } }
          for index in 0..<count {
            let nested = !inDeliveryScope && index == 0 ? inside : []
            run(instant.map { .targets(c, at: $0, count: 1, inside: nested) } ?? .programmatic(c, inside: nested))
          }
        }
      }
    case .modelTap(let c, let instant):
      let model = controls[c] as! ControlModel
      fired = 0
      let decision = instant.map { model.tap(at: Self.instant($0)) } ?? model.sendActions()
      trace.append(.decided(control: c, modelDecision(decision), ran: fired == 2))
    case .sequence(let c, let id, let phase, let instant, let count, let inside):
      for index in 0..<count {
        send(c, index == 0 ? inside : []) {
          controls[c].throttleSendAction(
            at: Self.instant(instant), sequence: Self.sequenceID(id), phase: Self.phase(phase), $0)
        }
      }
    case .eventless(let c, let tracking, let inside, let isHandler, let nested):
      send(c, nested) {
        controls[c].throttleEventlessSend(tracking: tracking, inside: inside, isHandler: isHandler, $0)
      }
    case .eventlessDelivery(let c, let tracking, let count, let nested):
      send(c, []) { body in
        controls[c].throttleEventlessDelivery(tracking: tracking) {
          body()
          for index in 0..<count {
            run(.eventless(c, tracking: false, inside: true, isHandler: false, nested: index == 0 ? nested : []))
          }
        }
      }
    case .told(let c, let phase, let tracking, let besideOtherTouches):
      controls[c].throttle.noteTrackedSequence(
        Self.phase(phase), of: controls[c], tracking: tracking, besideOtherTouches: besideOtherTouches)
    case .reset(let c): controls[c].throttle.reset()
    case .resetGroup(let g): groups[g].reset()
    case .setting(let c, let setting): controls[c].throttle.setting = setting.throttleSetting
    case .activatesOnFirstSend(let c, let on): controls[c].throttle.activatesOnFirstSend = on
    case .observeWindow(let c, let on):
      guard on else {
        controls[c].throttle.onWindowChange = nil
        return
      }
      let trace = self.trace
      controls[c].throttle.onWindowChange = { (change: Throttle.WindowChange) in
        switch change {
        case .began(let until): trace.append(.window(control: c, began: until.uptimeNanoseconds))
        case .ended: trace.append(.window(control: c, began: nil))
        }
      }
    case .register(let type, let interval, let includingSubclasses):
      registry.register(
        ModelControlTypes.all[type], interval: interval.map(Duration.nanoseconds),
        includingSubclasses: includingSubclasses)
    case .unregister(let type): registry.unregister(ModelControlTypes.all[type])
    case .defaultInterval(let interval): registry.defaultInterval = .nanoseconds(interval)
    case .policy(let throttles): registry.programmaticSendPolicy = throttles ? .throttle : .deliver
    case .observe(let on):
      if on {
        let trace = self.trace
        let indexOfControl = self.indexOfControl
        let groupMembers = self.indexOfControl
        observerToken?.cancel()
        observerToken = registry.addObserver { record in
          trace.append(
            .reported(
              control: indexOfControl[record.control] ?? -1, instant: record.instant.uptimeNanoseconds,
              Self.modelDecision(record.decision, members: groupMembers)))
        }
      } else {
        observerToken?.cancel()
        observerToken = nil
      }
    }
  }

  /// Makes one send through `entryPoint`, whose argument is the action: it records that it ran and
  /// runs the nested steps.
  private func send(_ c: Int, _ inside: [ModelStep], _ entryPoint: (() -> Void) -> ThrottleDecision) {
    var ran = false
    let decision = entryPoint {
      ran = true
      for step in inside { run(step) }
    }
    trace.append(.decided(control: c, modelDecision(decision), ran: ran))
  }

  private func modelDecision(_ decision: ThrottleDecision) -> ModelDecision {
    Self.modelDecision(decision, members: indexOfControl)
  }

  nonisolated private static func modelDecision(_ decision: ThrottleDecision, members: [ObjectIdentifier: Int])
    -> ModelDecision
  {
    switch decision {
    case .accepted: .accepted
    case .unthrottled(let reason): .unthrottled(reason)
    case .dropped(.insideInterval(let remaining)): .insideInterval(remaining: nanoseconds(remaining))
    case .dropped(.untilReset): .untilReset
    case .dropped(.partOfDroppedInput): .partOfDroppedInput
    case .dropped(.reentrant): .reentrant
    // An async action's reasons, never a control's: a value no rule of the model gives.
    case .dropped(.running), .dropped(.insideCooldown): .insideInterval(remaining: -1)
    case .dropped(.insideGroupWindow(let remaining, let holder)):
      .insideGroupWindow(remaining: nanoseconds(remaining), heldBy: holder.map { members[$0] ?? -1 })
    }
  }

  nonisolated private static func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    if overflow { return .max }
    let (sum, overflowed) = whole.addingReportingOverflow(attoseconds / 1_000_000_000)
    return overflowed ? .max : sum
  }

  private static func instant(_ nanoseconds: Int64) -> SchedulerInstant {
    SchedulerInstant(uptimeNanoseconds: nanoseconds)
  }

  /// A sequence's object identity: any nonzero word the script's number maps to one to one.
  private static func sequenceID(_ id: Int) -> Int64 { Int64(id) << 12 }

  private static func phase(_ phase: ModelPhase) -> ThrottleStateMachine.SequencePhase {
    switch phase {
    case .begins: .begins
    case .continues: .continues
    case .activates: .activates
    case .endsUnactivated: .endsUnactivated
    }
  }
}
