/// Tells which mocks the compiler actually compiled: a mock inside an `#if` branch that is
/// inactive here (`#if os(macOS)` on Linux) is never type-checked, so "no diagnostic" would
/// wrongly count it as compiling.
///
/// Before the mocks are built, a `#warning` naming the mock goes right above each mock's
/// declaration, inside its `#if` and `extension Outer { … }`; the compiler reports exactly the
/// ones in active code. Those warnings are then taken out of the diagnostics.
enum CompiledMarkers {
    static let prefix = "mockgen-corpus: compiled "

    /// `source` with a marker line above each mock's declaration (and its attributes and comments).
    static func marked(_ source: String) -> String {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var outer: String?
        var insertions: [(line: Int, text: String)] = []
        for (index, line) in lines.enumerated() {
            let text = Substring(line)
            if let name = MockChunks.extendedType(text) { outer = name; continue }
            if line == "}" { outer = nil; continue }
            guard let mock = MockChunks.mockName(text) else { continue }
            var position = index
            while position > 0 {
                let previous = lines[position - 1].drop { $0 == " " }
                guard previous.hasPrefix("@") || previous.hasPrefix("//") else { break }
                position -= 1
            }
            let indent = String(line.prefix { $0 == " " })
            insertions.append((position, indent + "#warning(\"" + prefix + (outer.map { $0 + "." + mock } ?? mock) + "\")"))
        }
        for insertion in insertions.reversed() { lines.insert(insertion.text, at: insertion.line) }
        return lines.joined(separator: "\n")
    }

    /// The mocks whose marker the compiler reported, and the diagnostics without the markers.
    static func split(_ diagnostics: [DiagnosticLine]) -> (compiled: Set<String>, rest: [DiagnosticLine]) {
        var compiled: Set<String> = []
        var rest: [DiagnosticLine] = []
        for diagnostic in diagnostics {
            if diagnostic.severity == "warning", diagnostic.message.hasPrefix(prefix) {
                compiled.insert(String(diagnostic.message.dropFirst(prefix.count).prefix { $0 != " " && $0 != "[" }))
            } else {
                rest.append(diagnostic)
            }
        }
        return (compiled, rest)
    }
}
