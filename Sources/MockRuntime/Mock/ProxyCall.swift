/// What a proxy member returns: when stubbing, the stub function `when` registers and
/// `then…` configures (`StubFunction<In, Out>` and the other names below); when verifying, the
/// calls the verification matched (`VerifiedCalls<In, Out>`). `Effect` is the member's effects
/// (`CallEffects`), which decide the `then…` actions on offer. Whether it stubs or verifies is
/// decided at run time by the proxy it came from: `then…` on a verification, or `arguments` on
/// a stub, reports a failure or finds no calls.
public struct ProxyCall<Input, Output, Effect> {
    let storage: ProxyCallStorage<Input, Output>

    /// Builds the stub function (registered by `when` or the first `then…`), verifies now, or
    /// adds an expectation to an `Expectations` context.
    init(_ context: ProxyContext, _ member: MockMember, _ matchers: [ArgumentMatcher<Input>]) {
        let member = context.manager.described(member)
        switch context.target {
        case .stubbing(let manager):
            storage = .stub(StubFunctionCore(manager: manager, member: member, matchers: matchers))
        case .verification(let verification):
            let (arguments, sequenceNumbers) = verification.verify(member, matchers)
            storage = .verified(arguments, VerifiedOrigin(context: verification, member: member, sequenceNumbers: sequenceNumbers))
        case .expecting(let draft):
            let call: ExpectedCall<Input, Output> = draft.add(member, matchers)
            storage = .stub(StubFunctionCore(expecting: call, in: draft.context, manager: draft.manager, member: member, matchers: matchers))
        }
    }

    init(storage: ProxyCallStorage<Input, Output>) { self.storage = storage }
}

/// A `ProxyCall`'s contents: a stub function, or the arguments of the verified calls and where
/// the verification came from (to report a `then…` written on it).
enum ProxyCallStorage<Input, Output> {
    case stub(StubFunctionCore<Input, Output>)
    case verified([Input], VerifiedOrigin)
}

/// The verification a `VerifiedCalls` came from.
struct VerifiedOrigin {
    let context: VerificationContext
    let member: MockMember
    /// The matching calls, for checks chained on the verification (`wasCancelled()`).
    var sequenceNumbers: [Int] = []
}

// The names users and Cuckoo's users write for the stubbing results.

/// A synchronous, non-throwing member (also property getters and setters).
public typealias StubFunction<Input, Output> = ProxyCall<Input, Output, CallEffects.Plain>
/// A `throws` or `throws(Failure)` member; `Failure` is `any Error` for untyped throws.
public typealias StubThrowingFunction<Input, Output, Failure: Error> = ProxyCall<Input, Output, CallEffects.Throws<Failure>>
/// An `async` member: `then` bodies may suspend.
public typealias StubAsyncFunction<Input, Output> = ProxyCall<Input, Output, CallEffects.Async>
/// An `async throws` or `async throws(Failure)` member (also `async rethrows`).
public typealias StubAsyncThrowingFunction<Input, Output, Failure: Error> = ProxyCall<Input, Output, CallEffects.AsyncThrows<Failure>>
/// A `rethrows` member: `then` may call (and so rethrow from) the closure it receives.
public typealias StubRethrowingFunction<Input, Output> = ProxyCall<Input, Output, CallEffects.Rethrows>

/// The calls a `verify` matched, with typed access to their arguments (Mirage's `args`). What
/// `verify(mock).member(…)` returns for a plain member; members with effects return their own
/// `ProxyCall`, which has the same verification API.
public typealias VerifiedCalls<Input, Output> = ProxyCall<Input, Output, CallEffects.Plain>
