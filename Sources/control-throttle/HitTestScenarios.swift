import ControlThrottle
import ControlThrottleTesting
import Foundation

/// Enlarged touch targets and the whole event path.
@MainActor
enum HitTestScenarios {
  static func run() {
    enlargedCloseButton()
    hiddenOverlay()
    fullPipeline()
  }

  private static func describe(_ point: CGPoint) -> String {
    "(\(Int(point.x)), \(Int(point.y)))"
  }

  static func enlargedCloseButton() {
    Timeline.title(
      "A 20×20 pt close button enlarged to 44×44 pt",
      shows: "A small button also catches taps that land just outside it, within a 44×44 pt square.")
    let screen = ViewNode("screen", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let close = ViewNode("close button", frame: CGRect(x: 350, y: 60, width: 20, height: 20))
    screen.addChild(close)
    let edge = CGPoint(x: 339, y: 70)  // 11 pt left of the button's drawn edge
    print("  tap at \(describe(edge)), 11 pt outside the drawn button:")
    print("    plain 20×20 target  → hits \(screen.hitView(at: edge)?.name ?? "nothing")")
    close.minimumHitSize = CGSize(width: 44, height: 44)
    print("    44×44 minimum size  → hits \(screen.hitView(at: edge)?.name ?? "nothing")")
    let outside = CGPoint(x: 337, y: 70)
    print("  tap at \(describe(outside)), 13 pt outside → hits \(screen.hitView(at: outside)?.name ?? "nothing")")
  }

  static func hiddenOverlay() {
    Timeline.title(
      "A tap through a hidden overlay",
      shows: "An overlay that is hidden or almost transparent lets taps through to the button below.")
    let screen = ViewNode("screen", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let buy = ViewNode("Buy button", frame: CGRect(x: 20, y: 700, width: 350, height: 50))
    let overlay = ViewNode("loading overlay", frame: screen.frame)
    screen.addChild(buy)
    screen.addChild(overlay)
    let point = CGPoint(x: 200, y: 725)
    print("  overlay visible       → tap at \(describe(point)) hits \(screen.hitView(at: point)?.name ?? "nothing")")
    overlay.isHidden = true
    print("  overlay hidden        → tap at \(describe(point)) hits \(screen.hitView(at: point)?.name ?? "nothing")")
    overlay.isHidden = false
    overlay.alpha = 0.0099
    print("  overlay at alpha 0.0099 → tap at \(describe(point)) hits \(screen.hitView(at: point)?.name ?? "nothing")")
  }

  static func fullPipeline() {
    Timeline.title(
      "The full path: gate → hit test → throttle → actions",
      shows: "Each tap meets the gate, the view under the finger, then the throttle; the first to refuse stops it.")
    let scheduler = VirtualScheduler()
    let gate = InteractionGate(scheduler: scheduler)
    let pay = ControlModel(scheduler: scheduler, registry: ThrottleRegistry(), setting: .interval(.milliseconds(500)))
    pay.addTarget("charge card") { _ in }
    let screen = ViewNode("screen", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    screen.addChild(ViewNode("total label", frame: CGRect(x: 20, y: 600, width: 350, height: 40)))
    screen.addChild(ViewNode("Pay button", frame: CGRect(x: 20, y: 700, width: 350, height: 50), control: pay))
    let pipeline = EventPipeline(gate: gate, root: screen)

    gate.block(.touches, for: .milliseconds(300))
    Timeline.line(scheduler.now, "a sheet animation blocks touches for 300 ms")
    let taps: [(ms: Int64, point: CGPoint)] = [
      (100, CGPoint(x: 200, y: 725)), (350, CGPoint(x: 400, y: 100)), (400, CGPoint(x: 200, y: 620)),
      (450, CGPoint(x: 200, y: 725)), (600, CGPoint(x: 200, y: 725)), (1_000, CGPoint(x: 200, y: 725)),
    ]
    for tap in taps {
      scheduler.advance(to: SchedulerInstant(uptimeNanoseconds: tap.ms * 1_000_000))
      let report = pipeline.deliver(.touch(at: tap.point, timestamp: scheduler.now))
      var stages = ["gate: \(report.passedGate ? "pass" : "blocked")"]
      if report.passedGate { stages.append("hit: \(report.hitView ?? "nothing")") }
      if let decision = report.throttleDecision { stages.append("throttle: \(Timeline.describe(decision))") }
      let result: String
      switch report.outcome {
      case .blockedByGate: result = "stopped by the gate"
      case .missed: result = "missed every view"
      case .hitNonControl(let name): result = "hit \(name), not a control"
      case .droppedByThrottle: result = "dropped by the throttle"
      case .delivered: result = "delivered → charge card"
      case .deliveredWithoutHitTest: result = "delivered to the responder chain"
      }
      Timeline.line(scheduler.now, "tap at \(describe(tap.point)): \(stages.joined(separator: " | ")) ⇒ \(result)")
    }
  }
}
