import Testing
@testable import MockgenCore

@Suite struct TypeParsingTests {
    @Test func nominalQualifiedAndGeneric() {
        #expect(Snippet.type("Swift.Int") == "Swift.Int")
        #expect(Snippet.type("A.B<C>.D") == "A.B<C>.D")
        #expect(Snippet.type("Dictionary<String,Array<Int>>") == "Dictionary<String, Array<Int>>")
        #expect(Snippet.type("Result<Array<Set<Int>>, Error>") == "Result<Array<Set<Int>>, Error>")
    }

    @Test func optionalsAndSugar() {
        #expect(Snippet.type("Int?") == "Int?")
        #expect(Snippet.type("Int!") == "Int!")
        #expect(Snippet.type("Int??") == "Int??")
        #expect(Snippet.type("[String : [Int]]?") == "[String: [Int]]?")
        #expect(Snippet.type("Array<Int?>?") == "Array<Int?>?")
        #expect(Snippet.type("[Int]") == "[Int]")
    }

    @Test func tuples() {
        #expect(Snippet.type("()") == "()")
        #expect(Snippet.type("(Int, label: String)") == "(Int, label: String)")
        #expect(Snippet.type("(Int)") == "(Int)")
    }

    @Test func functionTypes() {
        #expect(Snippet.type("(Int, String) -> Void") == "(Int, String) -> Void")
        #expect(Snippet.type("() async throws -> Int") == "() async throws -> Int")
        #expect(Snippet.type("(Int) throws(MyError) -> ()") == "(Int) throws(MyError) -> ()")
        // Parameter names are not part of a function type; where a type is written as an
        // expression (`((_ i: Int) -> Void).self`) Swift rejects them, so they are never written.
        #expect(Snippet.type("(_ x: Int, y z: Int) -> Int") == "(Int, Int) -> Int")
        #expect(Snippet.type("(Int...) -> Void") == "(Int...) -> Void")
        #expect(Snippet.type("((Int) -> Void)?") == "((Int) -> Void)?")
        #expect(Snippet.type("(Int) -> (String) -> Bool") == "(Int) -> (String) -> Bool")
    }

    @Test func attributedFunctionTypes() {
        #expect(Snippet.type("@Sendable @MainActor (Int) -> Void") == "@Sendable @MainActor (Int) -> Void")
        #expect(Snippet.type("@convention(c) (Int32) -> Int32") == "@convention(c) (Int32) -> Int32")
        #expect(Snippet.type("@isolated(any) () -> Void") == "@isolated(any) () -> Void")
    }

    @Test func opaqueExistentialAndComposition() {
        #expect(Snippet.type("some Collection<Int>") == "some Collection<Int>")
        #expect(Snippet.type("any P & Q") == "any P & Q")
        #expect(Snippet.type("(any P)?") == "(any P)?")
        #expect(Snippet.type("P&Q&R") == "P & Q & R")
        #expect(Snippet.type("any ~Copyable") == "any ~Copyable")
    }

    @Test func metatypes() {
        #expect(Snippet.type("Int.Type") == "Int.Type")
        #expect(Snippet.type("P.Protocol") == "P.Protocol")
        #expect(Snippet.type("(any P).Type") == "(any P).Type")
        #expect(Snippet.type("[Int: String].Index") == "[Int: String].Index")
    }

    @Test func packsAndValueGenerics() {
        #expect(Snippet.type("(repeat each T)") == "(repeat each T)")
        // Module selectors (Swift 6.3), which mocks write for a module that declares a type named
        // like itself, read back as one name.
        #expect(Snippet.type("Kit::Box") == "Kit::Box")
        #expect(Snippet.type("[Kit::Box<Int>: Swift::Int]?") == "[Kit::Box<Int>: Swift::Int]?")
        #expect(Snippet.type("((Int, String), Kit::URL, label: Kit::URL)") == "((Int, String), Kit::URL, label: Kit::URL)")
        #expect(Snippet.type("Vector<3, Int>") == "Vector<3, Int>")
    }

    @Test func structureIsKept() {
        guard case .typeAlias(let alias)? = Snippet.declarations("typealias T = @escaping (Int) -> Void").first else {
            Issue.record("no typealias")
            return
        }
        #expect(alias.type.isFunction)
        guard case .attributed(let attributes, let specifiers, .function(let function)) = alias.type else {
            Issue.record("expected attributed function, got \(alias.type)")
            return
        }
        #expect(attributes == [Attribute(name: "escaping")])
        #expect(specifiers.isEmpty)
        #expect(function.parameters.map(\.type) == [.named("Int")])
        #expect(function.result == .named("Void"))
    }

    @Test func compositionAndOptionalStructure() {
        guard case .typeAlias(let alias)? = Snippet.declarations("typealias T = (A & B)?").first else { return }
        #expect(alias.type == .optional(.tuple([TupleTypeElement(type: .composition([.named("A"), .named("B")]))])))
    }
}
