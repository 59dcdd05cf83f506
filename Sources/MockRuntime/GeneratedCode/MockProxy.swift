/// A generated proxy (`__Proxy_Greeter`) serves both `stub(mock) { stub in … }` and
/// `verify(mock)`: its context says at run time which one it is. Each member returns a
/// `ProxyCall` (or `ProxyAccessor`) whose `Effect` is the member's effects, so stubbing offers
/// only the `then…` actions that fit (`thenThrow` only on throwing members); verifying gives
/// the matched calls (`VerifiedCalls<In, Out>`).
/// The effects a stubbed member's calls carry, as types: they select the `then…` actions a
/// `ProxyCall` offers.
public enum CallEffects {
    public enum Plain {}
    public enum Throws<Failure: Error> {}
    public enum Async {}
    public enum AsyncThrows<Failure: Error> {}
    public enum Rethrows {}
}

/// A generated proxy: `stub(mock) { stub in … }` hands out `Mock.Stubbing`, `verify(mock)`
/// returns `Mock.Verification`, both the one generated struct, stubbing or verifying as its
/// context says.
public protocol MockProxy: Sendable {
    init(_ context: ProxyContext)
}

extension MockProxy {
    init(context: VerificationContext) { self.init(ProxyContext(verification: context)) }
}

// What a generated proxy's members return, by kind of member, spelled short for the generated
// code: `func greet(_ name: some Matchable<String>) -> __Call<String, String>`.
extension MockProxy {
    public typealias __Call<Input, Output> = ProxyCall<Input, Output, CallEffects.Plain>
    public typealias __ThrowingCall<Input, Output> = ProxyCall<Input, Output, CallEffects.Throws<any Error>>
    public typealias __TypedThrowingCall<Input, Output, Failure: Error> = ProxyCall<Input, Output, CallEffects.Throws<Failure>>
    public typealias __AsyncCall<Input, Output> = ProxyCall<Input, Output, CallEffects.Async>
    public typealias __AsyncThrowingCall<Input, Output> = ProxyCall<Input, Output, CallEffects.AsyncThrows<any Error>>
    public typealias __TypedAsyncThrowingCall<Input, Output, Failure: Error> = ProxyCall<Input, Output, CallEffects.AsyncThrows<Failure>>
    public typealias __RethrowingCall<Input, Output> = ProxyCall<Input, Output, CallEffects.Rethrows>

    public typealias __Property<Value> = ProxyAccessor<Void, Value, AccessorKinds.ReadWrite>
    public typealias __OptionalProperty<Wrapped> = ProxyAccessor<Void, Wrapped?, AccessorKinds.OptionalReadWrite>
    public typealias __ReadOnlyProperty<Value> = ProxyAccessor<Void, Value, AccessorKinds.ReadOnly>
    public typealias __AsyncProperty<Value> = ProxyAccessor<Void, Value, AccessorKinds.AsyncReadOnly>
    public typealias __ThrowingProperty<Value, Failure: Error> = ProxyAccessor<Void, Value, AccessorKinds.ThrowingReadOnly<Failure>>
    public typealias __AsyncThrowingProperty<Value, Failure: Error> = ProxyAccessor<Void, Value, AccessorKinds.AsyncThrowingReadOnly<Failure>>
    public typealias __Subscript<Index, Value> = ProxyAccessor<Index, Value, AccessorKinds.SubscriptReadWrite>
    public typealias __ReadOnlySubscript<Index, Value> = ProxyAccessor<Index, Value, AccessorKinds.ReadOnly>
    public typealias __AsyncSubscript<Index, Value> = ProxyAccessor<Index, Value, AccessorKinds.AsyncReadOnly>
    public typealias __ThrowingSubscript<Index, Value, Failure: Error> = ProxyAccessor<Index, Value, AccessorKinds.ThrowingReadOnly<Failure>>
    public typealias __AsyncThrowingSubscript<Index, Value, Failure: Error> = ProxyAccessor<Index, Value, AccessorKinds.AsyncThrowingReadOnly<Failure>>
}

/// What a generated proxy holds: the mock's manager when stubbing, the verification (the
/// wanted count, the user's line, in order or while waiting) when verifying. A proxy member
/// passes its table entry and one matcher per parameter; the result type comes from the
/// member's declaration.
@_documentation(visibility: internal)
public struct ProxyContext: Sendable {
    enum Target: Sendable {
        case stubbing(MockManager)
        case verification(VerificationContext)
        case expecting(ExpectationDraft)
    }

    /// Boxed, so that a context (and every generated proxy, which holds nothing else) is one
    /// reference: Swift then gives each proxy type the shared witnesses of a single reference
    /// instead of copy, destroy and enum-payload functions of its own, which a debug build of
    /// the mocks compiled for every proxy (issue 34: the mocks' compile cost).
    private let storage: Storage

    final class Storage: Sendable {
        let target: Target
        init(_ target: Target) { self.target = target }
    }

    var target: Target { storage.target }

    /// The mock's manager, whatever the context is for (its table describes the indices
    /// generated code passes).
    var manager: MockManager {
        switch target {
        case .stubbing(let manager): return manager
        case .verification(let verification): return verification.manager
        case .expecting(let draft): return draft.manager
        }
    }

    /// A method's call: a stub function to give `when`, or the verified calls. Generated code
    /// passes matchers here only for a method of more than six parameters (see `call0`…`call6`).
    @_spi(Generated) public func callAsFunction<each Argument, Output, Effect>(
        _ member: Int, _ matchers: repeat ParameterMatcher<each Argument>
    ) -> ProxyCall<(repeat each Argument), Output, Effect> {
        ProxyCall(self, MockMember(integerLiteral: member), argumentMatchers(repeat each matchers))
    }

