import Foundation
import Testing
@testable import MockgenCore

/// Which types get mocks, which members they get, and what is reported.
@Suite struct ResolveTests {
    private func resolve(_ sources: [String: String], for paths: Set<String>? = nil, options: GeneratorOptions = GeneratorOptions()) -> Resolution {
        let models = sources.map { DeclarationParser.parse($0.value, path: $0.key) }
        return MockResolver.resolve(models: models, for: paths, options: options.resolve)
    }

    private func resolve(_ source: String, options: GeneratorOptions = GeneratorOptions()) -> Resolution {
        resolve(["Input.swift": source], options: options)
    }

    @Test func protocolsAndNonFinalClassesAreMocked() {
        let resolution = resolve("""
            protocol P {}
            class C {}
            final class F {}
            struct S {}
            enum E {}
            actor A {}
            private protocol Hidden {}
            fileprivate class AlsoHidden {}
            private struct Wrapper { protocol Inside {} }
            """)
        #expect(resolution.types.map(\.qualifiedName) == ["P", "C"])
        #expect(resolution.diagnostics.isEmpty)
    }

    @Test func debugExplainsDeliberatelySkippedDeclarations() {
        let resolution = resolve("final class F {}\nprivate protocol Hidden {}", options: GeneratorOptions(debug: true))
        #expect(resolution.diagnostics.map(\.description) == [
            "Input.swift:1:1: note: F is final; it cannot be subclassed",
            "Input.swift:2:1: note: Hidden is private; mocks live in another file",
        ])
    }

    @Test func optionsSelectTypes() {
        let source = "protocol Alpha {}\nprotocol Beta {}\nclass Gamma {}\nstruct Outer { protocol Alpha {} }"
        #expect(resolve(source, options: GeneratorOptions(excludedTypes: ["Beta"])).types.map(\.qualifiedName) == ["Alpha", "Gamma", "Outer.Alpha"])
        #expect(resolve(source, options: GeneratorOptions(excludedTypes: ["Outer.Alpha"])).types.map(\.qualifiedName) == ["Alpha", "Beta", "Gamma"])
        #expect(resolve(source, options: GeneratorOptions(typeNamePattern: "^(Alpha|Gamma)$")).types.map(\.qualifiedName) == ["Alpha", "Gamma", "Outer.Alpha"])
        #expect(resolve(source, options: GeneratorOptions(excludedTypes: ["Alpha"], typeNamePattern: "a$")).types.map(\.qualifiedName) == ["Beta", "Gamma"])
        #expect(resolve(source, options: GeneratorOptions(mockClasses: false)).types.map(\.qualifiedName) == ["Alpha", "Beta", "Outer.Alpha"])
    }

    @Test func pathsLimitTheMockedTypesButNotInheritance() {
        let resolution = resolve(["A.swift": "protocol Base { func base() }", "B.swift": "protocol Sub: Base { func sub() }"], for: ["B.swift"])
        #expect(resolution.types.map(\.qualifiedName) == ["Sub"])
        #expect(resolution.types[0].members.map(\.signature) == ["sub()", "base()"])
    }

    @Test func indicesCountGettersAndSettersAndStaticsSeparately() {
        let resolution = resolve("""
            protocol P {
                func a()
                var b: Int { get set }
                var c: Int { get }
                subscript(i: Int) -> Int { get set }
                static func s()
                static var t: Int { get set }
                func d(_ x: Int, label y: Int)
            }
            """)
        let members = resolution.types[0].members
        #expect(members.map(\.index) == [0, 1, 3, 4, 0, 1, 6])
        #expect(members.map(\.signature) == ["a()", "b", "c", "subscript(_:)", "s()", "t", "d(_:label:)"])
    }

    @Test func inheritanceIsFlattenedAndDeduplicated() {
        let resolution = resolve("""
            protocol A { func a(); var shared: Int { get } }
            protocol B: A { func b(); var shared: Int { get set } }
            protocol C: B, A { func c(); func a() }
            """)
        let c = resolution.types.first { $0.name == "C" }!
        #expect(c.members.map(\.signature) == ["c()", "a()", "b()", "shared"])
        guard case .property(_, let settable) = c.members[3].kind else { Issue.record("not a property"); return }
        #expect(settable)
        let flat = resolve("protocol A { func a() }\nprotocol B: A { func b() }", options: GeneratorOptions(mockInheritedMembers: false))
        #expect(flat.types[1].members.map(\.signature) == ["b()"])
    }

    @Test func superclassChainsAmongTheInputsAreFollowed() {
        let resolution = resolve("""
            class Base { func base() {}; final func sealed() {}; init() {} }
            class Middle: Base { override func base() {}; func middle() {} }
            class Leaf: Middle { func leaf() {}; static func make() {}; class func kind() {} }
            """)
        let leaf = resolution.types.first { $0.name == "Leaf" }!
        #expect(leaf.members.map(\.signature) == ["leaf()", "kind()", "base()", "middle()"])
        #expect(leaf.members.map(\.isStatic) == [false, true, false, false])
    }

    @Test func protocolExtensionsAndClassExtensionsAreNotRequirements() {
        let resolution = resolve("""
            protocol P { func a() }
            extension P { func helper() {} }
            class C { func b() {} }
            extension C { func extra() {} }
            """)
        #expect(resolution.types.map { $0.members.map(\.signature) } == [["a()"], ["b()"]])
    }

    @Test func nestedTypesGetQualifiedNames() {
        let resolution = resolve("""
            struct Outer {
                protocol Inner { func f() }
                enum Deeper { protocol Deepest {} }
            }
            extension Outer { protocol Later {} }
            """)
        #expect(resolution.types.map(\.qualifiedName) == ["Outer.Inner", "Outer.Deeper.Deepest", "Outer.Later"])
        #expect(resolution.types.map(\.outerTypeName) == ["Outer", "Outer.Deeper", "Outer"])
    }

    /// A noncopyable generic result that only the body makes is mocked (the stub supplies the
    /// body's input); closures over noncopyable values are not (see the next test for the rest).
    @Test func scopedBodiesAreMockedOtherNoncopyableUsesAreNot() {
        let resolution = resolve("""
            protocol Scoped {
                func with<R: ~Copyable>(_ body: (Int) throws -> R) rethrows -> R
                func sendable<R>(_ body: @Sendable (inout [Int]) async -> R) async -> R where R: ~Copyable
            }
            protocol Typed {
                func read<R: ~Copyable, F: Error>(body: (inout Int) throws(F) -> R) throws(Wrapped<F>) -> R
            }
            protocol Escaping {
                func keep<R: ~Copyable>(_ body: @escaping () -> R) -> R
            }
            protocol Twice {
                func both<R: ~Copyable>(_ first: () -> R, _ second: () -> R) -> R
            }
            """)
        #expect(resolution.types.map(\.qualifiedName) == ["Scoped"])
        #expect(resolution.diagnostics.filter { $0.description.contains("noncopyable") }.map(\.location.line) == [6, 9, 12])
    }

    /// Noncopyable arguments and results of methods are recorded and made through the runtime;
    /// properties, subscripts, `inout`, closure and `some` parameters of such types are reported.
    @Test func noncopyableValuesOfMethodsAreMockedOtherUsesAreReported() throws {
        let resolution = resolve("""
            struct Token: ~Copyable {}
            protocol Vault {
                func store(_ token: borrowing Token, tag: String) -> Bool
                func make() -> Token
                func peek<T: ~Copyable>(_ value: borrowing T) -> T
            }
            protocol Property { var token: Token { get } }
            protocol Subscript { subscript(index: Int) -> Token { get } }
            protocol Inout { func swap(_ token: inout Token) }
            protocol Closure { func each(_ body: (borrowing Token) -> Void) }
            protocol Opaque { func take(_ value: consuming some ~Copyable) }
            """)
        #expect(resolution.types.map(\.qualifiedName) == ["Vault"])
        let vault = try #require(resolution.types.first)
        #expect(vault.members.map(\.noncopyable) == [NoncopyableUse(parameters: [0]), NoncopyableUse(returnsResult: true),
                                                     NoncopyableUse(parameters: [0], returnsResult: true)])
        #expect(resolution.diagnostics.filter { $0.description.contains("noncopyable") }.map(\.location.line) == [7, 8, 9, 10, 11])
    }

    /// `Error` refines `Sendable`; a Swift 5 module's non-final error class has subclasses that
    /// Swift 6 accepts only as `@unchecked Sendable` (Stencil `TemplateDoesNotExist`).
    @Test func classesConformingToErrorGiveSendableMocks() {
        let resolution = resolve("""
            class Missing: Error {}
            class Described: LocalizedError {}
            class Plain {}
            """)
        #expect(resolution.types.map(\.isSendableClass) == [true, true, false])
    }

    @Test func unmockableDeclarationsAreReportedWithTheReason() {
        let resolution = resolve("""
            class Locked { private init() {} }
            class Base { func copy() -> Self { self }; private(set) var stored = 0 }
            protocol P {
                func pack<each T>(_ body: (repeat each T) -> Void)
                static func + (lhs: Self, rhs: Self) -> Self
                subscript(i: Int) -> Int { get async }
            }
            protocol Q: Base {}
            """)
        #expect(resolution.diagnostics.map(\.description) == [
            "Input.swift:1:1: warning: cannot mock class Locked: all of its initializers are private, so no subclass can be created",
            "Input.swift:2:14: warning: cannot mock Base.copy(): a class mock cannot return `Self` (the dynamic type of an arbitrary subclass)",
            "Input.swift:3:1: warning: cannot mock protocol P: 1 of its requirements cannot be mocked (each is reported with its reason), so a mock would not conform",
            "Input.swift:4:5: warning: cannot mock P.pack(_:): parameter packs are supported in a method's parameters (`_ values: repeat each T`) only, not inside another type or in a subscript",
            "Input.swift:8:1: warning: cannot mock protocol Q: it refines class Base, so a mock would have to subclass it",
        ])
        // A protocol mock missing a requirement would not conform, so P gets no mock at all.
        #expect(resolution.types.map(\.qualifiedName) == ["Base"])
    }

    /// `~Escapable` values cannot be recorded or returned: each such requirement is reported with
    /// the type, and the protocol is not mocked (a mock would not conform).
    @Test func nonescapableValuesAreReported() {
        let resolution = resolve("""
            struct View: ~Escapable { var count: Int }
            protocol Reader {
                func read(_ bytes: Span<UInt8>) -> Int
                func view(_ view: borrowing View) -> Int
                func generic<T: ~Escapable>(_ value: T) -> Int
                func ok() -> Int
                @_lifetime(borrow self) func skip(by count: Int) -> Int
            }
            """)
        #expect(resolution.types.isEmpty)
        #expect(resolution.diagnostics.map(\.message).dropFirst().map { $0.prefix(while: { $0 != ":" }) } == [
            "cannot mock Reader.read(_", "cannot mock Reader.view(_", "cannot mock Reader.generic(_", "cannot mock Reader.skip(by",
        ])
        let nonsending = resolve("protocol N { func run(_ body: nonisolated(nonsending) () async -> Int) async -> Int }")
        #expect(nonsending.types.isEmpty)
        #expect(nonsending.diagnostics.contains { $0.message.contains("non-escaping `nonisolated(nonsending)` closure parameter") })
        // Not "Int is `~Escapable`": the dependency is the reason.
        #expect(resolution.diagnostics[4].message.contains("its result has a lifetime dependency (`@_lifetime`)"))
        #expect(resolution.diagnostics[1].message.contains("Span is `~Escapable`"))
        #expect(resolution.diagnostics[2].message.contains("View is `~Escapable`"))
        #expect(resolution.diagnostics[3].message.contains("T is `~Escapable`"))
    }

    @Test func inheritedMembersNameShadowedTopLevelTypesWithTheModule() throws {
        let source = """
            struct Token {}
            open class Issuer { open func issue(_ seed: Token) -> [Token] { [] } }
            enum Office {
                struct Token {}
                class Counter: Issuer { func own(_ token: Token) {} }
            }
            """
        let qualified = resolve(source, options: GeneratorOptions(testableImports: ["Shop"]))
        let counter = try #require(qualified.types.first { $0.name == "Counter" })
        let types = counter.members.map { member -> String in
            guard case .method(let function) = member.kind else { return "" }
            return function.parameters.map(\.type.description).joined() + " -> " + (function.result?.description ?? "")
        }
        // The inherited member means the top-level `Token`; the class's own means `Office.Token`.
        #expect(types == ["Token -> ", "Shop.Token -> [Shop.Token]"])
        // Without a module to name, the inherited member is reported (and not overridden).
        let unknown = resolve(source)
        #expect(unknown.types.first { $0.name == "Counter" }?.members.map(\.signature) == ["own(_:)"])
        #expect(unknown.diagnostics.contains { $0.message.hasPrefix("cannot mock Issuer.issue(_:): it mentions the top-level `Token`") })
    }

    @Test func resultOverloadsTheMockDoesNotImplementAreFlagged() throws {
        let resolution = resolve("""
            open class Tagger {
                open func tag() throws {}
                public final func tag() -> String { "" }
                open func plain(_ value: Int) {}
                open func plain(_ value: String) {}
            }
            """)
        let tagger = try #require(resolution.types.first)
        #expect(tagger.members.map(\.signature) == ["tag()", "plain(_:)", "plain(_:)"])
        #expect(tagger.members.map(\.hasUnmockedResultOverload) == [true, false, false])
        #expect(tagger.members.map(\.disambiguatedByResult) == [false, false, false])
    }

    @Test func protocolsRefiningUnknownProtocolsAreReported() {
        let resolution = resolve("protocol P: SetAlgebra, Codable, Sendable, Equatable {}")
        #expect(resolution.diagnostics.map(\.message) == ["P refines SetAlgebra, which is not among the inputs; its requirements are not mocked, so the mock compiles only if they have default implementations (give the sources of the module that declares it with --dependency PATH, or --exclude P)"])
        #expect(resolution.types[0].synthesizedConformances == [.decodable, .encodable, .equatable])
        // `Strideable` is a standard interface: its requirements are mocked, `<` by identity.
        let strideable = resolve("protocol S: Strideable where Stride == Int {}")
        #expect(strideable.diagnostics.isEmpty)
        #expect(strideable.types[0].members.map(\.signature) == ["distance(to:)", "advanced(by:)"])
        #expect(strideable.types[0].synthesizedConformances == [.comparable, .equatable])
    }

    @Test func standardLibraryProtocolsContributeTheirRequirements() throws {
        let resolution = resolve("protocol Level: RawRepresentable where RawValue == Int {}\nprotocol Shelf: Collection {}")
        #expect(resolution.diagnostics.isEmpty, "\(resolution.diagnostics)")
        let level = try #require(resolution.types.first)
        #expect(level.members.map(\.signature) == ["rawValue"])
        #expect(level.initializers.map { "init" + $0.failability.rawValue } == ["init?"])
        #expect(level.fixedAssociatedTypes.map(\.name) == ["RawValue"])
        let shelf = try #require(resolution.types.last)
        #expect(shelf.genericParameters.map(\.name) == ["Element", "Index"])
        #expect(shelf.members.map(\.signature) == ["startIndex", "endIndex", "subscript(_:)", "index(after:)"])
    }

    @Test func selfReferentialRequirementsAreReportedAsUnmockable() {
        let resolution = resolve("protocol Key { associatedtype Pair: Key where Pair.Pair == Self }")
        #expect(resolution.types.isEmpty)
        #expect(resolution.diagnostics.map(\.message) == ["cannot mock protocol Key: its requirement `Pair.Pair == Self` ties an associated type to the conforming type itself, which a generic mock class cannot state (Swift rejects self-referential generic requirements); a hand-written mock with concrete types can"])
    }

    @Test func overloadsOnlyByResultAreFlagged() {
        let resolution = resolve("protocol P { func f() -> Int; func f() -> String; func g(_ x: Int); func g(_ x: String) }")
        #expect(resolution.types[0].members.map(\.disambiguatedByResult) == [true, true, false, false])
    }

    @Test func associatedTypesBecomeGenericParameters() {
        let resolution = resolve("""
            protocol Base { associatedtype Element: Equatable }
            protocol Store<Key>: Base where Element: Sendable { associatedtype Key: Hashable = String }
            protocol Primary<Item> { associatedtype Item }
            """)
        let store = resolution.types[1]
        #expect(store.genericParameters == [GenericParameter(name: "Key", constraint: .named("Hashable")), GenericParameter(name: "Element", constraint: .named("Equatable"))])
        #expect(store.genericRequirements.map(\.description) == ["Element: Sendable"])
        #expect(store.defaultImplementation == .opened(existential: .existential(.named("Store")), associatedTypes: ["Key", "Element"]))
        #expect(resolution.types[2].defaultImplementation == .existential(.existential(.named("Primary", [.named("Item")]))))
    }
}

