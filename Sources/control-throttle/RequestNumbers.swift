import ControlThrottle

/// Numbers one scenario's transition requests 1, 2, 3… in the order they first appear.
///
/// A ticket's own number is unique across every serializer in the process, so printed as is it
/// would run on from the previous scenario and skip values taken by unrelated requests; each
/// scenario makes its own `RequestNumbers` so that it reads on its own.
@MainActor
final class RequestNumbers {
  private var numbers: [TransitionTicket: Int] = [:]

  /// "push #1": the ticket's kind and its number in this scenario.
  func label(_ ticket: TransitionTicket) -> String {
    if let number = numbers[ticket] { return "\(ticket.kind) #\(number)" }
    let number = numbers.count + 1
    numbers[ticket] = number
    return "\(ticket.kind) #\(number)"
  }
}
