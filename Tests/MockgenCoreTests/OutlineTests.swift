import Testing
@testable import MockgenCore

@Suite struct OutlineTests {
    @Test func rendersIndentedSignatures() {
        let source = """
        protocol Foo<Element>: Bar where Element: Hashable {
            func greet(_ name: String, times: Int = 1) async throws -> String
            var count: Int { get set }
            subscript(i: Int) -> Element { get }
            init?(raw: String)
            static func == (lhs: Self, rhs: Self) -> Bool
        }
        #if DEBUG
        enum E { case a(Int, label: String), b }
        #endif
        """
        let expected = """
        protocol Foo<Element>: Bar where Element: Hashable  @ test.swift:1:1
          func greet(_ name: String, times: Int = …) async throws -> String  @ test.swift:2:5
          var count: Int { get set }  @ test.swift:3:5
          subscript(i: Int) -> Element { get }  @ test.swift:4:5
          init?(raw: String)  @ test.swift:5:5
          static func == (lhs: Self, rhs: Self) -> Bool  @ test.swift:6:5
        #if DEBUG  @ test.swift:8:1
          enum E  @ test.swift:9:1
            case a(Int, label: String), b  @ test.swift:9:10
        #endif

        """
        #expect(ModelOutline.render(Snippet.parse(source)) == expected)
    }
}
