// `verify(mock).fetch(any()).wasCancelled()`: whether the verified async calls' callers were
// cancelled before the calls returned (when they called, while a `then` body ran, or while
// the call was suspended by `thenSuspend()`).

extension ProxyCall {
    /// Fails unless every call this verification matched was cancelled (and at least one matched).
    @discardableResult
    public func wasCancelled(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self
    where Effect == CallEffects.Async {
        checkCancellation(expected: true, MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Fails unless every call this verification matched was cancelled (and at least one matched).
    @discardableResult
    public func wasCancelled<Failure>(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self
    where Effect == CallEffects.AsyncThrows<Failure> {
        checkCancellation(expected: true, MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Fails if any call this verification matched was cancelled.
    @discardableResult
    public func wasNotCancelled(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self
    where Effect == CallEffects.Async {
        checkCancellation(expected: false, MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Fails if any call this verification matched was cancelled.
    @discardableResult
    public func wasNotCancelled<Failure>(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Self
    where Effect == CallEffects.AsyncThrows<Failure> {
        checkCancellation(expected: false, MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    private func checkCancellation(expected: Bool, _ location: MockSourceLocation) -> Self {
        let check = expected ? "wasCancelled()" : "wasNotCancelled()"
        guard case .verified(_, let origin) = storage else {
            FailureRouting.report(MockFailure(message: "`\(check)` checks a verification: `verify(mock).member(…).\(check)`, not a stub.", location: location))
            return self
        }
        let manager = origin.context.manager
        guard origin.context.isImmediate else {
            manager.fail("`\(check)` needs a plain `verify(mock)`: in `inOrder` and `waitUntil` the calls are matched later.", at: location)
            return self
        }
        let calls = manager.invocations.filter { origin.sequenceNumbers.contains($0.sequenceNumber) }
        let wrong = calls.filter { $0.wasCancelled != expected }
        let name = manager.name
        if expected && calls.isEmpty {
            manager.fail("\(name).\(origin.member.signature) was not cancelled: no call matched the verification.", at: location)
        } else if !wrong.isEmpty {
            let listed = wrong.map { "\(name).\($0.description)" }.joined(separator: ", ")
            let verdict = expected ? "not cancelled" : "cancelled"
            manager.fail("\(wrong.count) of \(calls.count) matching call\(calls.count == 1 ? "" : "s") \(wrong.count == 1 ? "was" : "were") \(verdict): \(listed).", at: location)
        }
        return self
    }
}
