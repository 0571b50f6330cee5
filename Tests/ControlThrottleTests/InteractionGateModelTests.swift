import ControlThrottle
import ControlThrottleTesting
import TestSupport
import Testing

/// Random block/end/advance/query sequences checked against a plain list of requests.
@MainActor
@Suite struct InteractionGateModelTests {
  /// The reference model: every request ever made, with its deadline and whether it was ended.
  struct Model {
    struct Request {
      var kinds: InteractionKinds
      var deadline: Int64
      var ended = false
    }

    var requests: [Request] = []
    var dropped = [Int](repeating: 0, count: InteractionKind.allCases.count)

    func isBlocked(_ kind: InteractionKind, at now: Int64) -> Bool {
      requests.contains { !$0.ended && $0.kinds.contains(kind) && now < $0.deadline }
    }
  }

  @Test func randomSequencesMatchTheReferenceModel() async {
    let seed = randomisedSeed()
    var random = SeededGenerator(seed: seed)
    let ceiling = Duration.seconds(2)
    var operations = 0
    for sequence in 0..<randomisedIterations(10_000) {
      // Long main-actor work: a turn every millisecond or so lets the main-actor tests queued
      // behind it run.
      if sequence % 2 == 0 { await Task.yield() }
      let scheduler = VirtualScheduler()
      let gate = InteractionGate(scheduler: scheduler, maximumDuration: ceiling)
      var model = Model()
      var tokens: [(token: InteractionGate.Token, index: Int?)] = []
      for _ in 0..<Int.random(in: 1...12, using: &random) {
        operations += 1
        let now = scheduler.now.uptimeNanoseconds
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          let kinds = InteractionKinds(rawValue: UInt8.random(in: 0...0x7F, using: &random))
          let duration: Duration = [
            .zero, .milliseconds(100), .milliseconds(300), .seconds(1), .milliseconds(1_300), .seconds(2), .seconds(5),
            .seconds(Int64.max),
          ].randomElement(using: &random)!
          let token = gate.block(kinds, for: duration)
          let applied =
            min(duration, ceiling).components.seconds * 1_000_000_000
            + min(duration, ceiling).components.attoseconds / 1_000_000_000
          if applied > 0 && !kinds.isEmpty {
            model.requests.append(Model.Request(kinds: kinds, deadline: now + applied))
            tokens.append((token, model.requests.count - 1))
          } else {
            tokens.append((token, nil))
          }
        case 1:
          guard let pick = tokens.randomElement(using: &random) else { continue }
          let ended = gate.end(pick.token)
          var expected = false
          if let index = pick.index, !model.requests[index].ended, now < model.requests[index].deadline {
            model.requests[index].ended = true
            expected = true
          }
          guard ended == expected else {
            Issue.record(
              "sequence \(sequence): end returned \(ended), model \(expected); CONTROL_THROTTLE_SEED=\(seed)")
            return
          }
        case 2:
          scheduler.advance(
            by: [.zero, .milliseconds(50), .milliseconds(100), .milliseconds(300), .seconds(1), .milliseconds(1_300)]
              .randomElement(using: &random)!)
        default:
          let kind = InteractionKind.allCases.randomElement(using: &random)!
          let delivered = gate.shouldDeliver(kind)
          let blocked = model.isBlocked(kind, at: now)
          if blocked { model.dropped[kind.rawValue] += 1 }
          guard delivered == !blocked else {
            Issue.record(
              "sequence \(sequence): \(kind) delivered \(delivered), model blocked \(blocked); CONTROL_THROTTLE_SEED=\(seed)"
            )
            return
          }
        }
        let instant = scheduler.now.uptimeNanoseconds
        for kind in InteractionKind.allCases {
          guard gate.isBlocked(kind) == model.isBlocked(kind, at: instant),
            gate.droppedEventCount(for: InteractionKinds(kind)) == model.dropped[kind.rawValue]
          else {
            Issue.record("sequence \(sequence): state of \(kind) diverged; CONTROL_THROTTLE_SEED=\(seed)")
            return
          }
        }
      }
    }
    #expect(operations >= 10_000 * randomisedIterations(100) / 100)
  }
}
