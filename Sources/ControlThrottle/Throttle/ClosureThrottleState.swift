/// What a ``ThrottledAction`` claims in one step: its window, and the interval resolved for its
/// next window.
///
/// Kept in one locked value so that a call compares and replaces the window and the cached
/// resolution together: a configuration applied between two calls never mixes with a window
/// another thread armed.
struct ClosureThrottleState: Sendable, Equatable {
  /// The window of the last accepted call; it keeps the length it was armed with.
  var window = ThrottleWindow()
  /// The interval resolved for a closure given none of its own.
  var resolution = ResolvedInterval()
}
