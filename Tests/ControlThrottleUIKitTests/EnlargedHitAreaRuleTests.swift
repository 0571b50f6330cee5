import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKitUnderTest
import Foundation
import Testing
import UIKit

/// An enlarged button follows UIKit's hit rules (§1): alpha below 0.01 is skipped and 0.01 is hit;
/// a disabled control is never hit, neither through its enlarged area nor through a superview that
/// asks it.
@Suite @MainActor struct EnlargedHitAreaRuleTests {
  final class CloseButton: UIButton, EnlargedHitArea {
    var hitInsets = HitInsets()
    var minimumHitSize: CGSize? = CGSize(width: 44, height: 44)
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { isInsideHitArea(point) }
  }

  /// A bar whose `point(inside:with:)` also answers the points its enlarged subviews answer, as the
  /// documentation advises for a button near the bar's edge.
  final class Bar: UIView {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      super.point(inside: point, with: event)
        || subviews.contains { ($0 as? any EnlargedHitArea)?.isInsideHitArea(convert(point, to: $0)) == true }
    }
  }

  /// A list filling the window, a 30 pt bar at y 400…430 over it, and a 20 × 20 close button at the
  /// bar's bottom edge whose 44 × 44 area reaches 12 pt below the bar.
  private func screen() -> (window: UIWindow, list: ActionRecorder, close: CloseButton, closeTaps: ActionRecorder) {
    let window = makeWindow()
    let list = UIControl(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let listTaps = ActionRecorder()
    list.addTarget(listTaps, action: "row", for: .touchUpInside)
    window.addSubview(list)
    let bar = Bar(frame: CGRect(x: 0, y: 400, width: 320, height: 30))
    window.addSubview(bar)
    let close = CloseButton(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    let closeTaps = ActionRecorder()
    close.addTarget(closeTaps, action: "close", for: .touchUpInside)
    bar.addSubview(close)
    return (window, listTaps, close, closeTaps)
  }

  /// 4 pt below the bar, inside the close button's enlarged area.
  private let belowTheBar = CGPoint(x: 20, y: 434)

  @Test(arguments: [(alpha: 0.01, hit: true), (alpha: 0.0099, hit: false), (alpha: 1, hit: true)])
  func anEnlargedButtonIsHitFromAlpha001(alpha: Double, hit: Bool) {
    let (window, list, close, closeTaps) = screen()
    close.alpha = CGFloat(alpha)

    window.simulateTap(at: belowTheBar)

    #expect(closeTaps.actions == (hit ? ["close"] : []))
    #expect(list.actions == (hit ? [] : ["row"]))
  }

  @Test func aDisabledEnlargedButtonNeverTakesNorClaimsATap() {
    let (window, list, close, closeTaps) = screen()
    close.isEnabled = false

    window.simulateTap(at: belowTheBar)
    window.simulateTap(at: CGPoint(x: 20, y: 420))  // on the drawn button

    #expect(closeTaps.actions.isEmpty)
    #expect(list.actions == ["row"])  // below the bar the list takes it; on the bar, the bar does
    #expect(!close.isInsideHitArea(CGPoint(x: 10, y: 10)))
  }
}
