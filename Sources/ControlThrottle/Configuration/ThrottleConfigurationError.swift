/// Why a ``ThrottleConfiguration`` was refused: every bad entry, by name.
///
/// A refused configuration is never applied, so the registry keeps the one it had.
///
/// ```swift
/// do {
///   ThrottleRegistry.shared.apply(try ThrottleConfiguration(["pay": -1]))
/// } catch {
///   log(error.description)  // pay: negative (-1.0 s)
/// }
/// ```
public struct ThrottleConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The name of each bad entry, with why it was refused.
  public let invalidEntries: [String: String]

  package init(invalidEntries: [String: String]) {
    self.invalidEntries = invalidEntries
  }

  /// One line per bad entry, sorted by name: `pay: negative (-1.0 s)`.
  public var description: String {
    invalidEntries.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: "\n")
  }
}
