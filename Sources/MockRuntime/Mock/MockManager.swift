internal import Foundation

/// The runtime state of one mock (or of one mock type's static members): stubs, recorded
/// invocations, configuration and pending failures, all behind one lock.
///
/// Generated mocks own one and forward every member to it; users never need to touch it.
public final class MockManager: @unchecked Sendable {
    struct State {
        var name: String
        var strictness: Strictness = .strict
        var superclassSpyEnabled = false
        /// What unstubbed calls forward to, as `DefaultImplementationReference.stored` keeps it
        /// (a reference: copied into every call's record with one retain).
        var defaultImplementation: AnyObject?
        /// Stubs per member index, oldest first; the newest matching one wins.
        var stubs: [[StubBase]] = []
        var invocations: [Invocation] = []
        /// Parallel to `invocations`, for `verifyNoMoreInteractions`.
        var verified: [Bool] = []
        /// Sequence numbers of the calls whose caller's task was cancelled before they returned
        /// (kept apart, so that recording a call stays as cheap as it was).
        var cancelled: Set<Int> = []
        var context: TestContext
        var lastLocation: MockSourceLocation?
        var pendingFailures: [MockFailure] = []
        /// A generated `XStub`: calls return defaults and are not recorded.
        var isStub = false
        /// The `Expectations` context the mock belongs to: every call goes through it.
        var expectations: Expectations?
    }

    let state: Locked<State>
    /// Signalled after every recorded call, for `waitUntil` (tasks and blocked threads).
    let changes = ChangeSignal()
    /// Whether the mock subclasses a class, so spying on the superclass is possible.
    public let hasSuperclass: Bool
    public let mockedTypeName: String
    /// What the indices generated code passes stand for (empty for hand-written mocks, which
    /// pass whole descriptors).
    let members: MemberTable

    /// - Parameters:
    ///   - mockedTypeName: the mocked protocol or class, as messages name it.
    ///   - hasSuperclass: whether the mock subclasses a class, so spying on it is possible.
    ///   - location: where the mock was created; failures that have no user line of their own
    ///     (an unstubbed call before any stubbing) are reported there.
    public convenience init(mockedTypeName: String, hasSuperclass: Bool = false, createdAt location: MockSourceLocation? = nil) {
        self.init(mockedTypeName: mockedTypeName, hasSuperclass: hasSuperclass, members: .empty, createdAt: location)
    }

    /// A generated mock's manager, with the table its members' indices stand for.
    @_documentation(visibility: internal)
    @_spi(Generated) public init(mockedTypeName: String, hasSuperclass: Bool = false, members: MemberTable, createdAt location: MockSourceLocation? = nil) {
        self.mockedTypeName = mockedTypeName
        self.hasSuperclass = hasSuperclass
        self.members = members
        let context = TestContext.current
        if !context.underSwiftTesting {
            // Registered from the creating (test) thread, before any failure needs it.
            XCTestRunObserver.ensureRegistered()
        }
        var initial = State(name: MockManager.defaultName(for: mockedTypeName), context: context)
        initial.lastLocation = location
        state = Locked(initial)
    }

    deinit {
        // Failures raised on other threads that no verify picked up: the mock usually dies in
        // the test's own scope, where the test can still receive them.
        let pending = state.withLock { $0.pendingFailures }
        for failure in pending where !FailureRouting.deliver(failure, context: nil) {
            FileHandle.standardError.write(Data("MockRuntime: unreported failure: \(failure)\n".utf8))
        }
    }

    /// `Greeter` → `greeter`, `URLSession` → `urlSession`: how the mock is named in messages.
    static func defaultName(for typeName: String) -> String {
        let base = typeName.split(separator: "<").first.map(String.init) ?? typeName
        let characters = Array(base)
        var prefixLength = 0
        while prefixLength < characters.count, characters[prefixLength].isUppercase { prefixLength += 1 }
        if prefixLength > 1, prefixLength < characters.count { prefixLength -= 1 }
        return String(characters.prefix(prefixLength)).lowercased() + String(characters.dropFirst(prefixLength))
    }

    // MARK: - Configuration

    public var name: String {
        get { state.withLock { $0.name } }
        set { state.withLock { $0.name = newValue } }
    }

    public var strictness: Strictness {
        get { state.withLock { $0.strictness } }
        set { state.withLock { $0.strictness = newValue } }
    }

    public var isSuperclassSpyEnabled: Bool {
        get { state.withLock { $0.superclassSpyEnabled } }
        set { state.withLock { $0.superclassSpyEnabled = newValue } }
    }

