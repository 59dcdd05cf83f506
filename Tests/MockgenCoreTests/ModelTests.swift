import Testing
@testable import MockgenCore

@Suite struct TypeRefDescriptionTests {
    @Test func printsCanonicalSpelling() {
        let closure = TypeRef.function(FunctionTypeRef(parameters: [TupleTypeElement(type: .named("Int"))], isAsync: true, throwing: .throws, result: .void))
        #expect(TypeRef.optional(closure).description == "((Int) async throws -> ())?")
        #expect(TypeRef.dictionary(key: .named("String"), value: .array(.named("Int"))).description == "[String: [Int]]")
        #expect(TypeRef.optional(.existential(.named("P"))).description == "(any P)?")
    }
}
