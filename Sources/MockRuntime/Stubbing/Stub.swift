/// The type-erased face of a stub, for the per-member lists and for unused-stub detection.
@usableFromInline
class StubBase: @unchecked Sendable {
    /// The member, described: a `createMock` configuration stubs its mock before the mock (and
    /// so its member table) exists, and the mock describes those stubs' members when it takes
    /// them over (`describeMember(with:)`). Read for messages only.
    var member: MockMember { describedMember.withLock { $0 } }
    private let describedMember: Locked<MockMember>
    let matcherDescriptions: [String]
    let location: MockSourceLocation?
    /// The concrete `Input` and `Output` of the subclass. Comparing these identifiers is much
    /// cheaper than a dynamic cast to `Stub<Input, Output>`, which in unspecialised generic
    /// code costs a metadata lookup per stub on every call.
    @usableFromInline let inputType: ObjectIdentifier
    @usableFromInline let outputType: ObjectIdentifier

    init(member: MockMember, matcherDescriptions: [String], location: MockSourceLocation?, inputType: ObjectIdentifier, outputType: ObjectIdentifier) {
        self.describedMember = Locked(member)
        self.matcherDescriptions = matcherDescriptions
        self.location = location
        self.inputType = inputType
        self.outputType = outputType
    }

    /// Describes the member by `table` if it is an index alone.
    func describeMember(with table: MemberTable) {
        describedMember.withLock { $0 = table.described($0) }
    }

    /// How many calls this stub answered.
    var useCount: Int { 0 }

    private let isRegistered = Locked(false)

    /// True exactly once: for whoever registers this stub with its manager.
    func claimRegistration() -> Bool {
        isRegistered.withLock { registered in
            defer { registered = true }
            return !registered
        }
    }
}

/// One `when(…)` registration: argument matchers and the chain of actions.
@usableFromInline
final class Stub<Input, Output>: StubBase, @unchecked Sendable {
    @usableFromInline
    struct Progress {
        @usableFromInline var actions: [StubAction<Input, Output>] = []
        @usableFromInline var nextAction = 0
        @usableFromInline var uses = 0
        init() {}
    }

    /// All argument matchers folded into one closure, see `ArgumentMatcher.combined`.
    @usableFromInline let matches: (Input) -> Bool
    @usableFromInline let didMatch: ((Input) -> Void)?
    @usableFromInline let progress = Locked(Progress())

    init(member: MockMember, matchers: [ArgumentMatcher<Input>], location: MockSourceLocation?) {
        (matches, didMatch) = ArgumentMatcher.combined(matchers)
        super.init(
            member: member, matcherDescriptions: matchers.map(\.description), location: location,
            inputType: ObjectIdentifier(Input.self), outputType: ObjectIdentifier(Output.self)
        )
    }

    /// The stub if it was registered for exactly these types (generic members register one
    /// stub type per concrete type argument), else `nil`.
    @inlinable
    static func narrow(_ stub: StubBase, input: ObjectIdentifier, output: ObjectIdentifier) -> Stub<Input, Output>? {
        guard stub.inputType == input, stub.outputType == output else { return nil }
        return unsafeDowncast(stub, to: Stub<Input, Output>.self)
    }

    override var useCount: Int { progress.withLock { $0.uses } }

    func append(_ actions: [StubAction<Input, Output>]) {
        progress.withLock { $0.actions.append(contentsOf: actions) }
    }

    /// The action `takeNextAction` would return, without using it.
    @usableFromInline
    func peekNextAction() -> StubAction<Input, Output>? {
        progress.withLock { progress in
            progress.actions.isEmpty ? nil : progress.actions[min(progress.nextAction, progress.actions.count - 1)]
        }
    }

    /// The action for the next call, advancing the chain; `nil` while no `then…` was given.
    @inlinable
    func takeNextAction() -> StubAction<Input, Output>? {
        progress.withLock { progress in
            guard !progress.actions.isEmpty else { return nil }
            let action = progress.actions[min(progress.nextAction, progress.actions.count - 1)]
            progress.nextAction += 1
            progress.uses += 1
            return action
        }
    }
}
