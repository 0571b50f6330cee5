import ControlThrottle
import ControlThrottleTesting
import TestSupport
import Testing

/// Random request/finish/advance/host sequences checked against a list-based reference model.
@MainActor
@Suite struct TransitionSerializerModelTests {
  /// The reference model, written as plainly as possible.
  struct Model {
    struct Entry {
      var id: UInt64
      var waited: Bool
      var finishesAtOnce: Bool
    }

    let timeout: Int64
    var now: Int64 = 0
    var ready: Bool
    var gone = false
    var running: (entry: Entry, deadline: Int64)?
    var queue: [Entry] = []
    var outcomes: [UInt64: [TransitionOutcome]] = [:]
    var starts: [UInt64] = []

    mutating func request(_ id: UInt64, policy: TransitionPolicy, finishesAtOnce: Bool) {
      if gone { return record(id, .dropped(.hostGone)) }
      let busy = running != nil || !queue.isEmpty || !ready
      if ready && busy && policy == .dropIfBusy { return record(id, .dropped(.busy)) }
      queue.append(Entry(id: id, waited: busy, finishesAtOnce: finishesAtOnce))
      pump()
    }

    mutating func pump() {
      while ready && !gone && running == nil && !queue.isEmpty {
        let entry = queue.removeFirst()
        starts.append(entry.id)
        if entry.finishesAtOnce {
          record(entry.id, .finished(waited: entry.waited))
        } else {
          running = (entry, now + timeout)
        }
      }
    }

    mutating func finish(_ id: UInt64, cancelled: Bool) -> Bool {
      guard let current = running, current.entry.id == id else { return false }
      running = nil
      record(id, cancelled ? .cancelled(waited: current.entry.waited) : .finished(waited: current.entry.waited))
      pump()
      return true
    }

    mutating func advance(to target: Int64) {
      while let current = running, current.deadline <= target {
        now = current.deadline
        running = nil
        record(current.entry.id, .timedOut(waited: current.entry.waited))
        pump()
      }
      now = target
    }

    mutating func cancel(_ id: UInt64) -> Bool {
      guard let index = queue.firstIndex(where: { $0.id == id }) else { return false }
      queue.remove(at: index)
      record(id, .dropped(.withdrawn))
      return true
    }

    mutating func goAway() {
      guard !gone else { return }
      gone = true
      if let current = running { record(current.entry.id, .dropped(.hostGone)) }
      for entry in queue { record(entry.id, .dropped(.hostGone)) }
      running = nil
      queue.removeAll()
    }

    mutating func record(_ id: UInt64, _ outcome: TransitionOutcome) {
      outcomes[id, default: []].append(outcome)
    }
  }

  @Test func randomSequencesMatchTheReferenceModel() async {
    let seed = randomisedSeed()
    var random = SeededGenerator(seed: seed)
    var operations = 0
    for sequence in 0..<randomisedIterations(20_000) {
      // Long main-actor work: a turn every millisecond or so lets the main-actor tests queued
      // behind it run.
      if sequence % 8 == 0 { await Task.yield() }
      let scheduler = VirtualScheduler()
      let startsReady = Int.random(in: 0..<4, using: &random) != 0
      let serializer = TransitionSerializer(scheduler: scheduler, timeout: .seconds(1), isHostReady: startsReady)
      var model = Model(timeout: 1_000_000_000, ready: startsReady)
      var outcomes: [Int: [TransitionOutcome]] = [:]  // by request number
      var starts: [UInt64] = []
      var inFlight = 0
      var handles: [UInt64: TransitionHandle] = [:]
      var tickets: [TransitionTicket] = []
      let observation = serializer.addObserver { event in
        if case .started(let ticket) = event {
          starts.append(ticket.id)
          inFlight += 1
        } else if case .ended(_, let outcome) = event, outcome.didRun {
          inFlight -= 1
        }
      }
      defer { observation.cancel() }

      for _ in 0..<Int.random(in: 1...12, using: &random) {
        operations += 1
        switch Int.random(in: 0..<10, using: &random) {
        case 0...3:
          let policy: TransitionPolicy = Bool.random(using: &random) ? .enqueue : .dropIfBusy
          let atOnce = Int.random(in: 0..<3, using: &random) == 0
          let kind = [TransitionKind.push, .pop, .present, .dismiss, .setStack].randomElement(using: &random)!
          let number = tickets.count
          let ticket = serializer.request(kind, policy: policy) { handle in
            if atOnce { handle.finish() } else { handles[handle.ticket.id] = handle }
          } completion: {
            outcomes[number, default: []].append($0)
          }
          tickets.append(ticket)
          model.request(ticket.id, policy: policy, finishesAtOnce: atOnce)
        case 4, 5:
          guard let ticket = tickets.randomElement(using: &random) else { continue }
          let cancelled = Bool.random(using: &random)
          let finished =
            handles[ticket.id]?.finish(cancelled: cancelled) ?? serializer.finish(ticket, cancelled: cancelled)
          guard finished == model.finish(ticket.id, cancelled: cancelled) else {
            Issue.record("sequence \(sequence): finish disagreed; CONTROL_THROTTLE_SEED=\(seed)")
            return
          }
        case 6:
          let step: Duration = [
            .zero, .milliseconds(200), .milliseconds(500), .seconds(1), .milliseconds(1_500), .seconds(3),
          ]
          .randomElement(using: &random)!
          scheduler.advance(by: step)
          model.advance(to: scheduler.now.uptimeNanoseconds)
        case 7:
          guard let ticket = tickets.randomElement(using: &random) else { continue }
          guard serializer.cancel(ticket) == model.cancel(ticket.id) else {
            Issue.record("sequence \(sequence): cancel disagreed; CONTROL_THROTTLE_SEED=\(seed)")
            return
          }
        case 8:
          if Bool.random(using: &random) {
            serializer.isHostReady = true
            if !model.gone {
              model.ready = true
              model.pump()
            }
          } else {
            serializer.isHostReady = false
            model.ready = false
          }
        default:
          if Int.random(in: 0..<4, using: &random) == 0 {
            serializer.hostWentAway()
            model.goAway()
          }
        }
        guard inFlight <= 1 else {
          Issue.record("sequence \(sequence): two transitions in flight; CONTROL_THROTTLE_SEED=\(seed)")
          return
        }
        if let running = serializer.running, let deadline = model.running?.deadline {
          guard running.id == model.running?.entry.id, scheduler.now.uptimeNanoseconds < deadline else {
            Issue.record("sequence \(sequence): host held past its timeout; CONTROL_THROTTLE_SEED=\(seed)")
            return
          }
        }
      }
      serializer.hostWentAway()
      model.goAway()
      for (number, ticket) in tickets.enumerated() {
        let actual = outcomes[number] ?? []
        guard actual.count == 1, actual == model.outcomes[ticket.id] else {
          Issue.record(
            "sequence \(sequence): request \(number) outcomes \(actual) vs model \(model.outcomes[ticket.id] ?? []); CONTROL_THROTTLE_SEED=\(seed)"
          )
          return
        }
      }
      guard starts == model.starts else {
        Issue.record(
          "sequence \(sequence): start order \(starts) vs model \(model.starts); CONTROL_THROTTLE_SEED=\(seed)")
        return
      }
    }
    #expect(operations >= randomisedIterations(20_000))
  }
}
