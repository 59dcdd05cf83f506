import Foundation
import Testing
@testable import MockgenCore

/// `DeclarationsHash`: edits the declarations cannot see keep it, and whenever two versions of a
/// file hash alike, they parse to the same model (what lets the run cache answer for a run
/// whose inputs changed only there).
@Suite struct DeclarationsHashTests {
    static let base = Array(BodySkimmingTests.source.utf8) + Array(RobustnessFixture.source.utf8)

    static func parsed(_ bytes: [UInt8], path: String = "f.swift") -> (model: SourceFileModel, hash: DeclarationsFingerprint) {
        let parsed = DeepStack.run { DeclarationParser.parseHashingDeclarations(bytes, path: path) }
        return (parsed.model, parsed.declarations)
    }

    static func skimmedBodies(_ bytes: [UInt8]) -> [SkimmedBody] {
        Lexer.tokenize(bytes, skimmingBodies: true).skimmedBodies
    }

    /// Every letter inside one skimmed body changed (the body's shape, quotes and brackets kept):
    /// the same hash, the same model.
    @Test func editsInsideABodyKeepTheHashAndTheModel() {
        let original = Self.parsed(Self.base)
        let bodies = Self.skimmedBodies(Self.base)
        #expect(bodies.count > 20)
        for body in bodies {
            var bytes = Self.base
            for index in body.interior {
                let byte = bytes[index]
                if byte >= UInt8(ascii: "a") && byte < UInt8(ascii: "z") || byte >= UInt8(ascii: "A") && byte < UInt8(ascii: "Z") { bytes[index] = byte + 1 }
            }
            let edited = Self.parsed(bytes)
            #expect(edited.hash == original.hash, "\(String(decoding: Self.base[body.interior], as: UTF8.self))")
            #expect(edited.model == original.model)
        }
    }

    /// Random edits anywhere (letters changed, brackets, quotes, comments, line breaks inserted):
    /// whenever both hashes stay, the model does too; whenever only the positions changed, the
    /// mocks are the same text. Some edits of each kind must happen, or the check proves nothing. `MOCKGEN_HASH_MUTATIONS=count[:seed]` runs more (400 by default).
    @Test func equalHashesMeanEqualModels() {
        let setting = (ProcessInfo.processInfo.environment["MOCKGEN_HASH_MUTATIONS"] ?? "").split(separator: ":").compactMap { UInt64($0) }
        var generator = SplitMix64(seed: setting.count > 1 ? setting[1] : 0xDEC1)
        let pieces: [[UInt8]] = ["x", "Q", " ", "\n", "{", "}", "(", ")", "\"", "//", "/*", "*/", "///", "#if X\n", "#endif\n", "`", "é", " func ", "@objc "]
            .map { Array($0.utf8) }
        let original = Self.parsed(Self.base)
        var kept = 0
        var moved = 0
        for _ in 0..<(setting.first ?? 400) {
            var bytes = Self.base
            for _ in 0..<Int(generator.next() % 3 + 1) {
                let position = Int(generator.next() % UInt64(bytes.count))
                let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
                if generator.next() % 2 == 0 {
                    bytes.replaceSubrange(position..<min(bytes.count, position + piece.count), with: piece)
                } else {
                    bytes.insert(contentsOf: piece, at: position)
                }
            }
            let edited = Self.parsed(bytes)
            if edited.hash == original.hash {
                kept += 1
                #expect(edited.model == original.model, "\(String(decoding: bytes, as: UTF8.self))")
            } else if edited.hash.declarations == original.hash.declarations {
                // Moved, not changed: the same mocks, as many diagnostics.
                moved += 1
                let (before, after) = (Self.mocks(original.model), Self.mocks(edited.model))
                #expect(after.text == before.text, "\(String(decoding: bytes, as: UTF8.self))")
                #expect(after.diagnostics == before.diagnostics)
            }
        }
        #expect(kept > 0)
        #expect(moved > 0)
    }

