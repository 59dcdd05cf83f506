// The entry points a generated mock's members call: per effect (`__call`, `__callThrowing`,
// `__callAsync`, …) and per kind of real code, one name for each form, so the type checker never
// weighs overloads (forms told apart by their labels alone were still weighed: distinct names
// took 35 M of 1,363 M compiler instructions off the type-check of 20 protocols' mocks):
//
//   __call(member, arguments)                                 no real code (statics, `throwing:` for throws)
//   __callCapturing(member, arguments) { $0.greet(name) }     forwards to `enableDefaultImplementation`'s value
//   __callPassing(member, arguments) { $0.greet($1) }         the same, handed the arguments (Mock+PassingCalls.swift)
//   __callNoArguments(member) { $0.count }                    the same for a member without parameters (there too)
//   __callWithSuper(member, arguments, super: { … }) { … }    class mocks: the superclass, then the above
//   __callOpening(member, arguments) { (o: any P) … }         the value is an `any P` to open (associated types)
//
// `__callAsync…` serve nonisolated members: their forwarding closures run off any actor, as the
// nonisolated requirements they forward to do. The entry points themselves are
// `nonisolated(nonsending)`: they record and answer the call where the member runs, which is the
// caller's isolation in a module built with `NonisolatedNonsendingByDefault` (a `@concurrent`
// entry point made every non-`Sendable` argument a "sending … risks causing data races" error
// there, and under `-default-isolation MainActor`). `__callIsolatedAsync…` serve members
// isolated to an actor (a `@MainActor` protocol's, an actor protocol's) or to their caller: their
// forwarding closures are `nonisolated(nonsending)` too, so non-`Sendable` arguments and
// forwarding closures never leave that isolation.
// `recordedAs:` replaces arguments that cannot be kept (non-escaping closures) in the record. Its
// default value costs each call site a call to its generator, but it also keeps `Input` in a
// second parameter, which stops Swift from opening an existential argument (SE-0352): a twin
// without it recorded an `any Shape` argument as the `Square` inside, and no stub matched it.
//
// `member` is the member's index in the mock's `MemberTable` (an integer literal in generated
// code), an `Int` rather than a `MockMember`: a `MockMember` argument is a call to its literal
// initializer and a destroy of a 48-byte value at every call site, which a debug build of the
// mocks compiles for each member and each proxy member (20 protocols: 5,776 → 5,525 M compiler
// instructions, 4.3 %). The descriptor is made here, once the call reaches the runtime.

