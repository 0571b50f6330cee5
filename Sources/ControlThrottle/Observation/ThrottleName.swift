/// A throttle's name, boxed once when it is set, so that a decision's record carries it with one
/// reference rather than a string copied and released with every record.
package final class ThrottleName: Sendable {
  package let text: String

  package init(_ text: String) {
    self.text = text
  }
}
