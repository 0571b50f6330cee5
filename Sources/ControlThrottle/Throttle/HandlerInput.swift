/// The identity of an input that reached a control only through action handlers, which carry no
/// event: one per such input, so that a later one is never taken for it.
final class HandlerInput {}
