import Testing
@testable import MockgenCore

/// Constructs where a first version of the parser disagreed with swift-syntax.
@Suite struct ParserEdgeCaseTests {
    @Test func attributeOnlyIfConfigBlocksBelongToTheDeclaration() throws {
        let members = Snippet.members("struct S {\n    @available(*, deprecated)\n    #if compiler(>=6.3)\n    @inline(always)\n    #endif\n    public func f() {}\n}")
        #expect(members.count == 1)
        let f = try #require(members.first?.asFunction)
        #expect(f.header.attributes == [Attribute(name: "available", arguments: "*, deprecated")])
        #expect(f.header.modifiers == ["public"])
        let decls = Snippet.declarations("#if !canImport(Darwin)\n@preconcurrency\n#endif\nimport Dispatch")
        #expect(decls.count == 1)
        #expect(decls.first?.asImport?.path == "Dispatch")
    }

    /// An attribute's arguments and an `#if` condition read as their tokens with one space
    /// where the source had any (a comment, a line break, several spaces) and none where it had
    /// none; each stray byte of broken UTF-8 reads as a replacement character of its own, as it
    /// does alone (decoded together, `E2 82` would be one).
    @Test func tokensJoinedAsText() throws {
        let members = Snippet.members("struct S {\n    #if os(Linux)   ||\n  canImport(Glibc)\n    @available(macOS  10.15, /* note */ iOS 13,\n        *)\n    var x: Int\n    #endif\n}")
        let block = try #require(members.first.flatMap { if case .ifConfig(let block) = $0 { block } else { nil } })
        #expect(block.clauses.first?.condition == "os(Linux) || canImport(Glibc)")
        let variable = try #require(block.clauses.first?.declarations.first?.asVariable)
        #expect(variable.header.attributes == [Attribute(name: "available", arguments: "macOS 10.15, iOS 13, *")])
        var bytes = Array("@objc(a".utf8)
        bytes += [0xE2, 0x82]
        bytes += Array("b) func f() {}".utf8)
        let model = DeclarationParser.parse(bytes, path: "Broken.swift")
        let function = try #require(model.declarations.first?.asFunction)
        #expect(function.header.attributes == [Attribute(name: "objc", arguments: "a\u{FFFD}\u{FFFD}b")])
    }

    @Test func newerAccessorsAreOther() {
        let source = """
        struct S {
            var x: Bool {
                read { $0.flag }
            }
            var y: Int {
                borrow { _x }
                mutate { &_x }
            }
            var z: Int {
                read { yield _z }
                modify { yield &_z }
            }
            var w: Int {
                yielding borrow { _w }
            }
        }
        """
        let vars = Snippet.members(source).compactMap(\.asVariable)
        // A lone `read { … }` is a getter body calling `read` (as swift-syntax reads it).
        #expect(vars.map { $0.accessors.map(\.kind) } == [[.get], [.other, .other], [.other, .other], [.other]])
    }

    @Test func callWithSpaceBeforeArguments() {
        #expect(Snippet.members("struct O: OptionSet {\n    static let a = Self (rawValue: 1)\n}").first?.asVariable?.type == .named("Self"))
    }

    @Test func typeAnnotationAppliesToEarlierBindings() {
        let vars = Snippet.members("struct S {\n    var a, b: Int\n    var c = 1, d: String\n}").compactMap(\.asVariable)
        #expect(vars.map { $0.type?.description } == ["Int", "Int", "Int", "String"])
    }

    @Test func layoutConstraints() {
        #expect(Snippet.declarations("func f<T>(_ x: T) where T: _Trivial(64) {}").first?.asFunction?.requirements.map(\.description) == ["T: _Trivial(64)"])
    }

    @Test func safetyArgumentsOfAttributes() {
        let f = Snippet.members("struct S {\n    @MainActor(unsafe) func f() {}\n}").first?.asFunction
        #expect(f?.header.attributes == [Attribute(name: "MainActor", arguments: "unsafe")])
        #expect(Snippet.type("@MainActor () -> Void") == "@MainActor () -> Void")
    }

    @Test func keywordMembersAfterADot() {
        let vars = Snippet.members("class C {\n    var a: S = .throw\n    var b: Int = 0\n}").compactMap(\.asVariable)
        #expect(vars.map(\.name) == ["a", "b"])
    }

    @Test func isolatedConformanceAndClassConstraint() {
        let inner = Snippet.members("struct S {\n    struct I: nonisolated AsyncIteratorProtocol {\n        var x: Int\n    }\n}").first?.asType
        #expect(inner?.inheritance.map(\.description) == ["nonisolated AsyncIteratorProtocol"])
        #expect(inner?.members.count == 1)
        #expect(Snippet.declarations("protocol P: class {\n    func f()\n}").first?.asType?.inheritance == [.named("class")])
    }

    @Test func trailingCommas() throws {
        let source = "struct S<T, U,>: A, B, where T: P, {\n    func f(a: Int, b: Int,) -> (Int, String,)\n}"
        let type = try #require(Snippet.declarations(source).first?.asType)
        #expect(type.genericParameters.map(\.name) == ["T", "U"])
        #expect(type.inheritance == [.named("A"), .named("B")])
        #expect(type.requirements.map(\.description) == ["T: P"])
        let f = try #require(type.members.first?.asFunction)
        #expect(f.parameters.map(\.name) == ["a", "b"])
        #expect(f.result?.description == "(Int, String)")
    }

    @Test func lastDocCommentBlockApplies() {
        let f = Snippet.declarations("/// Stale comment about something else.\n\n/// The real documentation.\nfunc f() {}").first?.asFunction
        #expect(f?.header.documentation == "/// The real documentation.")
    }
}
