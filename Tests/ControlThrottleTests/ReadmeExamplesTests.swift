import ControlThrottle
import ControlThrottleTesting
import Foundation
import Testing

/// The README's non-UIKit quick starts, kept compiling and true. (The UIKit ones are compiled
/// against the UIKit test double, in Examples/UIKit.)
@MainActor
@Suite(.timeLimit(.minutes(3))) struct ReadmeExamplesTests {
  @MainActor final class Checkout {
    var payments = 0
    func pay() { payments += 1 }
  }

  // Time comes from a virtual scheduler here; the README's snippets use the default system clock.
  let scheduler = VirtualScheduler()

  @Test func controlModelQuickStart() {
    let checkout = Checkout()
    let button = ControlModel(
      scheduler: scheduler, registry: ThrottleRegistry(), setting: .interval(.milliseconds(500)))
    button.addTarget("pay") { _ in checkout.pay() }
    #expect(button.tap() == .accepted)
    let second = button.tap()
    guard case .dropped(.insideInterval(let remaining)) = second else {
      Issue.record("expected a drop, got \(second)")
      return
    }
    #expect(remaining > .zero && remaining <= .milliseconds(500))
    #expect(checkout.payments == 1)
  }

  @Test func swiftUIActionQuickStart() {
    let checkout = Checkout()
    let pay = ThrottledAction.onMainActor(interval: .seconds(1), scheduler: scheduler) { checkout.pay() }
    pay()
    pay()
    #expect(checkout.payments == 1)
  }

  @Test func asyncActionQuickStart() async throws {
    let checkout = Checkout()
    let submit = AsyncThrottledAction(scheduler: scheduler) { checkout.pay() }
    await submit.callAndWaitForRun()
    await submit.callAndWaitForRun()
    #expect(checkout.payments == 1)
  }

  @Test func gateQuickStart() async throws {
    let gate = InteractionGate(scheduler: scheduler)
    let token = gate.block([.touches, .motion], for: .seconds(2))
    #expect(gate.blockedKinds() == [.touches, .motion])
    gate.end(token)
    #expect(gate.blockedKinds() == [])
    let value = try await gate.withBlocking(reopeningAfter: .seconds(3)) { () async throws -> Int in
      #expect(gate.blockedKinds() == [.touches, .motion])
      return 7
    }
    #expect(value == 7 && gate.blockedKinds() == [])
  }

  @Test func hitAreaQuickStart() {
    let screen = ViewNode("screen", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let close = ViewNode("close", frame: CGRect(x: 350, y: 60, width: 20, height: 20))
    close.minimumHitSize = CGSize(width: 44, height: 44)
    screen.addChild(close)
    #expect(screen.hitView(at: CGPoint(x: 339, y: 70))?.name == "close")
    let gate = InteractionGate(scheduler: scheduler)
    let report = EventPipeline(gate: gate, root: screen).deliver(
      .touch(at: CGPoint(x: 339, y: 70), timestamp: scheduler.now)
    )
    #expect(report.outcome == .hitNonControl("close"))
  }

  @Test func navigationModelQuickStart() {
    let navigation = NavigationStackModel(root: "List", scheduler: scheduler)
    navigation.push("Details")
    navigation.push("Details")
    scheduler.run()
    #expect(navigation.stack == ["List", "Details"])
  }
}
