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
    case beyondDouble

    package var description: String {
      switch self {
      case .negative(let value): "negative (\(value))"
      case .notANumber: "not a number (NaN)"
      case .infinite: "infinite"
      case .notNumeric(let value): "not a number of seconds (\(value))"
      case .unknownUnit(let unit): "unknown unit \"\(unit)\"; use \"s\" or \"ms\""
      case .beyondDouble: "a number too large or too small for a Double; write it as a string (\"1e-400\")"
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
    } else if Self.isNumberBeyondDouble(container) {
      duration = .failure(.beyondDouble)
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
    let nanoseconds = Int64((seconds * 1e9).rounded())
    return validate(seconds > 0 && nanoseconds == 0 ? smallestPositiveInterval : .nanoseconds(nanoseconds))
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
    guard unit == "" || unit == "s" || unit == "ms" else { return .failure(.unknownUnit(unit)) }
    if value == 0 && number.prefix(while: { $0 != "e" }).contains(where: { $0 != "0" && $0.isNumber }) {
      // Too small for a `Double`, the text read as zero; it is not zero, and zero would turn
      // throttling off. It stands for the smallest interval of its sign.
      return number.hasPrefix("-") ? .failure(.negative(trimmed)) : .success(smallestPositiveInterval)
    }
    return seconds(unit == "ms" ? value / 1000 : value)
  }

  /// What a positive value below a nanosecond stands for: a positive value never rounds to zero,
  /// which would turn throttling off.
  package static let smallestPositiveInterval = Duration.nanoseconds(1)

  /// A duration, checked against the range.
  package static func validate(_ duration: Duration) -> Result<Duration, Problem> {
    if duration < .zero { return .failure(.negative("\(duration)")) }
    if duration > ThrottleConfiguration.intervalRange.upperBound { return .failure(.outOfRange("\(duration)")) }
    return .success(duration)
  }

  /// Whether the value is a number a `Double` cannot hold (`1e-400`, `1e400`): the decoder refuses
  /// it with an error of its own, where a value of another type is a type mismatch.
  private static func isNumberBeyondDouble(_ container: any SingleValueDecodingContainer) -> Bool {
    do {
      _ = try container.decode(Double.self)
      return false
    } catch DecodingError.typeMismatch, DecodingError.valueNotFound {
      return false
    } catch {
      return true
    }
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
