import Testing
import TraceReplay

@Suite struct TapTraceLabelTests {
  @Test func readsAnOptionalLabelColumn() throws {
    let trace = try TapTrace(parsing: "0 pay\n120 pay accidental\n900\tpay\tdeliberate  \n")
    #expect(trace.taps.map(\.label) == [nil, .accidental, .deliberate])
  }

  @Test func readsALabelAfterAControlNamedInUnicode() throws {
    let trace = try TapTrace(parsing: "0\u{00A0}café\u{00A0}deliberate\n10 café accidental\n")
    #expect(trace.taps.map(\.label) == [.deliberate, .accidental])
    #expect(trace.taps.map(\.control) == ["café", "café"])
  }

  @Test(arguments: ["0 pay Accidental\n", "0 pay oops\n", "0 café oops\n"])
  func refusesAnUnknownLabelNamingTheLine(text: String) {
    let error = parseError("# c\n" + text)
    #expect(error?.line == 2)
    #expect(error?.reason.contains("is not a label") == true)
    #expect(error?.reason.contains("'accidental' or 'deliberate'") == true)
  }

  @Test func reportsABadTimeBeforeABadLabel() {
    #expect(parseError("abc pay oops\n")?.reason.contains("is not a number of milliseconds") == true)
  }

  @Test func stillRefusesAFourthColumn() {
    let error = parseError("0 pay accidental extra\n")
    #expect(error?.reason.hasPrefix("expected '<milliseconds> <control>'") == true)
  }

  @Test func groupsTapsByControlKeepingTheirLabels() throws {
    let controls = try TapTrace(parsing: "0 a\n5 b accidental\n10 a deliberate\n").controls
    #expect(controls.map(\.control) == ["a", "b"])
    #expect(controls[0].instants == [0, 10_000_000] && controls[0].labels == [nil, .deliberate])
    #expect(controls[0].gaps == [10_000_000])
    #expect(controls[1].gaps.isEmpty)
  }

  @Test func countsAHandBuiltBackwardsGapAsZero() {
    let taps = ControlTaps(control: "a", instants: [500, 100, .min], labels: [nil, nil, nil])
    #expect(taps.gaps == [0, 0])
    let huge = ControlTaps(control: "a", instants: [.min, .max], labels: [nil, nil])
    #expect(huge.gaps == [.max])
  }
}
