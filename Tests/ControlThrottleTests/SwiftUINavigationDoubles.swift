import ControlThrottle
import ControlThrottleTesting

// Doubles of what SwiftUI and UIKit do with the serialized models, as the SwiftUI behaviour notes
// (§8) give it: SwiftUI writes the path and bindings itself, at the moments §8 names, and runs
// each change as a UIKit transition; the probes the adapters place report those transitions to the
// models. Where §8 leaves a moment unconfirmed, the double has a switch and the tests run both
// readings.

/// When SwiftUI writes the path on a user's pop (8.29, unconfirmed; 8.12 for `dismiss`).
enum UserPopWrite: CaseIterable, Sendable {
  /// As UIKit starts the pop (its delegate acts in `willShow`, 8.5).
  case atWillShow
  /// After `didShow`, on the next turn (a `dismiss`-driven pop, 8.12; Point-Free's replica, 8.29).
  case afterDidShow
}

/// What SwiftUI writes when the user lets a back swipe go halfway (8.30, unconfirmed).
enum CancelledSwipeWrite: CaseIterable, Sendable {
  /// Nothing: the pop it wrote at `willShow`, if any, stays.
  case nothing
  /// It puts the value back.
  case restoresTheValue
}

/// Whether a transition UIKit runs without animation has a transition coordinator.
enum NonAnimatedCoordinator: CaseIterable, Sendable {
  /// None: the probe reports the end from the appearance of the screen on top.
  case none
  /// One that completes on the next turn of the run loop.
  case completesOnNextTurn
}

/// A `NavigationStack` as SwiftUI runs it on a `UINavigationController`, with the adapter's probe.
@MainActor
final class StackDouble<Element: Hashable> {
  let path: SerializedNavigationPath<Element>
  let scheduler: VirtualScheduler
  /// The screens above the root UIKit shows.
  private(set) var screens: [Element]
  /// Whether the probe found the navigation controller; without it nothing reports transitions.
  let probe: Bool
  var popWrite = UserPopWrite.atWillShow
  var cancelledSwipeWrite = CancelledSwipeWrite.nothing
  /// While a swiped sheet waits for SwiftUI's late `nil`, a push does nothing (8.36).
  var ignoresPushes = false
  /// Whether SwiftUI runs the path's changes with animation (not inside `withAnimation(nil)` or a
  /// transaction that disables it).
  var animates = true
  /// Whether a transition UIKit runs without animation has a coordinator (UIKit behaviour notes,
  /// "Non-animated transitions", unconfirmed).
  var nonAnimatedCoordinator = NonAnimatedCoordinator.none
  let animation = Duration.milliseconds(350)
  private var isAnimating = false
  private var hasPendingUpdate = false

  init(_ path: SerializedNavigationPath<Element>, scheduler: VirtualScheduler, probe: Bool = true) {
    self.path = path
    self.scheduler = scheduler
    self.probe = probe
    screens = path.elements
    path.didChange = { [weak self] in self?.pathChanged() }
    if probe { path.platformReportsEnds { [weak self] in self?.screens.count } }
  }

  /// SwiftUI's next update runs the change the model made as a UIKit transition.
  private func pathChanged() {
    scheduler.schedule(at: scheduler.now) { [weak self] in self?.update() }
  }

  private func update() {
    guard !isAnimating else {
      hasPendingUpdate = true
      return
    }
    let target = path.elements
    guard target != screens else { return }
    if ignoresPushes && target.count > screens.count { return }
    let kind: TransitionKind = target.count < screens.count ? .pop : .push
    if !animates {
      switch nonAnimatedCoordinator {
      case .none:
        // The screen is up at once; the probe hears only the appearance that follows.
        screens = target
        if probe { path.platformTransitionEnded(cancelled: false, screens: screens.count) }
      case .completesOnNextTurn:
        isAnimating = true
        if probe { path.platformTransitionBegan(kind, interactive: false) }
        after(.zero) { self.end(showing: target, cancelled: false) }
      }
      return
    }
    isAnimating = true
    if probe { path.platformTransitionBegan(kind, interactive: false) }
    after(animation) { self.end(showing: target, cancelled: false) }
  }

  /// The user taps Back (or the top screen calls `dismiss`).
  func userTapsBack() {
    let target = Array(screens.dropLast())
    isAnimating = true
    if probe { path.platformTransitionBegan(.pop, interactive: false) }
    if popWrite == .atWillShow { path.elements = target }
    after(animation) {
      self.end(showing: target, cancelled: false)
      self.writeAfterDidShow(target)
    }
  }

  /// The user swipes back, holds the swipe for `hold`, then lets go to complete or cancel it.
  func userSwipesBack(holding hold: Duration, completes: Bool) {
    let before = screens
    let target = Array(screens.dropLast())
    isAnimating = true
    if probe { path.platformTransitionBegan(.pop, interactive: true) }
    if popWrite == .atWillShow { path.elements = target }
    after(hold) {
      if self.probe { self.path.platformInteractionEnded() }
      self.after(.milliseconds(150)) {
        if completes {
          self.end(showing: target, cancelled: false)
          self.writeAfterDidShow(target)
        } else {
          self.end(showing: before, cancelled: true)
          if self.popWrite == .atWillShow && self.cancelledSwipeWrite == .restoresTheValue {
            self.path.elements = before
          }
        }
      }
    }
  }

  private func writeAfterDidShow(_ target: [Element]) {
    guard popWrite == .afterDidShow else { return }
    scheduler.schedule(at: scheduler.now) { self.path.elements = target }
  }

  private func end(showing target: [Element], cancelled: Bool) {
    screens = target
    isAnimating = false
    if probe { path.platformTransitionEnded(cancelled: cancelled, screens: target.count) }
    if hasPendingUpdate {
      hasPendingUpdate = false
      update()
    }
  }

