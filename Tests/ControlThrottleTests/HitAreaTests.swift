import ControlThrottle
import ControlThrottleTesting
import Foundation
import Testing

@Suite struct HitAreaTests {
  static let button = CGRect(x: 0, y: 0, width: 20, height: 20)

  @Test(arguments: [
    // Half-open edges: minimum edges inside, maximum edges outside.
    (point: CGPoint(x: 0, y: 0), inside: true),
    (point: CGPoint(x: 19.999, y: 19.999), inside: true),
    (point: CGPoint(x: 20, y: 10), inside: false),
    (point: CGPoint(x: 10, y: 20), inside: false),
    (point: CGPoint(x: -0.001, y: 10), inside: false),
    (point: CGPoint(x: 20, y: 20), inside: false),
  ])
  func plainBoundsAreHalfOpen(point: CGPoint, inside: Bool) {
    #expect(HitArea(bounds: Self.button).contains(point) == inside)
  }

  @Test(arguments: [
    (point: CGPoint(x: -12, y: -12), inside: true),  // top-left corner of the 44×44 target
    (point: CGPoint(x: 31.999, y: 31.999), inside: true),  // just inside the bottom-right corner
    (point: CGPoint(x: 32, y: 10), inside: false),  // right edge
    (point: CGPoint(x: -12.001, y: 10), inside: false),
    (point: CGPoint(x: 10, y: -12.001), inside: false),
  ])
  func outsetsEnlargeEveryEdge(point: CGPoint, inside: Bool) {
    #expect(HitArea(bounds: Self.button, insets: .outset(by: 12)).contains(point) == inside)
  }

  @Test func positiveInsetsShrinkTheArea() {
    let area = HitArea(bounds: Self.button, insets: HitInsets(top: 5, left: 5, bottom: 5, right: 5))
    #expect(area.rect == CGRect(x: 5, y: 5, width: 10, height: 10))
    #expect(!area.contains(CGPoint(x: 2, y: 10)))
  }

  @Test func minimumSizeGrowsSymmetricallyAroundTheCentre() {
    let area = HitArea(bounds: Self.button, minimumSize: CGSize(width: 44, height: 44))
    #expect(area.rect == CGRect(x: -12, y: -12, width: 44, height: 44))
    let large = HitArea(bounds: CGRect(x: 0, y: 0, width: 100, height: 60), minimumSize: CGSize(width: 44, height: 44))
    #expect(large.rect == CGRect(x: 0, y: 0, width: 100, height: 60))
  }

  @Test func zeroSizeViewsAreHitOnlyThroughOutsetsOrAMinimumSize() {
    let zero = CGRect(x: 10, y: 10, width: 0, height: 0)
    #expect(!HitArea(bounds: zero).contains(CGPoint(x: 10, y: 10)))
    #expect(HitArea(bounds: zero, insets: .outset(by: 5)).contains(CGPoint(x: 10, y: 10)))
    #expect(HitArea(bounds: zero, minimumSize: CGSize(width: 44, height: 44)).contains(CGPoint(x: -11, y: 31)))
  }

  @Test(arguments: [
    (hidden: true, alpha: 1.0, interactive: true, hittable: false),
    (hidden: false, alpha: 0.01, interactive: true, hittable: true),
    (hidden: false, alpha: 0.0099, interactive: true, hittable: false),
    (hidden: false, alpha: 0.011, interactive: true, hittable: true),
    (hidden: false, alpha: 0.0, interactive: true, hittable: false),
    (hidden: false, alpha: 1.0, interactive: false, hittable: false),
    (hidden: false, alpha: 1.0, interactive: true, hittable: true),
  ])
  func hiddenTransparentAndNonInteractiveViewsAreNeverHit(
    hidden: Bool,
    alpha: Double,
    interactive: Bool,
    hittable: Bool
  ) {
    let area = HitArea(
      bounds: Self.button,
      insets: .outset(by: 12),
      isHidden: hidden,
      alpha: CGFloat(alpha),
      isUserInteractionEnabled: interactive
    )
    #expect(area.isHittable == hittable)
    #expect(area.contains(CGPoint(x: 10, y: 10)) == hittable)
  }

  @Test func aDisabledControlIsNeverHitEvenInsideItsEnlargedArea() {
    let area = HitArea(bounds: Self.button, insets: .outset(by: 12), isEnabled: false)
    #expect(!area.isHittable)
    #expect(!area.contains(CGPoint(x: 10, y: 10)))
  }
}

