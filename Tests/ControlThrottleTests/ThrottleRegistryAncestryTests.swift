import ControlThrottle
import ControlThrottleTesting
import Testing

@MainActor class RegisteredAncestorButton: ControlModel {}

/// A subclass whose mirror hides its ancestors, as a class may for its debugger and log output.
@MainActor class MirrorHidingButton: RegisteredAncestorButton, CustomReflectable {
  nonisolated var customMirror: Mirror { Mirror(self, children: [], ancestorRepresentation: .suppressed) }
}

@MainActor final class MirrorHidingButtonSubclass: MirrorHidingButton {}

@MainActor class DeepButton1: ControlModel {}
@MainActor class DeepButton2: DeepButton1 {}
@MainActor class DeepButton3: DeepButton2 {}
@MainActor class DeepButton4: DeepButton3 {}
@MainActor final class DeepButton5: DeepButton4 {}

/// `includingSubclasses` registrations reach descendants through the class chain, whatever the
/// descendants' reflection says about them.
@MainActor
@Suite struct ThrottleRegistryAncestryTests {
  let scheduler = VirtualScheduler()
  let registry = ThrottleRegistry()

  private func make<Button: ControlModel>(_ type: Button.Type) -> Button {
    Button(scheduler: scheduler, registry: registry, setting: .inherited)
  }

  @Test func aSubclassWhoseMirrorHidesItsAncestorsIsStillCovered() {
    registry.register(RegisteredAncestorButton.self, interval: .seconds(1), includingSubclasses: true)
    let button = make(MirrorHidingButton.self)
    #expect(Mirror(reflecting: button).superclassMirror == nil)  // the ancestry is hidden from reflection
    #expect(registry.registeredInterval(for: button) == .seconds(1))
    #expect(button.tap(at: at(0)) == .accepted)
    #expect(!button.tap(at: at(0.5)).isAccepted)
    #expect(button.tap(at: at(1)) == .accepted)
  }

  @Test func descendantsOfAMirrorHidingClassAreCoveredToo() {
    registry.register(RegisteredAncestorButton.self, interval: .seconds(2), includingSubclasses: true)
    let button = make(MirrorHidingButtonSubclass.self)
    #expect(registry.registeredInterval(for: button) == .seconds(2))
    #expect(button.tap(at: at(0)) == .accepted)
    #expect(!button.tap(at: at(1.5)).isAccepted)
  }

  @Test func withoutIncludingSubclassesAMirrorHidingSubclassStaysUnthrottled() {
    registry.register(RegisteredAncestorButton.self, interval: .seconds(1))
    let button = make(MirrorHidingButton.self)
    #expect(registry.registeredInterval(for: button) == nil)
    #expect(button.tap(at: at(0)) == .unthrottled(.unregisteredType))
    #expect(button.tap(at: at(0.1)) == .unthrottled(.unregisteredType))
  }

  @Test func theNearestRegisteredAncestorWins() {
    registry.register(DeepButton1.self, interval: .seconds(1), includingSubclasses: true)
    registry.register(DeepButton3.self, interval: .seconds(3), includingSubclasses: true)
    registry.register(DeepButton4.self, interval: .seconds(4))  // exact type only: skipped for DeepButton5
    #expect(registry.registeredInterval(for: make(DeepButton5.self)) == .seconds(3))
    #expect(registry.registeredInterval(for: make(DeepButton2.self)) == .seconds(1))
    #expect(registry.registeredInterval(for: make(DeepButton4.self)) == .seconds(4))
    #expect(registry.registeredInterval(for: make(ControlModel.self)) == nil)
  }

  @Test func aRegistrationChangeIsSeenThroughTheCachedResolution() {
    registry.register(RegisteredAncestorButton.self, interval: .seconds(1), includingSubclasses: true)
    let button = make(MirrorHidingButtonSubclass.self)
    #expect(registry.registeredInterval(for: button) == .seconds(1))
    registry.register(MirrorHidingButton.self, interval: .seconds(2), includingSubclasses: true)
    #expect(registry.registeredInterval(for: button) == .seconds(2))
    registry.unregister(MirrorHidingButton.self)
    registry.unregister(RegisteredAncestorButton.self)
    #expect(registry.registeredInterval(for: button) == nil)
  }
}
