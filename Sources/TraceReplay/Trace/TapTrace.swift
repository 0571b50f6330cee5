package import ControlThrottle

/// A recorded sequence of taps, replayed through real throttles to choose an interval.
///
/// The text format is one tap per line: the time in milliseconds (any time base, non-negative,
/// fractions and exponents allowed), white space, and the control's name, optionally followed by
/// white space and a ``TapLabel``: `accidental` or `deliberate`. Blank lines and lines starting
/// with `#` are ignored.
///
/// ```text
/// # ms   control  label
/// 0      pay
/// 180    pay      accidental
/// 1210   back     deliberate
/// ```
///
/// The text is UTF-8, with or without a byte-order mark; lines end with `\n`, `\r\n` or `\r`.
/// Times are kept exactly, to the nanosecond, and must stay below about 292 years; a control's
/// taps must be in time order (taps of different controls may interleave freely). A file that is
/// not text, or a line that breaks a rule, is reported as a ``ParseError`` naming the line and
/// quoting at most 80 characters of it, with control characters escaped.
///
/// ```swift
/// let trace = try TapTrace(parsing: Data(contentsOf: url))
/// for summary in trace.replay(interval: .milliseconds(500)) {
///   print(summary.control, summary.accepted, summary.dropped)
/// }
/// ```
package struct TapTrace: Hashable, Sendable {
  /// One recorded tap.
  package struct Tap: Hashable, Sendable {
    /// The tap's time.
    package var instant: SchedulerInstant
    /// The control's name.
    package var control: String
    /// The 1-based line it came from.
    package var line: Int
    /// What the trace says the tap was, or `nil` for an unlabelled line.
    package var label: TapLabel?

    /// Creates a tap.
    package init(instant: SchedulerInstant, control: String, line: Int, label: TapLabel? = nil) {
      self.instant = instant
      self.control = control
      self.line = line
      self.label = label
    }
  }

  /// A line that is not `<milliseconds> <control> [label]`.
  package struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    package var line: Int
    /// What is wrong with it.
    package var reason: String

    /// `line N: reason`.
    package var description: String { "line \(line): \(reason)" }
  }

  /// The result of replaying one control's taps.
  package struct ControlSummary: Hashable, Sendable {
    /// One tap and what the throttle decided.
    package struct Entry: Hashable, Sendable {
      /// The tap.
      package var tap: Tap
      /// The decision.
      package var decision: ThrottleDecision
    }

    /// The control's name.
    package var control: String
    /// Each tap of this control with its decision, in trace order.
    package var entries: [Entry] = []
    /// Taps that passed.
    package var accepted: Int { entries.count(where: \.decision.isAccepted) }
    /// Taps that were dropped.
    package var dropped: Int { entries.count - accepted }
  }

  /// The taps, in file order.
  package var taps: [Tap]

  /// Creates a trace from taps.
  package init(taps: [Tap]) {
    self.taps = taps
  }

  /// Parses the text format from a string.
  ///
  /// - Throws: ``ParseError`` for the first malformed line.
  package init(parsing text: String) throws(ParseError) {
    var text = text
    let result = text.withUTF8 { bytes in
      Result { () throws(ParseError) in try TapTraceParser.taps(in: bytes) }
    }
    self.taps = try result.get()
  }

  /// Parses the text format from the bytes of a file.
  ///
  /// The bytes are UTF-8, optionally starting with a byte-order mark. Binary data (a NUL byte),
  /// invalid UTF-8 and UTF-16 are refused with a short error that quotes none of the bytes.
  /// - Throws: ``ParseError`` for the first line that is not text or not a tap.
  package init(parsing bytes: some Collection<UInt8>) throws(ParseError) {
    let parse = { (buffer: UnsafeBufferPointer<UInt8>) in
      Result { () throws(ParseError) in try TapTraceParser.taps(in: buffer) }
    }
    let result = bytes.withContiguousStorageIfAvailable(parse) ?? Array(bytes).withUnsafeBufferPointer(parse)
    self.taps = try result.get()
  }

  /// Replays every control's taps through its own throttle window with `interval`.
  ///
  /// Each line is a separate input event, decided on its own timestamp exactly as a control
  /// decides on `UIEvent.timestamp`; two lines with the same time are two taps. An interval of
  /// `.zero` drops nothing; one beyond the 64-bit nanosecond range (about 292 years) lasts for the
  /// whole trace.
  /// - Returns: One summary per control, in order of first appearance.
  /// - Precondition: `interval` is not negative.
  package func replay(interval: Duration) -> [ControlSummary] {
    let nanoseconds = Nanoseconds.interval(interval, "The replay interval")
    // One dictionary lookup per tap, then plain array indexing; each summary's entries are
    // allocated once, at their final size.
    var indexOfControl: [String: Int] = [:]
    var controlIndices: [Int] = []
    controlIndices.reserveCapacity(taps.count)
    var counts: [Int] = []
    var summaries: [ControlSummary] = []
    for tap in taps {
      if let index = indexOfControl[tap.control] {
        controlIndices.append(index)
        counts[index] += 1
      } else {
        indexOfControl[tap.control] = summaries.count
        controlIndices.append(summaries.count)
        counts.append(1)
        summaries.append(ControlSummary(control: tap.control))
      }
    }
    for index in summaries.indices {
      summaries[index].entries.reserveCapacity(counts[index])
    }
    var windows = [ThrottleWindow](repeating: ThrottleWindow(), count: summaries.count)
    for (tap, index) in zip(taps, controlIndices) {
      let decision = windows[index].input(at: tap.instant.uptimeNanoseconds, interval: nanoseconds).decision
      summaries[index].entries.append(ControlSummary.Entry(tap: tap, decision: decision))
    }
    return summaries
  }

}
