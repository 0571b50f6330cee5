#if canImport(os)
import os
#endif

/// Keeps the last inputs of an app's throttles — when each came, which control, what was decided —
/// and writes them as a trace for the `control-throttle` replayer.
///
/// Install one in a beta build and every decision of the registry's controls is recorded, beside
/// the registry's observers (``ThrottleRegistry/addObserver(_:)``), which stay the app's own:
///
/// ```swift
/// let recorder = ThrottleRecorder(capacity: 2_000)
/// // later, from a debug menu or a feedback form:
/// attach(recorder.trace, as: "taps.txt")
/// ```
///
/// Closure throttles, async actions and SwiftUI buttons report to their registry too, so give each
/// a `name:` and its inputs are recorded under it. To record some throttles apart, such as one
/// screen's, give them and a recorder a registry of their own:
///
/// ```swift
/// let screenRegistry = ThrottleRegistry()
/// let screenRecorder = ThrottleRecorder(capacity: 200, registry: screenRegistry)
/// let refresh = ThrottledAction.onMainActor(name: "refresh", registry: screenRegistry) {
///   cache.refresh()
/// }
/// ```
///
/// Replay the file with `swift run control-throttle taps.txt` to choose each control's interval
/// (<doc:ChoosingAnInterval>).
///
/// The ring holds the last `capacity` inputs, allocated when the recorder is created. A control is
/// labelled as its records are named (``ThrottleRecord/name``), so the replayer's recommendations
/// come back under the names a ``ThrottleConfiguration`` uses; `label` may name it otherwise. Every
/// member is safe to call from any thread, and a `label` closure may call back into the recorder.
/// On Apple platforms each input is also emitted as a signpost event (subsystem `ControlThrottle`,
/// category `Decisions`) while Instruments records signposts.
public final class ThrottleRecorder: Sendable {
  private let inputs: LockedBox<RecordedInputs>
  private let label: (@Sendable (ThrottleRecord) -> String?)?
  private weak let registry: ThrottleRegistry?

  #if canImport(os)
  private static let signposter = OSSignposter(subsystem: "ControlThrottle", category: "Decisions")
  #endif

  /// Creates a recorder and starts recording the decisions of `registry`'s controls.
  ///
  /// A registry tells one recorder at a time: a new recorder for the same registry takes over
  /// from the one before it.
  ///
  /// - Parameters:
  ///   - capacity: How many of the latest inputs to keep.
  ///   - registry: The registry whose controls' decisions to record.
  ///   - label: Names the control of a record, such as from a table of the names the app gave its
  ///     controls; `nil`, or a `nil` result, uses the name of the control's type. Called on the
  ///     deciding thread for every record; return a stored string, since building a new one
  ///     allocates.
  /// - Precondition: `capacity` is positive.
  public init(
    capacity: Int = 1_000,
    registry: ThrottleRegistry = .shared,
    label: (@Sendable (ThrottleRecord) -> String?)? = nil
  ) {
    self.inputs = LockedBox(RecordedInputs(capacity: capacity))
    self.label = label
    self.registry = registry
    registry.attach(self)
  }

  /// Creates a recorder attached to no registry, for the recorder's own tests and benchmarks.
  package init(detachedWithCapacity capacity: Int) {
    self.inputs = LockedBox(RecordedInputs(capacity: capacity))
    self.label = nil
    self.registry = nil
  }

  /// Stops recording the registry's decisions; what was recorded stays.
  public func stop() {
    registry?.detach(self)
  }

  /// How many inputs are kept now.
  package var count: Int {
    inputs.withLock { $0.entries.count }
  }

  /// Records one input by hand under `label`, for a detached recorder's tests and benchmarks.
  package func record(
    _ decision: ThrottleDecision, label: String, at instant: SchedulerInstant = SystemScheduler.shared.now
  ) {
    let index = inputs.withLock { inputs in
      let index = inputs.labelIndex(for: label)
      inputs.append(instant: instant.uptimeNanoseconds, label: index, decision: decision)
      return index
    }
    emitSignpost(label: index, decision)
  }

  func record(_ record: ThrottleRecord) {
    let given = label?(record)
    let index = inputs.withLock { inputs in
      let index =
        if let given { inputs.labelIndex(for: given) } else if let name = record.storedName {
          inputs.labelIndex(for: name)
        } else { inputs.labelIndex(for: record.controlType) }
      inputs.append(instant: record.instant.uptimeNanoseconds, label: index, decision: record.decision)
      return index
    }
    emitSignpost(label: index, record.decision)
  }

  /// The kept inputs, oldest first, in the trace format the `control-throttle` replayer reads.
  ///
  /// A comment line comes first, with how many inputs were recorded and how many the throttles
  /// dropped; then one `<milliseconds> <control>` line per input, the time counted from the
  /// earliest input kept. A control's times never go backwards in the file: an input stamped
  /// before the previous one with its label is written at that one's time.
  public var trace: String {
    var text = ""
    write(to: &text)
    return text
  }

  /// Writes ``trace`` to `output`.
  package func write(to output: inout some TextOutputStream) {
    let snapshot = inputs.load()
    snapshot.writeTrace(to: &output)
  }

  private func emitSignpost(label index: Int32, _ decision: ThrottleDecision) {
    #if canImport(os)
    guard Self.signposter.isEnabled else { return }
    let label = inputs.withLock { $0.labels[Int(index)] }
    let outcome = decision.isAccepted ? "accepted" : "dropped"
    Self.signposter.emitEvent("Input", "\(label, privacy: .public) \(outcome, privacy: .public)")
    #endif
  }
}
