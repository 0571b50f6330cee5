/// One ``TransitionSerializer`` per host object — a window — for adapters that find the host at
/// request time.
///
/// Hosts are held weakly. When a host is deallocated, its serializer learns it the next time the
/// registry is used, so its waiting and running requests end with
/// ``TransitionOutcome/DropReason/hostGone`` and release their closures.
///
/// The UIKit adapters find a window's serializer here (`windowTransitionSerializer` in
/// ControlThrottleUIKit). Apps configure the serializers it creates with
/// ``TransitionSerializer/makeForWindow``.
@MainActor
package final class TransitionHostRegistry {
  /// The registry the UIKit adapters use.
  package static let shared = TransitionHostRegistry()

  private struct Entry {
    weak var host: AnyObject?
    let serializer: TransitionSerializer
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// Creates the serializer for a new host.
  ///
  /// ``TransitionSerializer/makeForWindow`` reads and sets it for ``shared``. Hosts that already
  /// have a serializer keep it.
  package var makeSerializer: @MainActor () -> TransitionSerializer

  /// Creates a registry.
  ///
  /// - Parameter makeSerializer: Creates the serializer for a new host.
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
