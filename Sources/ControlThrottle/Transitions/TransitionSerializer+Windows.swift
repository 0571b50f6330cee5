extension TransitionSerializer {
  /// Creates the serializer of each window the UIKit adapters serialize transitions in, the first
  /// time a request reaches that window.
  ///
  /// The adapters keep one serializer per window and hold the windows weakly. Set this before the
  /// first transition to give every window's serializer another scheduler or timeout; a window
  /// that already has a serializer keeps it.
  ///
  /// ```swift
  /// TransitionSerializer.makeForWindow = { TransitionSerializer(timeout: .seconds(2)) }
  /// ```
  public static var makeForWindow: @MainActor () -> TransitionSerializer {
    get { TransitionHostRegistry.shared.makeSerializer }
    set { TransitionHostRegistry.shared.makeSerializer = newValue }
  }
}
