import ControlThrottle
import ControlThrottleTesting
import Testing

/// Every send of one input sequence shares the decision of its first send, also when another
/// sequence on the same control began and was dropped in between (a second finger).
///
/// A dropped sequence never replaces an accepted one whose object may still send: the accepted
/// finger's later sends keep its decision.
@MainActor
@Suite struct InterleavedSequencesTests {
  let scheduler = VirtualScheduler()

  @Test func anAcceptedTouchKeepsItsDecisionAfterASecondTouchWasDropped() {
    let control = SequenceControl(scheduler: scheduler)
    let first = Touch()
    let second = Touch()
    #expect(control.send("down 1", at: 0, touch: first) == .accepted)
    #expect(control.send("down 2", at: 0.1, touch: second) == .dropped(.insideInterval(remaining: .milliseconds(400))))
    #expect(control.send("up 1", at: 0.2, touch: first, ends: true) == .accepted)
    #expect(control.delivered == ["down 1", "up 1"])
  }
}
