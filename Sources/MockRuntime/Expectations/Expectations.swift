internal import Foundation

/// Expectations first, in the style of jMock and LRMocky: declare the conversation a test
/// expects, run the code, and every call nobody expected fails the moment it is made.
///
///     let expectations = Expectations()
///     let subscriber = expectations.mock(MockSubscriber(), named: "subscriber one")
///     expectations.expect(subscriber).receive("some message")
///
///     publisher.add(subscriber)
///     publisher.publish("some message")
///
///     expectations.assertSatisfied()
///
/// `expect` (exactly once unless a ``Cardinality`` says otherwise), `allowing` (any number of
/// times, for queries) and `ignoring` (a whole mock) return the mock's proxy: its members
/// take the same matchers as `stub` and `verify`, and the ``ProxyCall`` they return takes an
/// action (`.will(.returns(3))`, `thenReturn(3)`), a ``StatePredicate`` (`.when(…)`), a
/// ``ExpectationSequence`` (`.inSequence(…)`) and a ``StateTransition`` (`.then(…)`).
///
/// A mock belongs to the context once it is passed to `mock`, `expect`, `allowing` or
/// `ignoring`: from then on every call on it must match an expectation. Stubbing and
/// verifying the same mock in the Mockito style still work (an expected call with no action
/// answers from the mock's stubs, then with the default value), so a team can pick per test.
///
/// Nothing is lost if `assertSatisfied()` is forgotten: the context checks itself at XCTest's
/// tear-down, at the end of a Swift Testing test marked `.checksExpectations`, and otherwise
/// when it is released (when the test's mocks are). Static members keep their context as long
/// as the mock type's static state lives, which under Swift Testing is the whole run unless the
/// test has `.isolatedStaticMocks`: expectations of static members need one of the two traits
/// (or `assertSatisfied()`).
///
/// An unexpected call is reported at once and has no effect: no stub, default implementation
/// or superclass runs for it. It returns the ``DefaultValueRegistry`` default, or throws
/// ``MockError/unexpectedCall(_:)`` from a throwing member; a non-throwing member whose result
/// type has no default stops the test process after the report, as an unstubbed call does.
public final class Expectations: @unchecked Sendable {
    // @unchecked: every mutable field lives in `ledger`, behind its lock; expectations' actions
    // (closures over the test's values) are only read and run under that discipline.
    let ledger: Locked<ExpectationLedger>
    let changes = ChangeSignal()
    let location: MockSourceLocation

    /// - Parameters: where the context is created, for failures with no line of their own.
    public init(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        location = MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        ledger = Locked(ExpectationLedger(testContext: TestContext.current))
        ExpectationChecking.register(self)
    }

    deinit {
        if ledger.withLock({ $0.needsCheck }) { reportUnsatisfied(automatic: true) }
    }

    // MARK: - Mocks

    /// Puts `mock` under this context, optionally naming it for messages (LRMocky's
    /// `mock:named:`): any call on it that no expectation matches fails.
    @discardableResult
    public func mock<M: Mock>(_ mock: M, named name: String? = nil) -> M {
        if let name { mock.__manager.name = name }
        attach(mock.__manager)
        return mock
    }

    /// Expects calls of the member the returned proxy is called with: exactly once, or as
    /// `cardinality` says.
    ///
    ///     expectations.expect(subscriber).receive("some message")
    ///     expectations.expect(cache, .atLeast(1)).store(any(), forKey: "user")
    public func expect<M: Mock>(
        _ mock: M, _ cardinality: Cardinality = .once,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> M.Stubbing {
        M.Stubbing(ProxyContext(expecting: draft(.expected, mock.__manager, cardinality, MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))))
    }

    /// Expects calls of a static member: `expectations.expect(MockClock.self).now()`.
    public func expect<M: StaticMock>(
        _ mockType: M.Type, _ cardinality: Cardinality = .once,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> M.StaticStubbing {
        M.StaticStubbing(ProxyContext(expecting: draft(.expected, mockType.__staticManager, cardinality, MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))))
    }

    /// Allows any number of calls, none included: for queries, which should be allowed rather
    /// than expected. `expectations.allowing(clock).now().will(.returns(date))`
    public func allowing<M: Mock>(
        _ mock: M,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> M.Stubbing {
        M.Stubbing(ProxyContext(expecting: draft(.allowed, mock.__manager, .anyNumber, MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))))
    }

    public func allowing<M: StaticMock>(
        _ mockType: M.Type,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> M.StaticStubbing {
        M.StaticStubbing(ProxyContext(expecting: draft(.allowed, mockType.__staticManager, .anyNumber, MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))))
    }

