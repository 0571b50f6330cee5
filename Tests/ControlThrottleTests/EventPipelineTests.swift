import ControlThrottle
import ControlThrottleTesting
import Foundation
import Testing

@MainActor
@Suite struct EventPipelineTests {
  let scheduler = VirtualScheduler()
  let gate: InteractionGate
  let pay: ControlModel
  let pipeline: EventPipeline
  let log = Log()

  /// A screen with a pay button (a control), a label (not a control) and empty space.
  init() {
    gate = InteractionGate(scheduler: scheduler)
    pay = ControlModel(scheduler: scheduler, registry: ThrottleRegistry(), setting: .interval(.milliseconds(500)))
    let screen = ViewNode("screen", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    screen.isUserInteractionEnabled = true
    let button = ViewNode("pay", frame: CGRect(x: 20, y: 700, width: 350, height: 50), control: pay)
    let label = ViewNode("total", frame: CGRect(x: 20, y: 600, width: 350, height: 40))
    screen.addChild(label)
    screen.addChild(button)
    pipeline = EventPipeline(gate: gate, root: screen)
    pay.addTarget("charge") { [log] _ in log.record("charge") }
  }

  private func touch(_ x: Double, _ y: Double) -> PipelineReport {
    pipeline.deliver(.touch(at: CGPoint(x: x, y: y), timestamp: scheduler.now))
  }

  @Test func everyStageOutcomeIsReported() {
    // Delivered: hits the pay button, its throttle accepts.
    let delivered = touch(200, 725)
    #expect(delivered.outcome == .delivered("pay"))
    #expect(delivered.passedGate && delivered.hitView == "pay" && delivered.throttleDecision == .accepted)

    // Dropped by the throttle: the same button 100 ms later.
    scheduler.advance(by: .milliseconds(100))
    let throttled = touch(200, 725)
    #expect(throttled.outcome == .droppedByThrottle("pay", .insideInterval(remaining: .milliseconds(400))))

    // Hit a view that is not a control.
    #expect(touch(200, 620).outcome == .hitNonControl("total"))

    // Missed: outside every hittable view.
    #expect(touch(400, 100).outcome == .missed)
    #expect(touch(400, 100).hitView == nil)

    // Blocked by the gate: nothing else runs, not even the throttle.
    scheduler.advance(by: .seconds(1))
    gate.block(.touches, for: .seconds(1))
    let blocked = touch(200, 725)
    #expect(blocked.outcome == .blockedByGate)
    #expect(!blocked.passedGate && blocked.hitView == nil && blocked.throttleDecision == nil)
    #expect(pay.throttle.ignoreUntil == at(0.5))  // the blocked tap never reached the throttle

    // Events without a location skip the hit test.
    let shake = pipeline.deliver(InputEvent(kind: .motion, timestamp: scheduler.now))
    #expect(shake.outcome == .deliveredWithoutHitTest)

    #expect(log.entries == ["charge"])
  }

  @Test func aHiddenOverlayLetsTapsThroughAndAVisibleOneStopsThem() {
    let overlay = ViewNode("overlay", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    pipeline.root.addChild(overlay)
    #expect(touch(200, 725).outcome == .hitNonControl("overlay"))
    overlay.isHidden = true
    #expect(touch(200, 725).outcome == .delivered("pay"))
  }

  @Test func theGateCountsWhatItStops() {
    gate.block(.touches, for: .seconds(1))
    _ = touch(200, 725)
    _ = touch(10, 10)
    #expect(gate.droppedEventCount(for: .touches) == 2)
    scheduler.advance(by: .seconds(1))
    #expect(touch(200, 725).outcome == .delivered("pay"))
  }

  // MARK: Coordinates

  /// A root whose frame and bounds do not start at zero, with a button at (20, 700) in the root's
  /// coordinates; a touch's location is in the root's coordinates, so neither origin moves it.
  @Test(arguments: [
    (frameOrigin: CGPoint(x: 0, y: 100), boundsOrigin: CGPoint.zero),
    (frameOrigin: CGPoint(x: 30, y: -40), boundsOrigin: CGPoint.zero),
    (frameOrigin: CGPoint.zero, boundsOrigin: CGPoint(x: 0, y: 100)),
    (frameOrigin: CGPoint(x: 0, y: 100), boundsOrigin: CGPoint(x: 10, y: 100)),
  ])
  func touchLocationsAreInTheRootsCoordinates(frameOrigin: CGPoint, boundsOrigin: CGPoint) {
    let root = ViewNode("root", frame: CGRect(origin: frameOrigin, size: CGSize(width: 390, height: 844)))
    root.boundsOrigin = boundsOrigin
    root.addChild(ViewNode("pay", frame: CGRect(x: 20, y: 700, width: 350, height: 50), control: pay))
    let pipeline = EventPipeline(gate: gate, root: root)
    func touch(_ x: Double, _ y: Double) -> PipelineReport.Outcome {
      pipeline.deliver(.touch(at: CGPoint(x: x, y: y), timestamp: scheduler.now)).outcome
    }
    #expect(touch(200, 725) == .delivered("pay"))
    scheduler.advance(by: .seconds(1))
    // The button's edges, in the root's coordinates: top-left corner in, bottom edge out.
    #expect(touch(20, 700) == .delivered("pay"))
    scheduler.advance(by: .seconds(1))
    #expect(touch(200, 750) == .hitNonControl("root"))
    #expect(touch(200, 699.5) == .hitNonControl("root"))
    // Outside the root's bounds: missed, even where the frame would cover it in parent coordinates.
    #expect(touch(boundsOrigin.x - 1, 725) == .missed)
    #expect(touch(200, boundsOrigin.y - 1) == .missed)
    #expect(log.entries == ["charge", "charge"])
  }

  /// A scrolled container inside a root that is itself offset: the container's bounds origin
  /// shifts its children, the root's frame origin does not.
  @Test func aScrolledChildOfAnOffsetRootIsHitWhereItIsDrawn() {
    let root = ViewNode("root", frame: CGRect(x: 0, y: 100, width: 390, height: 844))
    let list = ViewNode("list", frame: CGRect(x: 0, y: 200, width: 390, height: 400))
    list.boundsOrigin = CGPoint(x: 0, y: 300)  // scrolled down by 300 points
    list.addChild(ViewNode("pay", frame: CGRect(x: 20, y: 350, width: 350, height: 50), control: pay))
    root.addChild(list)
    let pipeline = EventPipeline(gate: gate, root: root)
    // The button is drawn at y 350 - 300 + 200 = 250 ... 300 in the root's coordinates.
    let hit = pipeline.deliver(.touch(at: CGPoint(x: 200, y: 260), timestamp: scheduler.now))
    #expect(hit.outcome == .delivered("pay"))
    let above = pipeline.deliver(.touch(at: CGPoint(x: 200, y: 240), timestamp: scheduler.now))
    #expect(above.outcome == .hitNonControl("list"))
    #expect(log.entries == ["charge"])
  }
}
