/// Numbers for block requests and transition tickets, unique across every gate and serializer, so
/// a token or ticket handed to the wrong instance is unknown there.
@MainActor
enum RequestIdentifiers {
  private static var next: UInt64 = 1

  package static func make() -> UInt64 {
    defer { next += 1 }
    return next
  }
}
