import ControlThrottle
import ControlThrottleTesting
import Testing

/// The gate's memory: bounded by the requests still active, and an expired request (its deadline
/// at or before now) gone at the next request added or ended.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct InteractionGateStorageTests {
  let scheduler = VirtualScheduler()
  let gate: InteractionGate

  init() {
    gate = InteractionGate(scheduler: scheduler, maximumDuration: .seconds(5))
  }

  @Test func blockAndEndPairsLeaveNothingStored() {
    var peak = 0
    for _ in 0..<10_000 {
      let token = gate.block(.touches, for: .seconds(5))
      #expect(gate.end(token))
      peak = max(peak, gate.storedEntryCount)
    }
    #expect(gate.activeRequestCount == 0)
    #expect(gate.storedEntryCount == 0)
    #expect(peak <= 3)  // one request: its entry, its expiry, its deadline for touches
  }

  @Test func blockAndEndPairsBesideALongRequestStayWithinTwiceItsEntries() {
    gate.block(.touches, for: .seconds(5))
    var peak = 0
    for _ in 0..<10_000 {
      let token = gate.block(.touches, for: .seconds(4))
      gate.end(token)
      peak = max(peak, gate.storedEntryCount)
    }
    #expect(gate.activeRequestCount == 1)
    // Two live requests at the most, each with an entry, and at most twice as many heap entries.
    #expect(peak <= 2 + 2 * 2 * 2)
    #expect(gate.isBlocked(.touches))
  }

  @Test func aRequestIsDroppedAtItsDeadlineNotOneNanosecondLater() {
    gate.block(.touches, for: .seconds(1))
    scheduler.advance(by: .nanoseconds(999_999_999))
    gate.block(.motion, for: .seconds(1))  // adding purges what expired: nothing yet
    #expect(gate.storedEntryCount == 6)
    scheduler.advance(by: .nanoseconds(1))  // exactly the first request's deadline
    gate.block(.motion, for: .seconds(1))
    #expect(!gate.isBlocked(.touches))
    // The first request is gone; the two motion requests are left, three entries each.
    #expect(gate.storedEntryCount == 6)
    #expect(gate.activeRequestCount == 2)
  }

  @Test func endingAtAnotherRequestsDeadlineDropsThatRequest() {
    gate.block(.touches, for: .seconds(1))
    let later = gate.block(.touches, for: .seconds(2))
    scheduler.advance(by: .seconds(1))
    #expect(gate.end(later))
    #expect(gate.storedEntryCount == 0)
  }

  @Test func windowRequestsLeaveNothingStoredOnceEndedOrExpired() {
    final class Window {}
    let windows = (0..<4).map { _ in Window() }
    for _ in 0..<2_500 {
      for window in windows {
        let token = gate.block(.touches, for: .seconds(5), in: .window(window))
        gate.end(token)
      }
    }
    #expect(gate.storedEntryCount == 0)
    #expect(gate.windowsWithRequestsCount == 0)
    gate.block(.touches, for: .seconds(1), in: .window(windows[0]))
    scheduler.advance(by: .seconds(1))
    gate.block(.motion, for: .milliseconds(1))  // adding purges what expired, in every window
    #expect(gate.windowsWithRequestsCount == 0)
    #expect(gate.storedEntryCount == 3)
  }

  /// A burst that expires with no further call is given back: 100,000 blocks of 10 ms, then time
  /// passes them.
  ///
  /// Fails before the fix: 300,000 entries stayed stored until the next block or end. Once
  /// observers heard the block end and no request is active, the storage is given back without
  /// anyone blocking or ending again; with or without an observer, app-wide or in a window.
  @Test(arguments: [(true, false), (false, true)])
  func aBurstOfExpiredRequestsIsGivenBackWithoutAFurtherCall(observed: Bool, inAWindow: Bool) {
    final class Window {}
    let window = Window()
    let scope: InteractionScope = inAWindow ? .window(window) : .app
    var heard: [InteractionGate.Event] = []
    let observation = observed ? gate.addObserver(for: scope) { heard.append($0) } : nil
    for _ in 0..<100_000 { gate.block(.touches, for: .milliseconds(10), in: scope) }
    #expect(gate.storedEntryCount >= 100_000)

    scheduler.advance(by: .milliseconds(10))

    if observed { #expect(heard == [.blockingBegan(.touches), .blockingEnded(.touches)]) }
    #expect(gate.activeRequestCount == 0)
    #expect(gate.storedEntryCount == 0)
    #expect(gate.windowsWithRequestsCount == 0)
    // Room for a few dozen entries is kept for steady use; the burst's is given back.
    #expect(gate.storageCapacity <= 1_024)
    withExtendedLifetime(observation) {}
  }
}

/// The expiry heap pops at the deadline itself.
@Suite struct DeadlineHeapTests {
  @Test func popsEntriesAtOrBeforeNow() {
    var heap = DeadlineHeap()
    heap.insert(1, deadline: 10)
    heap.insert(2, deadline: 20)
    heap.insert(3, deadline: 5)
    #expect(heap.popExpired(at: 4).isEmpty)
    #expect(heap.popExpired(at: 10) == [3, 1])
    #expect(heap.popExpired(at: 19).isEmpty)
    #expect(heap.popExpired(at: 20) == [2])
    #expect(heap.count == 0)
  }

  @Test func rebuildKeepsOnlyLiveEntriesInDeadlineOrder() {
    var heap = DeadlineHeap()
    for id in UInt64(1)...100 { heap.insert(id, deadline: Int64(101 - id)) }
    heap.rebuild(keeping: { id, _ in id % 2 == 0 })
    #expect(heap.count == 50)
    #expect(heap.earliestDeadline == 1)
    #expect(heap.popExpired(at: 100) == Array(stride(from: UInt64(100), through: 2, by: -2)))
  }
}
