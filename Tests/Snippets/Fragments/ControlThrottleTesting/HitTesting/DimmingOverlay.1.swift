import ControlThrottle
import ControlThrottleTesting
import ControlThrottleUIKit
import UIKit

/// The screen's bounds.
let screenBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

/// The sheet's content.
@MainActor let sheet = ViewNode("sheet", frame: CGRect(x: 0, y: 400, width: 390, height: 444))

/// The controller that presented the sheet.
@MainActor let presenter = UIViewController()

/// Where the finger lands.
let location = CGPoint(x: 200, y: 100)
