import ControlThrottle
import ControlThrottleTesting

/// One scenario of the differential test: the controls and groups it starts with, then the steps
/// the model and the real throttle both take.
///
/// Its `description` is Swift that builds it again, so a divergence prints a script that can be
/// pasted into ``ReferenceModelTests/replay(_:)`` as it is.
struct ModelScenario: Sendable, CustomStringConvertible {
  /// One control: its type (an index into ``ModelControlTypes/all``), its own setting, and the
  /// group it joins, if any (an index into `groups`).
  struct Control: Sendable, CustomStringConvertible {
    var type: Int
    var setting: ModelSetting
    var group: Int?

    var description: String {
      ".init(type: \(type), setting: \(setting), group: \(group.map(String.init) ?? "nil"))"
    }
  }

  /// The controls, each with the registry's shared scheduler.
  var controls: [Control]
  /// The groups' intervals, in nanoseconds.
  var groups: [Int64] = []
  /// The configuration the scenario starts from, kept whole when a divergence is shrunk: the
  /// generator's exclusions of known defects may rest on it.
  var setup: [ModelStep] = []
  /// What happens, in order.
  var steps: [ModelStep]

  /// The setup, then the steps.
  var allSteps: [ModelStep] { setup + steps }

  var description: String {
    let setup = self.setup.map { "    \($0)," }.joined(separator: "\n")
    let steps = self.steps.map { "    \($0)," }.joined(separator: "\n")
    return """
      ModelScenario(
        controls: [\(controls.map(\.description).joined(separator: ", "))],
        groups: [\(groups.map(Self.nanoseconds).joined(separator: ", "))],
        setup: [
      \(setup)
        ],
        steps: [
      \(steps)
        ]
      )
      """
  }
}

/// A control's own setting, in nanoseconds; `.interval(.max)` is given as a duration of
/// `Int64.max` seconds, which lasts until reset as `.untilReset` does.
enum ModelSetting: Hashable, Sendable, CustomStringConvertible {
  case inherited
  case defaultInterval
  case interval(Int64)
  case untilReset

  /// The setting the real throttle is given.
  var throttleSetting: ThrottleSetting {
    switch self {
    case .inherited: .inherited
    case .defaultInterval: .defaultInterval
    case .interval(let nanoseconds): .interval(nanoseconds == .max ? .seconds(Int64.max) : .nanoseconds(nanoseconds))
    case .untilReset: .untilReset
    }
  }

  var description: String {
    switch self {
    case .inherited: ".inherited"
    case .defaultInterval: ".defaultInterval"
    case .interval(let nanoseconds): ".interval(\(ModelScenario.nanoseconds(nanoseconds)))"
    case .untilReset: ".untilReset"
    }
  }
}

/// Where a send falls in its input sequence, as the adapters tell it.
enum ModelPhase: Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case begins, continues, activates, endsUnactivated

  var ends: Bool { self == .activates || self == .endsUnactivated }

  var description: String {
    switch self {
    case .begins: ".begins"
    case .continues: ".continues"
    case .activates: ".activates"
    case .endsUnactivated: ".endsUnactivated"
    }
  }
}

