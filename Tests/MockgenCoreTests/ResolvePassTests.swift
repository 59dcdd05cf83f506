import Testing
@testable import MockgenCore

/// The Resolve passes one at a time, through the values they return (not through diagnostic
/// text or generated code).
@Suite struct ResolvePassTests {
    private static func finder(_ source: String) -> MockableTypeFinder {
        MockableTypeFinder(models: [DeclarationParser.parse(source, path: "Input.swift")])
    }

    private static func at(_ line: Int, _ column: Int = 1) -> MockgenCore.SourceLocation {
        MockgenCore.SourceLocation(path: "Input.swift", line: line, column: column)
    }

    /// The members `MemberCollector` gathers for the mock of `name`, under the rules of its kind.
    private static func collect(_ name: String, in source: String) throws -> MemberCollector.Collection {
        let finder = finder(source)
        let inheritance = InheritanceResolver(finder: finder)
        let candidate = try #require(finder.byName[name])
        let ancestry = inheritance.ancestry(of: candidate, followInputs: true)
        let access = TypeResolver.mockAccessLevel(candidate.declaration.header.accessLevel)
        return MemberCollector(ancestry: ancestry, rules: .forMock(of: ancestry, finder: finder, access: access), finder: finder, inheritance: inheritance).collect()
    }

    /// A requirement that cannot be mocked is left to a default implementation found in an
    /// unconstrained extension of any protocol of the ancestry (read only when such a
    /// requirement is met), matched by kind, name, labels and `static`: one with other labels,
    /// or an instance implementation of a static requirement, stands in for nothing.
    @Test func defaultImplementationsAreMatchedBySignatureAcrossTheAncestry() throws {
        let collection = try Self.collect("P", in: """
            protocol Q {
                func inherited() -> some Equatable
            }
            extension Q { func inherited() -> some Equatable { 0 } }
            protocol P: Q {
                static func make() -> some Equatable
                static func other() -> some Equatable
                var value: some Equatable { get }
                subscript(key: Int) -> some Equatable { get }
                func labelled(a: Int) -> some Equatable
                func fine()
            }
            extension P {
                static func make() -> some Equatable { 0 }
                func other() -> some Equatable { 0 }
                var value: some Equatable { 0 }
                subscript(key: Int) -> some Equatable { 0 }
                func labelled(b: Int) -> some Equatable { 0 }
            }
            """)
        #expect(collection.members.map(\.signature) == ["fine()"])
        let standIns = collection.findings.compactMap { finding -> String? in
            guard case .warning(.defaultImplementationStandsIn(let what, .opaqueResult), _) = finding else { return nil }
            return what
        }
        // (A subscript's parameter has no argument label unless it says one: `subscript(_:)`.)
        #expect(standIns.sorted() == ["P.make()", "P.subscript(_:)", "P.value", "Q.inherited()"])
        #expect(collection.findings.contains(.unmockable(.opaqueResult, what: "P.labelled(a:)", at: Self.at(10, 5))))
        #expect(collection.findings.contains(.unmockable(.opaqueResult, what: "P.other()", at: Self.at(7, 5))))
    }

