// Per-mock switches, callable on any generated mock. They return the mock so they can follow
// the initializer: `let greeter = MockGreeter().named("primary greeter")`.

extension Mock {
    /// Names the mock in every message (LRMocky's named mocks). Defaults to the mocked type's
    /// name in lower camel case, e.g. `greeter`.
    @discardableResult
    public func named(_ name: String) -> Self {
        __manager.name = name
        return self
    }

    /// Unstubbed calls silently return registry defaults instead of failing.
    @discardableResult
    public func lenient() -> Self {
        __manager.strictness = .lenient
        return self
    }

    /// Class mocks: unstubbed calls run the superclass's implementation (Cuckoo's spy).
    public func enableSuperclassSpy() {
        precondition(__manager.hasSuperclass, "MockRuntime: enableSuperclassSpy() needs a mock of a class")
        __manager.isSuperclassSpyEnabled = true
    }

    @discardableResult
    public func withEnabledSuperclassSpy() -> Self {
        enableSuperclassSpy()
        return self
    }

    /// Unstubbed calls are forwarded to `original`.
    public func enableDefaultImplementation(_ original: MocksType) {
        __manager.setDefaultImplementation(original)
    }
}

extension MockManager {
    /// The manager of a mock type's static members in the current scope: the innermost
    /// `withIsolatedStaticMocks` or `.isolatedStaticMocks` case, else the current Swift Testing
    /// test, else the process. Generated mocks call this on every static access, so the scope
    /// is picked where the call is made.
    public static func forStaticMembers(of mockType: Any.Type, mockedTypeName: String) -> MockManager {
        StaticMockRegistry.current.manager(for: mockType, mockedTypeName: mockedTypeName)
    }

    /// The same, for a generated mock whose static members are named by index: `members` is
    /// read once per scope, when the manager is made.
    @_documentation(visibility: internal)
    @_spi(Generated) public static func forStaticMembers(
        of mockType: Any.Type, mockedTypeName: String, members: @autoclosure () -> MemberTable
    ) -> MockManager {
        StaticMockRegistry.current.manager(for: mockType, mockedTypeName: mockedTypeName, members: members)
    }
}
