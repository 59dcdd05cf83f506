/// A generated mock. Everything the runtime needs lives in `__manager`; the `__` prefix keeps
/// the mock's own names clear of the mocked type's members.
public protocol Mock: AnyObject {
    /// The mocked type, as accepted by `enableDefaultImplementation(_:)`.
    associatedtype MocksType
    /// What `stub(mock) { stub in … }` hands out: the mock's proxy (stubbing).
    associatedtype Stubbing: MockProxy
    /// What `verify(mock)` returns: the mock's proxy (verifying); the same type as `Stubbing`
    /// in generated mocks.
    associatedtype Verification: MockProxy

    var __manager: MockManager { get }
}

/// A generated mock's static members; their state is shared by every instance of the mock type.
public protocol StaticMock: AnyObject {
    associatedtype StaticStubbing: MockProxy
    associatedtype StaticVerification: MockProxy

    static var __staticManager: MockManager { get }
}

/// The real-implementation closure generated mocks pass when there is no default
/// implementation to forward to (static members, protocols with associated types).
public enum NoDefaultImplementation {}