    /// `MOCKGEN_HASH_CORPUS=folder:folder…` names folders of Swift files nobody here wrote: in
    /// each file, every letter inside every skimmed body changed keeps the hash and the model,
    /// and a line added inside every body keeps the declarations and the mocks.
    @Test func aCorpusKeepsItsHashUnderBodyEdits() throws {
        guard let folders = ProcessInfo.processInfo.environment["MOCKGEN_HASH_CORPUS"], !folders.isEmpty else { return }
        var edited = 0
        for folder in folders.split(separator: ":") {
            let enumerator = try #require(FileManager.default.enumerator(atPath: String(folder)))
            for case let relative as String in enumerator where relative.hasSuffix(".swift") {
                let path = String(folder) + "/" + relative
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                let original = Array(data)
                var bytes = original
                for body in Self.skimmedBodies(original) {
                    for index in body.interior where bytes[index] >= UInt8(ascii: "a") && bytes[index] < UInt8(ascii: "z") { bytes[index] += 1 }
                }
                guard bytes != original else { continue }
                edited += 1
                let (before, after) = (Self.parsed(original, path: path), Self.parsed(bytes, path: path))
                #expect(after.hash == before.hash, "\(path)")
                #expect(after.model == before.model, "\(path)")
                // A line added inside every body of more than one line: the same declarations,
                // moved, and the same mocks.
                var lengthened = original
                for body in Self.skimmedBodies(original).reversed() {
                    if let newline = original[body.interior].firstIndex(of: 10) { lengthened.insert(10, at: newline + 1) }
                }
                let moved = Self.parsed(lengthened, path: path)
                #expect(moved.hash.declarations == before.hash.declarations, "\(path)")
                #expect(Self.mocks(moved.model).text == Self.mocks(before.model).text, "\(path)")
            }
        }
        #expect(edited > 0)
    }

    static let sample = """
        /// Loads records.
        protocol Loader {
            func load(id: Int) -> Int
        }

        final class Helper {
            func run() -> Int {
                return 1
            }
            var count: Int { 2 }
        }

        """

    static func hash(_ text: String) -> DeclarationsFingerprint { parsed(Array(text.utf8)).hash }

    /// The mocks of one file, as text (no `--debug`: no line numbers in comments).
    static func mocks(_ model: SourceFileModel) -> (text: String, diagnostics: Int) {
        let output = DeepStack.run { MockGenerator.generate(models: [model], options: GeneratorOptions()) }
        return (output.text.joined, output.diagnostics.count)
    }

    @Test(arguments: [
        ("return 1", "return 42"),
        ("{ 2 }", "{ 3 }"),
        ("return 1", "return 1 // why one"),
    ])
    func whatTheDeclarationsCannotSeeKeepsTheHash(edit: (String, String)) {
        let edited = Self.sample.replacingOccurrences(of: edit.0, with: edit.1)
        #expect(edited != Self.sample)
        #expect(Self.hash(edited) == Self.hash(Self.sample))
    }

    @Test(arguments: [
        ("Loads records.", "Reads records."),
        ("load(id: Int)", "load(id: Int64)"),
        ("final class", "// Helps.\nfinal class"),
        ("final class Helper {", "final class Helper { // helps"),
        ("var count: Int { 2 }", "var count: Int = 2"),
    ])
    func whatTheDeclarationsCanSeeChangesTheHash(edit: (String, String)) {
        let edited = Self.sample.replacingOccurrences(of: edit.0, with: edit.1)
        #expect(edited != Self.sample)
        #expect(Self.hash(edited).declarations != Self.hash(Self.sample).declarations)
    }

    /// A line added inside a body moves every later declaration: the same declarations, other
    /// positions (which the run cache accepts only when no line number can show).
    @Test func aLineAddedToABodyMovesOnlyThePositions() {
        let edited = Self.sample.replacingOccurrences(of: "        return 1\n", with: "        print(1)\n        return 1\n")
        #expect(Self.hash(edited).declarations == Self.hash(Self.sample).declarations)
        #expect(Self.hash(edited).positions != Self.hash(Self.sample).positions)
        #expect(Self.parsed(Array(edited.utf8)).model != Self.parsed(Array(Self.sample.utf8)).model)
        #expect(Self.mocks(Self.parsed(Array(edited.utf8)).model).text == Self.mocks(Self.parsed(Array(Self.sample.utf8)).model).text)
    }

    /// A diagnostic can name the end of the file, so what follows the last token counts then.
    @Test func theEndCountsInAFileWithDiagnostics() {
        let broken = "protocol Loader {\n    func load() -> Int\n"
        let longer = broken + "// more\n"
        #expect(Self.parsed(Array(broken.utf8)).model.diagnostics.isEmpty == false)
        #expect(Self.hash(longer) != Self.hash(broken))
        #expect(Self.hash(Self.sample + "// more\n") == Self.hash(Self.sample))
    }

    @Test func lineBreaksCountAsTheLineCursorCountsThem() {
        let lf = "final class C {\n    func f() {\n        g()\n    }\n}\n"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        let bodyWithCR = "final class C {\r\n    func f() {\r\n        g()\r\n        h()\r\n    }\r\n}\r\n"
        #expect(Self.hash(crlf) != Self.hash(lf))
        #expect(Self.hash(crlf.replacingOccurrences(of: "g()", with: "k()")) == Self.hash(crlf))
        #expect(Self.hash(bodyWithCR) != Self.hash(crlf))
    }
}
