// Waiting for work done on other threads or tasks (LRMocky's synchroniser): the test waits
// until a state machine reaches a state, which an expected call moves it to.

extension Expectations {
    /// Suspends until `predicate` holds, or fails after `timeout` (1 second by default, as in
    /// LRMocky) with the state's value and the expectations still open. Does not block a
    /// thread: for `async` tests.
    ///
    ///     expectations.expect(worker).finish().then(operation.becomes("finished"))
    ///     queue.start()
    ///     await expectations.waitUntil(operation.is("finished"))
    @discardableResult
    public func waitUntil(
        _ predicate: StatePredicate, timeout: Duration = .seconds(1),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> Bool {
        precondition(predicate.states.context === self, "MockRuntime: \(predicate.states.name) belongs to another Expectations context")
        noteUse()
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while true {
            let generation = changes.generation
            if predicate.isActive { return true }
            if ContinuousClock.now >= deadline { break }
            await changes.next(after: generation, deadline: deadline)
        }
        report(timeoutMessage(predicate, after: timeout), at: MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return false
    }

    /// The blocking form, for synchronous XCTest methods: sleeps on a condition variable until
    /// `predicate` holds or `timeout` passes.
    @discardableResult
    public func waitUntil(
        _ predicate: StatePredicate, timeout: Duration = .seconds(1),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> Bool {
        precondition(predicate.states.context === self, "MockRuntime: \(predicate.states.name) belongs to another Expectations context")
        noteUse()
        if changes.block(for: timeout, until: { predicate.isActive }) { return true }
        report(timeoutMessage(predicate, after: timeout), at: MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
        return false
    }
}
