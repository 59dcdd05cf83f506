/// Verifies calls on `mock`: `verify(mock).greet("Bob")`, `verify(mock, times(2)).count.get`.
public func verify<M: Mock>(
    _ mock: M, _ callMatcher: CallMatcher = times(1),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> M.Verification {
    let location = MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return M.Verification(context: VerificationContext(manager: mock.__manager, callMatcher: callMatcher, location: location))
}

/// Verifies calls on the static members of a mock type: `verify(MockGreeter.self).make()`.
public func verify<M: StaticMock>(
    _ mockType: M.Type, _ callMatcher: CallMatcher = times(1),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> M.StaticVerification {
    let location = MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return M.StaticVerification(context: VerificationContext(manager: mockType.__staticManager, callMatcher: callMatcher, location: location))
}

/// Fails for every call on `mocks` that no `verify` has matched.
public func verifyNoMoreInteractions(
    _ mocks: any Mock...,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    for mock in mocks { mock.__manager.verifyNoMoreInteractions(at: location) }
}

/// Fails for every stub on `mocks` that never answered a call, at the line of its `when`.
public func verifyAllStubsUsed(
    _ mocks: any Mock...,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    let location = MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    for mock in mocks { mock.__manager.verifyAllStubsUsed(fallbackLocation: location) }
}

/// Clears stubs, invocations and configuration.
public func reset(_ mocks: any Mock...) {
    for mock in mocks { mock.__manager.reset() }
}

/// Clears the static members' stubs and invocations of a mock type.
public func reset<M: StaticMock>(_ mockType: M.Type) {
    mockType.__staticManager.reset()
}

public func clearStubs(_ mocks: any Mock...) {
    for mock in mocks { mock.__manager.clearStubs() }
}

public func clearInvocations(_ mocks: any Mock...) {
    for mock in mocks { mock.__manager.clearInvocations() }
}

/// The readable log of every call on `mock` (MockFive's `invocations`).
public func invocations(of mock: any Mock) -> [Invocation] {
    mock.__manager.invocations
}

/// The readable log of every call on the static members of a mock type.
public func invocations<M: StaticMock>(of mockType: M.Type) -> [Invocation] {
    mockType.__staticManager.invocations
}
