/// The observers and the recorder a registry tells of decisions, as the main actor last copied
/// them, and the registry word they were copied under.
///
/// A class, so that a report holds all of them with one reference while it calls them.
final class ThrottleListeners {
  /// The registry's ``ThrottleRegistry/word`` when copied; `Int64.min` for a copy never made.
  let word: Int64
  /// The observers' handlers, in the order they were added.
  let observers: [@MainActor (ThrottleRecord) -> Void]
  /// The attached recorder, told after the observers.
  let recorder: ThrottleRecorder?

  init(word: Int64 = .min, observers: [@MainActor (ThrottleRecord) -> Void] = [], recorder: ThrottleRecorder? = nil) {
    self.word = word
    self.observers = observers
    self.recorder = recorder
  }
}
