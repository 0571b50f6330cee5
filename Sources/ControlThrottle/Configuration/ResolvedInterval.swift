/// The interval a registry gives a throttle that was given none of its own — a closure, an async
/// action, a SwiftUI button — kept while the registry and the fallback it was resolved with are
/// unchanged.
///
/// One comparison of the registry's lock-free word per decision; the registry's lock is taken only
/// after the registry changed (see ``ThrottleRegistry/resolve(named:otherwise:)``). Plain data, so
/// that a closure throttle keeps it beside its window in one locked value.
struct ResolvedInterval: Sendable, Equatable, BitwiseCopyable {
  /// The registry word ``nanoseconds`` was resolved under; `Int64.min`, which no word is, before the
  /// first resolution and after ``forget()``.
  private var word = Int64.min
  /// The fallback ``nanoseconds`` was resolved with.
  private var fallback: Int64?
  /// The resolved interval in nanoseconds.
  private var nanoseconds: Int64 = 0

  /// The interval `registry` gives `name`, with `fallback` (a SwiftUI environment's interval)
  /// before the registry's default; resolved again only when the registry or `fallback` changed.
  mutating func interval(named name: String?, otherwise fallback: Int64? = nil, in registry: ThrottleRegistry)
    -> Int64
  {
    if registry.word.load() != word || fallback != self.fallback {
      let resolved = registry.resolve(named: name, otherwise: fallback)
      word = resolved.word
      self.fallback = fallback
      nanoseconds = resolved.interval
    }
    return nanoseconds
  }

  /// Resolves again at the next use: after the throttle's name or registry changed.
  mutating func forget() {
    word = .min
  }
}
