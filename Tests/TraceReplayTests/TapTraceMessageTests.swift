import Testing
import TraceReplay

@Suite struct TapTraceMessageTests {
  @Test(arguments: [
    (text: "pay", quoted: "'pay'"),
    (text: "a\tb\r", quoted: "'a\\tb\\r'"),
    (text: "\u{1B}[31mred", quoted: "'\\u{1B}[31mred'"),
    (text: "\u{202E}evil", quoted: "'\\u{202E}evil'"),
    (text: "line\u{2028}break\u{85}", quoted: "'line\\u{2028}break\\u{85}'"),
    (text: "\u{FEFF}0", quoted: "'\\u{FEFF}0'"),
    (text: "café 👩‍💻", quoted: "'café 👩‍💻'"),
  ])
  func escapesControlFormatAndSeparatorCharacters(text: String, quoted: String) {
    #expect(TraceText.quoted(text) == quoted)
  }

  @Test func keepsTextOfExactlyTheLimit() {
    let text = String(repeating: "x", count: 80)
    #expect(TraceText.escaped(text) == text)
  }

  @Test func cutsLongerTextToTheLimitWithAnEllipsis() {
    let cut = TraceText.escaped(String(repeating: "x", count: 81))
    #expect(cut == String(repeating: "x", count: 79) + "…")
    #expect(TraceText.escaped(String(repeating: "\u{1}", count: 1_000)).count <= 80)
  }
}
