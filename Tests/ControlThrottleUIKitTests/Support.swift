import Testing
import UIKit

@Test @MainActor func placeholder() {
  UIKitTestEnvironment.reset()
}
