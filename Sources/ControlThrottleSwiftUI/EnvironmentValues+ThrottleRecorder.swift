#if canImport(SwiftUI)
public import ControlThrottle
public import SwiftUI

extension View {
  /// Records the taps of the throttled buttons in this view and its descendants in `recorder`,
  /// under `label`.
  ///
  /// For a recorder created with `registry: nil`: the buttons report every tap to their registry
  /// already, under their `name:`, so a recorder attached to it records them without this, and
  /// with it twice. Read by `ThrottledButton`, `AsyncThrottledButton` and ``ThrottledButtonStyle``.
  /// Set it on each button to tell them apart in the trace, or on a group whose buttons count as
  /// one control:
  ///
  /// ```swift
  /// ThrottledButton("Pay", interval: .seconds(1)) { checkout.pay() }
  ///   .throttleRecorder(recorder, label: "pay")
  /// ```
  ///
  /// - Parameters:
  ///   - recorder: The recorder, or `nil` to record nothing.
  ///   - label: The name the trace gives these buttons' taps.
  /// - Returns: A view whose throttled buttons record their taps.
  public nonisolated func throttleRecorder(_ recorder: ThrottleRecorder?, label: String) -> some View {
    environment(\.throttleRecording, recorder.map { ThrottleRecording(recorder: $0, label: label) })
  }
}

/// Where the throttled buttons of a subtree record their taps, set with
/// ``SwiftUI/View/throttleRecorder(_:label:)``.
struct ThrottleRecording: Sendable {
  let recorder: ThrottleRecorder
  let label: String

  /// Decides a tap with `tap` and, when `recording` is set, records its decision at the instant
  /// the tap came, read from `scheduler` before the action runs.
  @MainActor
  static func tap(
    recordingIn recording: ThrottleRecording?,
    scheduler: any Scheduler,
    _ tap: () -> ThrottleDecision
  ) {
    guard let recording else {
      _ = tap()
      return
    }
    let instant = scheduler.now
    recording.recorder.record(tap(), label: recording.label, at: instant)
  }
}

extension EnvironmentValues {
  /// The recorder and label the throttled buttons of this subtree record their taps with.
  var throttleRecording: ThrottleRecording? {
    get { self[ThrottleRecordingKey.self] }
    set { self[ThrottleRecordingKey.self] = newValue }
  }
}

/// The key behind `EnvironmentValues.throttleRecording`.
private struct ThrottleRecordingKey: EnvironmentKey {
  static let defaultValue: ThrottleRecording? = nil
}
#endif
