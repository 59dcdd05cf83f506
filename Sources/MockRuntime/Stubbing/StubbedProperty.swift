// `ProxyAccessor`'s getter and setter: `when(stub.count.get).thenReturn(3)`,
// `when(stub.count.set(4)).thenDoNothing()`, `when(stub[0].get)…` when stubbing;
// `verify(mock).count.get()` and `verify(mock).count.set(3)` when verifying, as in Cuckoo.

extension ProxyAccessor where Kind: AccessorKind {
    /// The getter: its stub function (with the getter's effects) when stubbing; when verifying,
    /// its verification, whose result `get()` returns (as Cuckoo spells it).
    public var get: ProxyCall<Index, Value, Kind.GetterEffect> { getter() }
}

extension ProxyAccessor where Index == Void, Kind == AccessorKinds.ReadWrite {
    @discardableResult
    public func set<M: Matchable>(_ newValue: M) -> StubFunction<Value, Void> where M.MatchedType == Value {
        setter(argumentMatchers(newValue.matcher))
    }
}

// A literal given to `set(_:)`'s generic parameter is an `Int` or a `Double` whatever the
// property's type: these take `Int32`, `UInt8`, `Float`… properties' values themselves
// (`verify(mock).cf_verbosity.set(9)`), compared with `==`.
extension ProxyAccessor where Index == Void, Kind == AccessorKinds.ReadWrite, Value: FixedWidthInteger {
    @discardableResult
    public func set(_ newValue: Value) -> StubFunction<Value, Void> {
        setter(argumentMatchers(equal(to: newValue)))
    }
}

extension ProxyAccessor where Index == Void, Kind == AccessorKinds.ReadWrite, Value: BinaryFloatingPoint {
    @discardableResult
    public func set(_ newValue: Value) -> StubFunction<Value, Void> {
        setter(argumentMatchers(equal(to: newValue)))
    }
}

extension ProxyAccessor where Index == Void, Kind == AccessorKinds.OptionalReadWrite {
    /// Takes `isNil()`, `notNil()`, values or matchers of the optional value.
    @discardableResult
    public func set<M: OptionalMatchable, Wrapped>(_ newValue: M) -> StubFunction<Value, Void> where M.OptionalMatchedType == Wrapped, Value == Wrapped? {
        setter([ArgumentMatcher(1, newValue.optionalMatcher) { $0 }])
    }
}

extension ProxyAccessor where Kind == AccessorKinds.SubscriptReadWrite {
    /// Setter arguments are recorded as `(index, newValue)`.
    @discardableResult
    public func set<M: Matchable>(_ newValue: M) -> StubFunction<(Index, Value), Void> where M.MatchedType == Value {
        setter(setterMatchers(indexMatchers, newValue.matcher))
    }
}

extension ProxyAccessor {
    /// The setter's stub function, or its verification.
    func setter<Input>(_ matchers: [ArgumentMatcher<Input>]) -> StubFunction<Input, Void> {
        StubFunction(context, member.setter, matchers)
    }
}

/// A subscript setter's matchers: the index matchers reading `.0`, then the new value's.
func setterMatchers<Index, Value>(_ indexMatchers: [ArgumentMatcher<Index>], _ newValue: ParameterMatcher<Value>) -> [ArgumentMatcher<(Index, Value)>] {
    indexMatchers.map { $0.pullback { (pair: (Index, Value)) in pair.0 } }
        + [ArgumentMatcher(indexMatchers.count + 1, newValue) { $0.1 }]
}
