import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// Observers' records through real input: each names the kind of input decided.
@Suite @MainActor struct DecisionRecordTests {
  let scheduler = VirtualScheduler()
  let recorder = ActionRecorder()
  let frame = CGRect(x: 0, y: 0, width: 100, height: 44)

  @Test(arguments: [false, true])
  func recordsNameTouchPressAndProgrammaticInputs(pressCarriesEvent: Bool) {
    var assumptions = UIKitTestAssumptions()
    assumptions.pressActivationCarriesEvent = pressCarriesEvent
    let window = makeWindow(clock: bridgedClock(to: scheduler), assumptions: assumptions)
    let button = PayButton(frame: frame, scheduler: scheduler)
    button.throttle.name = "pay"
    window.addSubview(button)
    button.addTarget(recorder, action: "pay", for: [.touchUpInside, .primaryActionTriggered])
    var kinds: [ThrottleRecord.InputKind] = []
    var names: Set<String> = []
    let observation = button.throttle.registry.addObserver { record in
      kinds.append(record.inputKind)
      names.insert(record.name)
    }
    defer { observation.cancel() }
    window.simulateTap(at: CGPoint(x: 10, y: 10))
    #expect(kinds.last == .touch)
    scheduler.advance(by: .seconds(1))
    window.focus(button)
    window.simulatePress(.select)
    // A press with its event is a press; UIKit may send its activation without the event.
    #expect(kinds.last == (pressCarriesEvent ? .press : .eventless))
    scheduler.advance(by: .seconds(1))
    button.sendActions(for: .primaryActionTriggered)
    #expect(kinds.last == .programmatic)
    #expect(names == ["pay"])
    scheduler.run()
  }
}
