// A mock in exactly the generated shape (see docs/GeneratedMockShape.md), so the benchmark
// measures what users' generated mocks will cost.
import MockRuntime

protocol BenchGreeter {
    func greet(_ name: String) -> String
}

final class MockBenchGreeter: BenchGreeter, Mock, @unchecked Sendable {
    typealias MocksType = any BenchGreeter
    typealias Stubbing = __StubbingProxy_BenchGreeter
    typealias Verification = __VerificationProxy_BenchGreeter

    let __manager: MockManager

    init(__fileID: String = #fileID, __filePath: StaticString = #filePath, __line: UInt = #line, __column: UInt = #column) {
        __manager = MockManager(mockedTypeName: "BenchGreeter", createdAt: MockSourceLocation(fileID: __fileID, filePath: __filePath, line: __line, column: __column))
    }

    func greet(_ name: String) -> String {
        return __manager.call(.method(0, "greet(_:)"), arguments: (name), defaultImplementation: { (__original: any BenchGreeter) -> String in __original.greet(name) })
    }
}

struct __StubbingProxy_BenchGreeter: StubbingProxy {
    private let __manager: MockManager

    init(manager: MockManager) { __manager = manager }

    func greet<M1: Matchable>(_ name: M1) -> StubFunction<(String), String> where M1.MatchedType == String {
        let __matchers: [ArgumentMatcher<(String)>] = [ArgumentMatcher(1, name.matcher) { $0 }]
        return StubFunction(StubFunctionCore(manager: __manager, member: .method(0, "greet(_:)"), matchers: __matchers))
    }
}

struct __VerificationProxy_BenchGreeter: VerificationProxy {
    private let __context: VerificationContext

    init(context: VerificationContext) { __context = context }

    @discardableResult
    func greet<M1: Matchable>(_ name: M1) -> VerifiedCalls<(String), String> where M1.MatchedType == String {
        let __matchers: [ArgumentMatcher<(String)>] = [ArgumentMatcher(1, name.matcher) { $0 }]
        return __context.verify(.method(0, "greet(_:)"), __matchers)
    }
}
