/// The role a generated proxy plays: the same proxy type (`__Proxy_Greeter<__ProxyRole>`)
/// serves `stub(mock) { stub in … }` and `verify(mock)`, and each member's result type follows
/// the role: `StubFunction<In, Out>` and friends when stubbing, `VerifiedCalls<In, Out>` when
/// verifying. Each role names, per kind of member, the effect its calls carry.
public protocol ProxyRole: Sendable {
    associatedtype PlainEffect
    associatedtype ThrowingEffect
    associatedtype AsyncEffect
    associatedtype AsyncThrowingEffect
    associatedtype RethrowingEffect
}

/// Stubbing: each member's result knows the member's effects, so it offers only the `then…`
/// actions that fit (`thenThrow` only on throwing members).
public enum StubbingRole: ProxyRole {
    public typealias PlainEffect = CallEffects.Plain
    public typealias ThrowingEffect = CallEffects.Throws<any Error>
    public typealias AsyncEffect = CallEffects.Async
    public typealias AsyncThrowingEffect = CallEffects.AsyncThrows<any Error>
    public typealias RethrowingEffect = CallEffects.Rethrows
}

/// Verifying: effects do not matter, every member's result is a `VerifiedCalls<In, Out>`
/// (Cuckoo's `__DoNotUse<In, Out>`).
public enum VerificationRole: ProxyRole {
    public typealias PlainEffect = CallEffects.Verified
    public typealias ThrowingEffect = CallEffects.Verified
    public typealias AsyncEffect = CallEffects.Verified
    public typealias AsyncThrowingEffect = CallEffects.Verified
    public typealias RethrowingEffect = CallEffects.Verified
}

/// The effects a stubbed member's calls carry, as types: they select the `then…` actions a
/// `ProxyCall` offers.
public enum CallEffects {
    public enum Plain {}
    public enum Throws<Failure: Error> {}
    public enum Async {}
    public enum AsyncThrows<Failure: Error> {}
    public enum Rethrows {}
    /// A verification's result, whatever the member's effects.
    public enum Verified {}
}

/// A generated proxy: `stub(mock) { stub in … }` hands out `Mock.Stubbing`, `verify(mock)`
/// returns `Mock.Verification`, both the one generated struct in its two roles.
public protocol MockProxy: Sendable {
    associatedtype __ProxyRole: ProxyRole
    init(_ context: ProxyContext<__ProxyRole>)
}

/// Cuckoo's names for the two proxies a mock has.
public typealias StubbingProxy = MockProxy
public typealias VerificationProxy = MockProxy

extension MockProxy where __ProxyRole == StubbingRole {
    /// The stubbing proxy of the mock `manager` belongs to (Cuckoo's spelling).
    public init(manager: MockManager) { self.init(ProxyContext(stubbing: manager)) }
}

extension MockProxy where __ProxyRole == VerificationRole {
    init(context: VerificationContext) { self.init(ProxyContext(verification: context)) }
}

// What a generated proxy's members return, by kind of member, spelled short for the generated
// code: `func greet(_ name: some Matchable<String>) -> __Call<String, String>`.
extension MockProxy {
    public typealias __Call<Input, Output> = ProxyCall<__ProxyRole, Input, Output, __ProxyRole.PlainEffect>
    public typealias __ThrowingCall<Input, Output> = ProxyCall<__ProxyRole, Input, Output, __ProxyRole.ThrowingEffect>
    public typealias __TypedThrowingCall<Input, Output, Failure: Error> = ProxyCall<__ProxyRole, Input, Output, CallEffects.Throws<Failure>>
    public typealias __AsyncCall<Input, Output> = ProxyCall<__ProxyRole, Input, Output, __ProxyRole.AsyncEffect>
    public typealias __AsyncThrowingCall<Input, Output> = ProxyCall<__ProxyRole, Input, Output, __ProxyRole.AsyncThrowingEffect>
    public typealias __TypedAsyncThrowingCall<Input, Output, Failure: Error> = ProxyCall<__ProxyRole, Input, Output, CallEffects.AsyncThrows<Failure>>
    public typealias __RethrowingCall<Input, Output> = ProxyCall<__ProxyRole, Input, Output, __ProxyRole.RethrowingEffect>

