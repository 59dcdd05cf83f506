import Foundation
import Testing
@testable import MockgenCore

/// `MockableTypeFinder` walks runs of files on every core and appends the runs in walk order:
/// every table must be what one walk over every file gives, however the files are split.
@Suite struct TypeFinderRunsTests {
    /// Files whose order decides the tables: a nested type met before a file-level one of the
    /// same name, a later nested one that must not replace it, a standard `~Escapable` name
    /// taken back and given again, first aliases and constructions, extensions appended in order.
    static let orderTraps: [(String, String)] = [
        ("a.swift", """
            import Foundation
            struct Outer { protocol Shared {}; typealias Alias = Int; class Box {} }
            protocol Span {}
            extension Shared { func first() {} }
            """),
        ("b.swift", """
            protocol Shared {}
            struct Span: ~Escapable {}
            typealias Alias = String
            extension Shared { func second() {} }
            public struct Made { public init() {} }
            """),
        ("c.swift", """
            enum E { class Shared {}; struct Made {} }
            protocol Span {}
            struct RawSpan: ~Escapable {}
            extension Shared: Sendable {}
            """),
        ("d.swift", """
            class Outer2 { protocol Deep {} }
            @_spi(G) public protocol Deep {}
            struct NC: ~Copyable {}
            #if os(Linux)
            protocol Conditional {}
            #else
            class Conditional {}
            #endif
            typealias MockStub = Int
            """),
        ("e.swift", """
            @_spi(H) public class Deep {}
            enum Made { case one }
            protocol RawSpan {}
            extension Outer.Shared { func third() {} }
            struct Generic<T> { class Box {} }
            """),
    ]

    static func models() throws -> [SourceFileModel] {
        let fixtures = GeneratedFileSnapshotTests.root.appendingPathComponent("Fixtures").path
        let files = try #require(FileManager.default.subpaths(atPath: fixtures)).filter { $0.hasSuffix(".swift") }.sorted()
        let sources = try files.map { (fixtures + "/" + $0, try String(contentsOfFile: fixtures + "/" + $0, encoding: .utf8)) }
        // On a deep stack, as the commands parse: a fixture nests types 400 levels deep, past
        // what a test thread's stack holds in a debug build.
        return DeepStack.run { (orderTraps.map { ("/traps/" + $0.0, $0.1) } + sources).map { DeclarationParser.parse($0.1, path: $0.0) } }
    }

    @Test(arguments: [2, 3, 5, 8, 1_000])
    func runsAppendedGiveTheTablesOfOneWalk(runs: Int) throws {
        let models = try Self.models()
        let dependencies: Set<String> = ["/traps/e.swift"]
        let oneWalk = MockableTypeFinder(models: models, dependencies: dependencies, runs: 1)
        let split = MockableTypeFinder(models: models, dependencies: dependencies, runs: runs)
        #expect(oneWalk.candidates.count > 100)
        #expect(Self.tables(split) == Self.tables(oneWalk))
    }

    /// A one-pass run folds its inputs as they are parsed and walks only the `--dependency`
    /// sources after them: the tables of one walk over all of them.
    @Test func inputsFoldedThenDependenciesGiveTheTablesOfOneWalk() throws {
        let models = try Self.models()
        let dependencies = models.filter { $0.path == "/traps/e.swift" || $0.path.hasSuffix("Inheritance.swift") }
        #expect(dependencies.count == 2)
        var folded = MockableTypeFinder.forInputs()
        for model in models.filter({ model in !dependencies.contains { $0.path == model.path } }).sorted(by: { $0.path < $1.path }) { folded.add(model) }
        let oneWalk = MockableTypeFinder(models: models, dependencies: Set(dependencies.map(\.path)).union([StandardInterfaces.path]))
        #expect(Self.tables(folded.followed(byDependencies: dependencies.reversed())) == Self.tables(oneWalk))
    }

    /// Files given in any order are parsed, folded in walk order, and come back in their order.
    @Test func filesParsedAndFoldedInAnyOrder() throws {
        let fixtures = GeneratedFileSnapshotTests.root.appendingPathComponent("Fixtures").path
        let files = try #require(FileManager.default.subpaths(atPath: fixtures)).filter { $0.hasSuffix(".swift") }.map { fixtures + "/" + $0 }
        #expect(files.count > 20)
        for order in [files.sorted(), files.sorted().reversed(), files.shuffled()] {
            let parsed = SwiftSourceStage.parseFolding(Array(order), fingerprints: false)
            var models: [SourceFileModel] = []
            var misplaced: [String] = []
            for (path, result) in zip(order, parsed.results) {
                // Checked-in generated files (the C facade, a mirror) are skipped, in place.
                guard case .parsed(let model, _, _) = result else { continue }
                if model.path != path { misplaced.append(path) }
                models.append(model)
            }
            #expect(parsed.results.count == files.count)
            #expect(models.count > 20)
            #expect(misplaced.isEmpty)
            #expect(Self.tables(parsed.finder) == Self.tables(MockableTypeFinder(models: models, dependencies: [StandardInterfaces.path])))
        }
    }

