// Renders the public-API listing of each library from its symbol graphs; .ci/api runs it.
//
// Usage: api-listing <symbol-graph directory> <output directory>
//
// For each library it reads <Library>.symbols.json and every <Library>@<Module>.symbols.json (the
// library's extensions of <Module>), and writes <output directory>/<Library>.txt: a header line
// with the count, then one line per symbol whose access level is public or open and whose
// identifier is not synthesized:
//
//   <kind> [<extended module>] <path.components> : <declaration> <notes>
//
// - the kind is the symbol kind without "swift.";
// - "[<extended module>]" appears only on a library's extensions of another module;
// - the declaration is the graph's declaration fragments joined, after any @available attribute;
// - the notes, each in brackets and only when there is something to say, are what the declaration
//   does not show: the constraints of the extension the symbol is declared in
//   ("[where Input == ()]"), whether it is a protocol's requirement, and a type's superclass and
//   conformances, implied ones included, as the graph lists them.
//
// White space runs are collapsed to one space. Lines are sorted; nothing depends on file order,
// dictionary order or where the checkout is.

import Foundation

let libraries = ["ControlThrottle", "ControlThrottleTesting", "ControlThrottleUIKit", "ControlThrottleSwiftUI"]

private struct SymbolGraph: Decodable {
  struct Module: Decodable {
    let name: String
  }

  let module: Module
  let symbols: [Symbol]
  let relationships: [Relationship]
}

private struct Constraint: Decodable {
  let kind: String
  let lhs: String
  let rhs: String
}

private struct Symbol: Decodable {
  struct Kind: Decodable {
    let identifier: String
  }

  struct Identifier: Decodable {
    let precise: String
  }

  struct Fragment: Decodable {
    let spelling: String
  }

  struct Extension: Decodable {
    let extendedModule: String
    let constraints: [Constraint]?
  }

  struct Version: Decodable {
    let major: Int
    let minor: Int?
    let patch: Int?
  }

  struct Availability: Decodable {
    let domain: String?
    let introduced: Version?
    let deprecated: Version?
    let obsoleted: Version?
    let renamed: String?
    let message: String?
    let isUnconditionallyDeprecated: Bool?
    let isUnconditionallyUnavailable: Bool?
  }

  let kind: Kind
  let identifier: Identifier
  let pathComponents: [String]
  let declarationFragments: [Fragment]?
  let accessLevel: String
  let swiftExtension: Extension?
  let availability: [Availability]?
  let spi: Bool?
}

private struct Relationship: Decodable {
  let kind: String
  let source: String
  let target: String
  let targetFallback: String?
  let swiftConstraints: [Constraint]?
}

private func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  exit(1)
}

/// Collapses every run of white space to one space and trims both ends.
private func normalized(_ text: String) -> String {
  text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
}

private func render(_ version: Symbol.Version) -> String {
  var parts = [version.major]
  if let minor = version.minor { parts.append(minor) }
  if let patch = version.patch { parts.append(patch) }
  return parts.map(String.init).joined(separator: ".")
}

private func render(_ availability: Symbol.Availability) -> String {
  var arguments = [availability.domain ?? "*"]
  if let introduced = availability.introduced { arguments.append("introduced: \(render(introduced))") }
  if availability.isUnconditionallyDeprecated == true { arguments.append("deprecated") }
  if let deprecated = availability.deprecated { arguments.append("deprecated: \(render(deprecated))") }
  if availability.isUnconditionallyUnavailable == true { arguments.append("unavailable") }
  if let obsoleted = availability.obsoleted { arguments.append("obsoleted: \(render(obsoleted))") }
  if let renamed = availability.renamed { arguments.append("renamed: \"\(renamed)\"") }
  if let message = availability.message { arguments.append("message: \"\(message)\"") }
  return "@available(\(arguments.joined(separator: ", ")))"
}

private func render(_ constraints: [Constraint]) -> String {
  constraints.map { $0.lhs + ($0.kind == "sameType" ? " == " : ": ") + $0.rhs }.joined(separator: ", ")
}

/// One graph's relationships, by source symbol.
private struct Relationships {
  var superclasses: [String: [String]] = [:]
  var conformances: [String: [String]] = [:]
  var requirements: [String: String] = [:]

