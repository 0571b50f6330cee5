import ControlThrottle
import Testing

/// Decisions and their reasons read as text a log shows, and a switch on a decision without its
/// reason says what it did with the action.
@Suite struct ThrottleDecisionDescriptionTests {
  static let object = ObjectIdentifier(ThrottleDecisionDescriptionTests.self as Any.Type)

  static let dropReasons: [(ThrottleDecision.DropReason, String)] = [
    (.insideInterval(remaining: .milliseconds(300)), "inside interval, 300 ms left"),
    (.insideInterval(remaining: .microseconds(299_500)), "inside interval, 300 ms left"),
    (.insideInterval(remaining: .microseconds(299_499)), "inside interval, 299 ms left"),
    (.insideInterval(remaining: .nanoseconds(4)), "inside interval, 0 ms left"),
    (.untilReset, "until reset"),
    (.partOfDroppedInput, "part of dropped input"),
    (.reentrant, "reentrant"),
    (.running, "running"),
    (.insideCooldown(remaining: .seconds(1.2)), "inside cooldown, 1200 ms left"),
    (.insideGroupWindow(remaining: .milliseconds(80), heldBy: object), "inside group window, 80 ms left"),
    (.insideGroupWindow(remaining: .milliseconds(80), heldBy: nil), "inside group window, 80 ms left"),
  ]

  static let unthrottledReasons: [(ThrottleDecision.UnthrottledReason, String)] = [
    (.unregisteredType, "unregistered type"),
    (.intervalIsZero, "interval is zero"),
    (.programmaticSend, "programmatic send"),
    (.valueControl, "value control"),
  ]

  @Test(arguments: dropReasons)
  func aDropReasonReadsAsTheDecisionSaysIt(reason: ThrottleDecision.DropReason, text: String) {
    #expect(reason.description == text)
    #expect("\(reason)" == text)
    #expect(ThrottleDecision.dropped(reason).description == "dropped (\(text))")
  }

  @Test(arguments: unthrottledReasons)
  func anUnthrottledReasonReadsAsTheDecisionSaysIt(reason: ThrottleDecision.UnthrottledReason, text: String) {
    #expect(reason.description == text)
    #expect(ThrottleDecision.unthrottled(reason).description == "unthrottled (\(text))")
  }

  /// A switch on the decision itself, without binding its reason, says what it did with the action,
  /// and agrees with `isAccepted` and with the first word of its text.
  @Test func aDecisionSwitchedOnWithoutItsReasonSaysWhatItDid() {
    let decisions: [ThrottleDecision] =
      [.accepted] + Self.unthrottledReasons.map { .unthrottled($0.0) } + Self.dropReasons.map { .dropped($0.0) }
    var counts = (accepted: 0, unthrottled: 0, dropped: 0)
    for decision in decisions {
      let word: String
      switch decision {
      case .accepted:
        counts.accepted += 1
        word = "accepted"
      case .unthrottled:
        counts.unthrottled += 1
        word = "unthrottled"
      case .dropped:
        counts.dropped += 1
        word = "dropped"
      }
      #expect(decision.isAccepted == (word != "dropped"))
      #expect(decision.description.hasPrefix(word))
    }
    #expect(counts == (1, Self.unthrottledReasons.count, Self.dropReasons.count))
  }
}
