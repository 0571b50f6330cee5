import Foundation

/// A recorded sequence of taps, replayed through real throttles to choose an interval.
///
/// The text format is one tap per line: the time in milliseconds (any time base, non-negative,
/// fractions allowed), white space, and the control's name. Blank lines and lines starting with
/// `#` are ignored.
///
/// ```text
/// # ms   control
/// 0      pay
/// 180    pay
/// 1210   back
/// ```
///
/// ```swift
/// let trace = try TapTrace(parsing: String(contentsOfFile: path))
/// for summary in trace.replay(interval: 0.5) {
///   print(summary.control, summary.accepted, summary.dropped)
/// }
/// ```
public struct TapTrace: Hashable, Sendable {
  /// One recorded tap.
  public struct Tap: Hashable, Sendable {
    /// The tap's time.
    public var instant: SchedulerInstant
    /// The control's name.
    public var control: String
    /// The 1-based line it came from.
    public var line: Int

    /// Creates a tap.
    public init(instant: SchedulerInstant, control: String, line: Int) {
      self.instant = instant
      self.control = control
      self.line = line
    }
  }

  /// A line that is not `<milliseconds> <control>`.
  public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// What is wrong with it.
    public var reason: String

    /// `line N: reason`.
    public var description: String { "line \(line): \(reason)" }
  }

  /// The result of replaying one control's taps.
  public struct ControlSummary: Hashable, Sendable {
    /// One tap and what the throttle decided.
    public struct Entry: Hashable, Sendable {
      /// The tap.
      public var tap: Tap
      /// The decision.
      public var decision: ThrottleDecision
    }

    /// The control's name.
    public var control: String
    /// Each tap of this control with its decision, in trace order.
    public var entries: [Entry] = []
    /// Taps that passed.
    public var accepted: Int { entries.count(where: \.decision.isAccepted) }
    /// Taps that were dropped.
    public var dropped: Int { entries.count - accepted }
  }

  /// The taps, in file order.
  public var taps: [Tap]

  /// Creates a trace from taps.
  public init(taps: [Tap]) {
    self.taps = taps
  }

  /// Parses the text format.
  ///
  /// - Throws: ``ParseError`` for the first malformed line.
  public init(parsing text: String) throws(ParseError) {
    var taps: [Tap] = []
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fields = line.split(whereSeparator: \.isWhitespace)
      guard fields.count == 2 else {
        throw ParseError(line: index + 1, reason: "expected '<milliseconds> <control>', found '\(line)'")
      }
      guard let milliseconds = Double(fields[0]), milliseconds.isFinite, milliseconds >= 0 else {
        throw ParseError(line: index + 1, reason: "'\(fields[0])' is not a non-negative number of milliseconds")
      }
      taps.append(
        Tap(
          instant: SchedulerInstant(uptimeNanoseconds: Nanoseconds.saturating(seconds: milliseconds / 1_000)),
          control: String(fields[1]),
          line: index + 1
        )
      )
    }
    self.taps = taps
  }

  /// Replays every control's taps through its own throttle window with `interval`.
  ///
  /// Each line is a separate input event, decided on its own timestamp exactly as a control
  /// decides on `UIEvent.timestamp`; two lines with the same time are two taps.
  /// - Returns: One summary per control, in order of first appearance.
  /// - Precondition: `interval` is not negative and not NaN.
  public func replay(interval: Duration) -> [ControlSummary] {
    let nanoseconds = Nanoseconds.interval(interval, "The replay interval")
    var windows: [String: ThrottleWindow] = [:]
    var summaries: [String: ControlSummary] = [:]
    var order: [String] = []
    for tap in taps {
      if summaries[tap.control] == nil {
        order.append(tap.control)
        summaries[tap.control] = ControlSummary(control: tap.control)
      }
      let remaining = windows[tap.control, default: ThrottleWindow()]
        .decide(at: tap.instant.uptimeNanoseconds, interval: nanoseconds, sameEventPasses: false)
      summaries[tap.control]?.entries.append(
        ControlSummary.Entry(tap: tap, decision: ThrottleDecision(remainingNanoseconds: remaining))
      )
    }
    return order.compactMap { summaries[$0] }
  }
}
