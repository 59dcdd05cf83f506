import Foundation
import Testing
@testable import MockgenCore

/// Pass 2 steps over the bodies of the types it does not read (`Parser+UnreadBodies.swift`).
/// What it takes from a file must not change: the candidates the finder walks (their names, in
/// order), those read in full as declared, and the members of the extensions read in full. Each
/// check parses a file for a selection with those bodies stepped over and without, and compares
/// what pass 2 takes.
@Suite struct UnreadBodiesTests {
    /// Types of every kind, nested candidates the step must not hide, names that look like the
    /// words it looks for, and a kept name declared twice.
    static let source = ##"""
    import Foundation

    struct Settings: Codable {
        var name = "settings { }"
        let subclassCount: Int
        func reset() { print("classes of protocols") }
        static let shared = Settings(name: "", subclassCount: 0)
    }

    enum Namespace {
        protocol Nested { func nested() }
        struct Deeper {
            class Deepest { func deep() {} }
        }
        static let value = 1
    }

    final class Service: Sendable {
        class func make() -> Service { Service() }
        func run(protocolName: String) -> Int { 1 }
    }

    protocol Loader: class { func load() }
    protocol Plain { func plain() }

    extension Plain {
        func plain() {}
        func more() -> Int { 2 }
        struct Helper { let x = 1 }
    }

    extension Namespace.Deeper {
        /// Says class in a comment.
        func helper() {}
    }

    extension Settings: Equatable {
        static func == (lhs: Settings, rhs: Settings) -> Bool { lhs.name == rhs.name }
    }

    actor Counter {
        var count = 0
        func add(_ value: Int) { count += value }
        enum Mode { case fast, slow }
    }

