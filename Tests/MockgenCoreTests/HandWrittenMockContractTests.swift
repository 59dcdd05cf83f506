import Foundation
import Testing
@testable import MockgenCore

/// The runtime's tests use the mocks in `Tests/MockRuntimeTests/HandWrittenMocks/`; they are only
/// evidence for the generator if they are what it generates. Each `X+Mock.swift` there must be,
/// after its own header comment and imports, byte for byte the generator's output (mock, proxies
/// and stub, after the generated header and imports) for `X.swift` next to it, which declares the
/// protocol or class it mocks and is compiled into the runtime tests.
@Suite struct HandWrittenMockContractTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("MockRuntimeTests/HandWrittenMocks")

    static let mocked = ["Counter", "Greeter", "Pinger", "Repository", "Service", "TitleView"]

    @Test func everyHandWrittenMockHasItsSource() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
        let mocks = files.filter { $0.hasSuffix("+Mock.swift") }.map { String($0.dropLast("+Mock.swift".count)) }
        #expect(mocks.sorted() == Self.mocked)
        for name in Self.mocked {
            #expect(files.contains("\(name).swift"), "\(name)+Mock.swift has no \(name).swift to generate from")
        }
    }

    @Test(arguments: mocked) func handWrittenMockIsTheGeneratorsOutput(_ name: String) throws {
        let source = try String(contentsOf: Self.folder.appendingPathComponent("\(name).swift"), encoding: .utf8)
        let handWritten = try String(contentsOf: Self.folder.appendingPathComponent("\(name)+Mock.swift"), encoding: .utf8)
        let output = MockGenerator.generate(
            models: [DeclarationParser.parse(source, path: "\(name).swift")],
            options: GeneratorOptions(includeHeader: false)
        )
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics)")
        #expect(output.mockedTypes == [name])
        let generated = Self.body(output.content)
        let expected = Self.body(handWritten)
        #expect(generated.hasPrefix("final class Mock\(name)") || generated.hasPrefix("class Mock\(name)") || generated.hasPrefix("@MainActor\nfinal class Mock\(name)"))
        guard generated != expected else { return }
        // Name the first line that differs, so the failure says where the drift is.
        let generatedLines = generated.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let index = zip(generatedLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(generatedLines.count, expectedLines.count)
        let generatedLine = index < generatedLines.count ? String(generatedLines[index]) : "<end of output>"
        let expectedLine = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
        let previousLine = index > 0 ? String(expectedLines[index - 1]) : "<start>"
        Issue.record("""
            \(name)+Mock.swift differs from the generator's output for \(name).swift at body line \(index + 1), \
            after "\(previousLine)":
              generated:    \(generatedLine)
              hand-written: \(expectedLine)
            """)
    }

    /// docs/GeneratedMockShape.md shows these protocols and classes and their mocks: every mock
    /// type declaration it shows for one of them is literally in the hand-written (so generated)
    /// file, and every declaration of one of them it shows is the source the mock is generated from.
    @Test func shapeDocumentExamplesAreTheGeneratorsOutput() throws {
        let doc = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/GeneratedMockShape.md")
        let blocks = try String(contentsOf: doc, encoding: .utf8).components(separatedBy: "```swift\n").dropFirst()
            .map { String($0[..<$0.range(of: "```")!.lowerBound]) }
        var checked = 0
        for block in blocks {
            // Each top-level declaration in a block ends with a `}` line of its own.
            for declaration in block.components(separatedBy: "\n}\n").map({ $0.trimmingCharacters(in: .newlines) + "\n}\n" }) {
                let head = declaration.split(separator: "\n").first { !$0.hasPrefix("@") } ?? ""
                for name in Self.mocked {
                    let isMock = head.hasSuffix(" Mock\(name): \(name), Mock {") || head.contains(" Mock\(name): \(name), Mock, ")
                        || head.hasPrefix("final class Mock\(name)<")
                    let isSource = head == "protocol \(name) {" || head == "class \(name) {" || head.hasPrefix("protocol \(name)<")
                    guard isMock || isSource else { continue }
                    let file = isMock ? "\(name)+Mock.swift" : "\(name).swift"
                    let text = try String(contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
                    let isThere = Self.body(text).contains(declaration)
                    #expect(isThere, "docs/GeneratedMockShape.md shows a `\(head)` that is not in \(file)")
                    checked += 1
                }
            }
        }
        // Greeter, Counter, Repository and TitleView, each declaration and mock.
        #expect(checked == 8)
    }

    /// The text after the leading comment, `import` and blank lines (the generator's header and
    /// imports, or the hand-written file's own).
    static func body(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let first = lines.first, first.isEmpty || first.hasPrefix("//") || first.hasPrefix("import ") || first.hasPrefix("@testable import ") {
            lines = lines.dropFirst()
        }
        return lines.joined(separator: "\n")
    }
}
