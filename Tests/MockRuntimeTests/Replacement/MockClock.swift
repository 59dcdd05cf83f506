@_spi(Generated) import MockRuntime

// What `mockgen --replace Clock` generates for the mock (docs/GeneratedMockShape.md,
// "Replacement mock"): a protocol-style mock whose members mirror Clock's instance and static
// members, with no forwarding closures (a real Clock's member would route back to the mock).

class MockClock: ReplacementMock, @unchecked Sendable {
    typealias Replaced = Clock
    typealias MocksType = NoDefaultImplementation
    typealias Stubbing = __Proxy_Clock
    typealias Verification = __Proxy_Clock
    // Routing.swift replaces its initializers, as mockgen would.
    static let __recordsConstructions = true
    let __manager: MockManager

    required init(
        __fileID: String = #fileID, __filePath: StaticString = #filePath, __line: UInt = #line, __column: UInt = #column
    ) {
        __manager = MockManager("Clock", Self.self, __Clock.members, __fileID, __filePath, __line, __column)
    }

    func now() -> Int { self.__call(0, ()) }
    func format(_ time: Int) -> String { self.__call(1, (time)) }

    var zone: String {
        get { self.__call(2, ()) }
        set { self.__call(3, (newValue)) as Void }
    }

    func fetch() async throws -> Int { try await self.__callAsyncThrowing(4, (), throwing: (any Error).self) }
}

struct __Proxy_Clock: MockProxy {
    private let __proxy: ProxyContext
    init(_ context: ProxyContext) { __proxy = context }
    @discardableResult func now() -> __Call<Void, Int> { __proxy.call0(0) }
    @discardableResult func format(_ time: some Matchable<Int>) -> __Call<Int, String> { __proxy.call1(1, time) }
    var zone: __Property<String> { __proxy.property(2) }
    @discardableResult func fetch() -> __AsyncThrowingCall<Void, Int> { __proxy.call0(4) }
}

final class ClockStub: MockClock, MockStub, @unchecked Sendable {}

private enum __Clock {
    static var members: MemberTable { MemberTable("""
        now()
        format(_:)
        zone; zone.set
        fetch()
        """) }
}