    // A method with up to six parameters: one entry point per count, taking the proxy member's
    // parameters as they came (each a `Matchable`). The generated body is then one call with no
    // parameter pack and no `.matcher` of its own, which costs a debug build of the mocks less
    // (docs/GeneratedMockShape.md, "Proxies"); distinct names, not overloads, so the type
    // checker has one candidate per call.

    @_spi(Generated) public func call0<Output, Effect>(_ member: Int) -> ProxyCall<Void, Output, Effect> {
        ProxyCall(self, MockMember(integerLiteral: member), [])
    }

    @_spi(Generated) public func call1<A: Matchable, Output, Effect>(_ member: Int, _ a: A) -> ProxyCall<A.MatchedType, Output, Effect> {
        ProxyCall(self, MockMember(integerLiteral: member), argumentMatchers(a.matcher))
    }

    @_spi(Generated) public func call2<A: Matchable, B: Matchable, Output, Effect>(
        _ member: Int, _ a: A, _ b: B
    ) -> ProxyCall<(A.MatchedType, B.MatchedType), Output, Effect> {
        ProxyCall(self, MockMember(integerLiteral: member), argumentMatchers(a.matcher, b.matcher))
    }

    @_spi(Generated) public func call3<A: Matchable, B: Matchable, C: Matchable, Output, Effect>(
        _ member: Int, _ a: A, _ b: B, _ c: C
    ) -> ProxyCall<(A.MatchedType, B.MatchedType, C.MatchedType), Output, Effect> {
        ProxyCall(self, MockMember(integerLiteral: member), argumentMatchers(a.matcher, b.matcher, c.matcher))
    }

    @_spi(Generated) public func call4<A: Matchable, B: Matchable, C: Matchable, D: Matchable, Output, Effect>(
        _ member: Int, _ a: A, _ b: B, _ c: C, _ d: D
    ) -> ProxyCall<(A.MatchedType, B.MatchedType, C.MatchedType, D.MatchedType), Output, Effect> {
        ProxyCall(self, MockMember(integerLiteral: member), argumentMatchers(a.matcher, b.matcher, c.matcher, d.matcher))
    }

    @_spi(Generated) public func call5<A: Matchable, B: Matchable, C: Matchable, D: Matchable, E: Matchable, Output, Effect>(
        _ member: Int, _ a: A, _ b: B, _ c: C, _ d: D, _ e: E
    ) -> ProxyCall<(A.MatchedType, B.MatchedType, C.MatchedType, D.MatchedType, E.MatchedType), Output, Effect> {
        ProxyCall(self, MockMember(integerLiteral: member), argumentMatchers(a.matcher, b.matcher, c.matcher, d.matcher, e.matcher))
    }

    @_spi(Generated) public func call6<A: Matchable, B: Matchable, C: Matchable, D: Matchable, E: Matchable, F: Matchable, Output, Effect>(
        _ member: Int, _ a: A, _ b: B, _ c: C, _ d: D, _ e: E, _ f: F
    ) -> ProxyCall<(A.MatchedType, B.MatchedType, C.MatchedType, D.MatchedType, E.MatchedType, F.MatchedType), Output, Effect> {
        ProxyCall(self, MockMember(integerLiteral: member), argumentMatchers(a.matcher, b.matcher, c.matcher, d.matcher, e.matcher, f.matcher))
    }

    /// A method whose one parameter is `Any`. (Not through the parameter pack: Swift 6.3 does not
    /// equate `(repeat each Argument)` with `Any` for a single `Any`; a label, not an overload,
    /// so that other calls cost the type checker nothing more.)
    @_spi(Generated) public func callAsFunction<Output, Effect>(_ member: Int, any matcher: ParameterMatcher<Any>) -> ProxyCall<Any, Output, Effect> {
        ProxyCall(self, MockMember(integerLiteral: member), [ArgumentMatcher(1, matcher) { $0 }])
    }

    /// A property: its getter's and setter's stub functions or verified calls.
    @_spi(Generated) public func property<Value, Kind>(_ member: Int) -> ProxyAccessor<Void, Value, Kind> {
        ProxyAccessor(context: self, member: manager.described(MockMember(integerLiteral: member)), indexMatchers: [])
    }

    /// A subscript (one matcher per index).
    @_spi(Generated) public func accessor<each Index, Value, Kind>(
        _ member: Int, _ matchers: repeat ParameterMatcher<each Index>
    ) -> ProxyAccessor<(repeat each Index), Value, Kind> {
        ProxyAccessor(context: self, member: manager.described(MockMember(integerLiteral: member)), indexMatchers: argumentMatchers(repeat each matchers))
    }

    /// A subscript with one index. Not through the parameter pack: Swift 6.3 cannot infer a
    /// one-element pack of `Any`, and an index's type may be `Any` under another name (a type
    /// alias the generator cannot see through).
    @_spi(Generated) public func accessor<Index, Value, Kind>(_ member: Int, index matcher: ParameterMatcher<Index>) -> ProxyAccessor<Index, Value, Kind> {
        ProxyAccessor(context: self, member: manager.described(MockMember(integerLiteral: member)), indexMatchers: [ArgumentMatcher(1, matcher) { $0 }])
    }
}

extension ProxyContext {
    init(stubbing manager: MockManager) { storage = Storage(.stubbing(manager)) }

    init(verification context: VerificationContext) { storage = Storage(.verification(context)) }

    init(expecting draft: ExpectationDraft) { storage = Storage(.expecting(draft)) }
}