extension Mock {
    // MARK: Synchronous

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) public func __call<Input, Output>(_ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil) -> Output {
        __manager.perform(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: false, superclass: MockManager.noSuperclass,
                          original: MockManager.noOriginal as (NoDefaultImplementation) -> Output)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) public func __callCapturing<Input, Output>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil, _ original: (MocksType) -> Output
    ) -> Output {
        __manager.perform(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: false, superclass: MockManager.noSuperclass, original: original)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) public func __callWithSuper<Input, Output>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil,
        super superclass: () -> Output, _ original: (MocksType) -> Output
    ) -> Output {
        __manager.perform(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: true, superclass: superclass, original: original)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) public func __callOpening<Input, Output, Original>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil, _ original: (Original) -> Output
    ) -> Output {
        __manager.perform(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: false, superclass: MockManager.noSuperclass, original: original)
    }

    // MARK: Throwing (`Failure` is `any Error` for untyped `throws`)

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) public func __callThrowing<Input, Output, Failure: Error>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil, throwing: Failure.Type
    ) throws(Failure) -> Output {
        try __manager.perform(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: false, superclass: MockManager.noSuperclass,
                              original: MockManager.noOriginal as (NoDefaultImplementation) throws(Failure) -> Output)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) public func __callThrowingCapturing<Input, Output, Failure: Error>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil, _ original: (MocksType) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        try __manager.perform(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: false, superclass: MockManager.noSuperclass, original: original)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) public func __callThrowingWithSuper<Input, Output, Failure: Error>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil,
        super superclass: () throws(Failure) -> Output, _ original: (MocksType) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        try __manager.perform(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: true, superclass: superclass, original: original)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) public func __callThrowingOpening<Input, Output, Failure: Error, Original>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil, _ original: (Original) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        try __manager.perform(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: false, superclass: MockManager.noSuperclass, original: original)
    }

    // MARK: Async

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public func __callAsync<Input, Output>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil
    ) async -> Output {
        await __manager.performAsync(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: false, superclass: MockManager.noAsyncSuperclass,
                                     original: MockManager.noAsyncOriginal as nonisolated(nonsending) (NoDefaultImplementation) async -> Output)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public func __callAsyncCapturing<Input, Output>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil,
        _ original: (MocksType) async -> Output
    ) async -> Output {
        await __manager.performAsync(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: false, superclass: MockManager.noAsyncSuperclass, original: original)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public func __callAsyncWithSuper<Input, Output>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil,
        super superclass: () async -> Output, _ original: (MocksType) async -> Output
    ) async -> Output {
        await __manager.performAsync(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: true, superclass: superclass, original: original)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public func __callAsyncOpening<Input, Output, Original>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil,
        _ original: (Original) async -> Output
    ) async -> Output {
        await __manager.performAsync(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: false, superclass: MockManager.noAsyncSuperclass, original: original)
    }

    // MARK: Async throwing

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public func __callAsyncThrowing<Input, Output, Failure: Error>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil, throwing: Failure.Type
    ) async throws(Failure) -> Output {
        try await __manager.performAsync(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: false, superclass: MockManager.noAsyncSuperclass,
                                         original: MockManager.noAsyncOriginal as nonisolated(nonsending) (NoDefaultImplementation) async throws(Failure) -> Output)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public func __callAsyncThrowingCapturing<Input, Output, Failure: Error>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil,
        _ original: (MocksType) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        try await __manager.performAsync(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: false, superclass: MockManager.noAsyncSuperclass, original: original)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public func __callAsyncThrowingWithSuper<Input, Output, Failure: Error>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil,
        super superclass: () async throws(Failure) -> Output,
        _ original: (MocksType) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        try await __manager.performAsync(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: true, superclass: superclass, original: original)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public func __callAsyncThrowingOpening<Input, Output, Failure: Error, Original>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil,
        _ original: (Original) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        try await __manager.performAsync(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: false, superclass: MockManager.noAsyncSuperclass, original: original)
    }

    // MARK: Async, in the caller's isolation

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public func __callIsolatedAsync<Input, Output>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil
    ) async -> Output {
        await __manager.performAsync(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: false, superclass: MockManager.noAsyncSuperclass,
                                     original: MockManager.noAsyncOriginal as nonisolated(nonsending) (NoDefaultImplementation) async -> Output)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public func __callIsolatedAsyncCapturing<Input, Output>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil,
        _ original: nonisolated(nonsending) (MocksType) async -> Output
    ) async -> Output {
        await __manager.performAsync(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: false, superclass: MockManager.noAsyncSuperclass, original: original)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public func __callIsolatedAsyncWithSuper<Input, Output>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil,
        super superclass: nonisolated(nonsending) () async -> Output, _ original: nonisolated(nonsending) (MocksType) async -> Output
    ) async -> Output {
        await __manager.performAsync(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: true, superclass: superclass, original: original)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public func __callIsolatedAsyncOpening<Input, Output, Original>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil,
        _ original: nonisolated(nonsending) (Original) async -> Output
    ) async -> Output {
        await __manager.performAsync(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: false, superclass: MockManager.noAsyncSuperclass, original: original)
    }

    // MARK: Async throwing, in the caller's isolation

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public func __callIsolatedAsyncThrowing<Input, Output, Failure: Error>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil, throwing: Failure.Type
    ) async throws(Failure) -> Output {
        try await __manager.performAsync(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: false, superclass: MockManager.noAsyncSuperclass,
                                         original: MockManager.noAsyncOriginal as nonisolated(nonsending) (NoDefaultImplementation) async throws(Failure) -> Output)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public func __callIsolatedAsyncThrowingCapturing<Input, Output, Failure: Error>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil,
        _ original: nonisolated(nonsending) (MocksType) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        try await __manager.performAsync(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: false, superclass: MockManager.noAsyncSuperclass, original: original)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public func __callIsolatedAsyncThrowingWithSuper<Input, Output, Failure: Error>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil,
        super superclass: nonisolated(nonsending) () async throws(Failure) -> Output,
        _ original: nonisolated(nonsending) (MocksType) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        try await __manager.performAsync(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: true, superclass: superclass, original: original)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public func __callIsolatedAsyncThrowingOpening<Input, Output, Failure: Error, Original>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil,
        _ original: nonisolated(nonsending) (Original) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        try await __manager.performAsync(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: false, superclass: MockManager.noAsyncSuperclass, original: original)
    }
}

// Static members have no real code to reach: one entry point per effect.
extension StaticMock {
    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) public static func __call<Input, Output>(_ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil) -> Output {
        __staticManager.perform(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: false, superclass: MockManager.noSuperclass,
                                original: MockManager.noOriginal as (NoDefaultImplementation) -> Output)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) public static func __callThrowing<Input, Output, Failure: Error>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil, throwing: Failure.Type
    ) throws(Failure) -> Output {
        try __staticManager.perform(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: false, superclass: MockManager.noSuperclass,
                                    original: MockManager.noOriginal as (NoDefaultImplementation) throws(Failure) -> Output)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public static func __callAsync<Input, Output>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil
    ) async -> Output {
        await __staticManager.performAsync(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: false, superclass: MockManager.noAsyncSuperclass,
                                           original: MockManager.noAsyncOriginal as nonisolated(nonsending) (NoDefaultImplementation) async -> Output)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public static func __callAsyncThrowing<Input, Output, Failure: Error>(
        _ member: Int, _ arguments: Input, recordedAs recorded: Input? = nil, throwing: Failure.Type
    ) async throws(Failure) -> Output {
        try await __staticManager.performAsync(MockMember(integerLiteral: member), arguments, recorded, hasSuperclass: false, superclass: MockManager.noAsyncSuperclass,
                                               original: MockManager.noAsyncOriginal as nonisolated(nonsending) (NoDefaultImplementation) async throws(Failure) -> Output)
    }
}

extension MockManager {
    // Stand-ins for real code a member does not have; `perform` never calls them for such
    // members (`hasSuperclass` is false, and no value is a `NoDefaultImplementation`).

    @usableFromInline
    static func noSuperclass<Output, Failure: Error>() throws(Failure) -> Output { unreachable() }

    @usableFromInline
    static func noOriginal<Output, Failure: Error>(_: NoDefaultImplementation) throws(Failure) -> Output { unreachable() }

    @usableFromInline
    nonisolated(nonsending) static func noAsyncSuperclass<Output, Failure: Error>() async throws(Failure) -> Output { unreachable() }

    @usableFromInline
    nonisolated(nonsending) static func noAsyncOriginal<Output, Failure: Error>(_: NoDefaultImplementation) async throws(Failure) -> Output { unreachable() }

    @usableFromInline
    static func unreachable() -> Never {
        fatalError("MockRuntime: real implementation requested where none exists")
    }
}
