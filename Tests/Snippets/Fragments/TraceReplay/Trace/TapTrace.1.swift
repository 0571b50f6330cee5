import Foundation

/// The recorded trace's file.
let url = URL(fileURLWithPath: "taps.txt")
