/// The serialized presentations a window shows, and the requests waiting for them to close.
///
/// SwiftUI presents from the window's root hosting controller, and UIKit refuses a second
/// presentation there while one is up ("only presenting a single sheet is supported"). Every
/// ``SerializedPresentation`` of a window shares this record, found through the window's
/// serializer, so that a second presentation waits for the first to close or is dropped.
@MainActor
@usableFromInline
final class WindowPresentations {
  private struct Shown {
    weak var owner: AnyObject?
    /// Closed by any of its actions (an alert, a confirmation dialog).
    let isDialog: Bool
    /// Gone from the screen, waiting only for SwiftUI to write that it closed.
    var isClosing = false
  }

  private struct Waiting {
    weak var owner: AnyObject?
    let resume: @MainActor () -> Void
  }

  private struct Registration {
    weak var serializer: TransitionSerializer?
    let presentations: WindowPresentations
  }

  private static var registrations: [ObjectIdentifier: Registration] = [:]

  private var shown: [Shown] = []
  private var waiting: [Waiting] = []

  /// The record of the window `serializer` serializes, created on first use.
  static func of(_ serializer: TransitionSerializer) -> WindowPresentations {
    let key = ObjectIdentifier(serializer)
    if let registration = registrations[key], registration.serializer === serializer {
      return registration.presentations
    }
    registrations = registrations.filter { $0.value.serializer != nil }
    let presentations = WindowPresentations()
    registrations[key] = Registration(serializer: serializer, presentations: presentations)
    return presentations
  }

  /// Whether presentations other than `owner`'s and its presenters' are on screen, and whether one
  /// closes by itself (a dialog, or one already closing).
  @usableFromInline
  func shownOtherThan(_ owner: AnyObject, presenters: [ObjectIdentifier]) -> (any: Bool, dialog: Bool) {
    var result = (any: false, dialog: false)
    let shown = self.shown
    for index in shown.indices {
      guard let other = shown[index].owner, other !== owner else { continue }
      if !presenters.isEmpty && presenters.contains(ObjectIdentifier(other)) { continue }
      result.any = true
      result.dialog = result.dialog || shown[index].isDialog || shown[index].isClosing
    }
    return result
  }

  /// `owner`'s presentation is on screen.
  func showing(_ owner: AnyObject, isDialog: Bool) {
    shown.removeAll { $0.owner == nil || $0.owner === owner }
    shown.append(Shown(owner: owner, isDialog: isDialog))
  }

  /// `owner`'s presentation is gone from the screen, and will close once SwiftUI writes so.
  func closing(_ owner: AnyObject) {
    for index in shown.indices where shown[index].owner === owner { shown[index].isClosing = true }
  }

  /// `owner`'s presentation closed; once none is on screen, the waiting requests resume in order.
  func closed(_ owner: AnyObject) {
    shown.removeAll { $0.owner == nil || $0.owner === owner }
    guard shown.isEmpty, !waiting.isEmpty else { return }
    let resumed = waiting
    waiting.removeAll()
    for entry in resumed where entry.owner != nil { entry.resume() }
  }

  /// Runs `resume` once no presentation is on screen.
  func wait(_ owner: AnyObject, resume: @escaping @MainActor () -> Void) {
    waiting.append(Waiting(owner: owner, resume: resume))
  }
}
