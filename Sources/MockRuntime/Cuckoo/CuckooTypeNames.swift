// The type names Cuckoo's users write, mapped onto MockRuntime's types, so that code naming
// them (`as ClassStubNoReturnFunction<(Int?, String)>`) compiles after `import MockRuntime`.
// Cuckoo tells protocol and class mocks apart in these names; MockRuntime does not need to.

public typealias ProtocolStubFunction<IN, OUT> = StubFunction<IN, OUT>
public typealias ClassStubFunction<IN, OUT> = StubFunction<IN, OUT>
public typealias ProtocolStubNoReturnFunction<IN> = StubFunction<IN, Void>
public typealias ClassStubNoReturnFunction<IN> = StubFunction<IN, Void>
public typealias ProtocolStubThrowingFunction<IN, OUT, ERROR: Error> = StubThrowingFunction<IN, OUT, ERROR>
public typealias ClassStubThrowingFunction<IN, OUT, ERROR: Error> = StubThrowingFunction<IN, OUT, ERROR>
public typealias ProtocolStubNoReturnThrowingFunction<IN, ERROR: Error> = StubThrowingFunction<IN, Void, ERROR>
public typealias ClassStubNoReturnThrowingFunction<IN, ERROR: Error> = StubThrowingFunction<IN, Void, ERROR>

public typealias ProtocolToBeStubbedProperty<MOCK, T> = StubbedProperty<T>
public typealias ClassToBeStubbedProperty<MOCK, T> = StubbedProperty<T>
public typealias ProtocolToBeStubbedOptionalProperty<MOCK, T> = StubbedOptionalProperty<T>
public typealias ClassToBeStubbedOptionalProperty<MOCK, T> = StubbedOptionalProperty<T>
public typealias ProtocolToBeStubbedReadOnlyProperty<MOCK, T> = StubbedReadOnlyProperty<T>
public typealias ClassToBeStubbedReadOnlyProperty<MOCK, T> = StubbedReadOnlyProperty<T>
public typealias ProtocolToBeStubbedThrowingProperty<MOCK, T> = StubbedThrowingProperty<T, any Error>
public typealias ClassToBeStubbedThrowingProperty<MOCK, T> = StubbedThrowingProperty<T, any Error>

/// Cuckoo's protocols for mocks, by the names its users constrain on.
public typealias HasMockManager = Mock
public typealias ProtocolMock = Mock
public typealias ClassMock = Mock

/// Cuckoo's `Mocked`: a type that names its generated mock, for `createMock(for:configuration:)`.
/// Tests declare the conformance: `extension Greeter: Mocked { typealias MockType = MockGreeter }`.
public protocol Mocked {
    associatedtype MockType: Mock
}

// Cuckoo's location parameters (`file: StaticString, fileID:, filePath: String, line: Int,
// column: Int`), for helpers that forward them: `verify(mock, file: file, line: line)`.
// Disfavored, so plain calls pick the ordinary forms.

@_disfavoredOverload
public func verify<M: Mock>(
    _ mock: M, _ callMatcher: CallMatcher = times(1),
    file: StaticString = #file, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) -> M.Verification {
    let location = MockSourceLocation(fileID: fileID, filePath: file, line: UInt(max(line, 0)), column: UInt(max(column, 0)))
    return M.Verification(context: VerificationContext(manager: mock.__manager, callMatcher: callMatcher, location: location))
}

@_disfavoredOverload
public func verifyNoMoreInteractions(
    _ mocks: any Mock...,
    file: StaticString = #file, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    let location = MockSourceLocation(fileID: fileID, filePath: file, line: UInt(max(line, 0)), column: UInt(max(column, 0)))
    for mock in mocks { mock.__manager.verifyNoMoreInteractions(at: location) }
}
