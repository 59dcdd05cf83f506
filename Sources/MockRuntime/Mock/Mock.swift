/// A generated mock. Everything the runtime needs lives in `__manager`; the `__` prefix keeps
/// the mock's own names clear of the mocked type's members.
public protocol Mock: AnyObject {
    /// The mocked type, as accepted by `enableDefaultImplementation(_:)`.
    associatedtype MocksType
    associatedtype Stubbing: StubbingProxy
    associatedtype Verification: VerificationProxy

    var __manager: MockManager { get }
}

/// A generated mock's static members; their state is shared by every instance of the mock type.
public protocol StaticMock: AnyObject {
    associatedtype StaticStubbing: StubbingProxy
    associatedtype StaticVerification: VerificationProxy

    static var __staticManager: MockManager { get }
}

/// The object handed to `stub(mock) { stub in … }`: one method per mocked member returning a
/// stub function for `when`. `Sendable` (it holds only the manager), so a public proxy never
/// leaves its sendability unstated.
public protocol StubbingProxy: Sendable {
    init(manager: MockManager)
}

/// The object returned by `verify(mock)`: one method per mocked member that verifies on call.
public protocol VerificationProxy: Sendable {
    init(context: VerificationContext)
}

/// The real-implementation closure generated mocks pass when there is no default
/// implementation to forward to (static members, protocols with associated types).
public enum NoDefaultImplementation {}
