/// The managers of mock types' static members for one scope: a test, a
/// `withIsolatedStaticMocks` body, or the process.
///
/// A static member belongs to the type, not to an instance a test owns, so without scopes every
/// test running in parallel would share (and clobber) one set of static stubs and calls.
/// `StaticMockRegistry.current` picks the registry; this type only holds the managers.
final class StaticMockRegistry: Sendable {
    /// By `ObjectIdentifier` of the concrete mock type. Generic mock classes cannot hold static
    /// stored properties, so the managers of all of them are kept here.
    private let managers = Locked<[ObjectIdentifier: MockManager]>([:])

    /// The manager of `mockType`'s static members in this scope, created on first use.
    /// `members` is read only when the manager is made.
    func manager(for mockType: Any.Type, mockedTypeName: String, members: () -> MemberTable = { .empty }) -> MockManager {
        managers.withLock { managers in
            let key = ObjectIdentifier(mockType)
            if let existing = managers[key] { return existing }
            let manager = MockManager(mockedTypeName: mockedTypeName, members: members())
            if mockType is any MockStub.Type { manager.becomeStub() }
            // Static calls read as `Service.version()` in messages.
            manager.name = mockedTypeName
            managers[key] = manager
            return manager
        }
    }
}
