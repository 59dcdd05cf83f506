/// The type-erased face of a stub, for the per-member lists and for unused-stub detection.
class StubBase: @unchecked Sendable {
    let member: MockMember
    let matcherDescriptions: [String]
    let location: MockSourceLocation?

    init(member: MockMember, matcherDescriptions: [String], location: MockSourceLocation?) {
        self.member = member
        self.matcherDescriptions = matcherDescriptions
        self.location = location
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
final class Stub<Input, Output>: StubBase, @unchecked Sendable {
    private struct Progress {
        var actions: [StubAction<Input, Output>] = []
        var nextAction = 0
        var uses = 0
    }

    let matchers: [ArgumentMatcher<Input>]
    private let progress = Locked(Progress())

    init(member: MockMember, matchers: [ArgumentMatcher<Input>], location: MockSourceLocation?) {
        self.matchers = matchers
        super.init(member: member, matcherDescriptions: matchers.map(\.description), location: location)
    }

    override var useCount: Int { progress.withLock { $0.uses } }

    func append(_ actions: [StubAction<Input, Output>]) {
        progress.withLock { $0.actions.append(contentsOf: actions) }
    }

    /// The action for the next call, advancing the chain; `nil` while no `then…` was given.
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
