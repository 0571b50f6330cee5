/// What a person reviewing a trace says a tap was: an accidental repeat or a deliberate tap.
///
/// A trace line may carry a label as its optional third column, `accidental` or `deliberate`.
/// Labels let the replayer score an interval by what it gets wrong: deliberate taps it drops and
/// accidental ones it lets through.
package enum TapLabel: String, Hashable, Sendable, CaseIterable {
  /// A repeat the person did not mean, such as a bounce or an impatient second tap.
  case accidental
  /// A tap the person meant, which a throttle should let through.
  case deliberate
}
