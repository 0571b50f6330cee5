import ControlThrottle
import Testing

/// What a control bound to an async throttled action shows, from the app's condition, the
/// action's state and the app's own writes to the control.
struct BoundControlStateTests {
  @Test(arguments: [false, true], [false, true])
  func theControlIsEnabledOnlyWhileTheAppAllowsItAndTheActionTakesCalls(appAllows: Bool, isIgnoring: Bool) {
    var state = BoundControlState(appAllows: appAllows)
    #expect(state.show(isIgnoring: isIgnoring, isRunning: false).isEnabled == (appAllows && !isIgnoring))
  }

  @Test func theBusyAppearanceComesFromTheRunNotFromEnabling() {
    var state = BoundControlState(appAllows: false)
    #expect(state.show(isIgnoring: false, isRunning: true) == .init(isEnabled: false, isBusy: true))
    #expect(state.show(isIgnoring: true, isRunning: false) == .init(isEnabled: false, isBusy: false))
  }

  @Test func aValueTheAppWritesOnTheControlHoldsThroughARunAndAfterIt() {
    var state = BoundControlState(appAllows: true)
    let idle = state.show(isIgnoring: false, isRunning: false)
    #expect(idle.isEnabled)
    state.read(controlIsEnabled: false)  // the app disables the control itself
    #expect(!state.appAllows)
    #expect(!state.show(isIgnoring: true, isRunning: true).isEnabled)
    state.read(controlIsEnabled: false)  // the binding's own write
    #expect(!state.show(isIgnoring: false, isRunning: false).isEnabled)
    state.read(controlIsEnabled: true)  // the app allows it again
    #expect(state.show(isIgnoring: false, isRunning: false).isEnabled)
  }

  @Test func theBindingsOwnWriteIsNotTakenAsTheApps() {
    var state = BoundControlState(appAllows: true)
    _ = state.show(isIgnoring: true, isRunning: true)
    state.read(controlIsEnabled: false)
    #expect(state.appAllows)
    #expect(state.show(isIgnoring: false, isRunning: false).isEnabled)
  }

  @Test func beforeTheFirstShowTheControlsValueIsNotRead() {
    var state = BoundControlState(appAllows: false)
    state.read(controlIsEnabled: true)
    #expect(!state.appAllows)
  }

  @Test func anEnablingTheAppWritesDuringARunTakesEffectWhenTheRunEnds() {
    var state = BoundControlState(appAllows: false)
    _ = state.show(isIgnoring: true, isRunning: true)
    state.read(controlIsEnabled: true)  // the app enables the control mid-run
    #expect(!state.show(isIgnoring: true, isRunning: true).isEnabled)
    state.read(controlIsEnabled: false)  // the binding's hold
    #expect(state.show(isIgnoring: false, isRunning: false).isEnabled)
  }
}
