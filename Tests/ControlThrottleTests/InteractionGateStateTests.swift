import ControlThrottle
import TestSupport
import Testing

/// The gate's pure state against a plain list of requests, and the cost of ending requests.
@Suite struct InteractionGateStateTests {
  /// The reference model: every request, scanned in full.
  struct Model {
    struct Request {
      var kinds: InteractionKinds
      var armedAt: Int64
      var deadline: Int64
      var ended = false
    }

    var requests: [UInt64: Request] = [:]

    func blockedUntil(_ kind: InteractionKind, at now: Int64) -> Int64? {
      requests.values.filter { !$0.ended && $0.kinds.contains(kind) && now < $0.deadline }.map(\.deadline).max()
    }

    mutating func end(_ id: UInt64, at now: Int64) -> Bool {
      guard let request = requests[id], !request.ended, now < request.deadline else { return false }
      requests[id]?.ended = true
      return true
    }
  }

  @Test func randomSequencesMatchTheReferenceModel() async {
    let seed = randomisedSeed()
    var random = SeededGenerator(seed: seed)
    let sequences = randomisedIterations(1_000)
    var operations = 0
    for sequence in 0..<sequences {
      // Long work on one of the shared pool's few threads: a turn per sequence lets the tests that
      // wait for the pool (the virtual clock's drives count its turns) go on meanwhile.
      await Task.yield()
      var state = InteractionGateState()
      var model = Model()
      var now: Int64 = 0
      var nextID: UInt64 = 1
      for _ in 0..<Int.random(in: 1...150, using: &random) {
        operations += 1
        _ = state.observe(now)  // as the gate does before every operation
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<40:
          // Deadlines from a small range, so that ties and overlaps are common.
          let kinds = InteractionKinds(rawValue: UInt8.random(in: 1...0x7F, using: &random))
          let deadline = now + Int64.random(in: 1...40, using: &random)
          state.add(nextID, blocking: kinds, until: deadline, at: now)
          model.requests[nextID] = Model.Request(kinds: kinds, armedAt: now, deadline: deadline)
          nextID += 1
        case 40..<75:
          // Mostly known requests, sometimes one never added.
          let id = UInt64.random(in: 1...(nextID + 1), using: &random)
          let ended = state.remove(id, at: now)
          let expected = model.end(id, at: now)
          guard ended == expected else {
            Issue.record(
              "sequence \(sequence): ending \(id) returned \(ended), model \(expected); CONTROL_THROTTLE_SEED=\(seed)")
            return
          }
        case 75..<98:
          now += Int64.random(in: 0...8, using: &random)
          // A request that reached its deadline is over, whatever the clock does next.
          for (id, request) in model.requests where request.deadline <= now { model.requests[id]?.ended = true }
        default:
          // The clock moves back: a request it moves back from by at least its length ends.
          now -= Int64.random(in: 1...30, using: &random)
          _ = state.observe(now)
          for (id, request) in model.requests where request.armedAt - now >= request.deadline - request.armedAt {
            model.requests[id]?.ended = true
          }
        }
        var reopening: Int64?
        for kind in InteractionKind.allCases {
          let until = model.blockedUntil(kind, at: now)
          if let until { reopening = min(reopening ?? until, until) }
          guard state.isBlocked(kind, at: now) == (until != nil) else {
            Issue.record("sequence \(sequence): state of \(kind) diverged; CONTROL_THROTTLE_SEED=\(seed)")
            return
          }
        }
        guard state.nextReopening(after: now) == reopening else {
          Issue.record("sequence \(sequence): next reopening diverged; CONTROL_THROTTLE_SEED=\(seed)")
          return
        }
      }
    }
    #expect(operations >= sequences)
  }

  /// Heap entries visited to block `count` overlapping requests and end them latest first, each
  /// then holding the latest deadline of both its kinds.
  private func workToEndLatestFirst(_ count: Int) -> Int {
    var state = InteractionGateState()
    for index in 0..<count {
      state.add(UInt64(index + 1), blocking: [.touches, .motion], until: Int64(1_000 + index), at: 0)
    }
    let before = state.visitedDeadlineCount
    for index in (0..<count).reversed() {
      guard state.remove(UInt64(index + 1), at: 0) else {
        Issue.record("request \(index + 1) did not end")
        return .max
      }
      let latest = Int64(1_000 + index - 1)
      guard index == 0 || (state.isBlocked(.touches, at: latest - 1) && !state.isBlocked(.touches, at: latest)) else {
        Issue.record("after ending request \(index + 1), touches are not blocked until \(latest)")
        return .max
      }
    }
    #expect(!state.isBlocked(.touches, at: 0) && !state.isBlocked(.motion, at: 0))
    return state.visitedDeadlineCount - before
  }

  @Test func endingRequestsLatestFirstCostsLogarithmicWorkEach() {
    let small = workToEndLatestFirst(1_000)
    let large = workToEndLatestFirst(16_000)
    // Two kinds, a sift of at most log2(n) + 1 levels per end, plus the top entry looked at.
    #expect(large <= 16_000 * 2 * (15 + 2))
    // Sixteen times the requests: a rescan per end would cost 256 times as much; log n per end
    // costs about 16 × 14/10.
    #expect(large <= small * 32)
  }

  @Test func endingInAnyOrderKeepsTheDeadlinesWithinTwiceTheActiveRequests() {
    var random = SeededGenerator(seed: 7)
    var state = InteractionGateState()
    let count = 4_000
    for index in 0..<count {
      state.add(UInt64(index + 1), blocking: .touches, until: Int64(1_000 + index % 97), at: 0)
    }
    var active = Array(1...UInt64(count)).shuffled(using: &random)
    while active.count > 1 {
      let id = active.removeLast()
      let ended = state.remove(id, at: 0)
      #expect(ended)
      // The table and the expiry heap hold each request once; ended ones wait in the expiry heap.
      let deadlines = state.storedEntryCount - state.requests.count - count
      #expect(deadlines <= 2 * active.count + 1)
    }
    #expect(state.isBlocked(.touches, at: 999))
  }
}
