// The entry points generated members call, one per effect (plain, throwing, async, async
// throwing) and per kind of real code (none, a default implementation, a superclass).
// Distinct names and labels keep the type checker's work per generated call small.
//
// `callIsolatedAsync…` serve members isolated to an actor (a `@MainActor` protocol's, an actor
// protocol's): they run in the caller's isolation, so non-`Sendable` arguments and the closures
// that forward to real code never leave it. Nonisolated members use `callAsync…`, whose closures
// run off any actor, as the nonisolated requirements they forward to do.

extension MockManager {
    // MARK: Synchronous

    @inlinable
    public func call<Input, Output>(
        _ member: MockMember, arguments: Input, recordedAs recorded: Input? = nil
    ) -> Output {
        perform(member, arguments, recorded, hasSuperclass: false, superclass: { () -> Output in MockManager.unreachable() },
                original: { (_: NoDefaultImplementation) -> Output in MockManager.unreachable() })
    }

    @inlinable
    public func call<Input, Output, Original>(
        _ member: MockMember, arguments: Input, recordedAs recorded: Input? = nil,
        defaultImplementation original: (Original) -> Output
    ) -> Output {
        perform(member, arguments, recorded, hasSuperclass: false, superclass: { () -> Output in MockManager.unreachable() }, original: original)
    }

    @inlinable
    public func call<Input, Output, Original>(
        _ member: MockMember, arguments: Input, recordedAs recorded: Input? = nil,
        superclass: () -> Output, defaultImplementation original: (Original) -> Output
    ) -> Output {
        perform(member, arguments, recorded, hasSuperclass: true, superclass: superclass, original: original)
    }

    // MARK: Throwing (untyped `throws` uses `any Error` as the failure type)

    @inlinable
    public func callThrowing<Input, Output, Failure: Error>(
        _ member: MockMember, arguments: Input, recordedAs recorded: Input? = nil, throwing: Failure.Type
    ) throws(Failure) -> Output {
        try perform(member, arguments, recorded, hasSuperclass: false,
                    superclass: { () throws(Failure) -> Output in MockManager.unreachable() },
                    original: { (_: NoDefaultImplementation) throws(Failure) -> Output in MockManager.unreachable() })
    }

    @inlinable
    public func callThrowing<Input, Output, Failure: Error, Original>(
        _ member: MockMember, arguments: Input, recordedAs recorded: Input? = nil,
        defaultImplementation original: (Original) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        try perform(member, arguments, recorded, hasSuperclass: false,
                    superclass: { () throws(Failure) -> Output in MockManager.unreachable() }, original: original)
    }

    @inlinable
    public func callThrowing<Input, Output, Failure: Error, Original>(
        _ member: MockMember, arguments: Input, recordedAs recorded: Input? = nil,
        superclass: () throws(Failure) -> Output, defaultImplementation original: (Original) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        try perform(member, arguments, recorded, hasSuperclass: true, superclass: superclass, original: original)
    }

    // MARK: Async

    @inlinable
    public func callAsync<Input, Output>(
        _ member: MockMember, arguments: Input, recordedAs recorded: Input? = nil
    ) async -> Output {
        await performAsync(member, arguments, recorded, hasSuperclass: false,
                           superclass: { () async -> Output in MockManager.unreachable() },
                           original: { (_: NoDefaultImplementation) async -> Output in MockManager.unreachable() })
    }

    @inlinable
    public func callAsync<Input, Output, Original>(
        _ member: MockMember, arguments: Input, recordedAs recorded: Input? = nil,
        defaultImplementation original: (Original) async -> Output
    ) async -> Output {
        await performAsync(member, arguments, recorded, hasSuperclass: false,
                           superclass: { () async -> Output in MockManager.unreachable() }, original: original)
    }

    @inlinable
    public func callAsync<Input, Output, Original>(
        _ member: MockMember, arguments: Input, recordedAs recorded: Input? = nil,
        superclass: () async -> Output, defaultImplementation original: (Original) async -> Output
    ) async -> Output {
        await performAsync(member, arguments, recorded, hasSuperclass: true, superclass: superclass, original: original)
    }

    // MARK: Async throwing

