import ControlThrottle
import ControlThrottleTesting
import Testing

@MainActor
@Suite struct ThrottleRecorderTests {
  /// A control type the recorder names by default.
  private final class PayButton: ControlModel {}

  /// Another control type, to tell labels apart.
  private final class BackButton: ControlModel {}

  /// The trace's lines without its comment line.
  private func lines(_ recorder: ThrottleRecorder) -> [Substring] {
    recorder.trace.split(separator: "\n").filter { !$0.hasPrefix("#") }
  }

  @Test(arguments: [1, 2, 7])
  func keepsExactlyTheLastCapacityInputsOldestFirst(capacity: Int) {
    let recorder = ThrottleRecorder(detachedWithCapacity: capacity)
    for index in 0..<(10 * capacity) {
      recorder.record(
        .accepted, label: "c\(index % 3)", at: SchedulerInstant(uptimeNanoseconds: Int64(index) * 1_000_000))
    }
    #expect(recorder.count == capacity)
    let first = 9 * capacity
    let expected = (first..<(10 * capacity)).map { "\($0 - first) c\($0 % 3)" }
    #expect(lines(recorder).map(String.init) == expected)
    #expect(
      recorder.trace.hasPrefix(
        "# ControlThrottle trace: the last \(capacity == 1 ? "1 input" : "\(capacity) inputs") of \(10 * capacity) recorded"
      ))
  }

  @Test func keepsEveryInputBeforeTheRingIsFull() {
    let recorder = ThrottleRecorder(detachedWithCapacity: 8)
    recorder.record(.accepted, label: "pay", at: SchedulerInstant(uptimeNanoseconds: 5_000_000))
    recorder.record(
      .dropped(.insideInterval(remaining: .milliseconds(1))), label: "pay",
      at: SchedulerInstant(uptimeNanoseconds: 6_000_000))
    #expect(recorder.count == 2)
    #expect(lines(recorder) == ["0 pay", "1 pay"])
    #expect(recorder.trace.contains("(1 accepted, 1 dropped)"))
  }

  @Test func anEmptyRecorderWritesOnlyItsCommentLine() {
    let recorder = ThrottleRecorder(detachedWithCapacity: 4)
    #expect(recorder.count == 0)
    #expect(lines(recorder).isEmpty)
    #expect(recorder.trace.hasPrefix("# ControlThrottle trace: the last 0 inputs of 0 recorded"))
  }

  @Test func namesControlsByTheirTypeUnlessLabelled() {
    let registry = ThrottleRegistry()
    let scheduler = VirtualScheduler()
    let recorder = ThrottleRecorder(capacity: 16, registry: registry)
    let pay = PayButton(scheduler: scheduler, registry: registry, setting: .interval(.milliseconds(500)))
    let back = BackButton(scheduler: scheduler, registry: registry, setting: .interval(.milliseconds(500)))
    pay.tap()
    scheduler.advance(by: .milliseconds(100))
    pay.tap()
    back.tap()
    #expect(lines(recorder) == ["0 PayButton", "100 PayButton", "100 BackButton"])
    #expect(recorder.trace.contains("(2 accepted, 1 dropped)"))
  }

  @Test func aLabelClosureNamesControlsAndFallsBackToTheTypeName() {
    let registry = ThrottleRegistry()
    let scheduler = VirtualScheduler()
    let pay = PayButton(scheduler: scheduler, registry: registry, setting: .interval(.milliseconds(500)))
    let payID = ObjectIdentifier(pay)
    let recorder = ThrottleRecorder(capacity: 16, registry: registry) { record in
      record.control == payID ? "checkout.pay" : nil
    }
    let back = BackButton(scheduler: scheduler, registry: registry, setting: .interval(.milliseconds(500)))
    pay.tap()
    scheduler.advance(by: .microseconds(1_500))
    back.tap()
    #expect(lines(recorder) == ["0 checkout.pay", "1.5 BackButton"])
  }

  @Test func recordsAScreensThrottlesApartThroughARegistryOfTheirOwn() {
    let scheduler = VirtualScheduler()
    let appRegistry = ThrottleRegistry()
    let appRecorder = ThrottleRecorder(capacity: 16, registry: appRegistry)
    let screenRegistry = ThrottleRegistry()
    let screenRecorder = ThrottleRecorder(capacity: 16, registry: screenRegistry)
    let refresh = ThrottledAction.onMainActor(
      interval: .seconds(1), name: "refresh", scheduler: scheduler, registry: screenRegistry
    ) {}
    let pay = PayButton(scheduler: scheduler, registry: appRegistry, setting: .interval(.seconds(1)))
    refresh()
    scheduler.advance(by: .milliseconds(250))
    refresh()
    pay.tap()
    #expect(lines(screenRecorder) == ["0 refresh", "250 refresh"])
    #expect(screenRecorder.trace.contains("(1 accepted, 1 dropped)"))
    #expect(lines(appRecorder) == ["0 PayButton"])
  }

  @Test func leavesTheRegistrysObserverInPlace() {
    let registry = ThrottleRegistry()
    let scheduler = VirtualScheduler()
    let observed = LockedArray<ThrottleDecision>()
    let observation = registry.addObserver { observed.append($0.decision) }
    defer { observation.cancel() }
    let recorder = ThrottleRecorder(capacity: 4, registry: registry)
    let pay = PayButton(scheduler: scheduler, registry: registry, setting: .interval(.seconds(1)))
    pay.tap()
    pay.tap()
    #expect(observed.all.count == 2)
    #expect(recorder.count == 2)
  }

  @Test func stopEndsRecordingTheRegistryAndANewRecorderTakesOver() {
    let registry = ThrottleRegistry()
    let scheduler = VirtualScheduler()
    let pay = PayButton(scheduler: scheduler, registry: registry, setting: .interval(.seconds(1)))
    let first = ThrottleRecorder(capacity: 4, registry: registry)
    pay.tap()
    let second = ThrottleRecorder(capacity: 4, registry: registry)
    pay.tap()
    first.stop()  // no longer attached: leaves the second in place
    pay.tap()
    #expect(first.count == 1)
    #expect(second.count == 2)
    second.stop()
    pay.tap()
    #expect(second.count == 2)
  }

  @Test func labelsBecomeOneFieldOfALine() {
    let recorder = ThrottleRecorder(detachedWithCapacity: 4)
    recorder.record(.accepted, label: "Pay now\t\n\u{0}", at: SchedulerInstant(uptimeNanoseconds: 0))
    recorder.record(.accepted, label: "", at: SchedulerInstant(uptimeNanoseconds: 0))
    recorder.record(.accepted, label: "café\u{2003}au\u{A0}lait", at: SchedulerInstant(uptimeNanoseconds: 0))
    #expect(lines(recorder) == ["0 Pay_now___", "0 _", "0 café_au_lait"])
  }

  @Test func writesTimesExactlyToTheNanosecondFromTheEarliestInput() {
    let recorder = ThrottleRecorder(detachedWithCapacity: 8)
    for nanoseconds: Int64 in [-2_000_000, 0, 1, 1_000_010, 12_345_678_900] {
      recorder.record(.accepted, label: "pay", at: SchedulerInstant(uptimeNanoseconds: nanoseconds))
    }
    #expect(lines(recorder) == ["0 pay", "2 pay", "2.000001 pay", "3.00001 pay", "12347.6789 pay"])
  }

  @Test func aControlsTimesNeverGoBackwards() {
    let recorder = ThrottleRecorder(detachedWithCapacity: 8)
    recorder.record(.accepted, label: "pay", at: SchedulerInstant(uptimeNanoseconds: 5_000_000))
    recorder.record(.accepted, label: "back", at: SchedulerInstant(uptimeNanoseconds: 1_000_000))
    recorder.record(.accepted, label: "pay", at: SchedulerInstant(uptimeNanoseconds: 2_000_000))
    #expect(lines(recorder) == ["4 pay", "0 back", "4 pay"])
  }

  @Test func theExtremeInstantsStayWithinTheTraceRange() {
    let recorder = ThrottleRecorder(detachedWithCapacity: 4)
    recorder.record(.accepted, label: "a", at: SchedulerInstant(uptimeNanoseconds: .min))
    recorder.record(.accepted, label: "b", at: SchedulerInstant(uptimeNanoseconds: .max))
    #expect(lines(recorder) == ["0 a", "9223372036854.775806 b"])
  }

  @Test func aNewLabelForEveryInputStaysCorrectAcrossTheLabelTablesCleanUps() {
    let capacity = 5
    let recorder = ThrottleRecorder(detachedWithCapacity: capacity)
    for index in 0..<(20 * capacity) {
      recorder.record(
        .accepted, label: "control\(index)", at: SchedulerInstant(uptimeNanoseconds: Int64(index) * 1_000_000))
      if index % 7 == 0 {
        recorder.record(.accepted, label: "steady", at: SchedulerInstant(uptimeNanoseconds: Int64(index) * 1_000_000))
      }
    }
    #expect(lines(recorder) == ["0 control96", "1 control97", "2 control98", "2 steady", "3 control99"])
  }

  @Test func recordsFromManyThreadsAtOnce() async {
    let recorder = ThrottleRecorder(detachedWithCapacity: 64)
    await withTaskGroup(of: Void.self) { group in
      for thread in 0..<4 {
        group.addTask {
          for index in 0..<200 {
            recorder.record(.accepted, label: "t\(thread)", at: SchedulerInstant(uptimeNanoseconds: Int64(index)))
          }
        }
      }
    }
    #expect(recorder.count == 64)
    #expect(recorder.trace.hasPrefix("# ControlThrottle trace: the last 64 inputs of 800 recorded"))
  }
}
