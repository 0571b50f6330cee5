package import ControlThrottle

/// The path of an input event through ControlThrottle, modelled without UIKit.
///
/// UIKit delivers an event in a fixed order: the application's `sendEvent(_:)`, the window, the
/// hit test (last subview first, skipping hidden, transparent and non-interactive views), then the
/// hit control's actions. ControlThrottle sits at two points of that path: the
/// ``InteractionGate`` at the top and each control's ``Throttle`` at the end. The pipeline
/// runs that whole path and reports every stage, so the system can be tested end to end.
///
/// ```swift
/// let pipeline = EventPipeline(gate: gate, root: screen)
/// let report = pipeline.deliver(.touch(at: CGPoint(x: 200, y: 700), timestamp: scheduler.now))
/// // report.outcome: .blockedByGate, .missed, .hitNonControl, .droppedByThrottle or .delivered
/// ```
@MainActor
package final class EventPipeline {
  /// The gate at the top of delivery.
  package let gate: InteractionGate
  /// The window's root view.
  package let root: ViewNode

  /// Creates a pipeline from a gate and a view tree.
  package init(gate: InteractionGate, root: ViewNode) {
    self.gate = gate
    self.root = root
  }

  /// Delivers `event` through the gate, the hit test and the hit control's throttle.
  package func deliver(_ event: InputEvent) -> PipelineReport {
    var report = PipelineReport(
      event: event,
      passedGate: gate.shouldDeliver(event.kind),
      hitView: nil,
      throttleDecision: nil,
      outcome: .blockedByGate
    )
    guard report.passedGate else { return report }
    guard event.kind == .touches else {
      report.outcome = .deliveredWithoutHitTest
      return report
    }
    // The location is already in the root's coordinates (its bounds space), which is what the
    // root's hit test takes: converting through the root's frame would count its origin twice.
    guard let hit = root.hitView(at: event.location) else {
      report.outcome = .missed
      return report
    }
    report.hitView = hit.name
    guard let control = hit.control else {
      report.outcome = .hitNonControl(hit.name)
      return report
    }
    let decision = control.tap(at: event.timestamp)
    report.throttleDecision = decision
    switch decision {
    case .dropped(let reason): report.outcome = .droppedByThrottle(hit.name, reason)
    case .accepted, .unthrottled: report.outcome = .delivered(hit.name)
    }
    return report
  }
}
