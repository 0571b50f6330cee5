/// The interaction gate's pure state: active block requests and, per kind, until when it is blocked.
///
/// Decisions are functions of (state, now, kind) and cost O(1) however many requests are active:
/// each kind keeps the latest deadline of its active requests. Ending a request early rescans only
/// the requests of its kinds. Expired requests are dropped whenever a request is added or ended,
/// so memory is bounded by the requests that are still active.
package struct InteractionGateState: Sendable {
  package struct Request: Hashable, Sendable {
    package var kinds: InteractionKinds
    package var deadline: Int64
  }

  package private(set) var requests: [UInt64: Request] = [:]
  private var expiries = DeadlineHeap()
  /// Per kind, indexed by raw value: blocked while `now` is before this instant.
  private var blockedUntil = [Int64](repeating: .min, count: InteractionKind.allCases.count)
  /// The latest instant seen, to notice a clock that moves backwards.
  private var latestInstant: Int64 = .min
  /// Per kind, indexed by raw value: events dropped so far.
  package private(set) var droppedEvents = [Int](repeating: 0, count: InteractionKind.allCases.count)

  package init() {}

  /// Entries held for expiry bookkeeping, active or not yet purged; for memory tests.
  package var storedEntryCount: Int { requests.count + expiries.count }

  /// Whether `kind` is blocked at `now`.
  @inline(__always)
  package func isBlocked(_ kind: InteractionKind, at now: Int64) -> Bool {
    now < blockedUntil[kind.rawValue]
  }

  /// Counts a dropped event of `kind`.
  package mutating func recordDrop(_ kind: InteractionKind) {
    droppedEvents[kind.rawValue] &+= 1
  }

  /// The kinds blocked at `now`.
  package func blockedKinds(at now: Int64) -> InteractionKinds {
    var kinds: InteractionKinds = []
    for kind in InteractionKind.allCases where isBlocked(kind, at: now) { kinds.insert(InteractionKinds(kind)) }
    return kinds
  }

  /// The earliest instant after `now` at which a blocked kind reopens.
  package func nextReopening(after now: Int64) -> Int64? {
    blockedUntil.filter { $0 > now }.min()
  }

  /// Records that time is `now`; if it is earlier than an instant already seen, the clock moved
  /// back and every request ends, so that a jump can never leave input blocked.
  ///
  /// - Returns: `true` when the clock moved back and requests were cleared.
  @inline(__always)
  package mutating func observe(_ now: Int64) -> Bool {
    if now >= latestInstant {
      latestInstant = now
      return false
    }
    latestInstant = now
    let hadRequests = !requests.isEmpty
    requests.removeAll()
    expiries.removeAll()
    blockedUntil = [Int64](repeating: .min, count: blockedUntil.count)
    return hadRequests
  }

  /// Adds request `id`, blocking `kinds` from `now` until `deadline`.
  package mutating func add(_ id: UInt64, blocking kinds: InteractionKinds, until deadline: Int64, at now: Int64) {
    purgeExpired(at: now)
    requests[id] = Request(kinds: kinds, deadline: deadline)
    expiries.insert(id, deadline: deadline)
    for kind in kinds.kinds where deadline > blockedUntil[kind.rawValue] {
      blockedUntil[kind.rawValue] = deadline
    }
  }

  /// Ends request `id` early.
  ///
  /// - Returns: `false` when the request is unknown, already ended, or expired.
  package mutating func remove(_ id: UInt64, at now: Int64) -> Bool {
    purgeExpired(at: now)
    guard let request = requests.removeValue(forKey: id), request.deadline > now else { return false }
    for kind in request.kinds.kinds where blockedUntil[kind.rawValue] == request.deadline {
      blockedUntil[kind.rawValue] =
        requests.values.lazy
        .filter { $0.kinds.contains(kind) && $0.deadline > now }
        .map(\.deadline)
        .max() ?? .min
    }
    return true
  }

  private mutating func purgeExpired(at now: Int64) {
    // Each identifier is popped once, at its own deadline; one ended early is already gone.
    for id in expiries.popExpired(at: now) { requests[id] = nil }
  }
}
