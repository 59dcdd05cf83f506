// The verification side of `ProxyAccessor`: `verify(mock).count.get()` (the getter's
// verification, called: see `ProxyCall.callAsFunction()`) and `verify(mock).count.set(3)`,
// spelled as in Cuckoo.

extension ProxyAccessor where Role == VerificationRole {
    func verifySetter<Input>(_ matchers: [ArgumentMatcher<Input>]) -> VerifiedCalls<Input, Void> {
        guard case .verification(let verification) = context.target else { preconditionFailure("MockRuntime: verifying without a verification") }
        return VerifiedCalls(storage: .verified(verification.verify(member.setter, matchers)))
    }
}

extension ProxyAccessor where Role == VerificationRole, Index == Void, Kind == AccessorKinds.ReadWrite {
    @discardableResult
    public func set<M: Matchable>(_ newValue: M) -> VerifiedCalls<Value, Void> where M.MatchedType == Value {
        verifySetter(argumentMatchers(newValue.matcher))
    }
}

extension ProxyAccessor where Role == VerificationRole, Index == Void, Kind == AccessorKinds.OptionalReadWrite {
    @discardableResult
    public func set<M: OptionalMatchable, Wrapped>(_ newValue: M) -> VerifiedCalls<Value, Void> where M.OptionalMatchedType == Wrapped, Value == Wrapped? {
        verifySetter([ArgumentMatcher(1, newValue.optionalMatcher) { $0 }])
    }
}

extension ProxyAccessor where Role == VerificationRole, Kind == AccessorKinds.SubscriptReadWrite {
    @discardableResult
    public func set<M: Matchable>(_ newValue: M) -> VerifiedCalls<(Index, Value), Void> where M.MatchedType == Value {
        verifySetter(setterMatchers(indexMatchers, newValue.matcher))
    }
}
