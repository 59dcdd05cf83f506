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
