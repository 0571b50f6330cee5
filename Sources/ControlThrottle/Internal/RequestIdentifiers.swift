/// Numbers for block requests and transition tickets, unique across every gate and serializer, so
/// a token or ticket handed to the wrong instance is simply unknown there instead of matching an
/// unrelated request.
@MainActor
enum RequestIdentifiers {
  private static var next: UInt64 = 1

  /// A number never returned before.
  package static func make() -> UInt64 {
    defer { next += 1 }
    return next
  }
}