@Suite struct ResolveAssociatedTypeTests {
    @Test func sameTypeRequirementsFixAssociatedTypes() {
        let models = [DeclarationParser.parse("""
            protocol Attribute: RawRepresentable where RawValue == Int64, RawValue: Hashable {}
            protocol Numbers { associatedtype Element; associatedtype Other }
            protocol Ints: Numbers where Element == Int, Other: Equatable {}
            """, path: "Input.swift")]
        let types = MockResolver.resolve(models: models, options: ResolveOptions()).types
        #expect(types[0].fixedAssociatedTypes == [FixedAssociatedType(name: "RawValue", type: .named("Int64"))])
        #expect(types[0].genericRequirements.isEmpty)
        let ints = types[2]
        #expect(ints.genericParameters == [GenericParameter(name: "Other")])
        #expect(ints.genericRequirements.map(\.description) == ["Other: Equatable"])
        #expect(ints.fixedAssociatedTypes.map(\.name) == ["Element"])
        #expect(ints.defaultImplementation == .opened(existential: .existential(.named("Ints")), associatedTypes: ["Other"]))
    }
}

@Suite struct ResolveSPITests {
    /// SPI types and members are mocked; the mocks carry the same `@_spi` attribute and the
    /// generated file imports the tested module with every group they use.
    @Test func spiTypesAndMembersAreMockedWithTheirGroups() {
        let source = """
            open class Visitor { open func visit(_ a: Int) {}; @_spi(Experimental) open func visit(_ b: String) {} }
            public protocol P { @_spi(Raw) func raw() }
            @_spi(Testing) public protocol Hidden {}
            """
        let models = [DeclarationParser.parse(source, path: "Input.swift")]
        let resolution = MockResolver.resolve(models: models, options: ResolveOptions())
        #expect(resolution.types.map(\.qualifiedName) == ["Visitor", "P", "Hidden"])
        #expect(resolution.types.map { $0.members.count } == [2, 1, 0])
        #expect(resolution.types[2].attributes.map(\.description) == ["@_spi(Testing)"])
        #expect(resolution.diagnostics.isEmpty)
        let output = MockGenerator.generate(models: models, options: GeneratorOptions(testableImports: ["M"])).content
        #expect(output.contains("\n@_spi(Experimental) @_spi(Raw) @_spi(Testing) @testable import M\n"))
    }
}

