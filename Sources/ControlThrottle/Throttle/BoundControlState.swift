/// What a control bound to an ``AsyncThrottledAction`` shows: enabled only while the app allows it
/// and the action takes calls, busy while the action runs.
///
/// The app states its condition through the binding or by writing the control's `isEnabled`
/// itself: a value on the control other than the one the binding wrote last is the app's, and
/// holds until the app changes it again.
package struct BoundControlState: Sendable {
  /// What the control shows.
  package struct Shown: Equatable, Sendable {
    /// The control's `isEnabled`.
    package let isEnabled: Bool
    /// Whether the control looks busy, such as a button's activity indicator.
    package let isBusy: Bool

    package init(isEnabled: Bool, isBusy: Bool) {
      self.isEnabled = isEnabled
      self.isBusy = isBusy
    }
  }

  /// Whether the app allows the control.
  package var appAllows: Bool
  /// The `isEnabled` the binding wrote last, or read as the app's; `nil` before the first show.
  private var lastWritten: Bool?

  package init(appAllows: Bool) {
    self.appAllows = appAllows
  }

  /// Takes `controlIsEnabled`, the control's value now, as the app's condition when the binding
  /// did not write it.
  package mutating func read(controlIsEnabled: Bool) {
    guard let lastWritten, lastWritten != controlIsEnabled else { return }
    appAllows = controlIsEnabled
    self.lastWritten = controlIsEnabled
  }

  /// What the control shows while the action is ignoring calls or running, remembered as written.
  package mutating func show(isIgnoring: Bool, isRunning: Bool) -> Shown {
    let shown = Shown(isEnabled: appAllows && !isIgnoring, isBusy: isRunning)
    lastWritten = shown.isEnabled
    return shown
  }
}
