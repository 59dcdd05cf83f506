// What a stubbing proxy returns for properties and subscripts: `.get` and `.set(matcher)`,
// each an ordinary stub function.

/// A read-write property of non-optional type.
public struct StubbedProperty<Value> {
    let manager: MockManager
    let getter: MockMember
    let setter: MockMember

    public init(manager: MockManager, getter: MockMember, setter: MockMember) {
        self.manager = manager
        self.getter = getter
        self.setter = setter
    }

    public var get: StubFunction<Void, Value> {
        StubFunction(StubFunctionCore(manager: manager, member: getter, matchers: []))
    }

    public func set<M: Matchable>(_ newValue: M) -> StubFunction<Value, Void> where M.MatchedType == Value {
        let matchers: [ArgumentMatcher<Value>] = [ArgumentMatcher(1, newValue.matcher) { $0 }]
        return StubFunction(StubFunctionCore(manager: manager, member: setter, matchers: matchers))
    }
}

/// A read-write property of optional type: `set` takes `isNil()`, `notNil()`, values or matchers.
public struct StubbedOptionalProperty<Wrapped> {
    let manager: MockManager
    let getter: MockMember
    let setter: MockMember

    public init(manager: MockManager, getter: MockMember, setter: MockMember) {
        self.manager = manager
        self.getter = getter
        self.setter = setter
    }

    public var get: StubFunction<Void, Wrapped?> {
        StubFunction(StubFunctionCore(manager: manager, member: getter, matchers: []))
    }

    public func set<M: OptionalMatchable>(_ newValue: M) -> StubFunction<Wrapped?, Void> where M.OptionalMatchedType == Wrapped {
        let matchers: [ArgumentMatcher<Wrapped?>] = [ArgumentMatcher(1, newValue.optionalMatcher) { $0 }]
        return StubFunction(StubFunctionCore(manager: manager, member: setter, matchers: matchers))
    }
}

/// A read-only property.
public struct StubbedReadOnlyProperty<Value> {
    let manager: MockManager
    let getter: MockMember

    public init(manager: MockManager, getter: MockMember) {
        self.manager = manager
        self.getter = getter
    }

    public var get: StubFunction<Void, Value> {
        StubFunction(StubFunctionCore(manager: manager, member: getter, matchers: []))
    }
}

/// A subscript with its index matchers already chosen: `stub[0].get`, `stub[anyInt()].set("x")`.
/// `Index` is the index type, or a tuple of them for several indices.
public struct StubbedSubscript<Index, Value> {
    let manager: MockManager
    let getter: MockMember
    let setter: MockMember?
    let indexMatchers: [ArgumentMatcher<Index>]

    public init(manager: MockManager, getter: MockMember, setter: MockMember?, indexMatchers: [ArgumentMatcher<Index>]) {
        self.manager = manager
        self.getter = getter
        self.setter = setter
        self.indexMatchers = indexMatchers
    }

    public var get: StubFunction<Index, Value> {
        StubFunction(StubFunctionCore(manager: manager, member: getter, matchers: indexMatchers))
    }

    /// Setter arguments are recorded as `(index, newValue)`.
    public func set<M: Matchable>(_ newValue: M) -> StubFunction<(Index, Value), Void> where M.MatchedType == Value {
        guard let setter else { preconditionFailure("MockRuntime: subscript \(getter.signature) is read-only") }
        let matchers: [ArgumentMatcher<(Index, Value)>] =
            indexMatchers.map { $0.pullback { (pair: (Index, Value)) in pair.0 } }
            + [ArgumentMatcher(indexMatchers.count + 1, newValue.matcher) { $0.1 }]
        return StubFunction(StubFunctionCore(manager: manager, member: setter, matchers: matchers))
    }
}

/// A get-only property whose getter is `async`.
public struct StubbedAsyncProperty<Value> {
    let manager: MockManager
    let getter: MockMember

    public init(manager: MockManager, getter: MockMember) {
        self.manager = manager
        self.getter = getter
    }

    public var get: StubAsyncFunction<Void, Value> {
        StubAsyncFunction(StubFunctionCore(manager: manager, member: getter, matchers: []))
    }
}

/// A get-only property whose getter `throws` (`Failure` is `any Error` for untyped throws).
public struct StubbedThrowingProperty<Value, Failure: Error> {
    let manager: MockManager
    let getter: MockMember

    public init(manager: MockManager, getter: MockMember) {
        self.manager = manager
        self.getter = getter
    }

    public var get: StubThrowingFunction<Void, Value, Failure> {
        StubThrowingFunction(StubFunctionCore(manager: manager, member: getter, matchers: []))
    }
}

/// A get-only property whose getter is `async throws`.
public struct StubbedAsyncThrowingProperty<Value, Failure: Error> {
    let manager: MockManager
    let getter: MockMember

    public init(manager: MockManager, getter: MockMember) {
        self.manager = manager
        self.getter = getter
    }

    public var get: StubAsyncThrowingFunction<Void, Value, Failure> {
        StubAsyncThrowingFunction(StubFunctionCore(manager: manager, member: getter, matchers: []))
    }
}