  private func after(_ delay: Duration, _ work: @escaping @MainActor () -> Void) {
    scheduler.schedule(at: scheduler.now.advanced(by: delay), work)
  }
}

/// When SwiftUI writes `nil` on a dismissal through the environment's `dismiss` (8.41, unconfirmed).
enum DismissWrite: CaseIterable, Sendable {
  /// As the dismissal starts.
  case atStart
  /// At its end, as after a swipe.
  case atEnd
}

/// When SwiftUI runs `onDismiss` relative to its write of the binding (8.37, unconfirmed).
enum OnDismissOrder: CaseIterable, Sendable {
  case beforeTheWrite
  case afterTheWrite
}

/// What SwiftUI writes to a sheet's binding when the view that carries it goes away (8.43).
enum HostGoneWrite: CaseIterable, Sendable {
  case writesNil
  case writesNothing
}

/// A window's UIKit presentation chain: one presentation moves at a time, and the root presents one
/// screen; a presentation asked for meanwhile is refused, logged and ignored (8.6, 8.7, 8.41).
@MainActor
final class ChainDouble {
  var isMoving = false
  var rootPresents = false
}

/// A `.sheet` (or cover) as SwiftUI presents it through UIKit, with the adapter's probes and its
/// `onDismiss` wrapper.
@MainActor
final class SheetDouble<Item: Hashable> {
  let presentation: SerializedPresentation<Item>
  let chain: ChainDouble
  let scheduler: VirtualScheduler
  /// The sheet whose content carries this one, if any.
  let host: SheetDouble<Item>?
  /// Whether the probes found the controllers.
  let probe: Bool
  var dismissWrite = DismissWrite.atEnd
  var onDismissOrder = OnDismissOrder.afterTheWrite
  var hostGoneWrite = HostGoneWrite.writesNil
  /// The app's `onDismiss`.
  var onDismiss: (@MainActor () -> Void)?
  /// What UIKit shows.
  private(set) var onScreen: Item?
  /// How many presentations UIKit refused.
  private(set) var refusals = 0
  private var nested: [SheetDouble<Item>] = []
  private var isLeaving = false
  let animation = Duration.milliseconds(350)
  /// How long after a swiped sheet is gone SwiftUI writes `nil` (8.36).
  let lateWrite = Duration.seconds(1)

  init(
    _ presentation: SerializedPresentation<Item>, chain: ChainDouble, scheduler: VirtualScheduler,
    over host: SheetDouble<Item>? = nil, probe: Bool = true
  ) {
    self.presentation = presentation
    self.chain = chain
    self.scheduler = scheduler
    self.host = host
    self.probe = probe
    host?.nested.append(self)
    presentation.didChange = { [weak self] in self?.modelChanged() }
    if probe {
      presentation.platformReportsEnds { [weak self] in
        guard let self else { return nil }
        guard let host = self.host else { return self.chain.rootPresents }
        return host.nested.contains { $0.onScreen != nil }
      }
    }
  }

  private func modelChanged() {
    scheduler.schedule(at: scheduler.now) { [weak self] in self?.update() }
  }

  /// SwiftUI's update: presents or dismisses what the binding now says.
  private func update() {
    let target = presentation.item
    guard target != onScreen else { return }
    if let target, onScreen == nil {
      guard !chain.isMoving, host != nil || !chain.rootPresents else {
        refusals += 1  // UIKit refuses; the binding keeps its value (8.7)
        return
      }
      chain.isMoving = true
      after(animation) {
        self.onScreen = target
        self.chain.isMoving = false
        if self.host == nil { self.chain.rootPresents = true }
        if self.probe { self.presentation.platformPresented() }
      }
    } else if target == nil, !isLeaving {
      removeFromScreen(thenWrite: false)
    }
  }

  /// The user swipes the sheet down.
  func userSwipesDown() {
    removeFromScreen(thenWrite: true, lateBy: lateWrite)
  }

  /// The sheet's content calls the environment's `dismiss`.
  func dismissAction() {
    if dismissWrite == .atStart {
      isLeaving = true
      chain.isMoving = true
      presentation.item = nil
      after(animation) { self.gone(thenWrite: false) }
    } else {
      removeFromScreen(thenWrite: true, lateBy: .zero)
    }
  }

  private func removeFromScreen(thenWrite write: Bool, lateBy delay: Duration = .zero) {
    isLeaving = true
    chain.isMoving = true
    after(animation) {
      self.gone(thenWrite: write, lateBy: delay)
    }
  }

  private func gone(thenWrite write: Bool, lateBy delay: Duration = .zero) {
    onScreen = nil
    isLeaving = false
    chain.isMoving = false
    if host == nil { chain.rootPresents = false }
    if probe { presentation.platformDismissed() }
    for child in nested where child.onScreen != nil { child.hostWentAway() }
    guard write else {
      runOnDismiss()
      return
    }
    if onDismissOrder == .beforeTheWrite { runOnDismiss() }
    after(delay) {
      self.presentation.item = nil
      if self.onDismissOrder == .afterTheWrite { self.runOnDismiss() }
    }
  }

  /// The view carrying this sheet went away with its host sheet (8.43).
  private func hostWentAway() {
    onScreen = nil
    if hostGoneWrite == .writesNil { presentation.item = nil }
    if probe { presentation.hostLeft() }  // the host probe is dismantled
  }

  /// `onDismiss` as the adapter wraps it: the model hears first.
  private func runOnDismiss() {
    presentation.platformDismissed()
    onDismiss?()
  }

  private func after(_ delay: Duration, _ work: @escaping @MainActor () -> Void) {
    scheduler.schedule(at: scheduler.now.advanced(by: delay), work)
  }
}
