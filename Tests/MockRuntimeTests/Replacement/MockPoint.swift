@_spi(Generated) import MockRuntime

// What `mockgen --replace Point` generates for a struct: `mutating` members become plain
// methods of the mock (a stub cannot write back into the value).

class MockPoint: ReplacementMock, @unchecked Sendable {
    typealias Replaced = Point
    typealias MocksType = NoDefaultImplementation
    typealias Stubbing = __Proxy_Point
    typealias Verification = __Proxy_Point
    // Routing.swift replaces its initializers, as mockgen would.
    static let __recordsConstructions = true
    let __manager: MockManager

    required init(
        __fileID: String = #fileID, __filePath: StaticString = #filePath, __line: UInt = #line, __column: UInt = #column
    ) {
        __manager = MockManager("Point", Self.self, __Point.members, __fileID, __filePath, __line, __column)
    }

    func length() -> Int { self.__call(0, ()) }
    func move(by step: Int) { self.__call(1, (step)) as Void }
}

struct __Proxy_Point: MockProxy {
    private let __proxy: ProxyContext
    init(_ context: ProxyContext) { __proxy = context }
    @discardableResult func length() -> __Call<Void, Int> { __proxy.call0(0) }
    @discardableResult func move(by step: some Matchable<Int>) -> __Call<Int, Void> { __proxy.call1(1, step) }
}

final class PointStub: MockPoint, MockStub, @unchecked Sendable {}

private enum __Point {
    static var members: MemberTable { MemberTable("""
        length()
        move(by:)
        """) }
}
