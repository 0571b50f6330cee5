#if canImport(SwiftUI)
import ControlThrottle
import SwiftUI

#if canImport(UIKit) && !os(watchOS)
import UIKit

/// A zero-size view that reports a ``ControlThrottle/SerializedPresentation``'s transitions as UIKit
/// runs them.
///
/// Placed next to the presenting view (`role == .host`), it tells the model that UIKit hosts it,
/// and that the view went away when SwiftUI dismantles it. Placed inside the presented content
/// (`role == .content`), it finds the presented controller (its topmost ancestor) and reports the
/// end of the presentation and of the dismissal from the transition coordinator, a swipe-down
/// included. No delegate is touched. It holds no rule: the model decides what each report means.
///
/// UIKit declarations used beyond the project's signature notes, from Apple's documentation:
/// - `viewWillAppear(_:)`, `viewWillDisappear(_:)`, `viewDidAppear(_:)`, `viewDidDisappear(_:)`:
///   developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:) and siblings
///   (iOS 2+).
/// - `parent`: …/uikit/uiviewcontroller/parent (iOS 5+).
/// - `presentingViewController`: …/uikit/uiviewcontroller/presentingviewcontroller (iOS 5+).
/// - SwiftUI's `UIViewControllerRepresentable.dismantleUIViewController(_:coordinator:)`: signature
///   notes §10.
struct PresentationTransitionProbe<Item: Hashable>: UIViewControllerRepresentable {
  enum Role {
    case host
    case content
  }

  let presentation: SerializedPresentation<Item>
  let role: Role

  func makeUIViewController(context: Context) -> PresentationTransitionProbeController {
    let controller = PresentationTransitionProbeController()
    if role == .host {
      presentation.platformReportsEnds { [weak controller] in controller?.presentsFromHost }
    }
    controller.reports = reports
    return controller
  }

  func updateUIViewController(_ controller: PresentationTransitionProbeController, context: Context) {
    controller.reports = reports
  }

  static func dismantleUIViewController(_ controller: PresentationTransitionProbeController, coordinator: Void) {
    controller.reports?.hostLeft?()
  }

  private var reports: PresentationTransitionProbeController.Reports {
    let presentation = presentation
    switch role {
    case .host:
      return .init(presented: nil, dismissed: nil, hostLeft: { presentation.hostLeft() })
    case .content:
      return .init(
        presented: { presentation.platformPresented() },
        dismissed: { presentation.platformDismissed() },
        hostLeft: nil
      )
    }
  }
}

#else
/// Where SwiftUI presents through no UIKit controller, nothing reports transitions: the model's
/// safety timeout ends them.
struct PresentationTransitionProbe<Item: Hashable>: View {
  enum Role {
    case host
    case content
  }

  let presentation: SerializedPresentation<Item>
  let role: Role
  var body: some View { EmptyView() }
}
#endif
#endif
