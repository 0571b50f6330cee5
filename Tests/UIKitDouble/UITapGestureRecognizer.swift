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
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    public static let recognized = State.ended
  }

  private struct Target {
    weak var target: AnyObject?
    var action: Selector
  }

  private var targets: [Target] = []
  private weak var tracked: UITouch?
  private var start: CGPoint = .zero
  open private(set) var state: State = .possible
  open private(set) weak var view: UIView?
  open var numberOfTapsRequired = 1
  /// Not UIKit API: how far the finger may move and still tap (UIKit's private allowable movement).
  public var allowableMovement: CGFloat = 10

  public init(target: Any?, action: Selector?) {
    super.init()
    if let target, let action { addTarget(target, action: action) }
  }

  open func addTarget(_ target: Any, action: Selector) {
    targets.append(Target(target: target as AnyObject, action: action))
  }

  /// Attaches the recognizer to `view` (`UIView.addGestureRecognizer(_:)`).
  func attach(to view: UIView?) {
    self.view = view
    reset()
  }

  /// The touches of one event, before the window delivers them to their views.
  func observe(_ touch: UITouch, at location: CGPoint, hitView: UIView?) {
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
        for entry in targets {
          (entry.target as? any UIKitTestActionTarget)?.receiveAction(entry.action, from: self, for: nil)
        }
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
    let recognizer: UITapGestureRecognizer
  }

  private static var entries: [Entry] = []

  static func add(_ recognizer: UITapGestureRecognizer, to view: UIView) {
    entries.removeAll { $0.view == nil || $0.recognizer === recognizer }
    entries.append(Entry(view: view, recognizer: recognizer))
    recognizer.attach(to: view)
  }

  static func remove(_ recognizer: UITapGestureRecognizer) {
    entries.removeAll { $0.recognizer === recognizer }
    recognizer.attach(to: nil)
  }

  static func recognizers(on view: UIView) -> [UITapGestureRecognizer] {
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
    guard let tap = gestureRecognizer as? UITapGestureRecognizer else { return }
    GestureRecognizerTable.add(tap, to: self)
  }

  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard let tap = gestureRecognizer as? UITapGestureRecognizer else { return }
    GestureRecognizerTable.remove(tap)
  }
}