@Suite struct ResolveNameCollisionTests {
    @Test func generatedTypeNamesMustNotShadowInputTypes() {
        let source = "protocol Greeter {}\nclass MockGreeter {}\nprotocol Store {}\nprotocol StoreStub {}"
        let resolution = MockResolver.resolve(models: [DeclarationParser.parse(source, path: "Input.swift")], options: ResolveOptions())
        #expect(resolution.types.map(\.qualifiedName) == ["MockGreeter", "StoreStub"])
        #expect(resolution.diagnostics.map(\.message) == [
            "cannot mock Greeter: the inputs already declare a type named MockGreeter",
            "cannot mock Store: the inputs already declare a type named StoreStub",
        ])
    }
}

@Suite struct ResolveTypeAliasInheritanceTests {
    @Test func inheritanceThroughTypeAliasesIsFollowed() {
        let source = """
            #if compiler(>=6.2)
            typealias AppSendable = SendableMetatype
            #else
            typealias AppSendable = Any
            #endif
            typealias Both = Base & AnyObject
            protocol Base { func base() }
            protocol P: Both, AppSendable, CustomReflectable { func own() }
            """
        let resolution = MockResolver.resolve(models: [DeclarationParser.parse(source, path: "Input.swift")], options: ResolveOptions())
        #expect(resolution.diagnostics.isEmpty)
        let p = resolution.types[1]
        #expect(p.members.map(\.signature) == ["own()", "base()"])
        #expect(p.isClassBound)
        #expect(p.synthesizedConformances == [.customReflectable])
    }
}

