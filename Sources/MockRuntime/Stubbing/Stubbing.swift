/// Stubs members of `mock`: `stub(mock) { stub in when(stub.greet("Bob")).thenReturn("Hi") }`.
public func stub<M: Mock>(
    _ mock: M,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    block: (M.Stubbing) throws -> Void
) rethrows {
    mock.__manager.noteUse(at: MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    try block(M.Stubbing(manager: mock.__manager))
}

/// The stubbing proxy of `mock`, for one stub whose handle the test keeps:
/// `let articles = when(stub(service).article(id: any())).thenSuspend()`.
public func stub<M: Mock>(
    _ mock: M,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> M.Stubbing {
    mock.__manager.noteUse(at: MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    return M.Stubbing(manager: mock.__manager)
}

/// Stubs the static members of a mock type: `stub(MockGreeter.self) { stub in … }`.
public func stub<M: StaticMock>(
    _ mockType: M.Type,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    block: (M.StaticStubbing) throws -> Void
) rethrows {
    mockType.__staticManager.noteUse(at: MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
    try block(M.StaticStubbing(manager: mockType.__staticManager))
}

/// Registers a stub; the newest matching `when` wins. The line is remembered so an unused stub
/// is reported where it was written.
public func when<F: StubbingFunction>(
    _ function: F,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> F {
    function.__registered(at: MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}
