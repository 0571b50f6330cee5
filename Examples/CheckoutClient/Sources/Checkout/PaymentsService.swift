/// The payment back end the checkout talks to.
public protocol PaymentsService: Sendable {
  /// Charges the cart once.
  func charge(cents: Int) async throws
}
