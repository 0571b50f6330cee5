/// The bounded state of a ``ThrottleRecorder``: a ring of the last inputs and the labels they name.
///
/// The ring is reserved at its full capacity and an entry names its label by index, so recording a
/// known label allocates nothing. At twice the ring's capacity, labels no entry names are dropped.
struct RecordedInputs {
  struct Entry {
    /// The input's instant, in uptime nanoseconds.
    var instant: Int64
    /// The index of its label in ``labels``.
    var label: Int32
    var decision: ThrottleDecision
  }

  let capacity: Int
  /// The kept inputs; once full, the oldest is at `oldest`, where the next one goes.
  private(set) var entries: ContiguousArray<Entry> = []
  private var oldest = 0
  /// How many inputs were recorded in all, including overwritten ones.
  private(set) var recorded = 0

  /// Each label's text as the trace writes it, by index, and the index of each label given as
  /// text or as a control's type.
  private(set) var labels: [String] = []
  private var indexOfText: [String: Int32] = [:]
  private var indexOfType: [ObjectIdentifier: Int32] = [:]
  // The type and the name looked up last, with their indexes: taps come in runs on one control.
  // The name is held, so that its identity is never another name's.
  private var lastType: ObjectIdentifier?
  private var lastTypeIndex: Int32 = 0
  private var lastName: ThrottleName?
  private var lastNameIndex: Int32 = 0

  private var labelLimit: Int { max(16, 2 * capacity) }

  /// - Precondition: `capacity` is positive.
  init(capacity: Int) {
    precondition(capacity > 0, "A ThrottleRecorder's capacity is \(capacity); pass at least 1.")
    self.capacity = capacity
    entries.reserveCapacity(capacity)
  }

  /// The entries, oldest first.
  var entriesOldestFirst: ContiguousArray<Entry> {
    guard entries.count == capacity, oldest > 0 else { return entries }
    var ordered = ContiguousArray<Entry>()
    ordered.reserveCapacity(capacity)
    ordered.append(contentsOf: entries[oldest...])
    ordered.append(contentsOf: entries[..<oldest])
    return ordered
  }

  mutating func append(instant: Int64, label: Int32, decision: ThrottleDecision) {
    let entry = Entry(instant: instant, label: label, decision: decision)
    recorded &+= 1
    if entries.count < capacity {
      entries.append(entry)
    } else {
      entries[oldest] = entry
      oldest = oldest + 1 == capacity ? 0 : oldest + 1
    }
  }

  mutating func labelIndex(for text: String) -> Int32 {
    if let index = indexOfText[text] { return index }
    let index = addLabel(Self.traceText(text))
    indexOfText[text] = index
    return index
  }

  mutating func labelIndex(for name: ThrottleName) -> Int32 {
    if name === lastName { return lastNameIndex }
    let index = labelIndex(for: name.text)
    lastName = name
    lastNameIndex = index
    return index
  }

  mutating func labelIndex(for type: any AnyObject.Type) -> Int32 {
    let key = ObjectIdentifier(type)
    if key == lastType { return lastTypeIndex }
    let index: Int32
    if let known = indexOfType[key] {
      index = known
    } else {
      index = addLabel(Self.traceText(String(describing: type)))
      indexOfType[key] = index
    }
    lastType = key
    lastTypeIndex = index
    return index
  }

  private mutating func addLabel(_ text: String) -> Int32 {
    if labels.count >= labelLimit { dropUnusedLabels() }
    labels.append(text)
    return Int32(labels.count - 1)
  }

  /// Keeps only the labels some entry names, renumbering them in the entries and both indexes.
  private mutating func dropUnusedLabels() {
    var renumbered = [Int32](repeating: -1, count: labels.count)
    var kept: [String] = []
    for index in entries.indices {
      let old = Int(entries[index].label)
      if renumbered[old] < 0 {
        renumbered[old] = Int32(kept.count)
        kept.append(labels[old])
      }
      entries[index].label = renumbered[old]
    }
    labels = kept
    lastType = nil
    lastName = nil
    indexOfText = indexOfText.compactMapValues { renumbered[Int($0)] < 0 ? nil : renumbered[Int($0)] }
    indexOfType = indexOfType.compactMapValues { renumbered[Int($0)] < 0 ? nil : renumbered[Int($0)] }
  }

  /// `text` as one field of a trace line: white space and control characters become `_`, and so
  /// does an empty label.
  static func traceText(_ text: String) -> String {
    guard !text.isEmpty else { return "_" }
    guard text.unicodeScalars.contains(where: needsReplacing) else { return text }
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      scalars.append(needsReplacing(scalar) ? "_" : scalar)
    }
    return String(scalars)
  }

  private static func needsReplacing(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
  }
}
