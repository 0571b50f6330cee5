import ControlThrottle
import ControlThrottleTesting
import Testing

/// Memory follows what is active: after a burst ends, storage shrinks back to a small factor of
/// the live entries, however large the burst.
@MainActor
@Suite(.timeLimit(.minutes(3))) struct StorageAfterBurstTests {
  let scheduler = VirtualScheduler()
  static let burst = 20_000
  /// Room for a few dozen entries is kept for steady use, whatever the burst was.
  static let keptAfterBurst = 1_024
  /// The serializer's storage per live entry: at most four times their number in each store.
  ///
  /// Each of its three stores (the waiting line, its index and the requests' work) gives storage
  /// back once it uses less than a quarter of it. The exact capacity depends on the allocator.
  static let keptPerLiveEntry = 3 * 4

  @Test func theGateGivesBackTheStorageOfEndedRequests() {
    let gate = InteractionGate(scheduler: scheduler)
    let tokens = (0..<Self.burst).map { _ in gate.block(.touches, for: .seconds(1)) }
    #expect(gate.storageCapacity >= Self.burst)

    for token in tokens.dropLast() { gate.end(token) }

    #expect(gate.activeRequestCount == 1)
    #expect(gate.storageCapacity <= Self.keptAfterBurst)
  }

  @Test func theGateGivesBackTheStorageOfExpiredRequests() {
    let gate = InteractionGate(scheduler: scheduler)
    for index in 0..<Self.burst { gate.block(.motion, for: .milliseconds(1 + index % 1000)) }
    scheduler.advance(by: .seconds(2))

    gate.block(.touches, for: .seconds(1))

    #expect(gate.storageCapacity <= Self.keptAfterBurst)
  }

  @Test func theSerializerGivesBackTheStorageOfADrainedQueue() {
    let serializer = TransitionSerializer(scheduler: scheduler)
    var first: TransitionHandle?
    serializer.request(.push) { first = $0 }
    for _ in 0..<Self.burst { serializer.request(.push, policy: .enqueue) { $0.finish() } }
    #expect(serializer.storageCapacity >= Self.burst)

    first?.finish()

    #expect(serializer.queued.isEmpty && serializer.running == nil)
    #expect(serializer.storageCapacity <= Self.keptAfterBurst)
  }

  @Test func theSerializerShrinksAsItsQueueDrainsPartway() {
    let serializer = TransitionSerializer(scheduler: scheduler)
    var handles: [TransitionHandle] = []
    for _ in 0...Self.burst { serializer.request(.push, policy: .enqueue) { handles.append($0) } }

    for _ in 0..<(Self.burst - 100) { handles.last?.finish() }

    #expect(serializer.queued.count == 100)
    #expect(serializer.storageCapacity <= Self.keptPerLiveEntry * 101)
    #expect(serializer.storageCapacity < Self.burst / 10)
  }
}
