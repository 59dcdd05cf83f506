// `ProxyAccessor`'s getter, and its stubbing side: `when(stub.count.get).thenReturn(3)`,
// `when(stub.count.set(4)).thenDoNothing()`, `when(stub[0].get)…`.

extension ProxyAccessor where Kind: AccessorKind {
    /// The getter: its stub function (with the getter's effects) when stubbing; when verifying,
    /// its verification, whose result `get()` returns (as Cuckoo spells it).
    public var get: ProxyCall<Role, Index, Value, Kind.GetterEffect> { getter() }
}

extension ProxyAccessor where Role == StubbingRole, Index == Void, Kind == AccessorKinds.ReadWrite {
    public func set<M: Matchable>(_ newValue: M) -> StubFunction<Value, Void> where M.MatchedType == Value {
        StubFunction(setter(argumentMatchers(newValue.matcher)))
    }
}

extension ProxyAccessor where Role == StubbingRole, Index == Void, Kind == AccessorKinds.OptionalReadWrite {
    /// Takes `isNil()`, `notNil()`, values or matchers of the optional value.
    public func set<M: OptionalMatchable, Wrapped>(_ newValue: M) -> StubFunction<Value, Void> where M.OptionalMatchedType == Wrapped, Value == Wrapped? {
        StubFunction(setter([ArgumentMatcher(1, newValue.optionalMatcher) { $0 }]))
    }
}

extension ProxyAccessor where Role == StubbingRole, Kind == AccessorKinds.SubscriptReadWrite {
    /// Setter arguments are recorded as `(index, newValue)`.
    public func set<M: Matchable>(_ newValue: M) -> StubFunction<(Index, Value), Void> where M.MatchedType == Value {
        StubFunction(setter(setterMatchers(indexMatchers, newValue.matcher)))
    }
}

extension ProxyAccessor where Role == StubbingRole {
    func setter<Input>(_ matchers: [ArgumentMatcher<Input>]) -> StubFunctionCore<Input, Void> {
        guard case .stubbing(let manager) = context.target else { preconditionFailure("MockRuntime: stubbing without a manager") }
        return StubFunctionCore(manager: manager, member: member.setter, matchers: matchers)
    }
}

/// A subscript setter's matchers: the index matchers reading `.0`, then the new value's.
func setterMatchers<Index, Value>(_ indexMatchers: [ArgumentMatcher<Index>], _ newValue: ParameterMatcher<Value>) -> [ArgumentMatcher<(Index, Value)>] {
    indexMatchers.map { $0.pullback { (pair: (Index, Value)) in pair.0 } }
        + [ArgumentMatcher(indexMatchers.count + 1, newValue) { $0.1 }]
}
