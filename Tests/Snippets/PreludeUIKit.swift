// The reader's own UIKit code that the documentation's UIKit examples call: compiled with every
// `import UIKit` example by .ci/snippets, against the UIKit double (Tests/UIKitDouble).
import UIKit

/// The example app's delegate.
final class AppDelegate: NSObject {}

/// A screen the examples present.
final class SettingsViewController: UIViewController {}