/// One step of a scenario.
///
/// Instants and durations are nanoseconds; `inside` steps run from inside the first action the
/// send runs (re-entrancy), or not at all when it drops.
indirect enum ModelStep: Hashable, Sendable, CustomStringConvertible {
  /// Time moves on; the work that falls due runs, and a main-actor turn ends.
  case advance(Int64)
  /// One input event sent to `count` targets, each send stamped with the event's instant (UIKit's
  /// `sendAction(_:to:for:)` with an event that carries no sequence).
  case targets(Int, at: Int64, count: Int, inside: [ModelStep])
  /// A send without an event from app code: a target-action with a `nil` event.
  case programmatic(Int, inside: [ModelStep])
  /// One whole delivery to every target, decided once: an event at the instant, or a programmatic
  /// `sendActions(for:)` when `nil`. `inside` runs in the delivery, outside its targets' actions
  /// when `inDeliveryScope`, otherwise in its first target's action.
  case delivery(Int, at: Int64?, count: Int, inDeliveryScope: Bool, inside: [ModelStep])
  /// The same through ``ControlModel/tap(at:)`` (`nil`: ``ControlModel/sendActions()``).
  case modelTap(Int, at: Int64?)
  /// `count` sends of one phase of sequence `id` (a touch), stamped with the phase's event.
  case sequence(Int, id: Int, phase: ModelPhase, at: Int64, count: Int, inside: [ModelStep])
  /// A send without an event made by the control's input path: an action handler (`isHandler`),
  /// or a target-action with a `nil` event, while the control tracks a touch or not.
  case eventless(Int, tracking: Bool, inside: Bool, isHandler: Bool, nested: [ModelStep])
  /// A `sendActions(for:)` the adapter forwards, while the control tracks a touch or not.
  case eventlessDelivery(Int, tracking: Bool, count: Int, nested: [ModelStep])
  /// A phase of the tracked touch told by the adapter's own registration, with no send.
  case told(Int, ModelPhase, tracking: Bool, besideOtherTouches: Bool)
  /// ``Throttle/reset()``.
  case reset(Int)
  /// ``ThrottleGroup/reset()``.
  case resetGroup(Int)
  /// A new ``Throttle/setting``.
  case setting(Int, ModelSetting)
  /// ``Throttle/activatesOnFirstSend``.
  case activatesOnFirstSend(Int, Bool)
  /// ``Throttle/onWindowChange`` set (recording) or cleared.
  case observeWindow(Int, Bool)
  /// ``ThrottleRegistry/register(_:interval:includingSubclasses:)`` of a control type.
  case register(type: Int, interval: Int64?, includingSubclasses: Bool)
  /// ``ThrottleRegistry/unregister(_:)``.
  case unregister(type: Int)
  /// ``ThrottleRegistry/defaultInterval``.
  case defaultInterval(Int64)
  /// ``ThrottleRegistry/programmaticSendPolicy``: `.throttle` when `throttles`.
  case policy(throttles: Bool)
  /// ``ThrottleRegistry/observer`` set (recording) or cleared.
  case observe(Bool)

  var description: String {
    let n = ModelScenario.nanoseconds
    switch self {
    case .advance(let duration): return ".advance(\(n(duration)))"
    case .targets(let c, let at, let count, let inside):
      return ".targets(\(c), at: \(n(at)), count: \(count), inside: \(Self.list(inside)))"
    case .programmatic(let c, let inside): return ".programmatic(\(c), inside: \(Self.list(inside)))"
    case .delivery(let c, let at, let count, let inDeliveryScope, let inside):
      return
        ".delivery(\(c), at: \(at.map(n) ?? "nil"), count: \(count), inDeliveryScope: \(inDeliveryScope), inside: \(Self.list(inside)))"
    case .modelTap(let c, let at): return ".modelTap(\(c), at: \(at.map(n) ?? "nil"))"
    case .sequence(let c, let id, let phase, let at, let count, let inside):
      return ".sequence(\(c), id: \(id), phase: \(phase), at: \(n(at)), count: \(count), inside: \(Self.list(inside)))"
    case .eventless(let c, let tracking, let inside, let isHandler, let nested):
      return
        ".eventless(\(c), tracking: \(tracking), inside: \(inside), isHandler: \(isHandler), nested: \(Self.list(nested)))"
    case .eventlessDelivery(let c, let tracking, let count, let nested):
      return ".eventlessDelivery(\(c), tracking: \(tracking), count: \(count), nested: \(Self.list(nested)))"
    case .told(let c, let phase, let tracking, let beside):
      return ".told(\(c), \(phase), tracking: \(tracking), besideOtherTouches: \(beside))"
    case .reset(let c): return ".reset(\(c))"
    case .resetGroup(let g): return ".resetGroup(\(g))"
    case .setting(let c, let setting): return ".setting(\(c), \(setting))"
    case .activatesOnFirstSend(let c, let on): return ".activatesOnFirstSend(\(c), \(on))"
    case .observeWindow(let c, let on): return ".observeWindow(\(c), \(on))"
    case .register(let type, let interval, let includingSubclasses):
      return
        ".register(type: \(type), interval: \(interval.map(n) ?? "nil"), includingSubclasses: \(includingSubclasses))"
    case .unregister(let type): return ".unregister(type: \(type))"
    case .defaultInterval(let interval): return ".defaultInterval(\(n(interval)))"
    case .policy(let throttles): return ".policy(throttles: \(throttles))"
    case .observe(let on): return ".observe(\(on))"
    }
  }

  private static func list(_ steps: [ModelStep]) -> String {
    "[" + steps.map(\.description).joined(separator: ", ") + "]"
  }

  /// The steps nested in this one.
  var nested: [ModelStep] {
    switch self {
    case .targets(_, _, _, let inside), .programmatic(_, let inside), .delivery(_, _, _, _, let inside),
      .sequence(_, _, _, _, _, let inside), .eventless(_, _, _, _, let inside), .eventlessDelivery(_, _, _, let inside):
      inside
    default: []
    }
  }

  /// This step with `nested` in place of its nested steps.
  func replacingNested(_ nested: [ModelStep]) -> ModelStep {
    switch self {
    case .targets(let c, let at, let count, _): .targets(c, at: at, count: count, inside: nested)
    case .programmatic(let c, _): .programmatic(c, inside: nested)
    case .delivery(let c, let at, let count, let scope, _):
      .delivery(c, at: at, count: count, inDeliveryScope: scope, inside: nested)
    case .sequence(let c, let id, let phase, let at, let count, _):
      .sequence(c, id: id, phase: phase, at: at, count: count, inside: nested)
    case .eventless(let c, let tracking, let inside, let isHandler, _):
      .eventless(c, tracking: tracking, inside: inside, isHandler: isHandler, nested: nested)
    case .eventlessDelivery(let c, let tracking, let count, _):
      .eventlessDelivery(c, tracking: tracking, count: count, nested: nested)
    default: self
    }
  }
}

