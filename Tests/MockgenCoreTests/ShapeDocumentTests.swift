import Foundation
import Testing

/// docs/GeneratedMockShape.md shows the mocks of the runtime tests' protocols: every generated
/// declaration it shows for one of them is literally in that protocol's generated mock
/// (`Tests/MockRuntimeTests/Mocks/Mock.X.swift`, itself checked by GeneratedFileSnapshotTests),
/// and every declaration of one of the protocols it shows is the one the mock is generated from.
/// So the document never holds a hand-kept copy that could drift.
@Suite struct ShapeDocumentTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let mocked = ["Counter", "Greeter", "Pinger", "Repository", "Service", "TitleView"]

    @Test func examplesAreTheGeneratorsOutput() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/GeneratedMockShape.md"), encoding: .utf8)
        let blocks = doc.components(separatedBy: "```swift\n").dropFirst().map { String($0[..<$0.range(of: "```")!.lowerBound]) }
        var checked: Set<String> = []
        for block in blocks {
            // Each top-level declaration in a block ends with a `}` line of its own.
            for declaration in block.components(separatedBy: "\n}\n").map({ $0.trimmingCharacters(in: .newlines) + "\n}\n" }) {
                let head = declaration.split(separator: "\n").first { !$0.hasPrefix("@") && !$0.hasPrefix("//") } ?? ""
                for name in Self.mocked {
                    let generatedNames = ["Mock\(name)", "\(name)Stub", "__StubbingProxy_\(name)", "__VerificationProxy_\(name)", "__\(name)"]
                    let isGenerated = generatedNames.contains { head.contains(" \($0): ") || head.contains(" \($0) {") || head.contains(" \($0)<") }
                    let isSource = head == "protocol \(name) {" || head == "class \(name) {" || head.hasPrefix("protocol \(name)<") || head.hasPrefix("protocol \(name):")
                    guard isGenerated || isSource else { continue }
                    let file = isGenerated ? "Tests/MockRuntimeTests/Mocks/Mock.\(name).swift" : "Tests/MockRuntimeTests/Mocked/\(name).swift"
                    let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
                    #expect(text.contains(declaration), "docs/GeneratedMockShape.md shows a `\(head)` that is not in \(file)")
                    checked.insert(String(head))
                }
            }
        }
        // The Greeter walkthrough (protocol, mock, both proxies, stub, member table) at least.
        #expect(checked.count >= 6, "only \(checked.sorted()) were checked")
    }
}
