import TestSupport

/// Random scenarios for the differential test, from a seed.
///
/// Each step is tried on a copy of the model first: one that meets a known defect whose switch
/// is off (``ModelKnownDefects``) is left out, and another is drawn.
struct ModelScriptGenerator {
  var random: SeededGenerator
  var knownDefects = ModelKnownDefects()

  static let intervals: [Int64] = [0, 1, 100_000_000, 250_000_001, 500_000_000, 1_000_000_000, .max]
  static let groupIntervals: [Int64] = [0, 300_000_000, 600_000_000, 1_000_000_000]

  // The scenario so far, as the generator draws it.
  private var now: Int64 = 0
  private var lastStamp: Int64 = 0
  private var controls: [ModelScenario.Control] = []
  /// Each control's touch that may send again.
  private var liveTouch: [Int?] = []
  private var nextTouch = 1
  private var model = ReferenceModel(ModelScenario(controls: [], steps: []))

  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
  private mutating func pick<T>(_ values: [T]) -> T { values.randomElement(using: &random)! }
  private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
  private mutating func nanoseconds(_ range: ClosedRange<Int64>) -> Int64 { Int64.random(in: range, using: &random) }

  /// A scenario of about `length` steps.
  mutating func scenario(length: Int) -> ModelScenario {
    now = 0
    lastStamp = 0
    nextTouch = 1
    let groupCount = chance(30) ? int(1...2) : 0
    let groups = (0..<groupCount).map { _ in pick(Self.groupIntervals) }
    controls = (0..<int(1...3)).map { _ in
      let grouped = groupCount > 0 && chance(70)
      return ModelScenario.Control(
        type: grouped ? int(3...4) : int(0...2), setting: setting(), group: grouped ? int(0...groupCount - 1) : nil)
    }
    liveTouch = controls.map { _ in nil }
    var setup: [ModelStep] = []
    for type in 0..<ModelControlTypes.all.count where chance(30) {
      setup.append(
        .register(type: type, interval: chance(50) ? nil : pick(Self.intervals), includingSubclasses: chance(50)))
    }
    if chance(20) { setup.append(.defaultInterval(pick(Self.intervals))) }
    if chance(40) { setup.append(.observe(true)) }
    if chance(30) { setup.append(.policy(throttles: false)) }
    for c in controls.indices {
      if chance(30) { setup.append(.observeWindow(c, true)) }
      if chance(15) { setup.append(.activatesOnFirstSend(c, true)) }
      // A custom slider's value change while it tracks, before anything else: a control that
      // sends without an event from the start.
      if chance(60) { setup.append(.eventless(c, tracking: true, inside: true, isHandler: false, nested: [])) }
    }
    model = ReferenceModel(ModelScenario(controls: controls, groups: groups, steps: []))
    for step in setup { model.run(step) }
    var steps: [ModelStep] = []
    var draws = 0
    while steps.count + setup.count < length && draws < 4 * length {
      draws += 1
      let saved = (now, lastStamp, liveTouch, nextTouch)
      let step = step(depth: 0, in: nil)
      var tried = model
      tried.run(step)
      guard knownDefects.allows(tried.defectsMet) else {
        (now, lastStamp, liveTouch, nextTouch) = saved
        continue
      }
      model = tried
      model.trace = []
      steps.append(step)
    }
    return ModelScenario(controls: controls, groups: groups, setup: setup, steps: steps)
  }

  private mutating func setting() -> ModelSetting {
    pick([.inherited, .defaultInterval, .interval(0), .untilReset, .interval(pick(Self.intervals))])
  }

  /// An event instant: the clock's, the previous event's again, one from a clock that went back,
  /// one an interval (give or take a nanosecond) after or before the previous event's, or one
  /// near the top of the range.
  private mutating func stamp() -> Int64 {
    let top = ModelWindow.latestFinite
    let stamp: Int64
    switch int(0...21) {
    case 0...2: stamp = now - nanoseconds(1...5_000_000_000)
    case 3...6: stamp = lastStamp
    case 8, 9:
      let interval = pick(Self.intervals.filter { $0 > 0 && $0 < .max } + Self.groupIntervals.filter { $0 > 0 })
      stamp = lastStamp &+ pick([interval, interval - 1, -interval, -interval + 1, -interval - 1])
    case 7: stamp = chance(10) ? pick([top, .max]) : top - pick([1, 1_000, 500_000_000, 1_000_000_000, 2_000_000_000])
    default: stamp = now
    }
    lastStamp = stamp
    return stamp
  }

