import Foundation
import Testing

/// docs/GeneratedMockShape.md shows the mocks of the runtime tests' protocols: every generated
/// declaration it shows for one of them is literally in that protocol's generated mock
/// (`Tests/MockRuntimeTests/Mocks/Mock.X.swift`, itself checked by GeneratedFileSnapshotTests),
/// and every declaration of one of the protocols it shows is the one the mock is generated from.
/// So the document never holds a hand-kept copy that could drift. With
/// `MOCKGEN_RECORD_MOCKS=1`, the document's copies are replaced by the current ones.
@Suite struct ShapeDocumentTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let mocked = ["Counter", "Greeter", "Pinger", "Repository", "Service", "TitleView"]

    @Test func examplesAreTheGeneratorsOutput() throws {
        let documentURL = Self.root.appendingPathComponent("docs/GeneratedMockShape.md")
        var document = try String(contentsOf: documentURL, encoding: .utf8)
        let blocks = document.components(separatedBy: "```swift\n").dropFirst().map { String($0[..<$0.range(of: "```")!.lowerBound]) }
        var checked: Set<String> = []
        for block in blocks {
            // Each top-level declaration in a block ends with a `}` line of its own.
            for declaration in block.components(separatedBy: "\n}\n").map({ $0.trimmingCharacters(in: .newlines) + "\n}\n" }) {
                let head = declaration.split(separator: "\n").first { !$0.hasPrefix("@") && !$0.hasPrefix("//") } ?? ""
                for name in Self.mocked {
                    let generatedNames = ["Mock\(name)", "\(name)Stub", "__Proxy_\(name)", "__StaticProxy_\(name)", "__\(name)"]
                    let generatedName = generatedNames.first { head.contains(" \($0): ") || head.contains(" \($0) {") || head.contains(" \($0)<") }
                    let isSource = head == "protocol \(name) {" || head == "class \(name) {" || head.hasPrefix("protocol \(name)<") || head.hasPrefix("protocol \(name):")
                    guard generatedName != nil || isSource else { continue }
                    let file = generatedName != nil ? "Tests/MockRuntimeTests/Mocks/Mock.\(name).swift" : "Tests/MockRuntimeTests/Mocked/\(name).swift"
                    let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
                    checked.insert(String(head))
                    if text.contains(declaration) { continue }
                    if ProcessInfo.processInfo.environment["MOCKGEN_RECORD_MOCKS"] == "1", let current = Self.declaration(named: generatedName, source: isSource, in: text) {
                        document = document.replacingOccurrences(of: declaration, with: current)
                    } else {
                        Issue.record("docs/GeneratedMockShape.md shows a `\(head)` that is not in \(file)")
                    }
                }
            }
        }
        if ProcessInfo.processInfo.environment["MOCKGEN_RECORD_MOCKS"] == "1" { try Data(document.utf8).write(to: documentURL) }
        // The Greeter walkthrough (protocol, mock, proxy, stub, member table) at least.
        #expect(checked.count >= 5, "only \(checked.sorted()) were checked")
    }

    /// The declaration of `name` in a generated file (with the attributes on the lines before
    /// it), or the protocol or class of a source file.
    static func declaration(named name: String?, source: Bool, in text: String) -> String? {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { line in
            if source { return line.hasPrefix("protocol ") || line.hasPrefix("class ") }
            guard let name else { return false }
            return !line.hasPrefix(" ") && (line.contains(" \(name): ") || line.contains(" \(name) {") || line.contains(" \(name)<"))
        }) else { return nil }
        var first = start
        while first > 0, lines[first - 1].hasPrefix("@") { first -= 1 }
        // A declaration on one line (`final class GreeterStub: MockGreeter, … {}`) ends there.
        guard let end = lines[start].hasSuffix("{}") ? start : lines[start...].firstIndex(of: "}") else { return nil }
        return lines[first...end].joined(separator: "\n") + "\n"
    }
}