    /// `patched` walks a chunk's full models for their candidates and extension members only:
    /// those are the full walk's, in one run or several, and no other table is made (each
    /// would differ from the full walk's: every kind of entry is there in the fixtures).
    @Test(arguments: [1, 3])
    func aWalkWithoutTablesFindsTheSameCandidatesAndExtensionMembers(runs: Int) throws {
        let models = try Self.models()
        let dependencies: Set<String> = ["/traps/e.swift", StandardInterfaces.path]
        let full = Self.tables(MockableTypeFinder(models: models, dependencies: dependencies, runs: 1))
        let lean = Self.tables(MockableTypeFinder(models: models, dependencies: dependencies, runs: runs, keepsTables: false))
        let kept = ["candidate ", "extension members ", "range "]
        #expect(lean.count > 100)
        // What every finder starts with (the standard library's noncopyable and nonescapable types).
        let initial = Self.tables(MockableTypeFinder(dependencies: dependencies))
        #expect(lean == (full.filter { line in kept.contains { line.hasPrefix($0) } } + initial).sorted())
    }

    @Test func theTrapsResolveAsOneWalkDoes() throws {
        let models = Self.orderTraps.map { DeclarationParser.parse($0.1, path: "/traps/" + $0.0) }
        let finder = MockableTypeFinder(models: models, dependencies: [], runs: models.count)
        // The file-level `Shared` of b.swift wins over Outer's met before it, and E's after it
        // does not take its place; the first file-level `Deep` (d.swift) wins over e.swift's.
        #expect(finder.byName["Shared"]?.path == "/traps/b.swift")
        #expect(finder.byName["Deep"]?.path == "/traps/d.swift")
        #expect(finder.byName["Outer.Shared"]?.path == "/traps/a.swift")
        // `Span`: taken back by a.swift, given again by b.swift, taken back by c.swift.
        #expect(!finder.nonescapableTypes.contains("Span"))
        // `RawSpan`: given by c.swift, then taken back by e.swift's protocol.
        #expect(!finder.nonescapableTypes.contains("RawSpan"))
        #expect(finder.noncopyableTypes.contains("NC"))
        #expect(finder.typeAliases["Alias"]?.description == "Int")
        #expect(finder.extensionMembers["Shared"]?.count == 2)
        #expect(finder.spiGroupsByName["Deep"] == ["G", "H"])
    }

    /// Every table as sorted lines, so that two finders compare whatever their dictionaries' order.
    static func tables(_ finder: MockableTypeFinder) -> [String] {
        var lines: [String] = []
        for candidate in finder.candidates {
            lines.append("candidate \(candidate.order) \(candidate.qualifiedName) \(candidate.path) \(candidate.conditions) \(candidate.outerTypeName ?? "-") "
                + "\(candidate.isDependency) \(candidate.isInsidePrivateType) \(candidate.needsAnyItself) \(candidate.declaration.members.count)")
        }
        lines += finder.byName.orders.map { "byName \($0.key) \($0.value)" }
        lines += finder.typeAliases.dictionary.map { "alias \($0.key) \($0.value.description)" }
        lines += finder.constructibleTypes.dictionary.map { "constructible \($0.key) \($0.value.map { "\($0.construction) \(String(describing: $0.typeAccess)) \($0.isDependency)" } ?? "-")" }
        lines += finder.extensionMembers.map { "extension members \($0.key) \($0.value.map { String(describing: $0.location) })" }
        lines += finder.extensionConformances.dictionary.map { "extension conformances \($0.key) \($0.value)" }
        let nameSets: [(String, Set<String>)] = [
            ("noncopyable", finder.noncopyableTypes), ("nonescapable", finder.nonescapableTypes), ("input name", finder.inputTopLevelNames),
            ("dependency name", finder.dependencyTopLevelNames), ("generic name", finder.inputGenericTopLevelNames),
            ("unconditional name", finder.inputUnconditionalTopLevelNames), ("import", finder.inputImports), ("introduced", finder.declaredIntroducedNames),
        ]
        for (label, names) in nameSets { lines += names.map { label + " " + $0 } }
        lines += finder.nestedNamesByOuter.dictionary.map { "nested \($0.key) \($0.value.sorted())" }
        lines += finder.spiGroupsByName.dictionary.map { "spi \($0.key) \($0.value.sorted())" }
        lines += finder.candidateRanges.map { "range \($0.key) \($0.value)" }
        return lines.sorted()
    }
}
