// Hand-written exactly as mockgen generates it (docs/GeneratedMockShape.md, "Class mock").
import MockRuntime

class Counter {
    var value: Int

    init(start: Int) {
        value = start
    }

    func increment(by step: Int) -> Int {
        value += step
        return value
    }

    func name() -> String {
        return "counter"
    }
}

class MockCounter: Counter, Mock {
    typealias MocksType = Counter
    typealias Stubbing = __StubbingProxy_Counter
    typealias Verification = __VerificationProxy_Counter

    let __manager = MockManager(mockedTypeName: "Counter", hasSuperclass: true)

    override init(start: Int) {
        super.init(start: start)
    }

    override func increment(by step: Int) -> Int {
        return __manager.call(.method(0, "increment(by:)"), arguments: (step), superclass: { () -> Int in super.increment(by: step) }, defaultImplementation: { (__original: Counter) -> Int in __original.increment(by: step) })
    }

    override func name() -> String {
        return __manager.call(.method(1, "name()"), arguments: (), superclass: { () -> String in super.name() }, defaultImplementation: { (__original: Counter) -> String in __original.name() })
    }

    override var value: Int {
        get {
            return __manager.call(.getter(2, "value"), arguments: (), superclass: { () -> Int in super.value }, defaultImplementation: { (__original: Counter) -> Int in __original.value })
        }
        set {
            __manager.call(.setter(3, "value"), arguments: (newValue), superclass: { () -> Void in super.value = newValue }, defaultImplementation: { (__original: Counter) -> Void in __original.value = newValue })
        }
    }
}

struct __StubbingProxy_Counter: StubbingProxy {
    private let __manager: MockManager

    init(manager: MockManager) { __manager = manager }

    func increment<M1: Matchable>(by step: M1) -> StubFunction<(Int), Int> where M1.MatchedType == Int {
        let __matchers: [ArgumentMatcher<(Int)>] = [ArgumentMatcher(1, step.matcher) { $0 }]
        return StubFunction(StubFunctionCore(manager: __manager, member: .method(0, "increment(by:)"), matchers: __matchers))
    }

    func name() -> StubFunction<Void, String> {
        let __matchers: [ArgumentMatcher<Void>] = []
        return StubFunction(StubFunctionCore(manager: __manager, member: .method(1, "name()"), matchers: __matchers))
    }

    var value: StubbedProperty<Int> {
        return StubbedProperty(manager: __manager, getter: .getter(2, "value"), setter: .setter(3, "value"))
    }
}

struct __VerificationProxy_Counter: VerificationProxy {
    private let __context: VerificationContext

    init(context: VerificationContext) { __context = context }

    @discardableResult
    func increment<M1: Matchable>(by step: M1) -> VerifiedCalls<(Int)> where M1.MatchedType == Int {
        let __matchers: [ArgumentMatcher<(Int)>] = [ArgumentMatcher(1, step.matcher) { $0 }]
        return __context.verify(.method(0, "increment(by:)"), __matchers)
    }

    @discardableResult
    func name() -> VerifiedCalls<Void> {
        let __matchers: [ArgumentMatcher<Void>] = []
        return __context.verify(.method(1, "name()"), __matchers)
    }

    var value: VerifyProperty<Int> {
        return VerifyProperty(context: __context, getter: .getter(2, "value"), setter: .setter(3, "value"))
    }
}

class CounterStub: Counter {
    override func increment(by step: Int) -> Int {
        return DefaultValueRegistry.defaultValue(for: Int.self)
    }

    override func name() -> String {
        return DefaultValueRegistry.defaultValue(for: String.self)
    }

    override var value: Int {
        get { return DefaultValueRegistry.defaultValue(for: Int.self) }
        set {}
    }
}