    @inlinable
    public func callAsyncThrowing<Input, Output, Failure: Error>(
        _ member: MockMember, arguments: Input, recordedAs recorded: Input? = nil, throwing: Failure.Type
    ) async throws(Failure) -> Output {
        try await performAsync(member, arguments, recorded, hasSuperclass: false,
                               superclass: { () async throws(Failure) -> Output in MockManager.unreachable() },
                               original: { (_: NoDefaultImplementation) async throws(Failure) -> Output in MockManager.unreachable() })
    }

    @inlinable
    public func callAsyncThrowing<Input, Output, Failure: Error, Original>(
        _ member: MockMember, arguments: Input, recordedAs recorded: Input? = nil,
        defaultImplementation original: (Original) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        try await performAsync(member, arguments, recorded, hasSuperclass: false,
                               superclass: { () async throws(Failure) -> Output in MockManager.unreachable() }, original: original)
    }

    @inlinable
    public func callAsyncThrowing<Input, Output, Failure: Error, Original>(
        _ member: MockMember, arguments: Input, recordedAs recorded: Input? = nil,
        superclass: () async throws(Failure) -> Output, defaultImplementation original: (Original) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        try await performAsync(member, arguments, recorded, hasSuperclass: true, superclass: superclass, original: original)
    }

    // MARK: Async, in the caller's isolation

    @inlinable
    nonisolated(nonsending) public func callIsolatedAsync<Input, Output>(
        _ member: MockMember, arguments: Input, recordedAs recorded: Input? = nil
    ) async -> Output {
        await performAsync(member, arguments, recorded, hasSuperclass: false,
                           superclass: { () async -> Output in MockManager.unreachable() },
                           original: { (_: NoDefaultImplementation) async -> Output in MockManager.unreachable() })
    }

    @inlinable
    nonisolated(nonsending) public func callIsolatedAsync<Input, Output, Original>(
        _ member: MockMember, arguments: Input, recordedAs recorded: Input? = nil,
        defaultImplementation original: nonisolated(nonsending) (Original) async -> Output
    ) async -> Output {
        await performAsync(member, arguments, recorded, hasSuperclass: false,
                           superclass: { () async -> Output in MockManager.unreachable() }, original: original)
    }

    @inlinable
    nonisolated(nonsending) public func callIsolatedAsync<Input, Output, Original>(
        _ member: MockMember, arguments: Input, recordedAs recorded: Input? = nil,
        superclass: nonisolated(nonsending) () async -> Output, defaultImplementation original: nonisolated(nonsending) (Original) async -> Output
    ) async -> Output {
        await performAsync(member, arguments, recorded, hasSuperclass: true, superclass: superclass, original: original)
    }

    // MARK: Async throwing, in the caller's isolation

    @inlinable
    nonisolated(nonsending) public func callIsolatedAsyncThrowing<Input, Output, Failure: Error>(
        _ member: MockMember, arguments: Input, recordedAs recorded: Input? = nil, throwing: Failure.Type
    ) async throws(Failure) -> Output {
        try await performAsync(member, arguments, recorded, hasSuperclass: false,
                               superclass: { () async throws(Failure) -> Output in MockManager.unreachable() },
                               original: { (_: NoDefaultImplementation) async throws(Failure) -> Output in MockManager.unreachable() })
    }

    @inlinable
    nonisolated(nonsending) public func callIsolatedAsyncThrowing<Input, Output, Failure: Error, Original>(
        _ member: MockMember, arguments: Input, recordedAs recorded: Input? = nil,
        defaultImplementation original: nonisolated(nonsending) (Original) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        try await performAsync(member, arguments, recorded, hasSuperclass: false,
                               superclass: { () async throws(Failure) -> Output in MockManager.unreachable() }, original: original)
    }

    @inlinable
    nonisolated(nonsending) public func callIsolatedAsyncThrowing<Input, Output, Failure: Error, Original>(
        _ member: MockMember, arguments: Input, recordedAs recorded: Input? = nil,
        superclass: nonisolated(nonsending) () async throws(Failure) -> Output, defaultImplementation original: nonisolated(nonsending) (Original) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        try await performAsync(member, arguments, recorded, hasSuperclass: true, superclass: superclass, original: original)
    }

    @usableFromInline
    static func unreachable() -> Never {
        fatalError("MockRuntime: real implementation requested where none exists")
    }
}
