import ControlThrottle
import Foundation
import Testing

/// The standard error an exit test captured, as text.
func standardError(of result: ExitTest.Result?) -> String {
  String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
}

/// An instant `nanoseconds` after zero.
func ns(_ nanoseconds: Int64) -> SchedulerInstant {
  SchedulerInstant(uptimeNanoseconds: nanoseconds)
}
