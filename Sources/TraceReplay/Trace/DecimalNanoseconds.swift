/// Exact conversion of decimal text such as `120.5` or `1.5e3` to whole nanoseconds.
///
/// Going through `Double` would turn `0.3` seconds into 299 999 999 ns and silently clamp values
/// beyond the 64-bit nanosecond range. This keeps every digit, rounds half up at the nanosecond,
/// and reports a value that does not fit instead of clamping it.
///
/// The accepted syntax is an optional sign, decimal digits with an optional fraction (one side of
/// the point may be empty, not both), and an optional exponent: `12`, `12.5`, `.5`, `1e3`,
/// `+2.5E-1`. `nan`, `inf` and `infinity` are recognised only to be refused as ``Failure/notFinite``.
package enum DecimalNanoseconds {
  /// Why a text is not a usable number of nanoseconds.
  package enum Failure: Error, Hashable, Sendable {
    /// Not a decimal number.
    case notANumber
    /// A number below zero.
    case negative
    /// `nan`, `inf` or `infinity`.
    case notFinite
    /// Above `Int64.max` nanoseconds (about 292 years).
    case tooLarge
  }

  /// Parses `text` as a count of units of `10^unitExponent` nanoseconds.
  ///
  /// - Parameters:
  ///   - text: The number's UTF-8 bytes, without surrounding white space.
  ///   - unitExponent: Nanoseconds per unit as a power of ten: 6 for milliseconds, 9 for seconds.
  /// - Returns: The value in whole nanoseconds, rounded half up.
  /// - Throws: ``Failure`` when the text is not a finite, non-negative number that fits.
  package static func parse(_ text: UnsafeBufferPointer<UInt8>, unitExponent: Int) throws(Failure) -> Int64 {
    var index = 0
    var isNegative = false
    if index < text.count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
      isNegative = text[index] == UInt8(ascii: "-")
      index += 1
    }
    if isNotFinite(UnsafeBufferPointer(rebasing: text[index...])) { throw .notFinite }

    let integerStart = index
    while index < text.count, isDigit(text[index]) { index += 1 }
    let integerDigits = integerStart..<index
    var fractionDigits = index..<index
    if index < text.count, text[index] == UInt8(ascii: ".") {
      index += 1
      let fractionStart = index
      while index < text.count, isDigit(text[index]) { index += 1 }
      fractionDigits = fractionStart..<index
    }
    if integerDigits.isEmpty && fractionDigits.isEmpty { throw .notANumber }

    var exponent = 0
    if index < text.count, text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E") {
      index += 1
      var exponentIsNegative = false
      if index < text.count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
        exponentIsNegative = text[index] == UInt8(ascii: "-")
        index += 1
      }
      let exponentStart = index
      while index < text.count, isDigit(text[index]) {
        // Clamped: anything this large already decides between zero and too large.
        exponent = min(exponent * 10 + Int(text[index] &- UInt8(ascii: "0")), 100_000)
        index += 1
      }
      if index == exponentStart { throw .notANumber }
      if exponentIsNegative { exponent = -exponent }
    }
    if index != text.count { throw .notANumber }

    // The digits of integer and fraction read as one run; the value is run × 10^scale.
    let count = integerDigits.count + fractionDigits.count
    func digit(_ position: Int) -> Int64 {
      let byte =
        position < integerDigits.count
        ? text[integerDigits.lowerBound + position] : text[fractionDigits.lowerBound + position - integerDigits.count]
      return Int64(byte &- UInt8(ascii: "0"))
    }
    var first = 0
    while first < count, digit(first) == 0 { first += 1 }
    if first == count { return 0 }
    if isNegative { throw .negative }

    let scale = exponent + unitExponent - fractionDigits.count
    // How many significant digits land before the decimal point of the result.
    let wholeDigits = count - first + scale
    if wholeDigits > 19 { throw .tooLarge }
    if wholeDigits < 0 { return 0 }
    if wholeDigits == 0 { return digit(first) >= 5 ? 1 : 0 }

    var value: Int64 = 0
    for position in first..<(first + wholeDigits) {
      let current = position < count ? digit(position) : 0
      let (shifted, shiftOverflow) = value.multipliedReportingOverflow(by: 10)
      let (sum, sumOverflow) = shifted.addingReportingOverflow(current)
      if shiftOverflow || sumOverflow { throw .tooLarge }
      value = sum
    }
    let next = first + wholeDigits
    if next < count, digit(next) >= 5 {
      let (rounded, overflow) = value.addingReportingOverflow(1)
      if overflow { throw .tooLarge }
      value = rounded
    }
    return value
  }

  /// Parses `text` as a count of units of `10^unitExponent` nanoseconds.
  package static func parse(_ text: some StringProtocol, unitExponent: Int) throws(Failure) -> Int64 {
    var text = String(text)
    let result = text.withUTF8 { buffer in
      Result { () throws(Failure) in try parse(buffer, unitExponent: unitExponent) }
    }
    return try result.get()
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isNotFinite(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    guard text.count >= 3, text.count <= 8, text[0] | 0x20 == UInt8(ascii: "n") || text[0] | 0x20 == UInt8(ascii: "i")
    else { return false }
    let lowercased = String(decoding: text.map { $0 | 0x20 }, as: UTF8.self)
    return lowercased == "nan" || lowercased == "inf" || lowercased == "infinity"
  }
}
