/// Safe quoting of text read from a trace or a command line for messages shown on a terminal.
///
/// A trace can hold anything: a megabyte without a line break, escape sequences that recolour the
/// terminal, bidirectional overrides that reorder what a reader sees. Messages therefore show at
/// most a bounded prefix, with control, format and separator characters written as escapes
/// (`\t`, `\r`, `\u{1B}`).
package enum TraceText {
  /// The longest excerpt a message quotes, in characters.
  package static let excerptLimit = 80

  /// `text` escaped, cut to `limit` characters and wrapped in single quotes.
  package static func quoted(_ text: some StringProtocol, limit: Int = excerptLimit) -> String {
    "'" + escaped(text, limit: limit) + "'"
  }

  /// `text` with control, format and separator characters escaped, cut to `limit` characters.
  ///
  /// A cut excerpt ends with `…`, counted in the limit.
  package static func escaped(_ text: some StringProtocol, limit: Int = excerptLimit) -> String {
    var result = ""
    var length = 0
    var scalars = text.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      let piece = escape(scalar)
      length += piece.unicodeScalars.count
      if length > limit - 1 {
        // Keep the whole text if the rest still fits without an ellipsis.
        var rest = piece
        while length <= limit, let next = scalars.next() {
          let nextPiece = escape(next)
          rest += nextPiece
          length += nextPiece.unicodeScalars.count
        }
        return length <= limit ? result + rest : result + "…"
      }
      result += piece
    }
    return result
  }

  private static func escape(_ scalar: Unicode.Scalar) -> String {
    switch scalar {
    case "\t": return "\\t"
    case "\r": return "\\r"
    case "\n": return "\\n"
    case "\u{200D}": return String(scalar)  // zero-width joiner: part of emoji sequences
    default: break
    }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator:
      return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default:
      return String(scalar)
    }
  }
}
