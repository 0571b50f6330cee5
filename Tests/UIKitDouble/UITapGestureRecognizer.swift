// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation

public import Foundation

/// UIKit's tap recognizer, driven by the touches its window delivers (behaviour notes §1, §9).
///
/// The window shows it each touch before the touch's view sees it. A single finger that touches
/// down on its view (or a descendant) and lifts within ``allowableMovement`` points of where it
/// began recognizes the tap; more movement, another finger, or a cancel fails it. On recognition
/// it calls each target directly, with itself as sender — never through
/// `UIApplication.sendAction(_:to:from:for:)` [§9, DOC]. Not modelled: `cancelsTouchesInView`
/// (the view still sees the touch end), several taps, time limits.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  private weak var tracked: UITouch?
  private var start: CGPoint = .zero
  open var numberOfTapsRequired = 1
  /// Not UIKit API: how far the finger may move and still tap (UIKit's private allowable movement).
  public var allowableMovement: CGFloat = 10

  /// The touches of one event, before the window delivers them to their views.
  override func observe(_ touch: UITouch, at location: CGPoint, hitView: UIView?) {
    guard isEnabled, let view else { return }
    switch touch.phase {
    case .began:
      if tracked != nil {
        if state == .possible { state = .failed }
        return
      }
      guard hitView?.isDescendant(of: view) == true else { return }
      state = .possible
      tracked = touch
      start = location
    case .moved:
      guard tracked === touch, state == .possible else { return }
      if distance(from: start, to: location) > allowableMovement { state = .failed }
    case .ended:
      guard tracked === touch else { return }
      let recognized = state == .possible && distance(from: start, to: location) <= allowableMovement
      tracked = nil
      if recognized {
        state = .recognized
        sendActionsToTargets()
      }
      reset()
    case .cancelled:
      guard tracked === touch else { return }
      tracked = nil
      reset()
    default:
      break
    }
  }

  private func reset() {
    state = .possible
  }

  private func distance(from a: CGPoint, to b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
  }
}

/// The recognizers attached to views, held weakly: the double's views have no storage for them.
@MainActor
enum GestureRecognizerTable {
  private struct Entry {
    weak var view: UIView?
    let recognizer: UIGestureRecognizer
  }

  private static var entries: [Entry] = []

  static func add(_ recognizer: UIGestureRecognizer, to view: UIView) {
    entries.removeAll { $0.view == nil || $0.recognizer === recognizer }
    entries.append(Entry(view: view, recognizer: recognizer))
    recognizer.attach(to: view)
  }

  static func remove(_ recognizer: UIGestureRecognizer) {
    entries.removeAll { $0.recognizer === recognizer }
    recognizer.attach(to: nil)
  }

  static func recognizers(on view: UIView) -> [UIGestureRecognizer] {
    entries.filter { $0.view === view }.map(\.recognizer)
  }

  /// Shows each changed touch of `event` to the recognizers of its view and the view's ancestors.
  static func observe(_ event: UIEvent, in window: UIWindow) {
    let live = entries.filter { $0.view?.window === window }.map(\.recognizer)
    guard !live.isEmpty else { return }
    for touch in event.changedTouches where touch.window === window {
      // A touch not yet hit-tested (hit testing in the window) is located the way the window will.
      let hitView = touch.isHitTested ? touch.view : window.hitTest(touch.windowLocation, with: event)
      for recognizer in live {
        recognizer.observe(touch, at: touch.windowLocation, hitView: hitView)
      }
    }
  }
}

extension UIView {
  public var gestureRecognizers: [UIGestureRecognizer]? {
    let attached = GestureRecognizerTable.recognizers(on: self)
    return attached.isEmpty ? nil : attached
  }

  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    GestureRecognizerTable.add(gestureRecognizer, to: self)
  }

  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    GestureRecognizerTable.remove(gestureRecognizer)
  }
}
