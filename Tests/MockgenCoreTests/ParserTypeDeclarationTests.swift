import Testing
@testable import MockgenCore

@Suite struct ParserTypeDeclarationTests {
    @Test func protocolWithEverything() throws {
        let source = """
        /// Stores things.
        /// Really.
        @MainActor
        public protocol Store<Element, Failure>: AnyObject, Sendable where Element: Hashable {
            associatedtype Element
        }
        """
        let store = try #require(Snippet.declarations(source).first?.asType)
        #expect(store.kind == .protocol)
        #expect(store.name == "Store")
        #expect(store.header.documentation == "/// Stores things.\n/// Really.")
        #expect(store.header.attributes == [Attribute(name: "MainActor")])
        #expect(store.header.modifiers == ["public"])
        #expect(store.header.location == SourceLocation(path: "test.swift", line: 3, column: 1))
        #expect(store.primaryAssociatedTypes == ["Element", "Failure"])
        #expect(store.inheritance.map(\.description) == ["AnyObject", "Sendable"])
        #expect(store.requirements.map(\.description) == ["Element: Hashable"])
        #expect(store.members.count == 1)
    }

    @Test func everyContainerKind() {
        let source = """
        class A {}
        actor B {}
        struct C {}
        enum D {}
        extension E {}
        protocol F {}
        distributed actor G {}
        indirect enum H {}
        final class I {}
        """
        let types = Snippet.declarations(source).compactMap(\.asType)
        #expect(types.map(\.kind) == [.class, .actor, .struct, .enum, .extension, .protocol, .actor, .enum, .class])
        #expect(types.map(\.name) == ["A", "B", "C", "D", "E", "F", "G", "H", "I"])
        #expect(types[6].header.modifiers == ["distributed"])
        #expect(types[7].header.modifiers == ["indirect"])
    }

    @Test func inheritanceForms() throws {
        let source = "struct S<T: Equatable, each U>: ~Copyable, @unchecked Sendable, @preconcurrency P where T: Hashable, T.Element == Int {}"
        let type = try #require(Snippet.declarations(source).first?.asType)
        #expect(type.genericParameters == [GenericParameter(name: "T", constraint: .named("Equatable")), GenericParameter(name: "U", isPack: true)])
        #expect(type.inheritance.map(\.description) == ["~Copyable", "@unchecked Sendable", "@preconcurrency P"])
        #expect(type.requirements.map(\.description) == ["T: Hashable", "T.Element == Int"])
        #expect(type.requirements[1].relation == .sameType)
    }

    @Test func extensionsRecordTheExtendedType() throws {
        let decls = Snippet.declarations("extension Outer.Inner: P where T == Int {}\nextension Array<Int> {}\nextension [String] {}")
        let first = try #require(decls[0].asType)
        #expect(first.kind == .extension)
        #expect(first.name == "Outer.Inner")
        #expect(first.extendedType == .nominal([TypeComponent(name: "Outer"), TypeComponent(name: "Inner")]))
        #expect(first.inheritance == [.named("P")])
        #expect(decls[1].asType?.name == "Array<Int>")
        #expect(decls[2].asType?.name == "[String]")
    }

    @Test func nestedTypesAtAnyDepth() throws {
        let source = """
        enum A {
            struct B {
                class C {
                    protocol D { func f() }
                }
                extension X {}
            }
            func g() { struct Hidden {} }
        }
        """
        let a = try #require(Snippet.declarations(source).first?.asType)
        let b = try #require(a.members.first?.asType)
        let c = try #require(b.members.first?.asType)
        let d = try #require(c.members.first?.asType)
        #expect(d.members.first?.asFunction?.name == "f")
        #expect(b.members.count == 2)
        #expect(a.members.count == 2)
    }

    @Test func enumCases() throws {
        let source = """
        enum E: Int {
            case a = 1, b
            indirect case c(Int, label: String = "x", _ inner: E)
            case d(() -> Void)
        }
        """
        let cases = Snippet.members(source).compactMap(\.asEnumCase)
        #expect(cases.count == 3)
        #expect(cases[0].elements.map(\.name) == ["a", "b"])
        #expect(cases[0].elements[0].associatedValues == nil)
        #expect(cases[1].header.modifiers == ["indirect"])
        let payload = try #require(cases[1].elements[0].associatedValues)
        #expect(payload.map(\.label) == [nil, "label", nil])
        #expect(payload.map(\.name) == ["", "label", "inner"])
        #expect(payload[1].hasDefaultValue)
        #expect(cases[2].elements[0].associatedValues?[0].type.description == "() -> Void")
    }

    @Test func associatedTypesAndTypeAliases() throws {
        let source = """
        protocol P {
            associatedtype Element: Hashable, Sendable = Int where Element: Codable
            typealias Pair<T> = (T, T) where T: Equatable
        }
        """
        let members = Snippet.members(source)
        let element = try #require(members[0].asAssociatedType)
        #expect(element.name == "Element")
        #expect(element.inheritance.map(\.description) == ["Hashable", "Sendable"])
        #expect(element.defaultType == .named("Int"))
        #expect(element.requirements.map(\.description) == ["Element: Codable"])
        let pair = try #require(members[1].asTypeAlias)
        #expect(pair.genericParameters.map(\.name) == ["T"])
        #expect(pair.type.description == "(T, T)")
        #expect(pair.requirements.map(\.description) == ["T: Equatable"])
    }

    @Test func imports() {
        let imports = Snippet.declarations("import Foundation\n@testable import App\n@_exported import struct A.B.C\nimport func Darwin.C.sin").compactMap(\.asImport)
        #expect(imports.map(\.path) == ["Foundation", "App", "A.B.C", "Darwin.C.sin"])
        #expect(imports[1].attributes == [Attribute(name: "testable")])
        #expect(imports[2].kind == "struct")
        #expect(imports[3].kind == "func")
        #expect(imports[2].location.line == 3)
    }

    @Test func skippedDeclarationsAreNotModelled() {
        let source = """
        infix operator <>: AdditionPrecedence
        prefix operator √
        precedencegroup Power { associativity: right higherThan: MultiplicationPrecedence }
        @freestanding(expression) public macro stringify<T>(_ value: T) -> (T, String) = #externalMacro(module: "M", type: "S")
        #warning("later")
        #sourceLocation(file: "x.swift", line: 10)
        #someMacro(x) { body }
        struct After { deinit { } }
        """
        let decls = Snippet.declarations(source)
        #expect(decls.count == 1)
        #expect(decls.first?.asType?.name == "After")
        #expect(decls.first?.asType?.members.isEmpty == true)
    }

    @Test func topLevelCodeIsSkippedQuietly() {
        let source = """
        import Foundation
        let group = makeGroup()
        defer { try! group.syncShutdownGracefully() }
        if CommandLine.arguments.count > 1 {
            print("x")
        } else {
            exit(1)
        }
        foo.bar()
            .baz()
        let _ = try? run()
        func helper() {}
        """
        let decls = Snippet.declarations(source)
        #expect(decls.count == 3)
        #expect(decls[1].asVariable?.name == "group")
        #expect(decls[2].asFunction?.name == "helper")
    }
}
