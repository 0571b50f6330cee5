/// A throttle's name, boxed once when it is set, so that a decision's record carries it with one
/// reference rather than a string copied and released with every record.
///
/// An observed decision copies its record several times on the way to the observers; a string
/// made each copy cost more than the rest of the record, a reference costs a retain.
package final class ThrottleName: Sendable {
  /// The name.
  package let text: String

  package init(_ text: String) {
    self.text = text
  }
}
