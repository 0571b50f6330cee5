/// Main-actor work carried out of a nonisolated context, such as a main-actor class's `deinit`.
///
/// `@unchecked Sendable`: the work only ever runs on the main actor.
final class MainActorWork: @unchecked Sendable {
  private let work: @MainActor () -> Void

  init(_ work: @escaping @MainActor () -> Void) {
    self.work = work
  }

  @MainActor
  func run() {
    work()
  }
}
