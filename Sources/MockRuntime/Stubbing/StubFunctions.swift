// The values a stubbing proxy returns, one type per kind of member, each offering only the
// `then…` methods that make sense for it (no `thenThrow` on a non-throwing member).
// Every `then…` returns the function again, so actions chain; the last one repeats.

/// A synchronous, non-throwing member (also property getters and setters).
public struct StubFunction<Input, Output>: StubbingFunction {
    public let core: StubFunctionCore<Input, Output>

    public init(_ core: StubFunctionCore<Input, Output>) { self.core = core }

    public func __registered(at location: MockSourceLocation) -> Self { Self(core.registered(at: location)) }

    /// Runs `implementation` with the call's arguments.
    @discardableResult
    public func then(_ implementation: @escaping (Input) -> Output) -> Self {
        core.append([.implementation(implementation)])
        return self
    }

    /// Returns the values in order; the last one repeats.
    @discardableResult
    public func thenReturn(_ output: Output, _ outputs: Output...) -> Self {
        core.append(([output] + outputs).map { .returnValue($0) })
        return self
    }

    /// Forwards to the superclass (class mocks) or the default implementation.
    @discardableResult
    public func thenCallRealImplementation() -> Self {
        core.append([.callRealImplementation])
        return self
    }
}

extension StubFunction where Output == Void {
    @discardableResult
    public func thenDoNothing() -> Self {
        core.append([.returnValue(())])
        return self
    }
}

/// A `throws` or `throws(Failure)` member; `Failure` is `any Error` for untyped throws.
public struct StubThrowingFunction<Input, Output, Failure: Error>: StubbingFunction {
    public let core: StubFunctionCore<Input, Output>

    public init(_ core: StubFunctionCore<Input, Output>) { self.core = core }

    public func __registered(at location: MockSourceLocation) -> Self { Self(core.registered(at: location)) }

    @discardableResult
    public func then(_ implementation: @escaping (Input) throws(Failure) -> Output) -> Self {
        core.append([.implementation({ input in try implementation(input) })])
        return self
    }

    @discardableResult
    public func thenReturn(_ output: Output, _ outputs: Output...) -> Self {
        core.append(([output] + outputs).map { .returnValue($0) })
        return self
    }

    /// Throws the errors in order; the last one repeats.
    @discardableResult
    public func thenThrow(_ error: Failure, _ errors: Failure...) -> Self {
        core.append(([error] + errors).map { .throwError($0) })
        return self
    }

    @discardableResult
    public func thenCallRealImplementation() -> Self {
        core.append([.callRealImplementation])
        return self
    }
}

extension StubThrowingFunction where Output == Void {
    @discardableResult
    public func thenDoNothing() -> Self {
        core.append([.returnValue(())])
        return self
    }
}

/// An `async` member: `then` bodies may suspend.
public struct StubAsyncFunction<Input, Output>: StubbingFunction {
    public let core: StubFunctionCore<Input, Output>

    public init(_ core: StubFunctionCore<Input, Output>) { self.core = core }

    public func __registered(at location: MockSourceLocation) -> Self { Self(core.registered(at: location)) }

    @discardableResult
    public func then(_ implementation: nonisolated(nonsending) @escaping (Input) async -> Output) -> Self {
        core.append([.asyncImplementation({ input in await implementation(input) })])
        return self
    }

    @discardableResult
    public func thenReturn(_ output: Output, _ outputs: Output...) -> Self {
        core.append(([output] + outputs).map { .returnValue($0) })
        return self
    }

    @discardableResult
    public func thenCallRealImplementation() -> Self {
        core.append([.callRealImplementation])
        return self
    }
}

extension StubAsyncFunction where Output == Void {
    @discardableResult
    public func thenDoNothing() -> Self {
        core.append([.returnValue(())])
        return self
    }
}

/// An `async throws` or `async throws(Failure)` member.
public struct StubAsyncThrowingFunction<Input, Output, Failure: Error>: StubbingFunction {
    public let core: StubFunctionCore<Input, Output>

    public init(_ core: StubFunctionCore<Input, Output>) { self.core = core }

    public func __registered(at location: MockSourceLocation) -> Self { Self(core.registered(at: location)) }

    @discardableResult
    public func then(_ implementation: nonisolated(nonsending) @escaping (Input) async throws(Failure) -> Output) -> Self {
        core.append([.asyncImplementation({ input in try await implementation(input) })])
        return self
    }

    @discardableResult
    public func thenReturn(_ output: Output, _ outputs: Output...) -> Self {
        core.append(([output] + outputs).map { .returnValue($0) })
        return self
    }

    @discardableResult
    public func thenThrow(_ error: Failure, _ errors: Failure...) -> Self {
        core.append(([error] + errors).map { .throwError($0) })
        return self
    }

    @discardableResult
    public func thenCallRealImplementation() -> Self {
        core.append([.callRealImplementation])
        return self
    }
}

extension StubAsyncThrowingFunction where Output == Void {
    @discardableResult
    public func thenDoNothing() -> Self {
        core.append([.returnValue(())])
        return self
    }
}

/// A `rethrows` member: `then` may call (and so rethrow from) the closure it receives, but no
/// other error may escape, so there is no `thenThrow`.
public struct StubRethrowingFunction<Input, Output>: StubbingFunction {
    public let core: StubFunctionCore<Input, Output>

    public init(_ core: StubFunctionCore<Input, Output>) { self.core = core }

    public func __registered(at location: MockSourceLocation) -> Self { Self(core.registered(at: location)) }

    @discardableResult
    public func then(_ implementation: @escaping (Input) throws -> Output) -> Self {
        core.append([.implementation(implementation)])
        return self
    }

    @discardableResult
    public func thenReturn(_ output: Output, _ outputs: Output...) -> Self {
        core.append(([output] + outputs).map { .returnValue($0) })
        return self
    }

    @discardableResult
    public func thenCallRealImplementation() -> Self {
        core.append([.callRealImplementation])
        return self
    }
}

extension StubRethrowingFunction where Output == Void {
    @discardableResult
    public func thenDoNothing() -> Self {
        core.append([.returnValue(())])
        return self
    }
}
