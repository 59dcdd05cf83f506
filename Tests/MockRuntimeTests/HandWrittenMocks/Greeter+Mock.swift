// Below this header: exactly what mockgen generates for `Greeter.swift` (next to this file), minus
// its own header. HandWrittenMockContractTests (MockgenCoreTests) fails if the two drift apart;
// regenerate with `mockgen generate --no-header` rather than editing by hand.
// docs/GeneratedMockShape.md, "Protocol mock".
import MockRuntime

final class MockGreeter: Greeter, Mock, @unchecked Sendable {
    typealias MocksType = any Greeter
    typealias Stubbing = __StubbingProxy_Greeter
    typealias Verification = __VerificationProxy_Greeter

    let __manager: MockManager

    init(__fileID: String = #fileID, __filePath: StaticString = #filePath, __line: UInt = #line, __column: UInt = #column) {
        __manager = MockManager(mockedTypeName: "Greeter", createdAt: MockSourceLocation(fileID: __fileID, filePath: __filePath, line: __line, column: __column))
    }

    func greet(_ name: String) -> String {
        return __manager.call(.method(0, "greet(_:)"), arguments: (name), defaultImplementation: { (__original: any Greeter) -> String in __original.greet(name) })
    }

    var count: Int {
        get {
            return __manager.call(.getter(1, "count"), arguments: (), defaultImplementation: { (__original: any Greeter) -> Int in __original.count })
        }
        set {
            __manager.call(.setter(2, "count"), arguments: (newValue), defaultImplementation: { (__original: any Greeter) -> Void in var __original = __original; __original.count = newValue })
        }
    }
}

struct __StubbingProxy_Greeter: StubbingProxy {
    private let __manager: MockManager

    init(manager: MockManager) { __manager = manager }

    func greet<M1: Matchable>(_ name: M1) -> StubFunction<(String), String> where M1.MatchedType == String {
        let __matchers: [ArgumentMatcher<(String)>] = [ArgumentMatcher(1, name.matcher) { $0 }]
        return StubFunction(StubFunctionCore(manager: __manager, member: .method(0, "greet(_:)"), matchers: __matchers))
    }

    var count: StubbedProperty<Int> {
        return StubbedProperty(manager: __manager, getter: .getter(1, "count"), setter: .setter(2, "count"))
    }
}

struct __VerificationProxy_Greeter: VerificationProxy {
    private let __context: VerificationContext

    init(context: VerificationContext) { __context = context }

    @discardableResult
    func greet<M1: Matchable>(_ name: M1) -> VerifiedCalls<(String), String> where M1.MatchedType == String {
        let __matchers: [ArgumentMatcher<(String)>] = [ArgumentMatcher(1, name.matcher) { $0 }]
        return __context.verify(.method(0, "greet(_:)"), __matchers)
    }

    var count: VerifyProperty<Int> {
        return VerifyProperty(context: __context, getter: .getter(1, "count"), setter: .setter(2, "count"))
    }
}

final class GreeterStub: Greeter, @unchecked Sendable {
    init() {}

    func greet(_ name: String) -> String {
        return DefaultValueRegistry.defaultValue(for: String.self)
    }

    var count: Int {
        get { return DefaultValueRegistry.defaultValue(for: Int.self) }
        set {}
    }
}
