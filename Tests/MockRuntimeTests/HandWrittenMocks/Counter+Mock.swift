// Below this header: exactly what mockgen generates for `Counter.swift` (next to this file), minus
// its own header. HandWrittenMockContractTests (MockgenCoreTests) fails if the two drift apart;
// regenerate with `mockgen generate --no-header` rather than editing by hand.
// docs/GeneratedMockShape.md, "Class mock": the mock inherits `init(start:)` from `Counter`.
import MockRuntime

class MockCounter: Counter, Mock {
    typealias MocksType = Counter
    typealias Stubbing = __StubbingProxy_Counter
    typealias Verification = __VerificationProxy_Counter

    let __manager = MockManager(mockedTypeName: "Counter", hasSuperclass: true)

    override var value: Int {
        get {
            return __manager.call(.getter(0, "value"), arguments: (), superclass: { () -> Int in super.value }, defaultImplementation: { (__original: Counter) -> Int in __original.value })
        }
        set {
            __manager.call(.setter(1, "value"), arguments: (newValue), superclass: { () -> Void in super.value = newValue }, defaultImplementation: { (__original: Counter) -> Void in __original.value = newValue })
        }
    }

    override func increment(by step: Int) -> Int {
        return __manager.call(.method(2, "increment(by:)"), arguments: (step), superclass: { () -> Int in super.increment(by: step) }, defaultImplementation: { (__original: Counter) -> Int in __original.increment(by: step) })
    }

    override func name() -> String {
        return __manager.call(.method(3, "name()"), arguments: (), superclass: { () -> String in super.name() }, defaultImplementation: { (__original: Counter) -> String in __original.name() })
    }
}

struct __StubbingProxy_Counter: StubbingProxy {
    private let __manager: MockManager

    init(manager: MockManager) { __manager = manager }

    var value: StubbedProperty<Int> {
        return StubbedProperty(manager: __manager, getter: .getter(0, "value"), setter: .setter(1, "value"))
    }

    func increment<M1: Matchable>(by step: M1) -> StubFunction<(Int), Int> where M1.MatchedType == Int {
        let __matchers: [ArgumentMatcher<(Int)>] = [ArgumentMatcher(1, step.matcher) { $0 }]
        return StubFunction(StubFunctionCore(manager: __manager, member: .method(2, "increment(by:)"), matchers: __matchers))
    }

    func name() -> StubFunction<Void, String> {
        let __matchers: [ArgumentMatcher<Void>] = []
        return StubFunction(StubFunctionCore(manager: __manager, member: .method(3, "name()"), matchers: __matchers))
    }
}

struct __VerificationProxy_Counter: VerificationProxy {
    private let __context: VerificationContext

    init(context: VerificationContext) { __context = context }

    var value: VerifyProperty<Int> {
        return VerifyProperty(context: __context, getter: .getter(0, "value"), setter: .setter(1, "value"))
    }

    @discardableResult
    func increment<M1: Matchable>(by step: M1) -> VerifiedCalls<(Int), Int> where M1.MatchedType == Int {
        let __matchers: [ArgumentMatcher<(Int)>] = [ArgumentMatcher(1, step.matcher) { $0 }]
        return __context.verify(.method(2, "increment(by:)"), __matchers)
    }

    @discardableResult
    func name() -> VerifiedCalls<Void, String> {
        let __matchers: [ArgumentMatcher<Void>] = []
        return __context.verify(.method(3, "name()"), __matchers)
    }
}

class CounterStub: Counter {
    override var value: Int {
        get { return DefaultValueRegistry.defaultValue(for: Int.self) }
        set {}
    }

    override func increment(by step: Int) -> Int {
        return DefaultValueRegistry.defaultValue(for: Int.self)
    }

    override func name() -> String {
        return DefaultValueRegistry.defaultValue(for: String.self)
    }
}
