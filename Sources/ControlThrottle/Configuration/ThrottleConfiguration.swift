/// Intervals by throttle name, and a default, as an app's remote configuration states them.
///
/// Built from a dictionary or decoded from JSON or a property list, and validated whole: any bad
/// entry refuses the configuration with a ``ThrottleConfigurationError`` that names every bad
/// entry, so a registry keeps the configuration it had. Nothing traps. The error carries the
/// configuration of the valid entries, ``ThrottleConfigurationError/validPart``, for an app that
/// would rather apply those than none.
///
/// A value is a number of seconds (`0.5`), or a string with a unit, `"s"` or `"ms"` (`"300ms"`,
/// `"1.5 s"`). It must lie between zero (not throttled) and one minute. A positive value never
/// configures as zero, which would turn throttling off: below a nanosecond, even too small for a
/// `Double` (`"1e-400"`), it stands for one nanosecond. The key `"default"` sets the registry's
/// ``ThrottleRegistry/defaultInterval``; every other key is a throttle's ``Throttle/name``.
///
/// ```swift
/// let json = Data(#"{"pay": 1.0, "like": "300ms", "default": 0.5}"#.utf8)
/// let configuration = try JSONDecoder().decode(ThrottleConfiguration.self, from: json)
/// ThrottleRegistry.shared.apply(configuration)
/// ```
public struct ThrottleConfiguration: Hashable, Sendable, Decodable {
  /// The intervals by throttle name, without the default.
  public private(set) var intervals: [String: Duration]
  /// The interval of the `"default"` key, or `nil` when the configuration has none.
  public private(set) var defaultInterval: Duration?

  /// The intervals a configuration accepts: zero (not throttled) to one minute.
  ///
  /// A longer window locks a control rather than swallowing a double tap; a remote value that large
  /// is almost always milliseconds written as seconds.
  package static let intervalRange: ClosedRange<Duration> = .zero ... .seconds(60)

  /// No names, and the registry's default left as it is: what a registry starts with.
  package static let empty = ThrottleConfiguration(intervals: [:], defaultInterval: nil)

  private init(intervals: [String: Duration], defaultInterval: Duration?) {
    self.intervals = intervals
    self.defaultInterval = defaultInterval
  }

  /// The key whose value is the default interval rather than a throttle's.
  package static let defaultKey = "default"

  /// Creates a configuration from a dictionary, such as a remote configuration's values.
  ///
  /// Values may be numbers of seconds (`Double`, `Int`, `NSNumber`), `Duration`s, or strings with a
  /// unit (`"300ms"`, `"1.5s"`).
  ///
  /// - Throws: ``ThrottleConfigurationError`` naming every entry that is negative, NaN, infinite,
  ///   not a number, in an unknown unit or past one minute, with the configuration of the others.
  public init(_ entries: [String: Any]) throws(ThrottleConfigurationError) {
    try self.init(validating: entries.mapValues(ConfiguredInterval.init(any:)))
  }

  /// Decodes a configuration from a keyed container, such as a JSON object or a property list
  /// dictionary, whose values are numbers of seconds or strings with a unit.
  ///
  /// - Throws: ``ThrottleConfigurationError`` naming every bad entry, with the configuration of the
  ///   others, or the decoder's error when the container is not keyed by strings.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let entries = try container.decode([String: ConfiguredInterval].self)
    try self.init(validating: entries)
  }

  private init(validating entries: [String: ConfiguredInterval]) throws(ThrottleConfigurationError) {
    var intervals: [String: Duration] = [:]
    var problems: [String: String] = [:]
    for (name, value) in entries {
      switch value.duration {
      case .success(let duration): intervals[name] = duration
      case .failure(let problem): problems[name] = problem.description
      }
    }
    let defaultInterval = intervals.removeValue(forKey: Self.defaultKey)
    let valid = ThrottleConfiguration(intervals: intervals, defaultInterval: defaultInterval)
    guard problems.isEmpty else { throw ThrottleConfigurationError(invalidEntries: problems, validPart: valid) }
    self = valid
  }

  /// The interval configured for the throttle named `name`, or `nil` when the name is not
  /// configured.
  package func interval(named name: String) -> Duration? {
    intervals[name]
  }

  /// The configured names, without `"default"`.
  package var names: Set<String> { Set(intervals.keys) }
}
