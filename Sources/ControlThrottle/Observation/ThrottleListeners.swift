/// The observers and the recorder a registry tells of decisions, as the main actor last copied
/// them under the registry word; one reference for a report to hold while it calls them.
final class ThrottleListeners {
  /// The registry's ``ThrottleRegistry/word`` when copied; `Int64.min` for a copy never made.
  let word: Int64
  let observers: [@MainActor (ThrottleRecord) -> Void]
  /// The attached recorder, told after the observers.
  let recorder: ThrottleRecorder?

  init(word: Int64 = .min, observers: [@MainActor (ThrottleRecord) -> Void] = [], recorder: ThrottleRecorder? = nil) {
    self.word = word
    self.observers = observers
    self.recorder = recorder
  }
}
