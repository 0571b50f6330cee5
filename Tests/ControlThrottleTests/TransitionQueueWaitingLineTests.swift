import ControlThrottle
import Testing

/// The serializer's waiting line keeps first-in, first-out order through removals and compaction,
/// checked against a plain array.
@Suite(.timeLimit(.minutes(3))) struct TransitionQueueWaitingLineTests {
  func entry(_ id: UInt64) -> TransitionQueueState.Entry {
    TransitionQueueState.Entry(id: id, kind: .push, waited: true)
  }

  @Test func keepsRequestOrderThroughRemovalsAndCompaction() {
    var line = TransitionWaitingLine()
    var model: [UInt64] = []
    var next: UInt64 = 1
    // Grows, loses entries from the middle and the front, and grows again, past every compaction.
    for round in 0..<20 {
      for _ in 0..<50 {
        line.append(entry(next))
        model.append(next)
        next += 1
      }
      for id in model.enumerated().filter({ $0.offset % 3 == round % 3 }).map(\.element) {
        #expect(line.remove(id)?.id == id)
        model.removeAll { $0 == id }
      }
      for _ in 0..<10 {
        #expect(line.popFirst()?.id == model.first)
        model.removeFirst()
      }
      #expect(line.entries.map(\.id) == model)
      #expect(line.count == model.count)
    }
    for id in model { #expect(line.contains(id)) }
    #expect(!line.contains(0))
    #expect(line.remove(0) == nil)
    while let first = line.popFirst() {
      #expect(first.id == model.removeFirst())
    }
    #expect(model.isEmpty && line.isEmpty && line.entries.isEmpty)
  }

  @Test func aRemovedEntryIsNeitherTakenNorFound() {
    var line = TransitionWaitingLine()
    line.append(entry(1))
    line.append(entry(2))
    #expect(line.remove(1)?.id == 1)
    #expect(line.remove(1) == nil)
    #expect(!line.contains(1))
    #expect(line.popFirst()?.id == 2)
    #expect(line.popFirst() == nil)
  }
}