    public func setDefaultImplementation(_ implementation: Any?) {
        let stored = DefaultImplementationReference.stored(implementation)
        state.withLock { $0.defaultImplementation = stored }
    }

    /// Remembers the test framework and the user's line, so later failures (possibly on other
    /// threads) can be routed and located.
    func noteUse(at location: MockSourceLocation?) {
        let current = TestContext.current
        state.withLock { state in
            if current.underSwiftTesting || current.capturingReporter != nil {
                state.context = current
            }
            if let location { state.lastLocation = location }
        }
    }

    // MARK: - Stubs

    func register(_ stub: StubBase) {
        state.withLock { state in
            let index = stub.member.index
            if state.stubs.count <= index {
                state.stubs.append(contentsOf: repeatElement([], count: index + 1 - state.stubs.count))
            }
            state.stubs[index].append(stub)
        }
    }

    func allStubs() -> [StubBase] {
        state.withLock { $0.stubs.flatMap { $0 } }
    }

    // MARK: - Invocations

    /// Every call recorded on this mock, oldest first.
    public var invocations: [Invocation] {
        state.withLock { state in
            guard !state.cancelled.isEmpty else { return state.invocations }
            return state.invocations.map { invocation in
                var marked = invocation
                marked.wasCancelled = state.cancelled.contains(invocation.sequenceNumber)
                return marked
            }
        }
    }

    public func clearInvocations() {
        state.withLock { state in
            state.invocations.removeAll()
            state.verified.removeAll()
            state.cancelled.removeAll()
        }
    }

    public func clearStubs() {
        state.withLock { $0.stubs.removeAll() }
    }

    /// Clears stubs, invocations and pending failures. As in Cuckoo, a superclass spy and a
    /// default implementation stay enabled.
    public func reset() {
        state.withLock { state in
            state.stubs.removeAll()
            state.invocations.removeAll()
            state.verified.removeAll()
            state.cancelled.removeAll()
            state.pendingFailures.removeAll()
        }
    }

    // MARK: - Failures

    /// Reports a failure now, or keeps it for the next `verify` when no test can receive it.
    func fail(_ message: String, at location: MockSourceLocation?) {
        let (context, fallbackLocation) = state.withLock { ($0.context, $0.lastLocation) }
        let failure = MockFailure(message: message, location: location ?? fallbackLocation ?? .unknown)
        if !FailureRouting.deliver(failure, context: context) {
            state.withLock { $0.pendingFailures.append(failure) }
        }
    }

    /// Re-reports failures that happened where no test could receive them.
    func surfacePendingFailures() {
        let pending = state.withLock { state -> [MockFailure] in
            defer { state.pendingFailures.removeAll() }
            return state.pendingFailures
        }
        guard !pending.isEmpty else { return }
        let context = state.withLock { $0.context }
        let undelivered = pending.filter { !FailureRouting.deliver($0, context: context) }
        if !undelivered.isEmpty {
            state.withLock { $0.pendingFailures.insert(contentsOf: undelivered, at: 0) }
        }
    }
}

extension MockManager {
    /// What a generated protocol mock's `init` calls: the mocked type's name, the mock's own
    /// type (a generated `XStub`, a `MockStub`, gets a manager that returns defaults and records
    /// nothing), and where the mock was created (the caller's `#fileID`, `#filePath`, `#line`
    /// and `#column`).
    @_documentation(visibility: internal)
    @_spi(Generated) public convenience init(
        _ mockedTypeName: String, _ mockType: Any.Type, _ members: MemberTable, _ fileID: String, _ filePath: StaticString, _ line: UInt, _ column: UInt
    ) {
        self.init(mockedTypeName: mockedTypeName, members: members,
                  createdAt: MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        if mockType is any MockStub.Type { becomeStub() }
    }

    /// What the `init` requirements of a generated protocol mock call.
    @_documentation(visibility: internal)
    @_spi(Generated) public convenience init(_ mockedTypeName: String, _ mockType: Any.Type, _ members: MemberTable) {
        self.init(mockedTypeName: mockedTypeName, members: members)
        if mockType is any MockStub.Type { becomeStub() }
    }

    /// `member` as the mock's table describes it (generated code passes indices alone).
    func described(_ member: MockMember) -> MockMember { members.described(member) }

    /// Lenient, and recording nothing: what a Cuckoo stub is.
    func becomeStub() {
        state.withLock { state in
            state.isStub = true
            state.strictness = .lenient
        }
    }
}

/// A generated `XStub`: a subclass of `MockX` whose calls return `DefaultValueRegistry`
/// defaults and are not recorded (Cuckoo's stubs). The stub's manager knows it by this
/// conformance.
public protocol MockStub: AnyObject {}
