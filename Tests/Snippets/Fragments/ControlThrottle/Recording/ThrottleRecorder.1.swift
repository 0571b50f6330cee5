import ControlThrottle
import ControlThrottleTesting
import Foundation

/// Attaches a file to a feedback report.
func attach(_ text: String, as name: String) {}