    /// Allows every call on `mock`, any number of times; calls return the mock's stubs or the
    /// default values.
    public func ignoring<M: Mock>(
        _ mock: M, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        ignore(mock.__manager, MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    public func ignoring<M: StaticMock>(
        _ mockType: M.Type, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        ignore(mockType.__staticManager, MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    // MARK: - States and sequences

    /// A new state machine starting in `initial`: `expectations.states("readiness", startsAs: "unready")`.
    public func states(_ name: String, startsAs initial: String) -> States {
        let slot = ledger.withLock { ledger in
            ledger.states.append((name: name, value: initial))
            return ledger.states.count - 1
        }
        return States(name: name, context: self, slot: slot)
    }

    /// A new sequence: expectations added to it with `.inSequence(…)` must happen in order.
    public func sequence(_ name: String) -> ExpectationSequence {
        let slot = ledger.withLock { ledger in
            ledger.sequences.append(SequenceRecord(name: name))
            return ledger.sequences.count - 1
        }
        return ExpectationSequence(name: name, context: self, slot: slot)
    }

    /// Limits every expectation written in `body` to `predicate` (LRMocky's `whenState`):
    /// a call that would match one of them while the predicate does not hold is unexpected.
    public func whenState(_ predicate: StatePredicate, _ body: () throws -> Void) rethrows {
        try Expectations.$declaredStateConstraints.withValue(Expectations.declaredStateConstraints + [predicate], operation: body)
    }

    @TaskLocal static var declaredStateConstraints: [StatePredicate] = []

    // MARK: - Checking

    /// Whether every expectation has received at least as many calls as it wants.
    public var isSatisfied: Bool {
        ledger.withLock { ledger in ledger.entries.allSatisfy { $0.cardinality.isSatisfied(by: $0.count) } }
    }

    /// Fails the test for each expectation that has not received as many calls as it wants,
    /// at the line where it was written.
    public func assertSatisfied() {
        reportUnsatisfied(automatic: false)
    }

    // MARK: - Internals

    func draft(_ role: ExpectedCallBase.Role, _ manager: MockManager, _ cardinality: Cardinality, _ location: MockSourceLocation) -> ExpectationDraft {
        attach(manager)
        manager.noteUse(at: location)
        noteUse()
        return ExpectationDraft(context: self, manager: manager, role: role, cardinality: cardinality, location: location,
                                stateConstraints: Expectations.declaredStateConstraints)
    }

    func add(_ entry: ExpectedCallBase) {
        ledger.withLock { ledger in
            ledger.entries.append(entry)
            ledger.needsCheck = true
        }
    }

    private func ignore(_ manager: MockManager, _ location: MockSourceLocation) {
        let draft = draft(.ignored, manager, .anyNumber, location)
        add(ExpectedCallBase(role: .ignored, manager: manager, member: nil, matcherDescriptions: [], cardinality: .anyNumber,
                             location: location, argumentTypes: nil, stateConstraints: draft.stateConstraints))
    }

    /// Routes the mock's calls here. A mock belongs to one context.
    func attach(_ manager: MockManager) {
        let previous = manager.state.withLock { state -> Expectations? in
            if state.expectations == nil { state.expectations = self }
            return state.expectations
        }
        if previous !== self {
            manager.fail("\(manager.name) already belongs to another Expectations context; a mock belongs to one context", at: nil)
        }
    }

    /// Remembers the test framework of the latest use, so failures raised later (at release,
    /// on another thread) reach the right test.
    func noteUse() {
        let current = TestContext.current
        if current.underSwiftTesting || current.capturingReporter != nil {
            ledger.withLock { $0.testContext = current }
        }
    }

    func stateValue(_ slot: Int) -> String { ledger.withLock { $0.states[slot].value } }

    func setState(_ slot: Int, to value: String) {
        ledger.withLock { $0.states[slot].value = value }
        changes.signal()
    }

    func report(_ message: String, at location: MockSourceLocation) {
        let failure = MockFailure(message: message, location: location)
        let context = ledger.withLock { $0.testContext }
        if !FailureRouting.deliver(failure, context: context) {
            FileHandle.standardError.write(Data("MockRuntime: unreported failure: \(failure)\n".utf8))
        }
    }
}

/// Everything an ``Expectations`` context knows, behind one lock so that a call is matched
/// against one consistent picture of counts, states and sequences.
struct ExpectationLedger {
    var entries: [ExpectedCallBase] = []
    var states: [(name: String, value: String)] = []
    var sequences: [SequenceRecord] = []
    /// Every call on the context's mocks, as text, for "what happened before".
    var history: [String] = []
    var testContext: TestContext
    /// An expectation was added since the last check.
    var needsCheck = false
}

struct SequenceRecord {
    let name: String
    var elements: [ExpectedCallBase] = []
}

/// What `expect`, `allowing` and `ignoring` hand the proxy: everything but the member and its
/// matchers, which the proxy's member supplies.
struct ExpectationDraft: Sendable {
    let context: Expectations
    let manager: MockManager
    let role: ExpectedCallBase.Role
    let cardinality: Cardinality
    let location: MockSourceLocation
    let stateConstraints: [StatePredicate]

    func add<Input, Output>(_ member: MockMember, _ matchers: [ArgumentMatcher<Input>]) -> ExpectedCall<Input, Output> {
        let expected = ExpectedCall<Input, Output>(
            role: role, manager: manager, member: member, matchers: matchers, cardinality: cardinality,
            location: location, stateConstraints: stateConstraints
        )
        context.add(expected)
        return expected
    }
}
