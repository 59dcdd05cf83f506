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
// protocol mock outside any actor; the other members capture. Synchronous members only: an
// async forwarding closure handed the arguments by the runtime would send them from the
// caller's isolation to a `nonisolated` one, which Swift 6's region checker rejects (a closure
// that captures them is formed in the member, where they are the member's own).

extension Mock {
    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) public func __call<Input, Output>(
        _ member: MockMember, passing arguments: Input, _ original: (MocksType, Input) -> Output
    ) -> Output {
        __manager.perform(member, arguments, nil, hasSuperclass: false, superclass: MockManager.noSuperclass,
                          original: { (target: MocksType) -> Output in original(target, arguments) })
    }

    @_documentation(visibility: internal)
    @inlinable
    @_spi(Generated) public func __callThrowing<Input, Output, Failure: Error>(
        _ member: MockMember, passing arguments: Input, _ original: (MocksType, Input) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        try __manager.perform(member, arguments, nil, hasSuperclass: false, superclass: MockManager.noSuperclass,
                              original: { (target: MocksType) throws(Failure) -> Output in try original(target, arguments) })
    }
}
