// The README's interaction-gate setup, compiled against the UIKit test double.
import ControlThrottle
import ControlThrottleUIKit
import UIKit

final class AppDelegate: NSObject {}

enum Main {
  static func main() {
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
