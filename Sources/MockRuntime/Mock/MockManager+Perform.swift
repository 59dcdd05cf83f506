// The two cores behind the entry points: one synchronous, one async. `Failure` is `Never` for
// non-throwing members, `any Error` for `throws`, and `E` for `throws(E)`.

extension MockManager {
    @inlinable
    func perform<Input, Output, Failure: Error, Original>(
        _ member: MockMember, _ arguments: Input, _ recorded: Input?,
        hasSuperclass: Bool,
        superclass: () throws(Failure) -> Output,
        original: (Original) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        let (resolution, real): (CallResolution<Input, Output>, CallRecord) = resolve(member, arguments: arguments, recorded: recorded)
        switch resolution {
        case .stubbed(let action):
            switch action {
            case .returnValue(let value):
                return value
            case .implementation(let body):
                do { return try body(arguments) } catch { throw error as! Failure }
            case .throwError(let error):
                throw error as! Failure
            case .callRealImplementation:
                if hasSuperclass { return try superclass() }
                if let implementation = real.defaultImplementation as? Original { return try original(implementation) }
                return missingRealImplementation(real.invocation)
            case .asyncImplementation:
                preconditionFailure("MockRuntime: async `then` on a synchronous member")
            }
        case .unstubbed(let invocation, let unanswered):
            // An unexpected call has no effects (as in jMock): no real code runs for it.
            if !unanswered.isUnexpected {
                if let implementation = real.defaultImplementation as? Original { return try original(implementation) }
                if hasSuperclass && real.superclassSpyEnabled { return try superclass() }
            }
            return try unstubbedResult(invocation, unanswered, throwing: Failure.self)
        }
    }

    @inlinable
    nonisolated(nonsending) func performAsync<Input, Output, Failure: Error, Original>(
        _ member: MockMember, _ arguments: Input, _ recorded: Input?,
        hasSuperclass: Bool,
        superclass: nonisolated(nonsending) () async throws(Failure) -> Output,
        original: nonisolated(nonsending) (Original) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        let (resolution, real): (CallResolution<Input, Output>, CallRecord) = resolve(member, arguments: arguments, recorded: recorded)
        switch resolution {
        case .stubbed(let action):
            switch action {
            case .returnValue(let value):
                return value
            case .implementation(let body):
                do { return try body(arguments) } catch { throw error as! Failure }
            case .asyncImplementation(let body):
                do { return try await body(arguments) } catch { throw error as! Failure }
            case .throwError(let error):
                throw error as! Failure
            case .callRealImplementation:
                if hasSuperclass { return try await superclass() }
                if let implementation = real.defaultImplementation as? Original { return try await original(implementation) }
                return missingRealImplementation(real.invocation)
            }
        case .unstubbed(let invocation, let unanswered):
            if !unanswered.isUnexpected {
                if let implementation = real.defaultImplementation as? Original { return try await original(implementation) }
                if hasSuperclass && real.superclassSpyEnabled { return try await superclass() }
            }
            return try unstubbedResult(invocation, unanswered, throwing: Failure.self)
        }
    }
}
