// The README's interaction-gate setup, compiled against the UIKit test double.
import ControlThrottle
import ControlThrottleUIKit
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {}

// `main()` runs on the main actor, as `@MainActor` states, so the call compiles whether the SDK
// imports `UIApplicationMain` as main-actor isolated or not; typecheck.sh checks both readings.
@main
final class App {
  @MainActor static func main() {
    _ = UIApplicationMain(
      CommandLine.argc,
      CommandLine.unsafeArgv,
      NSStringFromClass(InteractionGatedApplication.self),
      NSStringFromClass(AppDelegate.self)
    )
  }
}

@MainActor
func purgeCache(completion: @escaping @MainActor () -> Void) {
  let token = InteractionGate.shared.block([.touches, .motion], for: .seconds(2))
  completion()
  InteractionGate.shared.end(token)
}

final class CustomGateWindow: InteractionGatedWindow {
  override var interactionGate: InteractionGate { .shared }
}

// One window of an iPad app blocks while the others take input; its windows are gated windows.
@MainActor
func purgeCache(in window: InteractionGatedWindow, completion: @escaping @MainActor () -> Void) {
  let token = InteractionGate.shared.block(.touches, for: .seconds(2), in: .window(window))
  completion()
  InteractionGate.shared.end(token)
}
