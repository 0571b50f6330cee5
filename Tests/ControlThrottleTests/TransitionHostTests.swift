import ControlThrottle
import ControlThrottleTesting
import Testing

@MainActor
@Suite struct TransitionHostTests {
  final class Window {}

  final class Host {
    var window: Window?
    var screens: [AnyObject] = []
  }

  final class Screen {}

  private let isOnStack: @MainActor (Host, AnyObject) -> Bool = { host, target in
    host.screens.contains { $0 === target }
  }

  @Test func eachHostGetsOneSerializer() {
    let registry = TransitionHostRegistry()
    let first = Window()
    let second = Window()
    #expect(registry.serializer(for: first) === registry.serializer(for: first))
    #expect(registry.serializer(for: first) !== registry.serializer(for: second))
    #expect(registry.hostCount == 2)
  }

  @Test func aDeallocatedHostsWaitingRequestsEndAsHostGone() {
    let scheduler = VirtualScheduler()
    let registry = TransitionHostRegistry { TransitionSerializer(scheduler: scheduler) }
    var outcomes: [TransitionOutcome] = []
    var window: Window? = Window()
    let serializer = registry.serializer(for: window!)
    serializer.request(.push) { _ in }
    serializer.request(.push, policy: .enqueue, start: { _ in }, completion: { outcomes.append($0) })
    window = nil
    #expect(registry.hostCount == 0)
    #expect(outcomes == [.dropped(.hostGone)])
    #expect(serializer.isHostGone)
  }

  @Test func validationPassesWhileNothingChanged() {
    let window = Window()
    let host = Host()
    host.window = window
    let screen = Screen()
    host.screens = [screen]
    let validation = TransitionValidation(host: host, window: { $0.window }, target: screen, targetIsValid: isOnStack)
    #expect(validation.dropReason() == nil)
  }

  @Test func validationReportsAHostThatLeftItsWindow() {
    let host = Host()
    host.window = Window()
    let validation = TransitionValidation(host: host, window: { $0.window })
    host.window = Window()
    #expect(validation.dropReason() == .notInWindow)
    host.window = nil
    #expect(validation.dropReason() == .notInWindow)
  }

  @Test func validationAllowsAHostThatWasNeverInAWindow() {
    let host = Host()
    let validation = TransitionValidation(host: host, window: { $0.window })
    #expect(validation.dropReason() == nil)
  }

  @Test func validationReportsAGoneOrInvalidTarget() {
    let host = Host()
    var screen: Screen? = Screen()
    host.screens = [screen!]
    let validation = TransitionValidation(host: host, window: { $0.window }, target: screen, targetIsValid: isOnStack)
    host.screens = []
    #expect(validation.dropReason() == .targetGone)
    screen = nil
    #expect(validation.dropReason() == .targetGone)
  }

  @Test func validationReportsAGoneHostWithoutKeepingItAlive() {
    var host: Host? = Host()
    let validation = TransitionValidation(host: host!, window: { $0.window })
    host = nil
    #expect(validation.dropReason() == .hostGone)
  }
}