extension ModelScenario {
  /// A nanosecond count as Swift source, with digit separators, and `.max` spelled out.
  static func nanoseconds(_ value: Int64) -> String {
    if value == .max { return ".max" }
    if value > Int64.max - 1_000_000_000_000 { return ".max - \(Int64.max - value)" }
    var digits = String(value.magnitude)
    var grouped = ""
    while digits.count > 3 {
      grouped = "_" + digits.suffix(3) + grouped
      digits.removeLast(3)
    }
    return (value < 0 ? "-" : "") + digits + grouped
  }
}

/// What the model and the real throttle are compared on, in the order it happens.
enum ModelTraceEvent: Hashable, CustomStringConvertible {
  /// A send returned its decision; `ran` says whether its action ran.
  case decided(control: Int, ModelDecision, ran: Bool)
  /// The registry's observer was told.
  case reported(control: Int, instant: Int64, ModelDecision)
  /// ``Throttle/onWindowChange`` was called: `.began(until:)`, or `.ended` when `until` is `nil`.
  case window(control: Int, began: Int64?)

  var description: String {
    switch self {
    case .decided(let c, let decision, let ran): "control \(c): \(decision)\(ran ? ", ran" : ", did not run")"
    case .reported(let c, let instant, let decision):
      "control \(c): observer told \(decision) at \(ModelScenario.nanoseconds(instant))"
    case .window(let c, let until):
      "control \(c): window \(until.map { "began until \(ModelScenario.nanoseconds($0))" } ?? "ended")"
    }
  }
}

/// A decision, with the group member holding a window named by its index.
enum ModelDecision: Hashable, CustomStringConvertible {
  case accepted
  case unthrottled(ThrottleDecision.UnthrottledReason)
  case insideInterval(remaining: Int64)
  case untilReset
  case partOfDroppedInput
  case reentrant
  case insideGroupWindow(remaining: Int64, heldBy: Int?)

  var isAccepted: Bool {
    switch self {
    case .accepted, .unthrottled: true
    default: false
    }
  }

  var description: String {
    switch self {
    case .accepted: "accepted"
    case .unthrottled(let reason): "unthrottled(\(reason))"
    case .insideInterval(let remaining): "dropped inside the interval, \(ModelScenario.nanoseconds(remaining)) left"
    case .untilReset: "dropped until reset"
    case .partOfDroppedInput: "dropped as part of a dropped input"
    case .reentrant: "dropped as reentrant"
    case .insideGroupWindow(let remaining, let holder):
      "dropped inside the group's window, \(ModelScenario.nanoseconds(remaining)) left, held by \(holder.map { "control \($0)" } ?? "none")"
    }
  }
}
