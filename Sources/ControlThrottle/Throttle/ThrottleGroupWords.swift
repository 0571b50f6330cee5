/// A ``ThrottleGroup``'s two shared words and its interval, reached through the words' addresses.
///
/// Each member keeps one (a control throttle in its context, a closure throttle itself) beside a
/// reference to the group, which keeps the words alive: a decision the group drops then follows no
/// reference, and one it accepts claims the group without a retain and release, whose atomic
/// operations would cost as much as the claim's compare-and-exchange.
@usableFromInline
struct ThrottleGroupWords: Sendable {
  /// The instant of the input that armed the group's window (`Int64.min`: open).
  @usableFromInline let lastAccepted: AtomicWord.Reader
  /// The member that armed it, as ``ThrottleGroup/member(_:)`` reads it.
  @usableFromInline let holderBits: AtomicWord.Reader
  /// The group's interval in nanoseconds.
  @usableFromInline let interval: Int64

  init(_ group: ThrottleGroup) {
    lastAccepted = group.lastAccepted.reader
    holderBits = group.holderBits.reader
    interval = group.intervalNanoseconds
  }

  /// The member holding the group's window, if any.
  @inlinable @inline(__always)
  var holder: ObjectIdentifier? { ThrottleGroup.member(holderBits.load()) }

  /// The group's window as it is now.
  @inlinable @inline(__always)
  var window: ThrottleGroupWindow {
    // The instant first: the holder stored after it is never older than the window it armed.
    let last = lastAccepted.load()
    return ThrottleGroupWindow(lastAccepted: last, interval: interval, holder: holder)
  }

  /// Claims the group's window for `member`'s input at `instant`, as
  /// ``ThrottleGroup/claim(at:by:sameInputPasses:)`` does.
  ///
  /// - Returns: The nanoseconds left and the member holding the window when it holds the input;
  ///   `nil` when the input passes the group.
  func claim(at instant: Int64, by member: ObjectIdentifier, sameInputPasses: Bool)
    -> (remaining: Int64, holder: ObjectIdentifier?)?
  {
    ThrottleGroup.claim(
      lastAccepted: lastAccepted.storage, holderBits: holderBits.storage, interval: interval, at: instant,
      by: member, sameInputPasses: sameInputPasses)
  }
}