  private mutating func step(depth: Int, in outer: Int?) -> ModelStep {
    let c = outer ?? int(0...controls.count - 1)
    let nests = depth < 2
    switch int(0...99) {
    case 0...17 where depth == 0:
      let duration =
        switch int(0...4) {
        case 0: Int64(0)
        case 1: nanoseconds(1...100_000_000)
        case 2, 3: nanoseconds(100_000_000...700_000_000)
        default: nanoseconds(700_000_000...3_000_000_000)
        }
      now += duration
      return .advance(duration)
    case 0...29: return .targets(c, at: stamp(), count: int(1...3), inside: nested(c, depth, nests))
    case 30...36:
      return .delivery(
        c, at: chance(30) ? nil : stamp(), count: int(1...2), inDeliveryScope: chance(30),
        inside: nested(c, depth, nests))
    case 37...40 where controls[c].type <= 2 && depth == 0: return .modelTap(c, at: chance(25) ? nil : stamp())
    case 37...42: return .programmatic(c, inside: nested(c, depth, nests))
    case 43...64: return touchStep(c, depth: depth)
    case 65...76:
      return .eventless(
        c, tracking: liveTouch[c] != nil ? chance(50) : chance(15), inside: chance(70), isHandler: chance(60),
        nested: nested(c, depth, nests))
    case 77...80:
      return .eventlessDelivery(c, tracking: chance(30), count: int(1...2), nested: nested(c, depth, nests))
    case 81...85:
      let phase = pick([ModelPhase.begins, .activates, .endsUnactivated])
      // A begin told for a new touch, whose sends then continue it.
      if phase == .begins && depth == 0 { liveTouch[c] = newTouch(atAFreedAddress: true) }
      return .told(c, phase, tracking: chance(85) == (phase == .begins), besideOtherTouches: chance(20))
    case 86...88: return .reset(c)
    case 89 where depth == 0: return controls[c].group.map { .resetGroup($0) } ?? .reset(c)
    case 90...91 where depth == 0: return .setting(c, setting())
    case 92 where depth == 0: return .activatesOnFirstSend(c, chance(50))
    case 93 where depth == 0: return .observeWindow(c, chance(70))
    case 94 where depth == 0:
      return .register(
        type: int(0...ModelControlTypes.all.count - 1), interval: chance(50) ? nil : pick(Self.intervals),
        includingSubclasses: chance(50))
    case 95 where depth == 0: return .unregister(type: int(0...ModelControlTypes.all.count - 1))
    case 96 where depth == 0: return .defaultInterval(pick(Self.intervals))
    case 97 where depth == 0: return .policy(throttles: chance(50))
    case 98 where depth == 0: return .observe(chance(70))
    default: return touchStep(c, depth: depth)
    }
  }

  /// A touch never sent before; with `atAFreedAddress`, now and then one at an earlier touch's
  /// address (UIKit gives freed addresses to new touches), which only a first phase may begin.
  private mutating func newTouch(atAFreedAddress: Bool = false) -> Int {
    defer { nextTouch += 1 }
    return atAFreedAddress && nextTouch > 2 && chance(20) ? nextTouch - 2 : nextTouch
  }

  /// A send of the control's touch: a new one's first phase, or a later phase of the live one.
  private mutating func touchStep(_ c: Int, depth: Int) -> ModelStep {
    let stamp = chance(85) ? now : stamp()
    if depth > 0 {
      // From inside an action: the running touch sent again, or a touch whose begin no send told.
      let touch = liveTouch[c] ?? newTouch()
      liveTouch[c] = touch
      return .sequence(c, id: touch, phase: pick(ModelPhase.allCases), at: stamp, count: 1, inside: [])
    }
    guard let touch = liveTouch[c], chance(75) else {
      // Mostly its first phase; sometimes a touch whose begin reached no send.
      let phase = chance(80) ? ModelPhase.begins : pick(ModelPhase.allCases)
      let touch = newTouch(atAFreedAddress: phase == .begins)
      liveTouch[c] = phase.ends ? nil : touch
      return .sequence(c, id: touch, phase: phase, at: stamp, count: int(1...2), inside: nested(c, depth, chance(40)))
    }
    let phase = pick([ModelPhase.continues, .activates, .activates, .endsUnactivated])
    if phase.ends && chance(80) { liveTouch[c] = nil }
    return .sequence(c, id: touch, phase: phase, at: stamp, count: int(1...2), inside: nested(c, depth, chance(40)))
  }

  /// Steps run from inside an action of control `c`, if `allowed` and by chance.
  private mutating func nested(_ c: Int, _ depth: Int, _ allowed: Bool) -> [ModelStep] {
    guard allowed, chance(15) else { return [] }
    return (0..<int(1...2)).map { _ in step(depth: depth + 1, in: c) }
  }
}
