/// What a proxy member returns: when stubbing, the stub function `when` registers and
/// `then…` configures (`StubFunction<In, Out>` and the other names below); when verifying, the
/// calls the verification matched (`VerifiedCalls<In, Out>`). `Effect` is the member's effects
/// (`CallEffects`), which decide the `then…` actions on offer.
public struct ProxyCall<Role: ProxyRole, Input, Output, Effect> {
    enum Storage {
        case stub(StubFunctionCore<Input, Output>)
        case verified([Input])
    }

    let storage: Storage

    /// Builds the stub function (registered by `when` or the first `then…`), or verifies now.
    init(_ context: ProxyContext<Role>, _ member: MockMember, _ matchers: [ArgumentMatcher<Input>]) {
        switch context.target {
        case .stubbing(let manager):
            storage = .stub(StubFunctionCore(manager: manager, member: member, matchers: matchers))
        case .verification(let verification):
            storage = .verified(verification.verify(member, matchers))
        }
    }

    init(storage: Storage) { self.storage = storage }
}

// The names users and Cuckoo's users write for the stubbing results.

/// A synchronous, non-throwing member (also property getters and setters).
public typealias StubFunction<Input, Output> = ProxyCall<StubbingRole, Input, Output, CallEffects.Plain>
/// A `throws` or `throws(Failure)` member; `Failure` is `any Error` for untyped throws.
public typealias StubThrowingFunction<Input, Output, Failure: Error> = ProxyCall<StubbingRole, Input, Output, CallEffects.Throws<Failure>>
/// An `async` member: `then` bodies may suspend.
public typealias StubAsyncFunction<Input, Output> = ProxyCall<StubbingRole, Input, Output, CallEffects.Async>
/// An `async throws` or `async throws(Failure)` member (also `async rethrows`).
public typealias StubAsyncThrowingFunction<Input, Output, Failure: Error> = ProxyCall<StubbingRole, Input, Output, CallEffects.AsyncThrows<Failure>>
/// A `rethrows` member: `then` may call (and so rethrow from) the closure it receives.
public typealias StubRethrowingFunction<Input, Output> = ProxyCall<StubbingRole, Input, Output, CallEffects.Rethrows>

/// The calls a `verify` matched, with typed access to their arguments (Mirage's `args`).
public typealias VerifiedCalls<Input, Output> = ProxyCall<VerificationRole, Input, Output, CallEffects.Verified>
/// Cuckoo's name for what `verify(mock).member(…)` returns.
public typealias __DoNotUse<IN, OUT> = VerifiedCalls<IN, OUT>
