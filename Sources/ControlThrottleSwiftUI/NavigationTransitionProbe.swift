#if canImport(SwiftUI)
import ControlThrottle
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A zero-size view inside each screen of a `SerializedNavigationStack` that reports the
/// transitions of the `UINavigationController` the stack runs on to its path.
///
/// SwiftUI runs a `NavigationStack` on a `UINavigationController`, and a representable's controller
/// is a child of the hosting controller of the screen it sits in, so it reaches the navigation
/// controller through its ancestors. It reads the transition coordinator when its screen appears
/// or disappears and reports the coordinator's completion; SwiftUI's navigation delegate stays in
/// place. A transition UIKit runs without a coordinator (one without animation may have none) is
/// reported from the appearance of the screen on top. It holds no rule: the path decides what each
/// report means, and asks the probe how many screens the controller shows before it takes a push
/// as never shown.
///
/// UIKit declarations used beyond the project's signature notes, from Apple's documentation:
/// - `viewWillAppear(_:)`, `viewWillDisappear(_:)`, `viewDidAppear(_:)`, `viewDidDisappear(_:)`:
///   developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:) and siblings
///   (iOS 2+), the first two called with the transition coordinator in place.
/// - `navigationController`: …/uikit/uiviewcontroller/navigationcontroller (iOS 2+), "the nearest
///   ancestor in the view controller hierarchy that is a navigation controller".
/// - `parent`: …/uikit/uiviewcontroller/parent (iOS 5+).
/// - `UITransitionContextViewControllerKey.from` and `.to`:
///   …/uikit/uitransitioncontextviewcontrollerkey/from and …/to (iOS 7+).
struct NavigationTransitionProbe<Element: Hashable>: UIViewControllerRepresentable {
  let path: SerializedNavigationPath<Element>

  func makeUIViewController(context: Context) -> NavigationTransitionProbeController {
    let controller = NavigationTransitionProbeController()
    path.platformReportsEnds { [weak controller] in controller?.screensAboveRoot }
    controller.reports = reports
    return controller
  }

  func updateUIViewController(_ controller: NavigationTransitionProbeController, context: Context) {
    controller.reports = reports
  }

  private var reports: NavigationTransitionProbeController.Reports {
    let path = path
    return NavigationTransitionProbeController.Reports(
      began: { path.platformTransitionBegan($0, interactive: $1) },
      interactionEnded: { path.platformInteractionEnded() },
      ended: { path.platformTransitionEnded(cancelled: $0, screens: $1) }
    )
  }
}

#else
/// Where SwiftUI runs on no UIKit navigation controller, nothing reports transitions: the path's
/// safety timeout ends them.
struct NavigationTransitionProbe<Element: Hashable>: View {
  let path: SerializedNavigationPath<Element>
  var body: some View { EmptyView() }
}
#endif
#endif