@Suite struct ResolveDuplicateNameTests {
    /// The same name twice at one scope (two modules' sources in one run) would give two
    /// `MockSvc`: the second is reported and gets no mock; other scopes and exclusive `#if`
    /// branches are fine.
    @Test func sameNameAtTheSameScopeIsReported() {
        let first = DeclarationParser.parse("protocol Svc { func a() }\nenum Billing { protocol Svc {} }\n#if os(Linux)\nprotocol P {}\n#else\nprotocol P {}\n#endif", path: "A.swift")
        let second = DeclarationParser.parse("protocol Svc { func b() }", path: "B.swift")
        for paths in [nil, Set(["B.swift"])] {
            let resolution = MockResolver.resolve(models: [second, first], for: paths, options: ResolveOptions())
            #expect(resolution.types.map(\.qualifiedName) == (paths == nil ? ["Svc", "Billing.Svc", "P", "P"] : []))
            #expect(resolution.diagnostics.map(\.description) == [
                "B.swift:1:1: warning: cannot mock Svc: A.swift:1 declares another Svc under the same conditions, and their mocks would clash (MockSvc); generate the mocks of each module in a run of its own",
            ])
        }
    }

    /// Only types that would get a mock can clash: two private classes of one name in two files
    /// are two types, and neither is mocked (16 false warnings on one real package).
    @Test func typesThatGetNoMockAreNoDuplicates() {
        let first = DeclarationParser.parse("private final class Foo { func a() {} }\nprivate class Bar {}\nfinal class Baz {}\nclass Kept {}", path: "A.swift")
        let second = DeclarationParser.parse("private final class Foo { func b() {} }\nfileprivate class Bar {}\nfinal class Baz {}\nclass Kept {}", path: "B.swift")
        let resolution = MockResolver.resolve(models: [first, second], options: ResolveOptions())
        #expect(resolution.types.map(\.qualifiedName) == ["Kept"])
        #expect(resolution.diagnostics.filter { $0.description.contains("declares another") }.map(\.description) == [
            "B.swift:4:1: warning: cannot mock Kept: A.swift:4 declares another Kept under the same conditions, and their mocks would clash (MockKept); generate the mocks of each module in a run of its own",
        ])
    }
}

