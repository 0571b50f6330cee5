import ControlThrottle
import Foundation
import Testing
import TraceReplay

@Suite struct TapTraceTests {
  @Test func parsesTapsSkippingBlankAndCommentLines() throws {
    let trace = try TapTrace(parsing: "# recorded\n0 pay\n\n  120.5\tpay  \n1210 back\n")
    #expect(trace.taps.map(\.control) == ["pay", "pay", "back"])
    #expect(trace.taps.map(\.line) == [2, 4, 5])
    #expect(trace.taps[1].instant == SchedulerInstant(uptimeNanoseconds: 120_500_000))
  }

  @Test(arguments: [
    (text: "0 pay\n12\n", line: 2),
    (text: "0 pay\nabc pay\n", line: 2),
    (text: "-5 pay\n", line: 1),
    (text: "nan pay\n", line: 1),
    (text: "inf pay\n", line: 1),
    (text: "# c\n\n0 pay extra\n", line: 3),
    (text: "0x10 pay\n", line: 1),
  ])
  func reportsTheFirstMalformedLine(text: String, line: Int) {
    let error = parseError(text)
    #expect(error?.line == line)
    #expect(error?.description.hasPrefix("line \(line): ") == true)
  }

  @Test(arguments: ["\n", "\r\n", "\r"])
  func acceptsEveryLineEnding(ending: String) throws {
    let text = ["# header", "0 pay", "", "90 pay", "700 back", ""].joined(separator: ending)
    let trace = try TapTrace(parsing: text)
    #expect(trace.taps.map(\.control) == ["pay", "pay", "back"])
    #expect(trace.taps.map(\.line) == [2, 4, 5])
    #expect(trace.taps.map(\.instant.uptimeNanoseconds) == [0, 90_000_000, 700_000_000])
  }

  @Test func acceptsMixedLineEndingsCountingEachOnce() throws {
    let trace = try TapTrace(parsing: "0 a\r\n1 a\r2 a\n\r\n3 a")
    #expect(trace.taps.map(\.line) == [1, 2, 3, 5])
  }

  @Test(arguments: ["\r\n", "\r"])
  func reportsTheLineNotTheWholeFileWithWindowsOrClassicMacEndings(ending: String) {
    let text = ["0 pay", "oops", "90 pay", "700 pay"].joined(separator: ending)
    let error = parseError(text)
    #expect(error?.line == 2)
    #expect(error?.description.contains("90 pay") == false)
    #expect(error?.description.contains("'oops'") == true)
  }

