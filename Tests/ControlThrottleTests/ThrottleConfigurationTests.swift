import ControlThrottle
import ControlThrottleTesting
import Foundation
import Testing

@MainActor
@Suite(.timeLimit(.minutes(3))) struct ThrottleConfigurationTests {
  let scheduler = VirtualScheduler()
  let registry = ThrottleRegistry()

  private func makeButton(named name: String? = nil, setting: ThrottleSetting = .defaultInterval) -> ControlModel {
    let button = ControlModel(scheduler: scheduler, registry: registry, setting: setting)
    button.throttle.name = name
    return button
  }

  /// The length of the window the next accepted tap at `instant` opens.
  private func nextWindow(of button: ControlModel, at instant: SchedulerInstant) -> Duration? {
    guard button.tap(at: instant) == .accepted, let end = button.throttle.ignoreUntil else { return nil }
    return .nanoseconds(end.uptimeNanoseconds - instant.uptimeNanoseconds)
  }

  // Fails before the fix: 1e-10 s rounded to a zero interval and turned the Pay button's
  // throttling off.
  @Test func aPositiveIntervalTooSmallToCountStillThrottles() throws {
    let pay = makeButton(named: "pay")
    registry.apply(try ThrottleConfiguration(["pay": 1e-10]))
    #expect(nextWindow(of: pay, at: at(1)) == .nanoseconds(1))
  }

  // Fails before the fix: a positive value written too small for a `Double` ("1e-400" seconds)
  // parsed as zero and turned throttling off for that name. It rounds up to the smallest positive
  // interval, as any positive value below a nanosecond does; a negative one is refused.
  @Test(arguments: ["1e-400", "1e-400ms", "1e-400 s", "0.00001e-399"])
  func aPositiveIntervalThatUnderflowsADoubleStillThrottles(text: String) throws {
    let configuration = try ThrottleConfiguration(["pay": text, "default": text])
    #expect(configuration.intervals["pay"] == .nanoseconds(1))
    #expect(configuration.defaultInterval == .nanoseconds(1))
    let pay = makeButton(named: "pay")
    registry.apply(configuration)
    #expect(nextWindow(of: pay, at: at(1)) == .nanoseconds(1))
  }

  /// In JSON, a string keeps its text, so it rounds up; a number a `Double` cannot hold never reaches
  /// the configuration (the decoder refuses it), so it is refused by name, saying to write a string.
  @Test func anIntervalThatUnderflowsADoubleInJSONThrottlesAsAStringAndIsRefusedAsANumber() throws {
    let json = Data(#"{"pay": "1e-400", "like": 1e-400, "share": 1e400, "ok": 1}"#.utf8)
    let error = #expect(throws: ThrottleConfigurationError.self) {
      try JSONDecoder().decode(ThrottleConfiguration.self, from: json)
    }
    #expect(error?.invalidEntries.keys.sorted() == ["like", "share"])
    #expect(error?.invalidEntries["like"]?.contains("too small for a Double; write it as a string") == true)
    #expect(error?.validPart.intervals == ["pay": .nanoseconds(1), "ok": .seconds(1)])
  }

  @Test(arguments: ["-1e-400", "-1e-400ms"])
  func aNegativeIntervalThatUnderflowsADoubleIsRefused(text: String) {
    let error = #expect(throws: ThrottleConfigurationError.self) { try ThrottleConfiguration(["pay": text]) }
    #expect(error?.invalidEntries["pay"]?.contains("negative") == true)
  }

  @Test(arguments: ["0", "0.0", "0e-400", "0ms", "-0"])
  func zeroInAnyFormIsNotThrottled(text: String) throws {
    #expect(try ThrottleConfiguration(["pay": text]).intervals["pay"] == .zero)
  }

  // Fails before the fix: every name a throttle carried stayed in the registry for good, so names
  // made per row grew it without bound and were all reported by `apply`'s subtraction.
  @Test func namesMadePerRowDoNotGrowTheRegistryWithoutBound() throws {
    for row in 0..<1_100 {
      let button = makeButton(named: "row-\(row)")
      _ = button.tap(at: at(Double(row)))
    }
    let pay = makeButton(named: "pay")
    _ = pay.tap(at: at(2_000))

    let unknown = registry.apply(try ThrottleConfiguration(["row-5": 1.0, "row-1099": 1.0, "pay": 1.0]))

    // Names listed by a configuration are always remembered once seen; others only up to a limit.
    #expect(!unknown.contains("row-5"))
    #expect(unknown == ["row-1099", "pay"])
  }

  @Test func defaultIntervalIsPublicAndNamesTheRegistryDefault() {
    #expect(Duration.defaultThrottleInterval == .milliseconds(500))
    #expect(ThrottleRegistry().defaultInterval == .defaultThrottleInterval)
  }

  @Test func configurationAppliedMidSessionSetsNextWindowsAndOpenWindowsKeepTheirEnd() throws {
    let pay = makeButton(named: "pay")
    let unnamed = makeButton()
    #expect(nextWindow(of: pay, at: at(0)) == .milliseconds(500))
    #expect(nextWindow(of: unnamed, at: at(0)) == .milliseconds(500))

    let configuration = try ThrottleConfiguration(["pay": 1.0, "default": 0.25])
    registry.apply(configuration)

    // The open windows keep their end.
    #expect(pay.throttle.ignoreUntil == at(0.5))
    #expect(pay.tap(at: at(0.4)) == .dropped(.insideInterval(remaining: .milliseconds(100))))
    #expect(unnamed.throttle.ignoreUntil == at(0.5))
    // The next windows follow the configuration.
    #expect(nextWindow(of: pay, at: at(0.5)) == .seconds(1))
    #expect(nextWindow(of: unnamed, at: at(0.5)) == .milliseconds(250))
    #expect(registry.defaultInterval == .milliseconds(250))
  }

  @Test func jsonIssueExampleGivesPayOneSecondAndUnnamedHalfASecond() throws {
    let pay = makeButton(named: "pay")
    let unnamed = makeButton()
    let json = Data(#"{"pay": 1.0, "default": 0.5}"#.utf8)
    registry.apply(try JSONDecoder().decode(ThrottleConfiguration.self, from: json))
    #expect(nextWindow(of: pay, at: at(0)) == .seconds(1))
    #expect(nextWindow(of: unnamed, at: at(0)) == .milliseconds(500))
  }

  @Test func refusedConfigurationNamesEachBadEntryAndTheOldIntervalsStay() throws {
    let pay = makeButton(named: "pay")
    registry.apply(try ThrottleConfiguration(["pay": 0.75]))
    let bad: [String: Any] = [
      "pay": -1, "nan": Double.nan, "infinite": Double.infinity, "word": "fast", "flag": true,
      "hours": "2h", "huge": 1e300, "late": "90s", "fine": 0.3,
    ]
    let error = #expect(throws: ThrottleConfigurationError.self) { try ThrottleConfiguration(bad) }
    #expect(
      Set(error?.invalidEntries.keys ?? [:].keys) == [
        "pay", "nan", "infinite", "word", "flag", "hours", "huge", "late",
      ])
    #expect(error?.invalidEntries["pay"]?.contains("negative") == true)
    #expect(error?.invalidEntries["hours"]?.contains("unknown unit") == true)
    #expect(error?.description.hasPrefix("flag: ") == true)
    #expect(registry.configuration.interval(named: "pay") == .milliseconds(750))
    #expect(nextWindow(of: pay, at: at(0)) == .milliseconds(750))
  }

  @Test func aConfigurationsEntriesAreReadable() throws {
    let configuration = try ThrottleConfiguration(["pay": 1, "like": "300ms", "default": 0.4])
    #expect(configuration.intervals == ["pay": .seconds(1), "like": .milliseconds(300)])
    #expect(configuration.defaultInterval == .milliseconds(400))
    #expect(try ThrottleConfiguration(["pay": 1]).defaultInterval == nil)
  }

  @Test func theValidPartOfARefusedConfigurationAppliesAndEachBadEntryIsNamed() throws {
    let pay = makeButton(named: "pay")
    let like = makeButton(named: "like")
    registry.apply(try ThrottleConfiguration(["pay": 0.75, "default": 0.2]))
    let bad: [String: Any] = ["pay": -1, "like": "300ms", "default": "fast", "share": 2]
    let error = #expect(throws: ThrottleConfigurationError.self) { try ThrottleConfiguration(bad) }
    #expect(error?.description == #"default: not a number of seconds ("fast")"# + "\npay: negative (-1.0 s)")
    #expect(error?.validPart.intervals == ["like": .milliseconds(300), "share": .seconds(2)])
    #expect(error?.validPart.defaultInterval == nil)

    registry.apply(try #require(error).validPart)

    #expect(nextWindow(of: like, at: at(0)) == .milliseconds(300))
    // A bad entry is left out: its name falls back, and a bad default leaves the default as it was.
    #expect(nextWindow(of: pay, at: at(0)) == .milliseconds(200))
    #expect(registry.defaultInterval == .milliseconds(200))
  }

  @Test func theValidPartOfARefusedJSONConfigurationApplies() throws {
    let json = Data(#"{"pay": -1, "like": "300ms", "default": 0.4}"#.utf8)
    do {
      registry.apply(try JSONDecoder().decode(ThrottleConfiguration.self, from: json))
      Issue.record("a negative entry was accepted")
    } catch let error as ThrottleConfigurationError {
      #expect(error.invalidEntries.keys.sorted() == ["pay"])
      registry.apply(error.validPart)
    }
    #expect(registry.configuration.intervals == ["like": .milliseconds(300)])
    #expect(registry.defaultInterval == .milliseconds(400))
  }

  @Test func jsonWithANegativeOrNonNumericEntryIsRefusedNamingIt() {
    let json = Data(#"{"pay": -1, "like": null, "share": {"s": 1}, "ok": "300ms"}"#.utf8)
    let error = #expect(throws: ThrottleConfigurationError.self) {
      try JSONDecoder().decode(ThrottleConfiguration.self, from: json)
    }
    #expect(Set(error?.invalidEntries.keys ?? [:].keys) == ["pay", "like", "share"])
  }

  @Test func propertyListDecodesUnitsAndNumbers() throws {
    let plist = try PropertyListSerialization.data(
      fromPropertyList: ["pay": "1.5 s", "like": "300ms", "default": 0.4], format: .xml, options: 0)
    let configuration = try PropertyListDecoder().decode(ThrottleConfiguration.self, from: plist)
    #expect(configuration.interval(named: "pay") == .milliseconds(1500))
    #expect(configuration.interval(named: "like") == .milliseconds(300))
    #expect(configuration.defaultInterval == .milliseconds(400))
    #expect(configuration.interval(named: "default") == nil)
  }

  @Test func unknownNamesAreReportedNotFatal() throws {
    let pay = makeButton(named: "pay")
    pay.tap(at: at(0))
    let unknown = registry.apply(try ThrottleConfiguration(["pay": 1, "paly": 1]))
    #expect(unknown == ["paly"])
  }

  @Test func precedenceIsFixedSettingThenNameThenTypeThenDefault() throws {
    let fixed = makeButton(named: "pay", setting: .interval(.milliseconds(100)))
    let named = makeButton(named: "pay", setting: .inherited)
    let registered = ControlModel(scheduler: scheduler, registry: registry, setting: .inherited)
    registry.register(ControlModel.self, interval: .milliseconds(200))
    registry.apply(try ThrottleConfiguration(["pay": 1, "default": 0.3]))
    #expect(nextWindow(of: fixed, at: at(0)) == .milliseconds(100))
    #expect(nextWindow(of: named, at: at(0)) == .seconds(1))
    #expect(nextWindow(of: registered, at: at(0)) == .milliseconds(200))
    registry.register(ControlModel.self)
    #expect(nextWindow(of: registered, at: at(10)) == .milliseconds(300))
  }

  @Test func aNameLeftOutOfTheNextConfigurationFallsBack() throws {
    let pay = makeButton(named: "pay")
    registry.apply(try ThrottleConfiguration(["pay": 1]))
    #expect(nextWindow(of: pay, at: at(0)) == .seconds(1))
    registry.apply(try ThrottleConfiguration([:]))
    #expect(nextWindow(of: pay, at: at(1)) == .milliseconds(500))
  }

  @Test func renamingAThrottleAppliesFromItsNextWindow() throws {
    let button = makeButton()
    registry.apply(try ThrottleConfiguration(["like": "300ms"]))
    #expect(nextWindow(of: button, at: at(0)) == .milliseconds(500))
    button.throttle.name = "like"
    #expect(nextWindow(of: button, at: at(1)) == .milliseconds(300))
  }
}
