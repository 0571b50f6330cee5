// Intentionally empty. Swift Testing declares a cross-import overlay, `_Testing_UIKit`, for a module
// named UIKit; on Linux it does not exist, and a test file importing both Testing and the UIKit
// test double fails with "no such module '_Testing_UIKit'". This empty module satisfies the lookup.