  @Test func skipsAUTF8ByteOrderMark() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("0 pay\n90 pay\n".utf8)
    #expect(try TapTrace(parsing: bytes).taps.map(\.line) == [1, 2])
    #expect(try TapTrace(parsing: Data(bytes)).taps.count == 2)
    #expect(try TapTrace(parsing: "\u{FEFF}0 pay\n").taps.map(\.control) == ["pay"])
  }

  @Test(arguments: [
    [0x30, 0x20, 0x70, 0x00, 0x0A] as [UInt8],
    [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D],
    Array("0 pay\n".utf8) + [0x39, 0x30, 0x20, 0xFF, 0xFE, 0x1B, 0x5B, 0x32, 0x4A, 0x0A],
    Array("0 caf".utf8) + [0xE9, 0x0A],
    [0xFF, 0xFE, 0x30, 0x00, 0x20, 0x00, 0x61, 0x00],
  ])
  func refusesBinaryAndMisencodedInputWithOneShortError(bytes: [UInt8]) {
    let error = parseError(bytes)
    #expect(error != nil)
    let description = error?.description ?? ""
    #expect(description.count < 100)
    #expect(description.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0 != "\u{FFFD}" })
  }

  @Test func namesTheLineOfTheFirstBinaryByte() {
    let error = parseError(Array("0 pay\n90 pay\n".utf8) + [0x00, 0x01])
    #expect(error?.line == 3)
    #expect(error?.reason.contains("binary") == true)
  }

  @Test(arguments: [
    String(repeating: "x", count: 100_000),
    "0 pay " + String(repeating: "extra ", count: 10_000),
    String(repeating: "9", count: 50_000) + "z pay",
    "\u{1B}[2J\u{1B}[31m pay",
    "0 pay\u{7}\u{8} \u{202E}reversed",
  ])
  func quotesAtMostAboutEightyCharactersWithControlCharactersEscaped(line: String) {
    let error = parseError("0 ok\n" + line + "\n")
    #expect(error?.line == 2)
    let description = error?.description ?? ""
    #expect(description.count <= 160)
    #expect(
      description.unicodeScalars.allSatisfy {
        $0.properties.generalCategory != .control && $0.properties.generalCategory != .format
      }
    )
  }

  @Test func escapesControlCharactersItQuotes() {
    let error = parseError("1\u{1B}[31m pay\n")
    #expect(error?.reason.contains("'1\\u{1B}[31m'") == true)
  }

  @Test func keepsUnicodeWhiteSpaceAsASeparator() throws {
    let trace = try TapTrace(parsing: "0\u{00A0}café\n10\u{3000}café\n")
    #expect(trace.taps.map(\.control) == ["café", "café"])
  }

  @Test(arguments: [
    (text: "9223372036854.775806 pay", nanoseconds: Int64.max - 1),
    (text: "0.000001 pay", nanoseconds: 1),
    (text: "0.0000005 pay", nanoseconds: 1),
    (text: "0.0000004999 pay", nanoseconds: 0),
    (text: "1.5e3 pay", nanoseconds: 1_500_000_000),
    (text: "300.1 pay", nanoseconds: 300_100_000),
    (text: "7e-3 pay", nanoseconds: 7_000),
  ])
  func readsTimesExactlyToTheNanosecond(text: String, nanoseconds: Int64) throws {
    let trace = try TapTrace(parsing: text)
    #expect(trace.taps.first?.instant.uptimeNanoseconds == nanoseconds)
  }

  @Test(arguments: [
    "9223372036854.775807 pay",
    "9223372036855 pay",
    "1e20 pay",
    "99999999999999999999999999 pay",
    "1e100000000 pay",
  ])
  func refusesATimeBeyondTheRepresentableRangeNamingTheLine(line: String) {
    let error = parseError("0 pay\n# comment\n" + line + "\n")
    #expect(error?.line == 3)
    #expect(error?.reason.contains("beyond") == true)
  }

  @Test func refusesATimeEarlierThanTheSameControlsPreviousTap() {
    let error = parseError("0 pay\n300 pay\n100 back\n120.5 pay\n")
    #expect(error?.line == 4)
    #expect(error?.reason.contains("120.5 ms") == true)
    #expect(error?.reason.contains("300 ms on line 2") == true)
  }

  @Test func letsDifferentControlsInterleaveAndRepeatATime() throws {
    let trace = try TapTrace(parsing: "500 pay\n100 back\n500 pay\n100 back\n900 pay\n")
    #expect(trace.taps.count == 5)
  }

  @Test func replaysEachControlThroughItsOwnWindow() throws {
    let trace = try TapTrace(parsing: "0 pay\n100 back\n300 pay\n500 pay\n600 back\n")
    let summaries = trace.replay(interval: .milliseconds(500))
    #expect(summaries.map(\.control) == ["pay", "back"])
    #expect(summaries[0].entries.map(\.decision.isAccepted) == [true, false, true])
    #expect(summaries[1].entries.map(\.decision.isAccepted) == [true, true])
    #expect(summaries[0].accepted == 2 && summaries[0].dropped == 1)
  }

  @Test func acceptsATapExactlyAtTheIntervalAndDropsOneNanosecondBefore() throws {
    let trace = try TapTrace(parsing: "0 a\n299.999999 a\n300 a\n")
    let summaries = trace.replay(interval: .milliseconds(300))
    #expect(summaries[0].entries.map(\.decision.isAccepted) == [true, false, true])
  }

  @Test func roundsAFractionalSecondDurationToTheNearestNanosecond() throws {
    let trace = try TapTrace(parsing: "0 a\n300 a\n")
    #expect(trace.replay(interval: .seconds(0.3))[0].dropped == 0)
  }

  @Test func twoLinesWithTheSameTimeAreTwoTaps() throws {
    let summaries = try TapTrace(parsing: "40 pay\n40 pay\n").replay(interval: .milliseconds(500))
    #expect(summaries[0].entries.map(\.decision.isAccepted) == [true, false])
  }

  @Test func zeroIntervalDropsNothing() throws {
    let summaries = try TapTrace(parsing: "0 a\n0 a\n1 a\n").replay(interval: .zero)
    #expect(summaries[0].dropped == 0)
  }

  @Test func anEmptyFileHasNoTaps() throws {
    #expect(try TapTrace(parsing: [UInt8]()).taps.isEmpty)
    #expect(try TapTrace(parsing: [0xEF, 0xBB, 0xBF] as [UInt8]).taps.isEmpty)
    #expect(try TapTrace(parsing: "\r\n\r\n# nothing\r\n").replay(interval: .seconds(1)).isEmpty)
  }

  @Test func theSampleTraceParsesAndDropsTaps() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let bytes = try Data(contentsOf: root.appendingPathComponent("Examples/sample-trace.txt"))
    let summaries = try TapTrace(parsing: bytes).replay(interval: .milliseconds(500))
    #expect(summaries.count > 1)
    #expect(summaries.contains { $0.dropped > 0 })
  }
}

/// The error `TapTrace(parsing:)` throws for `text`, or `nil` if it parses.
func parseError(_ text: String) -> TapTrace.ParseError? {
  do {
    _ = try TapTrace(parsing: text)
    return nil
  } catch {
    return error
  }
}

/// The error `TapTrace(parsing:)` throws for `bytes`, or `nil` if they parse.
func parseError(_ bytes: [UInt8]) -> TapTrace.ParseError? {
  do {
    _ = try TapTrace(parsing: bytes)
    return nil
  } catch {
    return error
  }
}
