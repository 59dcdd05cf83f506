// Lists MockRuntime's user-facing public surface: what its symbol graph (made by `make docs`,
// which leaves out the `Generated` SPI) declares public, outside `Sources/MockRuntime/Cuckoo/`
// (Cuckoo's names) and without a leading underscore (generated code's spellings), one line per
// declaration, then the count. Symbols with no source location (inherited default
// implementations) are counted apart.
//
//   make docs && swift scripts/runtime-surface.swift [.build-docs/symbol-graphs/MockRuntime.symbols.json]
import Foundation

struct Graph: Decodable {
    struct Symbol: Decodable {
        struct Kind: Decodable { var identifier: String }
        struct Location: Decodable { var uri: String }
        var kind: Kind
        var pathComponents: [String]
        var accessLevel: String
        var location: Location?
    }
    var symbols: [Symbol]
}

let path = CommandLine.arguments.dropFirst().first ?? ".build-docs/symbol-graphs/MockRuntime.symbols.json"
guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("\(path): not found; run `make docs` first\n".utf8))
    exit(1)
}
let graph = try JSONDecoder().decode(Graph.self, from: data)
var listed: [String] = []
var cuckoo = 0
var unlocated = 0
for symbol in graph.symbols where symbol.accessLevel == "public" || symbol.accessLevel == "open" {
    if symbol.pathComponents.contains(where: { $0.hasPrefix("_") }) { continue }
    guard let location = symbol.location else {
        unlocated += 1
        continue
    }
    if location.uri.contains("/Sources/MockRuntime/Cuckoo/") {
        cuckoo += 1
        continue
    }
    let kind = symbol.kind.identifier.replacingOccurrences(of: "swift.", with: "")
    listed.append(symbol.pathComponents.joined(separator: ".") + "  (" + kind + ")")
}
for line in listed.sorted() { print(line) }
print("\(listed.count) user-facing public declarations; \(cuckoo) more in Cuckoo/, \(unlocated) inherited default implementations")
