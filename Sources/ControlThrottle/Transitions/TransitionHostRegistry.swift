/// One ``TransitionSerializer`` per host (a window), held weakly: a deallocated host's requests end
/// with ``TransitionOutcome/DropReason/hostGone`` the next time the registry is used.
///
/// The UIKit adapters find a window's serializer here (`windowTransitionSerializer`).
@MainActor
package final class TransitionHostRegistry {
  package static let shared = TransitionHostRegistry()

  private struct Entry {
    weak var host: AnyObject?
    let serializer: TransitionSerializer
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// Creates the serializer for a new host (``TransitionSerializer/makeForWindow``).
  package var makeSerializer: @MainActor () -> TransitionSerializer

  package init(makeSerializer: @escaping @MainActor () -> TransitionSerializer = { TransitionSerializer() }) {
    self.makeSerializer = makeSerializer
  }

  /// The serializer for `host`, created on first use.
  package func serializer(for host: AnyObject) -> TransitionSerializer {
    releaseDeadHosts()
    let key = ObjectIdentifier(host)
    if let entry = entries[key], entry.host === host {
      return entry.serializer
    }
    let serializer = makeSerializer()
    entries[key] = Entry(host: host, serializer: serializer)
    return serializer
  }

  /// The number of live hosts with a serializer.
  package var hostCount: Int {
    releaseDeadHosts()
    return entries.count
  }

  private func releaseDeadHosts() {
    for (key, entry) in entries where entry.host == nil {
      entries[key] = nil
      entry.serializer.hostWentAway()
    }
  }
}
