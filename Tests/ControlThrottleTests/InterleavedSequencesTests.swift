import ControlThrottle
import ControlThrottleTesting
import Testing

/// Every send of one input sequence shares the decision of its first send, also when another
/// sequence on the same control began and was dropped in between (a second finger).
///
/// A throttle remembers one sequence at a time, as a `UIControl` tracks one touch (its
/// `isMultipleTouchEnabled` is `false` by default, so a second finger never reaches it). With two
/// interleaved sequences the later one wins: this is a known limitation, recorded here.
@MainActor
@Suite struct InterleavedSequencesTests {
  let scheduler = VirtualScheduler()

  @Test func anAcceptedTouchKeepsItsDecisionAfterASecondTouchWasDropped() {
    let control = SequenceControl(scheduler: scheduler)
    let first = Touch()
    let second = Touch()
    #expect(control.send("down 1", at: 0, touch: first) == .accepted)
    #expect(control.send("down 2", at: 0.1, touch: second) == .dropped(.insideInterval(remaining: .milliseconds(400))))
    withKnownIssue("one sequence is remembered at a time; the dropped second touch replaced the first") {
      #expect(control.send("up 1", at: 0.2, touch: first, ends: true) == .accepted)
      #expect(control.delivered == ["down 1", "up 1"])
    }
  }
}