  init(_ graph: SymbolGraph) {
    var paths: [String: String] = [:]
    for symbol in graph.symbols {
      paths[symbol.identifier.precise] = symbol.pathComponents.joined(separator: ".")
    }
    for relationship in graph.relationships {
      var target = paths[relationship.target] ?? relationship.targetFallback ?? relationship.target
      if let constraints = relationship.swiftConstraints, !constraints.isEmpty {
        target += " where \(render(constraints))"
      }
      switch relationship.kind {
      case "inheritsFrom": superclasses[relationship.source, default: []].append(target)
      case "conformsTo": conformances[relationship.source, default: []].append(target)
      case "requirementOf": requirements[relationship.source] = "requirement"
      case "optionalRequirementOf": requirements[relationship.source] = "optional requirement"
      default: break
      }
    }
  }
}

/// The line of `symbol`, declared in an extension of `extendedModule` if that is not nil.
private func line(for symbol: Symbol, extendedModule: String?, relationships: Relationships) -> String {
  var kind = symbol.kind.identifier
  if kind.hasPrefix("swift.") { kind.removeFirst("swift.".count) }
  var declaration = (symbol.availability ?? []).map(render).sorted()
  if symbol.spi == true { declaration.append("@_spi") }
  declaration.append((symbol.declarationFragments ?? []).map(\.spelling).joined())
  var text = kind
  if let extendedModule { text += " [\(extendedModule)]" }
  text += " \(symbol.pathComponents.joined(separator: ".")) : \(declaration.joined(separator: " "))"

  let precise = symbol.identifier.precise
  let constraints = symbol.swiftExtension?.constraints ?? []
  if symbol.kind.identifier != "swift.extension", !constraints.isEmpty {
    text += " [where \(render(constraints))]"
  }
  if let requirement = relationships.requirements[precise] { text += " [\(requirement)]" }
  if let superclasses = relationships.superclasses[precise] {
    text += " [inherits from: \(Set(superclasses).sorted().joined(separator: ", "))]"
  }
  if let conformances = relationships.conformances[precise] {
    text += " [conforms to: \(Set(conformances).sorted().joined(separator: ", "))]"
  }
  return normalized(text)
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else { fail("usage: api-listing <symbol-graph directory> <output directory>") }
let input = URL(fileURLWithPath: arguments[1], isDirectory: true)
let output = URL(fileURLWithPath: arguments[2], isDirectory: true)
let files: [String]
do {
  files = try FileManager.default.contentsOfDirectory(atPath: input.path).sorted()
} catch {
  fail("cannot read the symbol graphs in \(input.path): \(error)")
}
let decoder = JSONDecoder()

for library in libraries {
  let own = "\(library).symbols.json"
  guard files.contains(own) else { fail("no symbol graph \(own) in \(input.path); run .ci/symbol-graphs") }
  let extensionFiles = files.filter { $0.hasPrefix("\(library)@") && $0.hasSuffix(".symbols.json") }
  var lines: [String] = []
  var counts: [(module: String, count: Int)] = []
  for file in [own] + extensionFiles {
    let graph: SymbolGraph
    do {
      graph = try decoder.decode(SymbolGraph.self, from: Data(contentsOf: input.appendingPathComponent(file)))
    } catch {
      fail("cannot read \(file): \(error)")
    }
    guard graph.module.name == library else { fail("\(file) is the graph of \(graph.module.name), not \(library)") }
    let extendedModule: String? =
      file == own ? nil : String(file.dropFirst(library.count + 1).dropLast(".symbols.json".count))
    let relationships = Relationships(graph)
    let listed = graph.symbols.filter {
      ($0.accessLevel == "public" || $0.accessLevel == "open") && !$0.identifier.precise.contains("::SYNTHESIZED::")
    }
    lines += listed.map { line(for: $0, extendedModule: extendedModule, relationships: relationships) }
    counts.append((extendedModule ?? library, listed.count))
  }
  lines.sort()

  var summary = "\(library) public API: \(lines.count) symbols"
  if counts.count > 1 {
    let parts = counts.map { $0.module == library ? "\($0.count) in \(library)" : "\($0.count) extending \($0.module)" }
    summary += " (\(parts.joined(separator: ", ")))"
  }
  let header = "# \(summary). Generated from the symbol graphs by .ci/api; do not edit."
  let text = ([header] + lines).joined(separator: "\n") + "\n"
  let destination = output.appendingPathComponent("\(library).txt")
  do {
    try Data(text.utf8).write(to: destination)
  } catch {
    fail("cannot write \(destination.path): \(error)")
  }
  print(summary)
}
