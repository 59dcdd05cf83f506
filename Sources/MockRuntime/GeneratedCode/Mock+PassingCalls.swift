// The entry points of a member whose forwarding closure is handed the arguments instead of
// capturing them (docs/GeneratedMockShape.md, "Member kinds"):
//
//   __callPassing(member, (name, count)) { $0.greet($1.0, count: $1.1) }
//
// A closure that captures nothing needs no context: no partial-application forwarder and no
// capture box in each member, which a debug build of the mocks compiles for every member (20
// protocols' mocks: 6,660 M → 6,506 M compiler instructions). Generated code uses them where
// every argument is forwarded as it was passed (no `inout`, `@autoclosure`, non-escaping closure
// or noncopyable value, which need local copies), on a protocol mock outside any actor, for a
// member that is not `throws(E)`; the other members capture. The throwing forms take untyped
// `throws` closures, not `throws(Failure)` ones with `Failure` inferred as `any Error`: a debug
// build compiles a closure passed to a generic typed-throws parameter with a thunk around it
// (20 protocols' mocks, 40 throwing members: 92 M compiler instructions of 5,338 M). Async members too: their
// forwarding closure is taken as `nonisolated(nonsending)` by `MockManager.performAsync(_:passing:…)`
// (converted as it is passed, as a capturing one is), so handing it the arguments there sends
// nothing from the caller's isolation; a `@concurrent` closure called with them from the
// `nonisolated(nonsending)` entry point was a "sending 'arguments' risks causing data races".
// An async closure per member is split into several functions by a debug build: handed the
// arguments, the partial-application forwarder and its resume function go (20 protocols' mocks,
// 40 async members: 6,014 M → 5,778 M compiler instructions).

extension Mock {
    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) public func __callPassing<Input, Output>(
        _ member: Int, _ arguments: Input, _ original: (MocksType, Input) -> Output
    ) -> Output {
        __manager.perform(MockMember(integerLiteral: member), arguments, nil, hasSuperclass: false, superclass: MockManager.noSuperclass,
                          original: { (target: MocksType) -> Output in original(target, arguments) })
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) public func __callThrowingPassing<Input, Output>(
        _ member: Int, _ arguments: Input, _ original: (MocksType, Input) throws -> Output
    ) throws -> Output {
        try __manager.perform(MockMember(integerLiteral: member), arguments, nil, hasSuperclass: false, superclass: MockManager.noSuperclass,
                              original: { (target: MocksType) throws -> Output in try original(target, arguments) })
    }
}

extension Mock {
    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public func __callAsyncPassing<Input, Output>(
        _ member: Int, _ arguments: Input, _ original: (MocksType, Input) async -> Output
    ) async -> Output {
        await __manager.performAsync(MockMember(integerLiteral: member), passing: arguments, original: original)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public func __callAsyncThrowingPassing<Input, Output>(
        _ member: Int, _ arguments: Input, _ original: (MocksType, Input) async throws -> Output
    ) async throws -> Output {
        try await __manager.performAsync(MockMember(integerLiteral: member), passing: arguments, original: original)
    }
}

// A member without parameters has nothing to hand on, and no argument to pass but `()`: its own
// forms take none, and no `recordedAs:` whose default value each call site would compute
// (`self.__callNoArguments(0) { $0.name }`; 20 protocols' mocks, 60 such members: 64 M of
// 5,308 M compiler instructions). Generated code uses them where it would use the `…Passing`
// forms if the member had parameters.

extension Mock {
    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) public func __callNoArguments<Output>(_ member: Int, _ original: (MocksType) -> Output) -> Output {
        __manager.perform(MockMember(integerLiteral: member), (), nil, hasSuperclass: false, superclass: MockManager.noSuperclass, original: original)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) public func __callThrowingNoArguments<Output>(_ member: Int, _ original: (MocksType) throws -> Output) throws -> Output {
        try __manager.perform(MockMember(integerLiteral: member), (), nil, hasSuperclass: false, superclass: MockManager.noSuperclass, original: original)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public func __callAsyncNoArguments<Output>(
        _ member: Int, _ original: (MocksType) async -> Output
    ) async -> Output {
        await __manager.performAsync(MockMember(integerLiteral: member), (), nil, hasSuperclass: false, superclass: MockManager.noAsyncSuperclass, original: original)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public func __callAsyncThrowingNoArguments<Output>(
        _ member: Int, _ original: (MocksType) async throws -> Output
    ) async throws -> Output {
        try await __manager.performAsync(MockMember(integerLiteral: member), (), nil, hasSuperclass: false, superclass: MockManager.noAsyncSuperclass, original: original)
    }
}

extension MockManager {
    /// `performAsync` for a forwarding closure handed the arguments: taken as
    /// `nonisolated(nonsending)` here (the conversion happens as it is passed), so handing it the
    /// arguments in the closure below sends nothing.
    @inlinable
    nonisolated(nonsending) func performAsync<Input, Output, Failure: Error, Original>(
        _ member: MockMember, passing arguments: Input, original: nonisolated(nonsending) (Original, Input) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        try await performAsync(member, arguments, nil, hasSuperclass: false, superclass: MockManager.noAsyncSuperclass,
                               original: { (target: Original) async throws(Failure) -> Output in try await original(target, arguments) })
    }
}
