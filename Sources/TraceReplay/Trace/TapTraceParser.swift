import ControlThrottle

/// Reads the text format of ``TapTrace`` from raw bytes, one line at a time.
///
/// Works on bytes so that a million-line trace parses in well under a second: lines end at `\n`,
/// `\r\n` or a lone `\r`; a UTF-8 byte-order mark is skipped. Each line is checked before anything
/// of it is quoted, so a binary or mis-encoded file gives one short error and never reaches a
/// terminal raw. Pure-ASCII lines (nearly all of them) are split on ASCII white space directly;
/// a line with other characters is split on Unicode white space, with the same result for ASCII.
struct TapTraceParser {
  /// The largest time a tap can carry: one nanosecond before ``SchedulerInstant/distantFuture``.
  static let latestNanoseconds = Int64.max - 1

  private var taps: [TapTrace.Tap] = []
  /// Each control's latest time and the line it was on, to refuse a time that goes backwards.
  private var latest: [String: (nanoseconds: Int64, line: Int)] = [:]

  /// Parses a whole trace.
  ///
  /// - Throws: ``TapTrace/ParseError`` for the first line that is not text or not a tap.
  static func taps(in bytes: UnsafeBufferPointer<UInt8>) throws(TapTrace.ParseError) -> [TapTrace.Tap] {
    var parser = TapTraceParser()
    var position = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      position = 3
    } else if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      throw TapTrace.ParseError(line: 1, reason: "the file is UTF-16 text; save it as UTF-8 and try again")
    }
    var lineNumber = 0
    while position < bytes.count {
      lineNumber += 1
      var end = position
      var isASCII = true
      while end < bytes.count {
        let byte = bytes[end]
        if byte == 0x0A || byte == 0x0D { break }
        if byte == 0 {
          throw TapTrace.ParseError(
            line: lineNumber, reason: "the file is binary, not a text trace (it holds a NUL byte)")
        }
        if byte >= 0x80 { isASCII = false }
        end += 1
      }
      let line = UnsafeBufferPointer(rebasing: bytes[position..<end])
      position = end
      if position < bytes.count {
        position += bytes[position] == 0x0D && position + 1 < bytes.count && bytes[position + 1] == 0x0A ? 2 : 1
      }
      if isASCII {
        try parser.parseASCII(line, number: lineNumber)
      } else {
        guard isValidUTF8(line) else {
          throw TapTrace.ParseError(
            line: lineNumber, reason: "the file is not UTF-8 text; save it as UTF-8 and try again")
        }
        try parser.parseUnicode(String(decoding: line, as: UTF8.self), number: lineNumber)
      }
    }
    return parser.taps
  }

  private mutating func parseASCII(_ line: UnsafeBufferPointer<UInt8>, number: Int) throws(TapTrace.ParseError) {
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C }
    var index = 0
    while index < line.count, isSpace(line[index]) { index += 1 }
    if index == line.count || line[index] == UInt8(ascii: "#") { return }
    let timeStart = index
    while index < line.count, !isSpace(line[index]) { index += 1 }
    let time = timeStart..<index
    while index < line.count, isSpace(line[index]) { index += 1 }
    let controlStart = index
    while index < line.count, !isSpace(line[index]) { index += 1 }
    let control = controlStart..<index
    while index < line.count, isSpace(line[index]) { index += 1 }
    let labelStart = index
    while index < line.count, !isSpace(line[index]) { index += 1 }
    let label = labelStart..<index
    while index < line.count, isSpace(line[index]) { index += 1 }
    guard !control.isEmpty, index == line.count else {
      throw Self.malformed(String(decoding: line, as: UTF8.self), number: number)
    }
    try record(
      time: UnsafeBufferPointer(rebasing: line[time]),
      control: String(decoding: UnsafeBufferPointer(rebasing: line[control]), as: UTF8.self),
      label: label.isEmpty ? nil : UnsafeBufferPointer(rebasing: line[label]),
      number: number
    )
  }

  private mutating func parseUnicode(_ line: String, number: Int) throws(TapTrace.ParseError) {
    let fields = line.split(whereSeparator: \.isWhitespace)
    if fields.isEmpty || fields[0].hasPrefix("#") { return }
    guard fields.count == 2 || fields.count == 3 else { throw Self.malformed(line, number: number) }
    var time = String(fields[0])
    var label = fields.count == 3 ? String(fields[2]) : ""
    let result = time.withUTF8 { timeBytes in
      label.withUTF8 { labelBytes in
        Result { () throws(TapTrace.ParseError) in
          try record(
            time: timeBytes, control: String(fields[1]), label: fields.count == 3 ? labelBytes : nil, number: number)
        }
      }
    }
    try result.get()
  }

  /// The label a third column names.
  ///
  /// - Throws: ``TapTrace/ParseError`` for anything but `accidental` or `deliberate`.
  private static func label(_ text: UnsafeBufferPointer<UInt8>, number: Int) throws(TapTrace.ParseError) -> TapLabel {
    if text.elementsEqual("accidental".utf8) { return .accidental }
    if text.elementsEqual("deliberate".utf8) { return .deliberate }
    let quoted = TraceText.quoted(String(decoding: text, as: UTF8.self))
    throw TapTrace.ParseError(
      line: number,
      reason: "\(quoted) is not a label; the optional third column is 'accidental' or 'deliberate'"
    )
  }

  private mutating func record(
    time: UnsafeBufferPointer<UInt8>,
    control: String,
    label labelText: UnsafeBufferPointer<UInt8>?,
    number: Int
  ) throws(TapTrace.ParseError) {
    let nanoseconds: Int64
    do throws(DecimalNanoseconds.Failure) {
      nanoseconds = try DecimalNanoseconds.parse(time, unitExponent: 6)
    } catch {
      let quotedTime = TraceText.quoted(String(decoding: time, as: UTF8.self))
      switch error {
      case .notANumber:
        throw TapTrace.ParseError(line: number, reason: "\(quotedTime) is not a number of milliseconds")
      case .negative:
        throw TapTrace.ParseError(line: number, reason: "\(quotedTime) is negative; times are milliseconds ≥ 0")
      case .notFinite:
        throw TapTrace.ParseError(line: number, reason: "\(quotedTime) is not a finite number of milliseconds")
      case .tooLarge:
        throw Self.beyondRange(quotedTime, number: number)
      }
    }
    if nanoseconds > Self.latestNanoseconds {
      throw Self.beyondRange(TraceText.quoted(String(decoding: time, as: UTF8.self)), number: number)
    }
    let label = try labelText.map { (text) throws(TapTrace.ParseError) in try Self.label(text, number: number) }
    var control = control
    if let index = latest.index(forKey: control) {
      // Every tap of a control shares one copy of its name: a long name would otherwise cost a
      // heap allocation per line.
      control = latest.keys[index]
      let previous = latest.values[index]
      if nanoseconds < previous.nanoseconds {
        throw TapTrace.ParseError(
          line: number,
          reason:
            "\(TraceText.quoted(control)) at \(DurationText.milliseconds(nanoseconds)) ms is earlier than its previous "
            + "tap at \(DurationText.milliseconds(previous.nanoseconds)) ms on line \(previous.line); "
            + "a control's taps must be in time order"
        )
      }
      latest.values[index] = (nanoseconds, number)
    } else {
      latest[control] = (nanoseconds, number)
    }
    taps.append(
      TapTrace.Tap(
        instant: SchedulerInstant(uptimeNanoseconds: nanoseconds), control: control, line: number, label: label)
    )
  }

  private static func malformed(_ line: String, number: Int) -> TapTrace.ParseError {
    TapTrace.ParseError(line: number, reason: "expected '<milliseconds> <control>', found \(TraceText.quoted(line))")
  }

  private static func beyondRange(_ quotedTime: String, number: Int) -> TapTrace.ParseError {
    TapTrace.ParseError(
      line: number,
      reason:
        "\(quotedTime) is beyond the latest time a trace can hold, \(DurationText.milliseconds(latestNanoseconds)) ms "
        + "(about 292 years)"
    )
  }

  /// Whether `bytes` is well-formed UTF-8 (no overlong forms, surrogates or values above U+10FFFF).
  static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    while index < bytes.count {
      let lead = bytes[index]
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        upper = 0x9F
      case 0xF0:
        length = 4
        lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        upper = 0x8F
      default: return false
      }
      guard index + length <= bytes.count else { return false }
      for offset in 1..<max(length, 1) {
        let byte = bytes[index + offset]
        let (low, high): (UInt8, UInt8) = offset == 1 ? (lower, upper) : (0x80, 0xBF)
        if byte < low || byte > high { return false }
      }
      index += length
    }
    return true
  }
}
