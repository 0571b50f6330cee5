import ControlThrottle
import ControlThrottleTesting
import Testing

/// A swiped sheet's hold lasts until SwiftUI's late `nil` (8.36), however often its end is reported.
///
/// One dismissal may be reported more than once: the transition coordinator's completion,
/// `viewDidDisappear` and the `onDismiss` wrapper each say it ended.
@MainActor
@Suite struct RepeatedDismissalReportTests {
  @Test(arguments: [1, 2, 3])
  func aSwipedSheetsLateNilClosesNothingPresentedAfterIt(reports: Int) {
    let scheduler = VirtualScheduler()
    let serializer = TransitionSerializer(scheduler: scheduler)
    let sheet = SerializedPresentation<Int>(.screen, serializer: serializer)
    sheet.platformReportsEnds()
    sheet.present(1)
    scheduler.advance(by: .milliseconds(350))
    sheet.platformPresented()
    #expect(sheet.item == 1)
    // The user swipes the sheet away: UIKit's dismissal ends; SwiftUI writes nil ~1 s later (8.36).
    for _ in 0..<reports { sheet.platformDismissed() }
    var second: TransitionOutcome?
    sheet.present(2) { second = $0 }
    scheduler.advance(by: .milliseconds(350))
    // Had the model shown 2 now, UIKit would present it and the content probe report it.
    if sheet.item == 2 { sheet.platformPresented() }
    scheduler.advance(by: .milliseconds(650))
    sheet.item = nil  // SwiftUI's late write for the swiped sheet
    scheduler.advance(by: .milliseconds(350))
    if sheet.item == 2 && second == nil { sheet.platformPresented() }

    #expect(sheet.item == 2)
    #expect(second == .finished(waited: true))
  }
}
