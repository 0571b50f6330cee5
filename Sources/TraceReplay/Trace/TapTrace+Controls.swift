extension TapTrace {
  /// The taps grouped by control, in order of each control's first tap.
  package var controls: [ControlTaps] {
    var indexOfControl: [String: Int] = [:]
    var controls: [ControlTaps] = []
    for tap in taps {
      let index: Int
      if let existing = indexOfControl[tap.control] {
        index = existing
      } else {
        index = controls.count
        indexOfControl[tap.control] = index
        controls.append(ControlTaps(control: tap.control, instants: [], labels: []))
      }
      controls[index].instants.append(tap.instant.uptimeNanoseconds)
      controls[index].labels.append(tap.label)
    }
    return controls
  }
}
