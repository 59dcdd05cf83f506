import Testing
@testable import MockgenCore

/// A generated file's text is the same whether it is read as strings (`forEachChunk`, what
/// `content` joins) or as bytes (`forEachByteChunk`, what the writer writes): mocks emitted in
/// one run, a header rendered apart, a body spooled to disk, sections appended after the mocks.
@Suite struct GeneratedTextTests {
    private static func bytes(of text: GeneratedText) -> [UInt8] {
        var bytes: [UInt8] = []
        text.forEachByteChunk { bytes += $0 }
        return bytes
    }

    private static let header: [CodeDeclaration] = [.comment([GeneratedFileMarker.line, "// é ✓"]), .import(CodeImport(path: "MockRuntime"))]
    private static let sections = ["\n/// naïve 𝄞\nfinal class MockA {}\n", "\nfinal class MockB {}\n"].map { Array($0.utf8) }
    private static let trailing: [CodeDeclaration] = [.comment(["// after the mocks: ü"])]

    @Test func mocksEmittedInOneRunReadTheSameAsBytesAndAsText() {
        let model = DeclarationParser.parse("/// Grüße, 🌍\nprotocol Greeter {\n    /// Sagt Grüß Gott\n    func greet(_ name: String) -> String\n}\n", path: "Greeter.swift")
        let text = MockGenerator.generate(models: [model], options: GeneratorOptions()).text
        #expect(Self.bytes(of: text) == Array(text.joined.utf8))
        #expect(text.joined.contains("Grüß Gott"))
    }

    @Test func emittedSectionsReadTheSameAsBytesAndAsText() {
        let text = GeneratedText(header: Self.header, emitted: Self.sections).appending(Self.trailing)
        let joined = text.joined
        #expect(Self.bytes(of: text) == Array(joined.utf8))
        #expect(joined.contains("naïve 𝄞") && joined.hasSuffix("// after the mocks: ü\n"))
        #expect(GeneratedText(header: Self.header, emitted: Self.sections).knownByteCount == Array(GeneratedText(header: Self.header, emitted: Self.sections).joined.utf8).count)
    }

    @Test func aSpooledBodyWithSectionsAfterItReadsTheSameAsBytesAndAsText() throws {
        var writer = try #require(SpoolWriter())
        for section in Self.sections { section.withUnsafeBufferPointer { writer.append(bytes: $0) } }
        let file = try #require(writer.finish())
        let text = GeneratedText(header: Self.header, spooled: file).appending(Self.trailing)
        let joined = text.joined
        #expect(Self.bytes(of: text) == Array(joined.utf8))
        #expect(joined == GeneratedText(header: Self.header, emitted: Self.sections).appending(Self.trailing).joined)
    }
}
