import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// Which protocols a mock writes `any P` (those with `Self` or associated-type requirements), and
/// where: value positions only. The fixture `Fixtures/Regressions/ExistentialAny` compiles and
/// exercises the mocks; these tests pin the rule itself.
@Suite struct ExistentialAnyTests {
    static func spelling(_ source: String, imports: String = "", module: String? = nil) -> ExistentialAny {
        let model = DeclarationParser.parse(imports + "\n" + source, path: "Input.swift")
        var finder = MockableTypeFinder(models: [model], dependencies: [StandardInterfaces.path])
        finder.add(StandardInterfaces.model(shadowedBy: finder.declaredIntroducedNames))
        return ExistentialAny(finder: finder, module: module)
    }

    static func type(_ text: String) -> TypeRef {
        let model = DeclarationParser.parse("var v: \(text)", path: "T.swift")
        guard case .variable(let variable) = model.declarations.first, let type = variable.type else { return .named("?") }
        return type
    }

    @Test func protocolsWithSelfOrAssociatedTypesNeedAnyAndOthersDoNot() {
        let any = Self.spelling("""
            protocol Node: Hashable {}
            protocol Reflecting { func reflects(_ other: Self) -> Bool }
            protocol Copying { var copy: Self { get } }
            protocol Store { associatedtype Item }
            protocol Sorted: Store {}
            protocol Plain { func run() }
            protocol Cycle: Cycle2 {}
            protocol Cycle2: Cycle {}
            enum Outer { protocol Nested { associatedtype V } }
            struct Clock {}
            """, module: "Shop")
        for name in ["Node", "Reflecting", "Copying", "Store", "Sorted", "Shop.Store", "Outer.Nested", "Equatable", "Swift.Equatable", "Identifiable", "Sequence"] {
            #expect(any.spellings.contains(name), "\(name)")
        }
        for name in ["Plain", "Cycle", "Cycle2", "Clock", "Swift.Error", "Error", "Sendable", "Nested", "Publisher", "DataProtocol"] {
            #expect(!any.spellings.contains(name), "\(name)")
        }
    }

    @Test func frameworkProtocolsCountWhereTheirModuleIsImported() {
        #expect(Self.spelling("protocol P {}", imports: "import Combine").spellings.contains("Publisher"))
        #expect(Self.spelling("protocol P {}", imports: "import Foundation").spellings.contains("DataProtocol"))
        #expect(!Self.spelling("protocol P {}", imports: "import Foundation").spellings.contains("View"))
    }

    @Test func valuePositionsAreMarkedAndConstraintsAreNot() {
        let any = ExistentialAny(spellings: ["P", "Q", "Swift.Equatable", "Equatable"])
        let cases: [(String, String)] = [
            ("P", "any P"),
            ("P?", "(any P)?"),
            ("[String: P]", "[String: any P]"),
            ("P & Sendable", "any P & Sendable"),
            ("Sendable & Codable", "Sendable & Codable"),
            ("P.Type", "any P.Type"),
            ("P.Protocol", "(any P).Type"),
            ("(P) async throws -> Q", "(any P) async throws -> any Q"),
            ("some P", "some P"),
            ("any P", "any P"),
            ("any Collection<P>", "any Collection<any P>"),
            ("Array<Swift.Equatable>", "Array<any Swift.Equatable>"),
            ("T", "T"),
            ("R", "R"),
            ("P.Element", "P.Element"),
        ]
        for (written, expected) in cases {
            #expect(any.writingAny(Self.type(written), hidden: ["T", "R"]).description == expected, "\(written)")
        }
        // A generic parameter, associated type or nested type named like the protocol is another type.
        #expect(any.writingAny(Self.type("[P]"), hidden: ["P"]).description == "[P]")
    }

    @Test func genericConstraintsAndRequirementsStayAsWritten() throws {
        let any = ExistentialAny(spellings: ["Equatable"])
        let model = DeclarationParser.parse("protocol S { func f<T: Equatable>(_ t: T, _ e: Equatable) -> T where T: Equatable }", path: "S.swift")
        let finder = MockableTypeFinder(models: [model])
        let candidate = try #require(finder.byName["S"])
        let inheritance = InheritanceResolver(finder: finder)
        let ancestry = inheritance.ancestry(of: candidate, followInputs: true)
        let members = MemberCollector(ancestry: ancestry, rules: .forMock(of: ancestry, finder: finder, access: nil), finder: finder, inheritance: inheritance).collect().members
        let spelled = any.spelling(members, shadowed: [])
        guard case .method(let function) = try #require(spelled.first).kind else { Issue.record("not a method"); return }
        #expect(function.genericParameters.first?.constraint?.description == "Equatable")
        #expect(function.requirements.first?.right.description == "Equatable")
        #expect(function.parameters.map(\.type.description) == ["T", "any Equatable"])
    }

    /// A two-pass run keeps only skeletons of files whose types are not mocked: the skeleton
    /// still says that a dropped requirement mentioned `Self`, and the archive keeps that.
    @Test func skeletonsRememberSelfInDroppedRequirements() throws {
        let model = DeclarationParser.parse("protocol Reflecting { func reflects(_ other: Self) -> Bool }\nprotocol Plain { func run() }", path: "R.swift")
        let skeleton = ModelSkeleton.of(model)
        let flags = skeleton.declarations.compactMap { declaration -> Bool? in
            if case .type(let type) = declaration { return type.droppedMemberFacts?.mentionsSelf ?? false }
            return nil
        }
        #expect(flags == [true, false])
        let bytes = try #require(SkeletonArchive.encode(skeleton))
        let decoded = try bytes.withUnsafeBytes { try SkeletonArchive.decode($0, path: "R.swift") }
        #expect(decoded.declarations == skeleton.declarations)
        let finder = MockableTypeFinder(models: [skeleton])
        #expect(finder.byName["Reflecting"]?.needsAnyItself == true)
        #expect(finder.byName["Plain"]?.needsAnyItself == false)
    }

    @Test func twoPassRunWithAnExcludedSelfProtocolWritesAnyLikeOnePass() throws {
        let scratchFolder = ScratchFolder("existential-any")
        defer { scratchFolder.remove() }
        let folder = scratchFolder.path + "/"
        try "public protocol Reflecting { func reflects(_ other: Self) -> Bool }\n".write(toFile: folder + "A.swift", atomically: true, encoding: .utf8)
        try "public protocol Shelf { func put(_ r: Reflecting) }\n".write(toFile: folder + "B.swift", atomically: true, encoding: .utf8)
        let options = GeneratorOptions(excludedTypes: ["Reflecting"], includeHeader: false)
        let output = NSTemporaryDirectory() + "existential-any-\(UUID().uuidString).swift"
        let onePass = TwoPassGenerationTests.run([folder], output: output, onePass: true, options: options)
        let twoPass = TwoPassGenerationTests.run([folder], output: output, onePass: false, retained: 0, options: options)
        #expect(twoPass == onePass)
        #expect(onePass.files.values.first?.contains("func put(_ r: any Reflecting)") == true)
    }
}
