// The entry points of a member whose forwarding closure is handed the arguments instead of
// capturing them (docs/GeneratedMockShape.md, "Member kinds"):
//
//   __call(member, passing: (name, count)) { $0.greet($1.0, count: $1.1) }
//
// A closure that captures nothing needs no context: no partial-application forwarder and no
// capture box in each member, which a debug build of the mocks compiles for every member (20
// protocols' mocks: 6,660 M → 6,506 M compiler instructions). The label `passing:` tells these
// apart from the capturing forms of the same names without an overload for the type checker to
// weigh. Generated code uses them where every argument is forwarded as it was passed (no `inout`,
// `@autoclosure`, non-escaping closure or noncopyable value, which need local copies), on a
// protocol mock outside any actor; the other members capture. Async members too: their
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
    @_spi(Generated) public func __call<Input, Output>(
        _ member: Int, passing arguments: Input, _ original: (MocksType, Input) -> Output
    ) -> Output {
        __manager.perform(MockMember(integerLiteral: member), arguments, nil, hasSuperclass: false, superclass: MockManager.noSuperclass,
                          original: { (target: MocksType) -> Output in original(target, arguments) })
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) public func __callThrowing<Input, Output, Failure: Error>(
        _ member: Int, passing arguments: Input, _ original: (MocksType, Input) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        try __manager.perform(MockMember(integerLiteral: member), arguments, nil, hasSuperclass: false, superclass: MockManager.noSuperclass,
                              original: { (target: MocksType) throws(Failure) -> Output in try original(target, arguments) })
    }
}

extension Mock {
    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public func __callAsync<Input, Output>(
        _ member: Int, passing arguments: Input, _ original: (MocksType, Input) async -> Output
    ) async -> Output {
        await __manager.performAsync(MockMember(integerLiteral: member), passing: arguments, original: original)
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) nonisolated(nonsending) public func __callAsyncThrowing<Input, Output, Failure: Error>(
        _ member: Int, passing arguments: Input, _ original: (MocksType, Input) async throws(Failure) -> Output
    ) async throws(Failure) -> Output {
        try await __manager.performAsync(MockMember(integerLiteral: member), passing: arguments, original: original)
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