@MainActor
@Suite struct HitTestTests {
  /// A 390×844 screen with a toolbar at y 40…100 holding a 20×20 close button at its right end.
  func makeScreen() -> (screen: ViewNode, toolbar: ViewNode, close: ViewNode) {
    let screen = ViewNode("screen", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let toolbar = ViewNode("toolbar", frame: CGRect(x: 0, y: 40, width: 390, height: 60))
    let close = ViewNode("close", frame: CGRect(x: 360, y: 20, width: 20, height: 20))
    close.minimumHitSize = CGSize(width: 44, height: 44)
    toolbar.addChild(close)
    screen.addChild(toolbar)
    return (screen, toolbar, close)
  }

  @Test(arguments: [
    (x: 370.0, y: 70.0, hit: "close"),  // the centre
    (x: 348.0, y: 48.0, hit: "close"),  // the enlarged area's top-left corner
    (x: 347.9, y: 70.0, hit: "toolbar"),  // just left of it
    (x: 389.9, y: 91.9, hit: "close"),  // near the right edge, inside the toolbar
    (x: 200.0, y: 300.0, hit: "screen"),
  ])
  func enlargedChildIsHitAtItsEdges(x: Double, y: Double, hit: String) {
    let (screen, _, _) = makeScreen()
    #expect(screen.hitView(at: CGPoint(x: x, y: y))?.name == hit)
  }

  @Test func aChildIsClippedByItsParentUnlessTheParentExtendsItsHitArea() {
    let (screen, toolbar, close) = makeScreen()
    close.frame.origin.y = 2  // the enlarged target now reaches above the toolbar
    let abovetoolbar = CGPoint(x: 370, y: 35)
    #expect(screen.hitView(at: abovetoolbar)?.name == "screen")
    toolbar.extendsHitAreaToChildren = true
    #expect(screen.hitView(at: abovetoolbar)?.name == "close")
  }

  @Test func topMostChildWinsAndHiddenOverlaysAreSkipped() {
    let (screen, _, _) = makeScreen()
    let overlay = ViewNode("overlay", frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    screen.addChild(overlay)
    #expect(screen.hitView(at: CGPoint(x: 370, y: 70))?.name == "overlay")
    overlay.isHidden = true
    #expect(screen.hitView(at: CGPoint(x: 370, y: 70))?.name == "close")
    overlay.isHidden = false
    overlay.alpha = 0.005
    #expect(screen.hitView(at: CGPoint(x: 370, y: 70))?.name == "close")
    overlay.alpha = 1
    overlay.isUserInteractionEnabled = false
    #expect(screen.hitView(at: CGPoint(x: 370, y: 70))?.name == "close")
  }

  @Test func aDisabledControlIsNeverHitNorClaimedThroughItsParentAndAlpha001IsHit() {
    let (screen, toolbar, close) = makeScreen()
    close.frame.origin.y = 2  // the enlarged target reaches above the toolbar
    toolbar.extendsHitAreaToChildren = true
    let aboveToolbar = CGPoint(x: 370, y: 35)
    close.alpha = 0.01
    #expect(screen.hitView(at: aboveToolbar)?.name == "close")
    close.alpha = 0.0099
    #expect(screen.hitView(at: aboveToolbar)?.name == "screen")
    close.alpha = 1
    close.isEnabled = false
    #expect(screen.hitView(at: aboveToolbar)?.name == "screen")
    #expect(screen.hitView(at: CGPoint(x: 370, y: 70))?.name == "toolbar")
  }

  @Test func aNonInteractiveParentHidesItsWholeSubtree() {
    let (screen, toolbar, _) = makeScreen()
    toolbar.isUserInteractionEnabled = false
    #expect(screen.hitView(at: CGPoint(x: 370, y: 70))?.name == "screen")
  }

  @Test func nestedOffsetsAndScrollPositionsConvertPoints() {
    let root = ViewNode("root", frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let scroll = ViewNode("scroll", frame: CGRect(x: 10, y: 20, width: 200, height: 200))
    scroll.boundsOrigin = CGPoint(x: 0, y: 100)  // scrolled down by 100
    let row = ViewNode("row", frame: CGRect(x: 0, y: 150, width: 200, height: 44))
    let badge = ViewNode("badge", frame: CGRect(x: 150, y: 10, width: 20, height: 20))
    row.addChild(badge)
    scroll.addChild(row)
    root.addChild(scroll)
    // badge origin in root: x 10 + 0 + 150 = 160; y 20 - 100 + 150 + 10 = 80
    #expect(root.hitView(at: CGPoint(x: 160, y: 80))?.name == "badge")
    #expect(root.hitView(at: CGPoint(x: 159.9, y: 80))?.name == "row")
    #expect(root.hitView(at: CGPoint(x: 100, y: 50))?.name == "scroll")
    #expect(root.convertFromParent(CGPoint(x: 5, y: 5)) == CGPoint(x: 5, y: 5))
  }

  @Test func aPointOutsideTheRootHitsNothing() {
    let (screen, _, _) = makeScreen()
    #expect(screen.hitView(at: CGPoint(x: -1, y: 10)) == nil)
  }
}

@MainActor
@Suite struct DimmingOverlayTests {
  func makeOverlay() -> DimmingOverlay {
    let sheet = ViewNode("sheet", frame: CGRect(x: 0, y: 400, width: 390, height: 444))
    let close = ViewNode("close", frame: CGRect(x: 360, y: 10, width: 20, height: 20))
    close.minimumHitSize = CGSize(width: 44, height: 44)
    sheet.addChild(close)
    sheet.extendsHitAreaToChildren = true
    return DimmingOverlay(frame: CGRect(x: 0, y: 0, width: 390, height: 844), content: sheet)
  }

  @Test func aTapOnTheContentDoesNotDismiss() {
    let overlay = makeOverlay()
    #expect(overlay.tap(at: CGPoint(x: 100, y: 600)) == .content("sheet"))
    #expect(!overlay.isDismissed)
  }

  @Test func aTapOnAnEnlargedTargetReachingOutsideTheContentCountsAsContent() {
    let overlay = makeOverlay()
    // The close button's 44×44 target reaches 2 points above the sheet.
    #expect(overlay.tap(at: CGPoint(x: 370, y: 399)) == .content("close"))
    #expect(!overlay.isDismissed)
  }

  @Test func anOutsideTapDismissesOnceAndLaterTapsAreReported() {
    let overlay = makeOverlay()
    var dismissals = 0
    overlay.onDismiss = { dismissals += 1 }
    #expect(overlay.tap(at: CGPoint(x: 100, y: 100)) == .dismissed)
    #expect(overlay.tap(at: CGPoint(x: 120, y: 90)) == .ignoredAfterDismissal)
    #expect(dismissals == 1)
  }
}
