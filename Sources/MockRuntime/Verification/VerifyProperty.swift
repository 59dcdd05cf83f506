// What a verification proxy returns for properties and subscripts: `verify(mock).count.get()`
// and `verify(mock).count.set(3)`, spelled as in Cuckoo.

public struct VerifyProperty<Value> {
    let context: VerificationContext
    let getter: MockMember
    let setter: MockMember

    public init(context: VerificationContext, getter: MockMember, setter: MockMember) {
        self.context = context
        self.getter = getter
        self.setter = setter
    }

    @discardableResult
    public func get() -> VerifiedCalls<Void, Value> {
        context.verify(getter, [ArgumentMatcher<Void>]())
    }

    @discardableResult
    public func set<M: Matchable>(_ newValue: M) -> VerifiedCalls<Value, Void> where M.MatchedType == Value {
        let matchers: [ArgumentMatcher<Value>] = [ArgumentMatcher(1, newValue.matcher) { $0 }]
        return context.verify(setter, matchers)
    }
}

public struct VerifyOptionalProperty<Wrapped> {
    let context: VerificationContext
    let getter: MockMember
    let setter: MockMember

    public init(context: VerificationContext, getter: MockMember, setter: MockMember) {
        self.context = context
        self.getter = getter
        self.setter = setter
    }

    @discardableResult
    public func get() -> VerifiedCalls<Void, Wrapped?> {
        context.verify(getter, [ArgumentMatcher<Void>]())
    }

    @discardableResult
    public func set<M: OptionalMatchable>(_ newValue: M) -> VerifiedCalls<Wrapped?, Void> where M.OptionalMatchedType == Wrapped {
        let matchers: [ArgumentMatcher<Wrapped?>] = [ArgumentMatcher(1, newValue.optionalMatcher) { $0 }]
        return context.verify(setter, matchers)
    }
}

public struct VerifyReadOnlyProperty<Value> {
    let context: VerificationContext
    let getter: MockMember

    public init(context: VerificationContext, getter: MockMember) {
        self.context = context
        self.getter = getter
    }

    @discardableResult
    public func get() -> VerifiedCalls<Void, Value> {
        context.verify(getter, [ArgumentMatcher<Void>]())
    }
}

public struct VerifySubscript<Index, Value> {
    let context: VerificationContext
    let getter: MockMember
    let setter: MockMember?
    let indexMatchers: [ArgumentMatcher<Index>]

    public init(context: VerificationContext, getter: MockMember, setter: MockMember?, indexMatchers: [ArgumentMatcher<Index>]) {
        self.context = context
        self.getter = getter
        self.setter = setter
        self.indexMatchers = indexMatchers
    }

    @discardableResult
    public func get() -> VerifiedCalls<Index, Value> {
        context.verify(getter, indexMatchers)
    }

    @discardableResult
    public func set<M: Matchable>(_ newValue: M) -> VerifiedCalls<(Index, Value), Void> where M.MatchedType == Value {
        guard let setter else { preconditionFailure("MockRuntime: subscript \(getter.signature) is read-only") }
        let matchers: [ArgumentMatcher<(Index, Value)>] =
            indexMatchers.map { $0.pullback { (pair: (Index, Value)) in pair.0 } }
            + [ArgumentMatcher(indexMatchers.count + 1, newValue.matcher) { $0.1 }]
        return context.verify(setter, matchers)
    }
}
