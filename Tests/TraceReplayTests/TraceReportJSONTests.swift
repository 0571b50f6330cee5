import Foundation
import Testing
import TraceReplay

@Suite struct TraceReportJSONTests {
  /// Each line of `output` parsed as a JSON object.
  private static func objects(_ output: String) throws -> [[String: Any]] {
    try output.split(separator: "\n").map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  @Test func writesOneParsableObjectPerControl() throws {
    let text =
      generatedTraceText(control: "pay", count: 40, accidental: 60...250, deliberate: 600...1_500, seed: 1)
      + generatedTraceText(control: "back", count: 40, accidental: 60...250, deliberate: 600...1_500, seed: 2)
    let analyses = try TapTrace(parsing: text).analysis(sweep: .standard)
    let output = TraceReportJSON.lines(analyses, sweep: .standard)
    #expect(output.hasSuffix("\n"))
    let objects = try Self.objects(output)
    #expect(objects.map { $0["control"] as? String } == ["pay", "back"])
    for (object, analysis) in zip(objects, analyses) {
      #expect(object["taps"] as? Int == 40)
      #expect(object["gaps"] as? Int == 39)
      let recommended = try #require(object["recommended_interval_ms"] as? Double)
      #expect(Duration.milliseconds(recommended) == analysis.recommendation.interval)
      #expect(object["confidence"] as? String == "high")
      let band = try #require(object["band_ms"] as? [String: Double])
      #expect(band["from"]! < recommended && recommended <= band["to"]!)
      let labelled = try #require(object["labelled"] as? [String: Int])
      #expect(labelled["accidental"]! + labelled["deliberate"]! == 40)
      let sweep = try #require(object["sweep"] as? [[String: Any]])
      #expect(sweep.count == analysis.rows.count)
      let row = try #require(sweep.first { $0["interval_ms"] as? Double == recommended })
      #expect(row["deliberate_lost"] as? Int == 0)
      #expect(row["accidental_let_through"] as? Int == 0)
      let histogram = try #require(object["histogram"] as? [[String: Any]])
      #expect(histogram.compactMap { $0["count"] as? Int }.reduce(0, +) == 39)
      #expect((object["rule"] as? String)?.contains("widest empty band") == true)
    }
  }

  @Test func writesNullsForAControlWithoutARecommendationOrLabels() throws {
    let analyses = try TapTrace(parsing: "0 pay\n90 pay\n700 pay\n").analysis(sweep: .standard)
    let object = try #require(try Self.objects(TraceReportJSON.lines(analyses, sweep: .standard)).first)
    #expect(object["recommended_interval_ms"] is NSNull)
    #expect(object["confidence"] is NSNull)
    #expect(object["labelled"] is NSNull)
    #expect((object["summary"] as? String)?.contains("too few") == true)
    let rows = try #require(object["sweep"] as? [[String: Any]])
    #expect(rows.allSatisfy { $0["deliberate_lost"] is NSNull && $0["accidental_let_through"] is NSNull })
    #expect(rows.contains { $0["interval_ms"] as? Double == 100 && $0["dropped"] as? Int == 1 })
  }

  @Test func writesExactMillisecondsAndAnOpenEndedLastBucket() throws {
    let analyses = try TapTrace(parsing: "0 a\n0.25 a\n5000 a\n").analysis(
      sweep: .standard, alsoReplaying: [.microseconds(250)])
    let object = try #require(try Self.objects(TraceReportJSON.lines(analyses, sweep: .standard)).first)
    let rows = try #require(object["sweep"] as? [[String: Any]])
    #expect(rows.first?["interval_ms"] as? Double == 0.25)
    let histogram = try #require(object["histogram"] as? [[String: Any]])
    #expect(histogram.last?["to_ms"] is NSNull)
    #expect(histogram.last?["from_ms"] as? Double == 2_000)
  }

  @Test(arguments: ["pay", "a\"b\\c", "café 👩‍💻", "\u{1B}[31mred\u{202E}", "tab\tnew\nline"])
  func writesAnyControlNameSafelyAndReadsItBack(name: String) throws {
    let encoded = TraceReportJSON.string(name)
    #expect(encoded.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F })
    let decoded = try JSONSerialization.jsonObject(with: Data(encoded.utf8), options: .fragmentsAllowed)
    #expect(decoded as? String == name)
  }

  @Test func decodesWithJSONDecoder() throws {
    struct Line: Decodable {
      var control: String
      var taps: Int
      var recommendedIntervalMilliseconds: Double?
      var sweep: [Row]

      enum CodingKeys: String, CodingKey {
        case control, taps, sweep
        case recommendedIntervalMilliseconds = "recommended_interval_ms"
      }
    }
    struct Row: Decodable {
      var intervalMilliseconds: Double
      var accepted: Int
      var dropped: Int
      var deliberateLost: Int?

      enum CodingKeys: String, CodingKey {
        case accepted, dropped
        case intervalMilliseconds = "interval_ms"
        case deliberateLost = "deliberate_lost"
      }
    }
    let text = generatedTraceText(control: "like", count: 30, accidental: 60...250, deliberate: 600...1_500, seed: 9)
    let output = TraceReportJSON.lines(try TapTrace(parsing: text).analysis(sweep: .standard), sweep: .standard)
    let line = try JSONDecoder().decode(Line.self, from: Data(output.utf8.dropLast()))
    #expect(line.control == "like" && line.taps == 30)
    #expect(line.recommendedIntervalMilliseconds != nil)
    #expect(line.sweep.allSatisfy { $0.accepted + $0.dropped == 30 && $0.deliberateLost != nil })
  }
}
