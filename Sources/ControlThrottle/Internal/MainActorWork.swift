/// Main-actor work carried out of a nonisolated context, such as a main-actor class's `deinit`.
///
/// It is `@unchecked Sendable` because the work it carries only ever runs on the main actor: the
/// carrier is created, handed to the main queue or run under `MainActor.assumeIsolated`, and
/// dropped.
final class MainActorWork: @unchecked Sendable {
  private let work: @MainActor () -> Void

  init(_ work: @escaping @MainActor () -> Void) {
    self.work = work
  }

  /// Runs the work.
  @MainActor
  func run() {
    work()
  }
}