    @Test func selectionKeepsCandidatesAndSaysWhyOthersAreLeftOut() {
        let finder = Self.finder("""
            protocol Kept {}
            private protocol Hidden {}
            final class Sealed {}
            class Open {}
            protocol Excluded {}
            protocol Kept {}
            """)
        let selection = TypeSelection(finder: finder, paths: nil, options: ResolveOptions(excludedTypes: ["Excluded"], mockClasses: false))
        #expect(selection.selected.map(\.qualifiedName) == ["Kept"])
        // A private class is noted as private even with `--no-class-mocking`; `Sealed` and
        // `Open` are classes, left out without a word; `Excluded` likewise.
        #expect(selection.findings == [
            .note(.privateType("Hidden", .private), at: Self.at(2)),
            .unmockable(.duplicateType(name: "Kept", otherPath: "Input.swift", otherLine: 1, mockName: "MockKept"), what: "Kept", at: Self.at(6)),
        ])
        let withClasses = TypeSelection(finder: finder, paths: nil, options: ResolveOptions(typeNamePattern: "^(Sealed|Open)$"))
        #expect(withClasses.selected.map(\.qualifiedName) == ["Open"])
        // Only types that would get a mock can clash: `--regex` leaves `Kept` out, so its
        // duplicate is no clash in this run.
        #expect(withClasses.findings == [.note(.finalClass("Sealed"), at: Self.at(3))])
    }

    /// A protocol is rejected by counting the members' `.unmockable` findings: a requirement
    /// that a default implementation stands in for is a warning and does not count.
    @Test func unmockableRequirementsAreCountedFromFindings() throws {
        let collection = try Self.collect("P", in: """
            protocol P {
                func opaque() -> some Equatable
                func packs<each T>(_ t: (repeat each T) -> Void)
                func fallback() -> some Hashable
                func fine()
            }
            extension P { func fallback() -> some Hashable { 0 } }
            """)
        #expect(collection.members.map(\.signature) == ["fine()"])
        #expect(collection.findings.count == 3)
        #expect(collection.findings.filter(\.isUnmockableMember).count == 2)
        #expect(collection.findings.contains(.warning(.defaultImplementationStandsIn(what: "P.fallback()", .opaqueResult), at: Self.at(4, 5))))
        #expect(TypeMockability.unmockableRequirements(in: collection.findings) == .unmockableRequirements(count: 2))
        #expect(TypeMockability.unmockableRequirements(in: [.warning(.refinesUnknownProtocol(type: "P", refined: "Q"), at: Self.at(1))]) == nil)
    }

    /// One collection path: a protocol takes its refined protocol's requirements once, merged;
    /// a class takes what it can override from its superclass chain, written with its access.
    @Test func memberCollectionIsSharedByProtocolsAndClasses() throws {
        let protocolMembers = try Self.collect("Child", in: """
            protocol Base { var name: String { get }; func run() async throws }
            protocol Child: Base { var name: String { get set }; func run() async; func own() }
            """).members
        #expect(protocolMembers.map(\.signature) == ["name", "run()", "own()"])
        #expect(protocolMembers.map(\.declaredIn) == ["Child", "Child", "Child"])
        #expect(protocolMembers.map(\.accessLevel) == [nil, nil, nil])
        // Neither protocol is class-bound: a setter needs a mutable receiver.
        #expect(protocolMembers.map(\.needsMutableReceiver) == [true, true, true])
        guard case .property(_, let isSettable) = protocolMembers[0].kind else { Issue.record("not a property"); return }
        #expect(isSettable)

        let classCollection = try Self.collect("Child", in: """
            public class Base { public func run() {}; public func sealed() {}; private func hidden() {} }
            public class Child: Base { public override final func sealed() {}; public func own() {}; public static func make() {} }
            """)
        #expect(classCollection.members.map(\.signature) == ["own()", "run()"])
        #expect(classCollection.members.map(\.declaredIn) == ["Child", "Base"])
        #expect(classCollection.members.map(\.accessLevel) == [.public, .public])
        #expect(classCollection.members.map(\.needsMutableReceiver) == [false, false])
        #expect(classCollection.findings == [.note(.privateMember("Base.hidden()", .private), at: Self.at(1, 68))])
    }

    /// Instance and static members are counted apart; a settable property takes two indices.
    @Test func numberingIsTheLastPass() throws {
        let members = try Self.collect("P", in: """
            protocol P { var value: Int { get set }; func f() -> Int; static func make(); func f() -> String; subscript(i: Int) -> Int { get } }
            """).members
        #expect(members.allSatisfy { $0.index == 0 })
        let numbered = MemberNumbering.numbered(members)
        #expect(numbered.map(\.signature) == ["value", "f()", "make()", "f()", "subscript(_:)"])
        #expect(numbered.map(\.index) == [0, 2, 0, 3, 4])
        #expect(numbered.map(\.disambiguatedByResult) == [false, true, false, true, false])
    }

    /// Overloads by result are found whatever spelling the name has (`` `run` `` is `run`),
    /// among subscripts, and not between names that only share a length and first
    /// letter, nor between a static and an instance method (their keys differ).
    @Test func overloadsByResultAreFoundOnlyWhereTheKeysAgree() throws {
        let members = try Self.collect("P", in: """
            protocol P {
                func `run`() -> Int; func run() -> String
                func fa() -> Int; func fb() -> String
                func g() -> Int; static func g() -> String
                subscript(i: Int) -> Int { get }; subscript(i: Int) -> String { get }
            }
            """).members
        let numbered = MemberNumbering.numbered(members)
        #expect(numbered.map(\.signature) == ["run()", "run()", "fa()", "fb()", "g()", "g()", "subscript(_:)", "subscript(_:)"])
        #expect(numbered.map(\.disambiguatedByResult) == [true, true, false, false, false, false, true, true])
    }

    /// Access levels and type references are values: the emitters spell them.
    @Test func accessLevelsAndTypeReferencesAreValues() {
        let models = [DeclarationParser.parse("""
            open class Repository<Item> { public init() {}; open func add(_ item: Item) {} }
            package protocol Store<Key> { associatedtype Key }
            protocol Scanner {}
            """, path: "Input.swift")]
        let types = MockResolver.resolve(models: models, options: ResolveOptions(testableImports: ["M"])).types
        #expect(types.map(\.accessLevel) == [.public, .package, nil])
        #expect(types[0].members.map(\.accessLevel) == [.public])
        let repository = TypeRef.named("Repository", [.named("Item")])
        #expect(types[0].mockedTypeReference == repository)
        #expect(types[0].defaultImplementation == .existential(repository))
        #expect(types[1].defaultImplementation == .existential(.existential(.named("Store", [.named("Key")]))))
        // `Scanner` is also Foundation's: the mock names the module's own, as one component.
        #expect(types[2].mockedTypeReference == .named("M.Scanner"))
        #expect(types[2].defaultImplementation == .existential(.existential(.named("M.Scanner"))))
    }
}
