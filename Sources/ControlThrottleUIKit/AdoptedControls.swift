#if canImport(UIKit) && !os(watchOS)
import ControlThrottle
import UIKit

/// The throttles of controls adopted app-wide: plain controls, such as every `UIButton`, whose
/// exact type is registered with the registry and whose sends the application decides
/// (``UIKit/UIApplication/throttleSendAction(from:for:_:)``), with no subclass.
///
/// A control's throttle is made at its first send and held in a table keyed by the control's
/// identity, with the control held weakly, so that nothing is added to the control itself. Entries
/// of released controls are swept out when the table reaches twice the live count of the last
/// sweep, so the table follows live controls: at most twice their number, plus a floor. One code
/// path on every platform, rather than associated objects where the Objective-C runtime exists.
@MainActor
final class AdoptedControls {
  static let shared = AdoptedControls()

  /// The registry whose registrations adopt controls, whose configuration names them and whose
  /// observers hear their decisions.
  var registry: ThrottleRegistry = .shared
  /// The clock of sends without an event, and of the adopted throttles' window callbacks.
  var scheduler: any Scheduler = SystemScheduler.shared

  private struct Entry {
    weak var control: UIControl?
    let throttle: Throttle
  }

  private var table: [ObjectIdentifier: Entry] = [:]
  /// The table size at which released controls' entries are swept out next.
  private var sweepThreshold = 64
  /// Control types found not adopted, under the registry's configuration word `checkedWord`.
  private var unadoptedTypes: Set<ObjectIdentifier> = []
  private var checkedWord: Int64 = 0

  /// How many controls hold an entry, released ones not yet swept included.
  var count: Int { table.count }

  /// The throttle deciding `control`'s sends, made at its first send; `nil` when its type is not
  /// registered, or when it is a ``ThrottledUIControl``, which decides its own sends.
  func throttle(for control: UIControl) -> Throttle? {
    let key = ObjectIdentifier(control)
    if let entry = table[key], entry.control === control { return entry.throttle }
    return adopt(control, key: key)
  }

  /// The throttle of `control`, if it was adopted; makes none.
  func existingThrottle(of control: UIControl) -> Throttle? {
    guard let entry = table[ObjectIdentifier(control)], entry.control === control else { return nil }
    return entry.throttle
  }

  /// Forgets every adopted control; for tests that swap the registry.
  func removeAll() {
    table.removeAll()
    unadoptedTypes.removeAll()
    sweepThreshold = 64
  }

  /// Makes `control`'s throttle if its type is adopted: out of line, once per control.
  @inline(never)
  private func adopt(_ control: UIControl, key: ObjectIdentifier) -> Throttle? {
    let word = registry.word.load()
    if word != checkedWord {
      unadoptedTypes.removeAll(keepingCapacity: true)
      checkedWord = word
    }
    let type = ObjectIdentifier(Swift.type(of: control))
    if unadoptedTypes.contains(type) { return nil }
    guard !(control is any ThrottledControl), registry.registeredInterval(for: control) != nil else {
      unadoptedTypes.insert(type)
      return nil
    }
    if table.count >= sweepThreshold {
      table = table.filter { $0.value.control != nil }
      sweepThreshold = Swift.max(64, 2 * table.count)
    }
    // Named by the only string a storyboard control carries, read once, at its first send.
    let throttle = Throttle(.inherited, name: control.accessibilityIdentifier, scheduler: scheduler, registry: registry)
    table[key] = Entry(control: control, throttle: throttle)
    return throttle
  }
}
#endif
