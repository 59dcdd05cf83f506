/// `Cuckoo.X` spellings, for code written against Cuckoo with module-qualified names
/// (`Cuckoo.ClassStubNoReturnFunction<(Int?, String)>`, `Cuckoo.verify(mock)`): after the import
/// changes to `import MockRuntime`, `Cuckoo` names this namespace and the same code compiles.
public enum Cuckoo {
    public typealias ArgumentCaptor<T> = MockRuntime.ArgumentCaptor<T>
    public typealias CallMatcher = MockRuntime.CallMatcher
    public typealias ClassMock = MockRuntime.ClassMock
    public typealias ClassStubFunction<IN, OUT> = MockRuntime.ClassStubFunction<IN, OUT>
    public typealias ClassStubNoReturnFunction<IN> = MockRuntime.ClassStubNoReturnFunction<IN>
    public typealias ClassStubNoReturnThrowingFunction<IN, ERROR: Error> = MockRuntime.ClassStubNoReturnThrowingFunction<IN, ERROR>
    public typealias ClassStubThrowingFunction<IN, OUT, ERROR: Error> = MockRuntime.ClassStubThrowingFunction<IN, OUT, ERROR>
    public typealias ConcreteStubCall<IN> = MockRuntime.ConcreteStubCall<IN>
    public typealias DefaultValueRegistry = MockRuntime.DefaultValueRegistry
    public typealias HasMockManager = MockRuntime.HasMockManager
    public typealias Matchable = MockRuntime.Matchable
    public typealias Mock = MockRuntime.Mock
    public typealias MockBuilder = MockRuntime.MockBuilder
    public typealias MockManager = MockRuntime.MockManager
    public typealias Mocked = MockRuntime.Mocked
    public typealias OptionalMatchable = MockRuntime.OptionalMatchable
    public typealias ParameterMatcher<T> = MockRuntime.ParameterMatcher<T>
    public typealias ProtocolMock = MockRuntime.ProtocolMock
    public typealias ProtocolStubFunction<IN, OUT> = MockRuntime.ProtocolStubFunction<IN, OUT>
    public typealias ProtocolStubNoReturnFunction<IN> = MockRuntime.ProtocolStubNoReturnFunction<IN>
    public typealias ProtocolStubNoReturnThrowingFunction<IN, ERROR: Error> = MockRuntime.ProtocolStubNoReturnThrowingFunction<IN, ERROR>
    public typealias ProtocolStubThrowingFunction<IN, OUT, ERROR: Error> = MockRuntime.ProtocolStubThrowingFunction<IN, OUT, ERROR>
    public typealias SourceLocation = MockRuntime.SourceLocation
    public typealias StubCall = MockRuntime.StubCall
    public typealias StubbingProxy = MockRuntime.StubbingProxy
    public typealias VerificationProxy = MockRuntime.VerificationProxy
    public typealias VerifyOptionalProperty<T> = MockRuntime.VerifyOptionalProperty<T>
    public typealias VerifyProperty<T> = MockRuntime.VerifyProperty<T>
    public typealias VerifyReadOnlyProperty<T> = MockRuntime.VerifyReadOnlyProperty<T>
    public typealias __DoNotUse<IN, OUT> = MockRuntime.__DoNotUse<IN, OUT>

    public static func stub<M: MockRuntime.Mock>(
        _ mock: M, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        block: (M.Stubbing) throws -> Void
    ) rethrows {
        try MockRuntime.stub(mock, fileID: fileID, filePath: filePath, line: line, column: column, block: block)
    }

    public static func when<F: StubbingFunction>(
        _ function: F, fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> F {
        MockRuntime.when(function, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    public static func verify<M: MockRuntime.Mock>(
        _ mock: M, _ callMatcher: MockRuntime.CallMatcher = MockRuntime.times(1),
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> M.Verification {
        MockRuntime.verify(mock, callMatcher, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    public static func verifyNoMoreInteractions(
        _ mocks: any MockRuntime.Mock...,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let location = MockSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        for mock in mocks { mock.__manager.verifyNoMoreInteractions(at: location) }
    }

    public static func reset(_ mocks: any MockRuntime.Mock...) {
        for mock in mocks { mock.__manager.reset() }
    }

    public static func clearStubs(_ mocks: any MockRuntime.Mock...) {
        for mock in mocks { mock.__manager.clearStubs() }
    }

    public static func clearInvocations(_ mocks: any MockRuntime.Mock...) {
        for mock in mocks { mock.__manager.clearInvocations() }
    }

    public static func times(_ count: Int) -> MockRuntime.CallMatcher { MockRuntime.times(count) }
    public static func never() -> MockRuntime.CallMatcher { MockRuntime.never() }
    public static func atLeastOnce() -> MockRuntime.CallMatcher { MockRuntime.atLeastOnce() }
    public static func atLeast(_ count: Int) -> MockRuntime.CallMatcher { MockRuntime.atLeast(count) }
    public static func atMost(_ count: Int) -> MockRuntime.CallMatcher { MockRuntime.atMost(count) }

    public static func any<T>(_ type: T.Type = T.self) -> MockRuntime.ParameterMatcher<T> { MockRuntime.any(type) }
    public static func any<T>(_ type: T.Type = T.self) -> MockRuntime.ParameterMatcher<T?> { MockRuntime.any(type) }
    public static func anyInt() -> MockRuntime.ParameterMatcher<Int> { MockRuntime.anyInt() }
    public static func anyInt() -> MockRuntime.ParameterMatcher<Int?> { MockRuntime.anyInt() }
    public static func anyString() -> MockRuntime.ParameterMatcher<String> { MockRuntime.anyString() }
    public static func anyString() -> MockRuntime.ParameterMatcher<String?> { MockRuntime.anyString() }
    public static func anyClosure<T>() -> MockRuntime.ParameterMatcher<T> { MockRuntime.anyClosure(type: T.self) }
    public static func anyClosure<T>() -> MockRuntime.ParameterMatcher<T?> { MockRuntime.notNil() }
    public static func isNil<T>() -> MockRuntime.ParameterMatcher<T?> { MockRuntime.isNil() }
    public static func notNil<T>() -> MockRuntime.ParameterMatcher<T?> { MockRuntime.notNil() }
    public static func equal<T: Equatable>(to value: T) -> MockRuntime.ParameterMatcher<T> { MockRuntime.equal(to: value) }
    public static func equal<T: Equatable>(to value: T?) -> MockRuntime.ParameterMatcher<T?> { MockRuntime.equal(to: value) }
}
