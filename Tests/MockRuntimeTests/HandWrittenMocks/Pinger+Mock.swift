// Below this header: exactly what mockgen generates for `Pinger.swift` (next to this file), minus
// its own header. HandWrittenMockContractTests (MockgenCoreTests) fails if the two drift apart;
// regenerate with `mockgen generate --no-header` rather than editing by hand.
// A protocol with only a static member, used by message tests without sharing state with
// `MockService`'s statics.
import MockRuntime

final class MockPinger: Pinger, Mock, StaticMock, @unchecked Sendable {
    typealias MocksType = any Pinger
    typealias Stubbing = __StubbingProxy_Pinger
    typealias Verification = __VerificationProxy_Pinger
    typealias StaticStubbing = __StaticStubbingProxy_Pinger
    typealias StaticVerification = __StaticVerificationProxy_Pinger

    let __manager: MockManager

    static var __staticManager: MockManager {
        return MockManager.forStaticMembers(of: MockPinger.self, mockedTypeName: "Pinger")
    }

    init(__fileID: String = #fileID, __filePath: StaticString = #filePath, __line: UInt = #line, __column: UInt = #column) {
        __manager = MockManager(mockedTypeName: "Pinger", createdAt: MockSourceLocation(fileID: __fileID, filePath: __filePath, line: __line, column: __column))
    }

    static func ping(_ count: Int) {
        __staticManager.call(.method(0, "ping(_:)"), arguments: (count)) as Void
    }
}

struct __StubbingProxy_Pinger: StubbingProxy {
    private let __manager: MockManager

    init(manager: MockManager) { __manager = manager }
}

struct __VerificationProxy_Pinger: VerificationProxy {
    private let __context: VerificationContext

    init(context: VerificationContext) { __context = context }
}

struct __StaticStubbingProxy_Pinger: StubbingProxy {
    private let __manager: MockManager

    init(manager: MockManager) { __manager = manager }

    func ping<M1: Matchable>(_ count: M1) -> StubFunction<(Int), Void> where M1.MatchedType == Int {
        let __matchers: [ArgumentMatcher<(Int)>] = [ArgumentMatcher(1, count.matcher) { $0 }]
        return StubFunction(StubFunctionCore(manager: __manager, member: .method(0, "ping(_:)"), matchers: __matchers))
    }
}

struct __StaticVerificationProxy_Pinger: VerificationProxy {
    private let __context: VerificationContext

    init(context: VerificationContext) { __context = context }

    @discardableResult
    func ping<M1: Matchable>(_ count: M1) -> VerifiedCalls<(Int), Void> where M1.MatchedType == Int {
        let __matchers: [ArgumentMatcher<(Int)>] = [ArgumentMatcher(1, count.matcher) { $0 }]
        return __context.verify(.method(0, "ping(_:)"), __matchers)
    }
}

final class PingerStub: Pinger, @unchecked Sendable {
    init() {}

    static func ping(_ count: Int) {}
}
