import Foundation

/// One configuration value as given — a number of seconds, a string with a unit, or anything else
/// — and the interval it stands for, or why it stands for none.
///
/// Pure: validation reads nothing but the value.
package struct ConfiguredInterval: Decodable, Sendable {
  /// Why a value is not an interval.
  package enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
    case negative(String)
    case notANumber
    case infinite
    case notNumeric(String)
    case unknownUnit(String)
    case outOfRange(String)

    package var description: String {
      switch self {
      case .negative(let value): "negative (\(value))"
      case .notANumber: "not a number (NaN)"
      case .infinite: "infinite"
      case .notNumeric(let value): "not a number of seconds (\(value))"
      case .unknownUnit(let unit): "unknown unit \"\(unit)\"; use \"s\" or \"ms\""
      case .outOfRange(let value):
        "\(value) is past \(ThrottleConfiguration.intervalRange.upperBound), the longest configurable interval"
      }
    }
  }

  /// The interval, or why the value is none.
  package let duration: Result<Duration, Problem>

  /// Reads a dictionary value: a number of seconds, a `Duration`, or a string with a unit.
  package init(any value: Any) {
    switch value {
    case let duration as Duration: self.duration = Self.validate(duration)
    case let string as String: self.duration = Self.parse(string)
    case is Bool: self.duration = .failure(.notNumeric(String(describing: value)))
    case let number as NSNumber where !Self.isBoolean(number): self.duration = Self.seconds(number.doubleValue)
    case let number as Double: self.duration = Self.seconds(number)
    case let number as Int: self.duration = Self.seconds(Double(number))
    default: self.duration = .failure(.notNumeric(String(describing: value)))
    }
  }

  /// Decodes a number of seconds or a string with a unit; any other value is not numeric.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let flag = try? container.decode(Bool.self) {
      duration = .failure(.notNumeric(String(flag)))
    } else if let seconds = try? container.decode(Double.self) {
      duration = Self.seconds(seconds)
    } else if let string = try? container.decode(String.self) {
      duration = Self.parse(string)
    } else {
      duration = .failure(.notNumeric(container.decodeNil() ? "null" : "not a number or a string"))
    }
  }

  /// A number of seconds, checked.
  package static func seconds(_ seconds: Double) -> Result<Duration, Problem> {
    if seconds.isNaN { return .failure(.notANumber) }
    if seconds.isInfinite { return .failure(.infinite) }
    if seconds < 0 { return .failure(.negative("\(seconds) s")) }
    // Compared before converting: a Duration cannot hold every finite Double.
    let upper = ThrottleConfiguration.intervalRange.upperBound
    if seconds > Double(upper.components.seconds) { return .failure(.outOfRange("\(seconds) s")) }
    // A positive value never rounds to zero, which would turn throttling off.
    let nanoseconds = Int64((seconds * 1e9).rounded())
    return validate(.nanoseconds(seconds > 0 ? Swift.max(1, nanoseconds) : nanoseconds))
  }

  /// A string: a decimal number, optionally followed by a unit, `s` (the default) or `ms`.
  package static func parse(_ text: String) -> Result<Duration, Problem> {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    let numberEnd = trimmed.firstIndex { !($0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e") }
    let number = trimmed[..<(numberEnd ?? trimmed.endIndex)]
    let unit = trimmed[(numberEnd ?? trimmed.endIndex)...].trimmingCharacters(in: .whitespaces)
    let lowered = trimmed.lowercased()
    if lowered == "nan" { return .failure(.notANumber) }
    if lowered == "inf" || lowered == "infinity" { return .failure(.infinite) }
    guard let value = Double(number) else { return .failure(.notNumeric("\"\(text)\"")) }
    switch unit {
    case "", "s": return seconds(value)
    case "ms": return seconds(value / 1000)
    default: return .failure(.unknownUnit(unit))
    }
  }

  /// A duration, checked against the range.
  package static func validate(_ duration: Duration) -> Result<Duration, Problem> {
    if duration < .zero { return .failure(.negative("\(duration)")) }
    if duration > ThrottleConfiguration.intervalRange.upperBound { return .failure(.outOfRange("\(duration)")) }
    return .success(duration)
  }

  /// Whether `number` is a boolean bridged to `NSNumber`, as `JSONSerialization` makes `true`.
  private static func isBoolean(_ number: NSNumber) -> Bool {
    #if canImport(ObjectiveC)
    return CFGetTypeID(number) == CFBooleanGetTypeID()
    #else
    // swift-corelibs-foundation bridges a boolean to `Bool`, matched before `NSNumber` is tried.
    return false
    #endif
  }
}
