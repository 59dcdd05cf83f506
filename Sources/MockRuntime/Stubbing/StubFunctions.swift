// The values a stubbing proxy returns, one type per kind of member, each offering only the
// `then…` actions that make sense for it (no `thenThrow` on a non-throwing member). What they
// share lives in `BaseStubFunctionTrait` and `ThrowingStubFunction`; each type adds its `then`,
// whose closure has the member's effects. Every action returns the function again, so actions
// chain; the last one repeats.

/// A synchronous, non-throwing member (also property getters and setters).
public struct StubFunction<Input, Output>: BaseStubFunctionTrait {
    public let core: StubFunctionCore<Input, Output>
    public init(_ core: StubFunctionCore<Input, Output>) { self.core = core }

    /// Runs `implementation` with the call's arguments.
    @discardableResult
    public func then(_ implementation: @escaping (Input) -> Output) -> Self {
        core.append([.implementation(implementation)])
        return self
    }
}

/// A `throws` or `throws(Failure)` member.
public struct StubThrowingFunction<Input, Output, Failure: Error>: ThrowingStubFunction {
    public let core: StubFunctionCore<Input, Output>
    public init(_ core: StubFunctionCore<Input, Output>) { self.core = core }

    @discardableResult
    public func then(_ implementation: @escaping (Input) throws(Failure) -> Output) -> Self {
        core.append([.implementation({ input in try implementation(input) })])
        return self
    }
}

/// An `async` member: `then` bodies may suspend.
public struct StubAsyncFunction<Input, Output>: BaseStubFunctionTrait {
    public let core: StubFunctionCore<Input, Output>
    public init(_ core: StubFunctionCore<Input, Output>) { self.core = core }

    @discardableResult
    public func then(_ implementation: nonisolated(nonsending) @escaping (Input) async -> Output) -> Self {
        core.append([.asyncImplementation({ input in await implementation(input) })])
        return self
    }
}

/// An `async throws` or `async throws(Failure)` member.
public struct StubAsyncThrowingFunction<Input, Output, Failure: Error>: ThrowingStubFunction {
    public let core: StubFunctionCore<Input, Output>
    public init(_ core: StubFunctionCore<Input, Output>) { self.core = core }

    @discardableResult
    public func then(_ implementation: nonisolated(nonsending) @escaping (Input) async throws(Failure) -> Output) -> Self {
        core.append([.asyncImplementation({ input in try await implementation(input) })])
        return self
    }
}

/// A `rethrows` member: `then` may call (and so rethrow from) the closure it receives. As in
/// Cuckoo, a `rethrows` member stubbed to throw throws whatever it is given.
public struct StubRethrowingFunction<Input, Output>: ThrowingStubFunction {
    public typealias Failure = any Error
    public let core: StubFunctionCore<Input, Output>
    public init(_ core: StubFunctionCore<Input, Output>) { self.core = core }

    @discardableResult
    public func then(_ implementation: @escaping (Input) throws -> Output) -> Self {
        core.append([.implementation(implementation)])
        return self
    }
}
