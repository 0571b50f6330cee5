import Foundation
import Testing
import UIKit

/// `beginIgnoringInteractionEvents()` in the double (behaviour notes §3), under each reading of
/// what happens to a touch already in flight.
@Suite @MainActor struct IgnoringInteractionTests {
  @Test func aTouchThatBeginsWhileIgnoringIsNeverDelivered() {
    let window = makeWindow()
    let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    window.addSubview(control)
    let recorder = ActionRecorder()
    control.addTarget(recorder, action: "any", for: .allEvents)
    let application = UIApplication.shared

    application.beginIgnoringInteractionEvents()
    let finger = window.touchDown(at: CGPoint(x: 10, y: 10))
    application.endIgnoringInteractionEvents()
    finger.lift()

    #expect(recorder.actions.isEmpty)
    #expect(!control.isTracking)
  }

  @Test(arguments: UIKitTestAssumptions.InFlightTouchPolicy.allCases)
  func aTouchInFlightFollowsThePolicy(_ policy: UIKitTestAssumptions.InFlightTouchPolicy) {
    var assumptions = UIKitTestAssumptions()
    assumptions.touchesInFlightWhenIgnoringBegins = policy
    let window = makeWindow(assumptions: assumptions)
    let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    window.addSubview(control)
    let recorder = ActionRecorder()
    control.addTarget(recorder, action: "up", for: .touchUpInside)
    control.addTarget(recorder, action: "cancel", for: .touchCancel)
    let application = UIApplication.shared

    let finger = window.touchDown(at: CGPoint(x: 10, y: 10))
    application.beginIgnoringInteractionEvents()
    finger.lift()
    application.endIgnoringInteractionEvents()

    switch policy {
    case .delivered: #expect(recorder.actions == ["up"])
    case .cancelled: #expect(recorder.actions == ["cancel"])
    case .dropped:
      #expect(recorder.actions.isEmpty)
      #expect(control.isTracking && control.isHighlighted)
    }
  }

  @Test func ignoringNestsUpToFifteenLevels() {
    _ = makeWindow()
    let application = UIApplication.shared
    for _ in 0..<16 { application.beginIgnoringInteractionEvents() }
    #expect(
      UIKitTestEnvironment.consoleMessages == ["[UIApplication beginIgnoringInteractionEvents] overflow. Ignoring."])
    for _ in 0..<14 { application.endIgnoringInteractionEvents() }
    #expect(application.isIgnoringInteractionEvents)
    application.endIgnoringInteractionEvents()
    #expect(!application.isIgnoringInteractionEvents)
    application.endIgnoringInteractionEvents()
    #expect(UIKitTestEnvironment.consoleMessages.count == 2)
  }
}
