/// Splits a generated mocks file into one chunk of lines per mocked type, so that a compiler
/// diagnostic can be charged to the mock whose code contains its line.
///
/// A chunk is what the generator emits for one type: `MockX`, its stubbing and verification
/// proxies (and static ones) and `XStub`, preceded by the type's doc comment, `--debug` comment,
/// attributes, `#if` and, for a nested type, `extension Outer {`. So a chunk starts at the first
/// line of that preamble and ends where the next one starts; the lines before the first chunk
/// (header and imports) belong to no mock.
struct MockChunks: Equatable {
    struct Chunk: Equatable {
        /// `MockX`, or `Outer.MockInner` for a mock emitted inside `extension Outer { … }`.
        var name: String
        /// 1-based, inclusive.
        var firstLine: Int
        var lastLine: Int
        /// What was mocked and where, from the `--debug` comment atop the chunk:
        /// `protocol Greeter at Greeter.swift:3`; nil without `--debug`.
        var origin: String? = nil
    }

    var chunks: [Chunk]

    init(source: String) {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var starts: [(name: String, line: Int)] = []
        var outer: String?
        for (index, line) in lines.enumerated() {
            if let name = Self.extendedType(line) { outer = name; continue }
            if line == "}" { outer = nil; continue }
            guard let mock = Self.mockName(line) else { continue }
            starts.append((outer.map { $0 + "." + mock } ?? mock, Self.preambleStart(of: index, in: lines) + 1))
        }
        chunks = starts.enumerated().map { offset, start in
            let end = offset + 1 < starts.count ? starts[offset + 1].line - 1 : lines.count
            let origin = lines[(start.line - 1)..<end].lazy.compactMap(Self.origin).first
            return Chunk(name: start.name, firstLine: start.line, lastLine: end, origin: origin)
        }
    }

    /// `// mockgen: protocol Greeter at Greeter.swift:3, 2 members` → `protocol Greeter at Greeter.swift:3`.
    static func origin(_ line: Substring) -> String? {
        let text = line.trimmingCharacters(in: " ")
        guard text.hasPrefix("// mockgen: ") else { return nil }
        let comment = text.dropFirst("// mockgen: ".count)
        guard comment.contains(" at ") else { return nil }
        return String(comment.split(separator: ",", maxSplits: 1).first ?? comment)
    }

    /// The mock whose chunk holds `line` (1-based), nil for the header above the first chunk.
    func mock(atLine line: Int) -> String? {
        chunks.last { $0.firstLine <= line }.map(\.name)
    }

    var mockNames: [String] { chunks.map(\.name) }

    /// `extension Outer.Middle {` at the start of a line: the generator's wrapper for nested mocks.
    static func extendedType(_ line: Substring) -> String? {
        guard line.hasPrefix("extension "), line.hasSuffix("{") else { return nil }
        let name = line.dropFirst("extension ".count).dropLast().trimmingCharacters(in: " ")
        return name.isEmpty ? nil : String(name)
    }

    /// The name declared by a mock's declaration line: `public final class MockX<T>: X, Mock, …`,
    /// `open class MockY: Y, Mock {`, `public actor MockZ: Z, Mock {`. The `Mock` conformance is
    /// required, so `XStub` is never taken for a mock even when `X` itself starts with `Mock`.
    static func mockName(_ line: Substring) -> String? {
        var words = line.split(separator: " ")[...]
        let modifiers: Set<Substring> = ["public", "open", "internal", "package", "final", "nonisolated", "fileprivate", "private"]
        while let first = words.first, modifiers.contains(first) || first.hasPrefix("@") { words = words.dropFirst() }
        guard let keyword = words.first, keyword == "class" || keyword == "actor", words.count >= 2 else { return nil }
        let declared = words[words.index(after: words.startIndex)]
        let name = declared.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard name.hasPrefix("Mock"), line.contains(", Mock,") || line.contains(", Mock {") || line.contains(", Mock where") || line.hasSuffix(", Mock") else { return nil }
        return String(name)
    }

    /// Walks up from a mock's declaration over the lines that belong to it: comments,
    /// attributes, `#if` and the `extension Outer {` opening its wrapper. A blank line, a closing
    /// brace or `#endif` ends the previous chunk.
    static func preambleStart(of index: Int, in lines: [Substring]) -> Int {
        var start = index
        while start > 0 {
            let previous = lines[start - 1].trimmingCharacters(in: " ")
            let belongs = previous.hasPrefix("//") || previous.hasPrefix("@") || previous.hasPrefix("#if ")
                || previous.hasPrefix("#elseif ") || previous == "#else" || extendedType(lines[start - 1]) != nil
            guard belongs else { break }
            start -= 1
        }
        return start
    }
}

extension Substring {
    /// Foundation-free trimming of one character on both ends.
    fileprivate func trimmingCharacters(in character: Character) -> Substring {
        var result = self
        while result.first == character { result = result.dropFirst() }
        while result.last == character { result = result.dropLast() }
        return result
    }
}