    public typealias __Property<Value> = ProxyAccessor<__ProxyRole, Void, Value, AccessorKinds.ReadWrite>
    public typealias __OptionalProperty<Wrapped> = ProxyAccessor<__ProxyRole, Void, Wrapped?, AccessorKinds.OptionalReadWrite>
    public typealias __ReadOnlyProperty<Value> = ProxyAccessor<__ProxyRole, Void, Value, AccessorKinds.ReadOnly>
    public typealias __AsyncProperty<Value> = ProxyAccessor<__ProxyRole, Void, Value, AccessorKinds.AsyncReadOnly>
    public typealias __ThrowingProperty<Value, Failure: Error> = ProxyAccessor<__ProxyRole, Void, Value, AccessorKinds.ThrowingReadOnly<Failure>>
    public typealias __AsyncThrowingProperty<Value, Failure: Error> = ProxyAccessor<__ProxyRole, Void, Value, AccessorKinds.AsyncThrowingReadOnly<Failure>>
    public typealias __Subscript<Index, Value> = ProxyAccessor<__ProxyRole, Index, Value, AccessorKinds.SubscriptReadWrite>
    public typealias __ReadOnlySubscript<Index, Value> = ProxyAccessor<__ProxyRole, Index, Value, AccessorKinds.ReadOnly>
}

/// What a generated proxy holds: the mock's manager when stubbing, the verification (the
/// wanted count, the user's line, in order or while waiting) when verifying. A proxy member
/// passes its table entry and one matcher per parameter; the result type comes from the
/// member's declaration.
@_documentation(visibility: internal)
public struct ProxyContext<Role: ProxyRole>: Sendable {
    enum Target: Sendable {
        case stubbing(MockManager)
        case verification(VerificationContext)
    }

    let target: Target

    /// A method's call: a stub function to give `when`, or the verified calls.
    public func callAsFunction<each Argument, Output, Effect>(
        _ member: MockMember, _ matchers: repeat ParameterMatcher<each Argument>
    ) -> ProxyCall<Role, (repeat each Argument), Output, Effect> {
        ProxyCall(self, member, argumentMatchers(repeat each matchers))
    }

    /// A method whose one parameter is `Any`. (Not through the parameter pack: Swift 6.3 does not
    /// equate `(repeat each Argument)` with `Any` for a single `Any`; a label, not an overload,
    /// so that other calls cost the type checker nothing more.)
    public func callAsFunction<Output, Effect>(_ member: MockMember, any matcher: ParameterMatcher<Any>) -> ProxyCall<Role, Any, Output, Effect> {
        ProxyCall(self, member, [ArgumentMatcher(1, matcher) { $0 }])
    }

    /// A property (no matchers) or a subscript (one matcher per index).
    public func accessor<each Index, Value, Kind>(
        _ member: MockMember, _ matchers: repeat ParameterMatcher<each Index>
    ) -> ProxyAccessor<Role, (repeat each Index), Value, Kind> {
        ProxyAccessor(context: self, member: member, indexMatchers: argumentMatchers(repeat each matchers))
    }

    /// A subscript whose one index is `Any` (see `callAsFunction(_:any:)`).
    public func accessor<Value, Kind>(_ member: MockMember, any matcher: ParameterMatcher<Any>) -> ProxyAccessor<Role, Any, Value, Kind> {
        ProxyAccessor(context: self, member: member, indexMatchers: [ArgumentMatcher(1, matcher) { $0 }])
    }
}

extension ProxyContext where Role == StubbingRole {
    init(stubbing manager: MockManager) { target = .stubbing(manager) }
}

extension ProxyContext where Role == VerificationRole {
    init(verification context: VerificationContext) { target = .verification(context) }
}