@Suite struct ResolveModuleQualificationTests {
    static func signature(_ source: String, testable: String = "M") -> String {
        let output = MockGenerator.generate(models: [DeclarationParser.parse(source, path: "A.swift")], options: GeneratorOptions(testableImports: [testable], includeHeader: false)).content
        // The mock's declaration up to its body.
        return output.split(separator: "\n").first { $0.contains("public final func f") }.map {
            String($0.trimmingCharacters(in: .whitespaces).prefix { $0 != "{" }) + "{"
        } ?? output
    }

    /// A module type named like a mock the generated file declares is written qualified there.
    @Test func namesOfGeneratedTypesAreQualified() {
        let source = "public final class MockQ {}\npublic protocol Q {}\npublic protocol P { func f(_ q: MockQ) }"
        #expect(Self.signature(source) == "public final func f(_ q: M.MockQ) {")
    }

    /// Names the generator writes itself are qualified when the inputs declare them.
    @Test func standardNamesTheInputsDeclareAreQualified() {
        let plain = MockGenerator.generate(models: [DeclarationParser.parse("public protocol P { func f() throws }", path: "A.swift")],
                                           options: GeneratorOptions(testableImports: ["M"], includeHeader: false)).content
        #expect(plain.contains("public class MockP: P, Mock, @unchecked Sendable {"))
        #expect(plain.contains("__ThrowingCall<Void, Void>"))
        let source = "public struct Error {}\npublic struct Void {}\npublic protocol Mock {}\npublic protocol P { func f() throws }"
        let output = MockGenerator.generate(models: [DeclarationParser.parse(source, path: "A.swift")],
                                            options: GeneratorOptions(testableImports: ["M"], includeHeader: false)).content
        #expect(output.contains("public class MockP: P, MockRuntime.Mock, @unchecked Sendable {"))
        #expect(output.contains("__ThrowingCall<Swift.Void, Swift.Void>"))
        #expect(output.contains("throwing: (any Swift.Error).self") || output.contains("{ try $0.f() }"))
    }

    @Test func onlyNamesKnownToClashWhenEveryImportIsKnown() {
        let source = "import Foundation\npublic struct Scanner {}\npublic struct Pc {}\npublic protocol P { func f(_ s: Scanner, _ p: Pc) }"
        #expect(Self.signature(source) == "public final func f(_ s: M.Scanner, _ p: Pc) {")
    }

    @Test func everyNameWhenAnImportedModuleMayDeclareAnyName() {
        let source = "import CPc\npublic struct Scanner {}\npublic struct Pc {}\npublic protocol P { func f<Pc>(_ s: Scanner, _ p: Pc, _ q: [P]) }"
        // A member's own generic parameter keeps its name.
        #expect(Self.signature(source) == "public final func f<Pc>(_ s: M.Scanner, _ p: Pc, _ q: [M.P]) {")
    }

    @Test func moduleSelectorWhenTheModuleDeclaresItsOwnName() {
        let source = "import CPc\npublic struct M {}\npublic struct Pc {}\npublic protocol P { func f(_ m: M, _ p: Pc) }"
        #expect(Self.signature(source) == "public final func f(_ m: M::M, _ p: M::Pc) {")
    }
}