    enum Outer { struct Plain { let x = 1 } }
    """##

    /// Nothing read in full: a body with nothing a candidate inside is stepped over (a nested
    /// struct, which a skeleton keeps, is gone); where a `class`, `protocol` or `extension`
    /// token is inside, or in a type read in full, it is read.
    @Test func bodiesOfUnreadTypesAreSteppedOver() {
        func members(_ source: String, reading types: Set<String> = [], skipping: Bool = true) -> [String: Int] {
            let selection = FullTypeSelection(typeNames: types, extendedNames: [], skipsUnreadBodies: skipping)
            let model = DeepStack.run { DeclarationParser.parsePruned(Array(source.utf8), path: "f.swift", keepingInFull: selection) }
            return Dictionary(model.declarations.compactMap(\.asType).map { ($0.name, $0.members.count) }, uniquingKeysWith: { first, _ in first })
        }
        let plain = "struct A { struct N {}\n var x = 1 }\nextension C { struct D {} }\n"
        #expect(members(plain) == ["A": 0, "C": 0])
        #expect(members(plain, skipping: false) == ["A": 1, "C": 1])
        #expect(members(plain, reading: ["A"]) == ["A": 2, "C": 0])
        for inside in ["class Inner {}", "protocol Inner {}", "class func make() {}", "extension X {}"] {
            #expect(members("struct A { struct N {}\n \(inside) }\n")["A"] ?? 0 > 0, "\(inside)")
        }
        for inside in ["let subclass = 1", "func protocolName() {}", "// a class\n", "let s = \"protocol\""] {
            #expect(members("struct A { struct N {}\n \(inside) }\n")["A"] == 0, "\(inside)")
        }
    }

    @Test func theFixtureGivesPassTwoTheSameModels() {
        #expect(Self.expectSameForEverySelection(Array(Self.source.utf8)))
        #expect(Self.expectSameForEverySelection(Array(SkeletonParseTests.traps.utf8)))
        #expect(Self.expectSameForEverySelection(Array(BodySkimmingTests.source.utf8)))
    }

    @Test func everyFixtureFileGivesPassTwoTheSameModels() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let enumerator = try #require(FileManager.default.enumerator(at: root.appendingPathComponent("Fixtures"), includingPropertiesForKeys: nil))
        var count = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            Self.expectSameForEverySelection(Array(try Data(contentsOf: url)), path: url.path)
            count += 1
        }
        #expect(count > 50)
    }

    /// Mutations aimed at what the step relies on: type keywords where members go, the words it
    /// looks for, brackets and quotes. `MOCKGEN_UNREAD_MUTATIONS=count[:seed]` runs more (300).
    @Test func mutationsGivePassTwoTheSameModels() {
        let setting = (ProcessInfo.processInfo.environment["MOCKGEN_UNREAD_MUTATIONS"] ?? "").split(separator: ":").compactMap { UInt64($0) }
        let rounds = setting.first ?? 300
        var generator = SplitMix64(seed: setting.count > 1 ? setting[1] : 0x7B0D)
        let base = Array(Self.source.utf8)
        let pieces: [[UInt8]] = ["\nclass Inner { func i() }\n", "\nprotocol Inner { func i() }\n", " class ", " protocol ", "struct X { ", "extension Plain { ",
                                 "enum E { ", "{", "}", "(", ")", "\"", "/", "`", ";", "\n", "#if X\n", "#endif\n", ": class", "final ", "Plain"]
            .map { Array($0.utf8) }
        var compared = 0
        for _ in 0..<rounds {
            var bytes = base
            for _ in 0..<Int(generator.next() % 3 + 1) {
                let position = Int(generator.next() % UInt64(bytes.count))
                bytes.insert(contentsOf: pieces[Int(generator.next() % UInt64(pieces.count))], at: position)
            }
            if Self.expectSameForEverySelection(bytes) { compared += 1 }
        }
        // Most mutations break the file; enough of them must not.
        #expect(compared * 10 > Int(rounds))
    }

    /// `MOCKGEN_SKIM_CORPUS=folder:folder…` (as for `BodySkimmingTests`): every file of code
    /// nobody here wrote gives pass 2 the same models.
    @Test func aCorpusGivesPassTwoTheSameModels() throws {
        try BodySkimmingTests.forEachCorpusFile { path, bytes in Self.expectSameForEverySelection(bytes, path: path) }
    }

    /// Nothing read in full, then each candidate in turn with its extensions (as a chunk that
    /// mocks it selects them). Only for a file pass 1 finds no error in (pass 2 steps over no
    /// body in another): returns whether it compared.
    @discardableResult
    static func expectSameForEverySelection(_ bytes: [UInt8], path: String = "f.swift", sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Bool {
        let (candidates, broken) = DeepStack.run {
            (Array(MockableTypeFinder(models: [DeclarationParser.parse(bytes, path: path)]).candidates),
             DeclarationParser.parseSkeleton(bytes, path: path, hashingDeclarations: false).model.diagnostics.contains { $0.severity == .error })
        }
        if broken { return false }
        var selections = [FullTypeSelection(typeNames: [], extendedNames: [])]
        for candidate in candidates {
            selections.append(FullTypeSelection(typeNames: [candidate.qualifiedName], extendedNames: [candidate.qualifiedName, candidate.declaration.name]))
        }
        for var selection in selections {
            selection.skipsUnreadBodies = true
            let read = FullTypeSelection(typeNames: selection.typeNames, extendedNames: selection.extendedNames)
            let (stepped, full) = DeepStack.run {
                (passTwoView(DeclarationParser.parsePruned(bytes, path: path, keepingInFull: selection), selection),
                 passTwoView(DeclarationParser.parsePruned(bytes, path: path, keepingInFull: read), selection))
            }
            if stepped.names != full.names || stepped.inFull != full.inFull || stepped.extensionMembers != full.extensionMembers
                || !Set(stepped.diagnostics).isSubset(of: Set(full.diagnostics)) {
                Issue.record("""
                    stepping over unread bodies changed what pass 2 takes from \(path) (\(bytes.count) bytes) reading \(selection.typeNames) in full:
                    candidates \(stepped.names) against \(full.names); in full \(stepped.inFull.count) against \(full.inFull.count), equal: \(stepped.inFull == full.inFull);
                    extension members equal: \(stepped.extensionMembers == full.extensionMembers) \(stepped.extensionMembers.filter { full.extensionMembers[$0.key] != $0.value }.map { "\($0.key): \($0.value)\nagainst \(full.extensionMembers[$0.key] ?? [])" }); diagnostics \(stepped.diagnostics) against \(full.diagnostics)
                    \(String(decoding: bytes, as: UTF8.self))
                    """, sourceLocation: sourceLocation)
            }
        }
        return true
    }

    /// What `MockableTypeFinder.patched` takes from a pass-2 model and the chunk's resolution
    /// reads: the candidates' names, those read in full, the members of the extensions read in
    /// full (no lookup reads another name's: `ResolutionContextFiles`).
    struct PassTwoView {
        var names: [String]
        var inFull: [TypeDeclaration]
        var extensionMembers: [String: [Declaration]]
        var diagnostics: [String]
    }

    static func passTwoView(_ model: SourceFileModel, _ selection: FullTypeSelection) -> PassTwoView {
        let finder = MockableTypeFinder(models: [model], dependencies: [], runs: nil, keepsTables: false)
        let candidates = Array(finder.candidates)
        return PassTwoView(names: candidates.map(\.qualifiedName),
                           inFull: candidates.filter { selection.typeNames.contains($0.qualifiedName) }.map(\.declaration),
                           extensionMembers: finder.extensionMembers.filter { selection.extendedNames.contains($0.key) },
                           diagnostics: model.diagnostics.map(\.description))
    }
}
