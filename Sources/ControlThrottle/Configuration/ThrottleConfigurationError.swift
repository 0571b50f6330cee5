/// Why a ``ThrottleConfiguration`` was refused: every bad entry, by name, and the configuration of
/// the others.
///
/// A refused configuration is never applied, so the registry keeps the one it had. To apply the
/// valid entries rather than none, apply ``validPart``: a bad entry is then left out, and its
/// throttle falls back as if the configuration did not list it (a bad `"default"` leaves the
/// registry's default interval as it is).
///
/// ```swift
/// do {
///   ThrottleRegistry.shared.apply(try ThrottleConfiguration(["pay": -1, "like": 0.3]))
/// } catch {
///   ThrottleRegistry.shared.apply(error.validPart)  // like: 300 ms
///   log(error.description)  // pay: negative (-1.0 s)
/// }
/// ```
public struct ThrottleConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name of each bad entry, with why it was refused.
  public let invalidEntries: [String: String]

  /// The configuration of the entries that were valid, without the bad ones.
  public let validPart: ThrottleConfiguration

  package init(invalidEntries: [String: String], validPart: ThrottleConfiguration) {
    self.invalidEntries = invalidEntries
    self.validPart = validPart
  }

  /// One line per bad entry, sorted by name: `pay: negative (-1.0 s)`.
  public var description: String {
    invalidEntries.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n")
  }
}
