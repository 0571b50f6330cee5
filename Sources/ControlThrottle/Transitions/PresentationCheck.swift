/// What UIKit knows about a view controller just before it presents or dismisses, and which of
/// those facts make UIKit refuse.
///
/// UIKit does not throw when it refuses a presentation: it logs a warning ("Attempt to present …
/// which is already presenting …", "… whose view is not in the window hierarchy!", "… while a
/// presentation is in progress", "Attempt to dismiss … while a presentation or dismiss is in
/// progress!") and never calls the completion. The adapter reads these facts when the transition
/// is about to start and drops a refused request at once; refusals they cannot see end at the
/// short `TransitionSerializer.presentationTimeout`.
package struct PresentationCheck: Hashable, Sendable {
  /// Whether the controller's view is in a window (`viewIfLoaded?.window != nil`).
  package var isInWindow: Bool
  /// Whether the controller presents another one (`presentedViewController != nil`).
  package var isPresenting: Bool
  /// Whether the controller was presented by another one (`presentingViewController != nil`).
  package var isPresented: Bool
  /// Whether the controller's own presentation is still animating (`isBeingPresented`).
  package var isBeingPresented: Bool
  /// Whether the controller's own dismissal is under way (`isBeingDismissed`).
  package var isBeingDismissed: Bool
  /// Whether the controller it presents is still being presented; `false` when it presents none.
  package var presentedIsBeingPresented: Bool
  /// Whether the controller it presents is being dismissed; `false` when it presents none.
  package var presentedIsBeingDismissed: Bool
  /// Whether the controller to present is presented already, by this controller or another
  /// (its `presentingViewController != nil`); `false` for a dismissal.
  package var targetIsPresented: Bool

  package init(
    isInWindow: Bool,
    isPresenting: Bool = false,
    isPresented: Bool = false,
    isBeingPresented: Bool = false,
    isBeingDismissed: Bool = false,
    presentedIsBeingPresented: Bool = false,
    presentedIsBeingDismissed: Bool = false,
    targetIsPresented: Bool = false
  ) {
    self.isInWindow = isInWindow
    self.isPresenting = isPresenting
    self.isPresented = isPresented
    self.isBeingPresented = isBeingPresented
    self.isBeingDismissed = isBeingDismissed
    self.presentedIsBeingPresented = presentedIsBeingPresented
    self.presentedIsBeingDismissed = presentedIsBeingDismissed
    self.targetIsPresented = targetIsPresented
  }

  /// Whether a presentation or dismissal involving the controller is under way.
  var isInTransition: Bool {
    isBeingPresented || isBeingDismissed || presentedIsBeingPresented || presentedIsBeingDismissed
  }

  /// Why UIKit would refuse a transition of `kind` from this controller now, or `nil` if it would
  /// run it.
  ///
  /// Presenting a controller already presented makes UIKit raise ("… that is already being
  /// presented by …"), so it is checked first. A dismissal with nothing to dismiss is dropped too:
  /// whether UIKit calls the completion then is not documented.
  package func dropReason(for kind: TransitionKind) -> TransitionOutcome.DropReason? {
    switch kind {
    case .present:
      if targetIsPresented { return .alreadyPresented }
      if !isInWindow { return .notInWindow }
      if isInTransition || isPresenting { return .presenterBusy }
      return nil
    case .dismiss:
      if isInTransition { return .presenterBusy }
      if !isPresenting && !isPresented { return .nothingToDismiss }
      return nil
    case .push, .pop, .popTo, .popToRoot, .setStack:
      return nil
    }
  }
}
