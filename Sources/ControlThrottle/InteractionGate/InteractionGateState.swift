/// The interaction gate's pure state: active block requests and, per kind, until when it is blocked.
///
/// A decision is O(1): each kind keeps the latest deadline of its requests in `blockedUntil`.
/// Adding or ending a request is O(log n) amortised: each kind keeps its requests' deadlines in a
/// max-heap, whose entries of ended requests are dropped at the top or when they outnumber the
/// live ones. Expired requests go whenever a request is added or ended, so memory is bounded by
/// the active requests.
package struct InteractionGateState: Sendable {
  package struct Request: Hashable, Sendable {
    package var kinds: InteractionKinds
    /// The instant it was made, for the backwards-clock rule.
    var armedAt: Int64
    package var deadline: Int64
  }

  package private(set) var requests: [UInt64: Request] = [:]
  private var expiries = DeadlineHeap()
  // Per kind, indexed by raw value: blocked while `now` is before `blockedUntil`; the deadlines of
  // the requests blocking it, latest on top; how many requests block it; events dropped so far.
  private var blockedUntil = [Int64](repeating: .min, count: InteractionKind.allCases.count)
  private var deadlinesByKind = [DeadlineHeap](
    repeating: DeadlineHeap(.latestFirst),
    count: InteractionKind.allCases.count
  )
  private var requestCountByKind = [Int](repeating: 0, count: InteractionKind.allCases.count)
  private(set) var droppedEvents = [Int](repeating: 0, count: InteractionKind.allCases.count)
  /// The latest instant seen, to notice a clock that moves backwards.
  private(set) var latestInstant: Int64 = .min

  package init() {}

  /// Entries held for bookkeeping; for memory tests.
  package var storedEntryCount: Int {
    requests.count + expiries.count + deadlinesByKind.reduce(0) { $0 + $1.count }
  }

  /// The entries the storage has room for; for memory tests.
  package var storageCapacity: Int {
    requests.capacity + expiries.capacity + deadlinesByKind.reduce(0) { $0 + $1.capacity }
  }

  /// Heap entries visited to keep the per-kind deadlines, since creation; for complexity tests.
  package var visitedDeadlineCount: Int {
    deadlinesByKind.reduce(0) { $0 + $1.visitedEntryCount }
  }

  /// Whether `kind` is blocked at `now`.
  package func isBlocked(_ kind: InteractionKind, at now: Int64) -> Bool {
    now < blockedUntil[kind.rawValue]
  }

  mutating func recordDrop(_ kind: InteractionKind) {
    droppedEvents[kind.rawValue] &+= 1
  }

  /// The kinds blocked at `now`.
  package func blockedKinds(at now: Int64) -> InteractionKinds {
    var kinds: InteractionKinds = []
    for kind in InteractionKind.allCases where isBlocked(kind, at: now) { kinds.insert(InteractionKinds(kind)) }
    return kinds
  }

  /// An instant at or after every stored request's deadline; `Int64.min` with none.
  var latestDeadline: Int64 {
    requests.isEmpty ? .min : blockedUntil.max() ?? .min
  }

  /// The earliest instant after `now` at which a blocked kind reopens.
  package func nextReopening(after now: Int64) -> Int64? {
    blockedUntil.filter { $0 > now }.min()
  }

  /// Records that time is `now`; if it is earlier than the instant seen before, the clock moved
  /// back: the requests that expired by then stay ended, and those it moved back from by at least
  /// their length end.
  ///
  /// - Returns: `true` when requests ended so.
  package mutating func observe(_ now: Int64) -> Bool {
    defer { latestInstant = now }
    return now < latestInstant && clockMovedBack(from: latestInstant, to: now)
  }

  /// The clock moved back from `latest` to `now`: the requests expired at `latest` stay ended, and
  /// each one the clock moved back from by at least its length
  /// (``Nanoseconds/jumpedBack(from:atLeast:to:)``) ends; a shorter jump leaves a request blocking
  /// until its deadline.
  ///
  /// - Returns: `true` when a request ended by the jump.
  mutating func clockMovedBack(from latest: Int64, to now: Int64) -> Bool {
    purgeExpired(at: latest)
    let ended = requests.compactMap { id, request in
      let length = Nanoseconds.distance(from: request.armedAt, to: request.deadline)
      return Nanoseconds.jumpedBack(from: request.armedAt, atLeast: length, to: now) ? id : nil
    }
    for id in ended { _ = remove(id, at: now) }
    for kind in InteractionKind.allCases {
      blockedUntil[kind.rawValue] = requests.values.filter { $0.kinds.contains(kind) }.map(\.deadline).max() ?? .min
    }
    return !ended.isEmpty
  }

  /// Adds request `id`, blocking `kinds` from `now` until `deadline`.
  ///
  /// - Precondition: `id` was never added before.
  package mutating func add(_ id: UInt64, blocking kinds: InteractionKinds, until deadline: Int64, at now: Int64) {
    purgeExpired(at: now)
    requests[id] = Request(kinds: kinds, armedAt: now, deadline: deadline)
    expiries.insert(id, deadline: deadline)
    for kind in InteractionKind.allCases where kinds.contains(kind) {
      deadlinesByKind[kind.rawValue].insert(id, deadline: deadline)
      requestCountByKind[kind.rawValue] += 1
      if deadline > blockedUntil[kind.rawValue] { blockedUntil[kind.rawValue] = deadline }
    }
  }

  /// Ends request `id` early; `false` when it is unknown, already ended, or expired.
  package mutating func remove(_ id: UInt64, at now: Int64) -> Bool {
    purgeExpired(at: now)
    guard let request = requests[id], request.deadline > now else { return false }
    requests[id] = nil
    requests.releaseUnusedCapacity()
    for kind in InteractionKind.allCases where request.kinds.contains(kind) {
      requestCountByKind[kind.rawValue] -= 1
      if blockedUntil[kind.rawValue] == request.deadline {
        let requests = self.requests
        blockedUntil[kind.rawValue] =
          deadlinesByKind[kind.rawValue].firstLiveDeadline(where: { requests[$0]?.deadline == $1 }) ?? .min
      }
      compactDeadlines(of: kind)
    }
    compactExpiries()
    return true
  }

  mutating func removeExpired(at now: Int64) {
    purgeExpired(at: now)
  }

  private mutating func purgeExpired(at now: Int64) {
    var touched: InteractionKinds = []
    for id in expiries.popExpired(at: now) {
      guard let request = requests.removeValue(forKey: id) else { continue }
      touched.formUnion(request.kinds)
      for kind in InteractionKind.allCases where request.kinds.contains(kind) { requestCountByKind[kind.rawValue] -= 1 }
    }
    guard !touched.isEmpty else { return }
    requests.releaseUnusedCapacity()
    for kind in InteractionKind.allCases where touched.contains(kind) { compactDeadlines(of: kind) }
  }

  /// Rebuilds the expiry heap once entries of requests ended early outnumber the live ones.
  private mutating func compactExpiries() {
    guard expiries.count > 2 * requests.count else { return }
    if requests.isEmpty {
      expiries.removeAll()
    } else {
      let requests = self.requests
      expiries.rebuild(keeping: { requests[$0]?.deadline == $1 })
    }
  }

  /// Rebuilds the deadlines of `kind` once entries of requests that are gone outnumber the live
  /// ones: the heap stays within twice the requests of the kind.
  private mutating func compactDeadlines(of kind: InteractionKind) {
    let remaining = requestCountByKind[kind.rawValue]
    guard deadlinesByKind[kind.rawValue].count > 2 * remaining else { return }
    if remaining == 0 {
      deadlinesByKind[kind.rawValue].removeAll()
    } else {
      let requests = self.requests
      deadlinesByKind[kind.rawValue].rebuild(keeping: { requests[$0]?.deadline == $1 })
    }
  }
}
