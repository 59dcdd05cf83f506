// The stubbing side of `ProxyCall`: what `when(stub.member(…))` returns. Actions every kind of
// member supports come from `BaseStubFunctionTrait`; `then` takes a closure with the member's
// effects, and `thenThrow` exists only for members that can throw. Every action returns the
// function again, so actions chain; the last one repeats.

extension ProxyCall: StubbingFunction, BaseStubFunctionTrait {
    public typealias InputType = Input
    public typealias OutputType = Output

    /// The stub function; on a verification (`when(verify(mock).greet("Bob"))`), a failure
    /// and a stub function no mock uses.
    @_documentation(visibility: internal)
    public var core: StubFunctionCore<Input, Output> {
        switch storage {
        case .stub(let core):
            return core
        case .verified(_, let origin):
            let manager = origin.context.manager
            manager.fail(
                "`when(…)` and `then…` need a member of the proxy `stub(mock) { stub in … }` hands out, "
                    + "not of `verify(mock)` (\(manager.mockedTypeName).\(origin.member.signature))",
                at: origin.context.location
            )
            return StubFunctionCore(manager: MockManager(mockedTypeName: manager.mockedTypeName), member: origin.member, matchers: [])
        }
    }

    @_documentation(visibility: internal)
    public init(_ core: StubFunctionCore<Input, Output>) { self.init(storage: .stub(core)) }
}

extension ProxyCall {
    /// Runs `implementation` with the call's arguments.
    @discardableResult
    public func then(_ implementation: @escaping (Input) -> Output) -> Self where Effect == CallEffects.Plain {
        core.append([.implementation(implementation)])
        return self
    }

    @discardableResult
    public func then<Failure>(_ implementation: @escaping (Input) throws(Failure) -> Output) -> Self where Effect == CallEffects.Throws<Failure> {
        core.append([.implementation({ input in try implementation(input) })])
        return self
    }

    @discardableResult
    public func then(_ implementation: nonisolated(nonsending) @escaping (Input) async -> Output) -> Self where Effect == CallEffects.Async {
        core.append([.asyncImplementation({ input in await implementation(input) })])
        return self
    }

    @discardableResult
    public func then<Failure>(
        _ implementation: nonisolated(nonsending) @escaping (Input) async throws(Failure) -> Output
    ) -> Self where Effect == CallEffects.AsyncThrows<Failure> {
        core.append([.asyncImplementation({ input in try await implementation(input) })])
        return self
    }

    @discardableResult
    public func then(_ implementation: @escaping (Input) throws -> Output) -> Self where Effect == CallEffects.Rethrows {
        core.append([.implementation(implementation)])
        return self
    }

    /// Throws the errors in order on consecutive calls; the last one repeats.
    @discardableResult
    public func thenThrow<Failure>(_ error: Failure, _ errors: Failure...) -> Self where Effect == CallEffects.Throws<Failure> {
        appendThrowing([error] + errors)
    }

    @discardableResult
    public func thenThrow<Failure>(_ error: Failure, _ errors: Failure...) -> Self where Effect == CallEffects.AsyncThrows<Failure> {
        appendThrowing([error] + errors)
    }

    /// As in Cuckoo, a `rethrows` member stubbed to throw throws whatever it is given.
    @discardableResult
    public func thenThrow(_ error: any Error, _ errors: any Error...) -> Self where Effect == CallEffects.Rethrows {
        appendThrowing([error] + errors)
    }

    private func appendThrowing(_ errors: [any Error]) -> Self {
        core.append(errors.map { .throwError($0) })
        return self
    }
}
