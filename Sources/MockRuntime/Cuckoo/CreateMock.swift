// Cuckoo's `createMock`: a mock built with its stubs and settings in one expression.
//
//     let mock = createMock(MockGreeter.self) { builder, stub in
//         when(stub.greet(anyString())).thenReturn("Hi")
//         return MockGreeter()
//     }
//
// The configuration stubs a stand-in manager; what it collected moves to the mock the closure
// returns, whenever in the closure that mock was created.

/// Settings a `createMock` configuration may turn on.
public final class MockBuilder {
    let manager: MockManager

    init(manager: MockManager) {
        self.manager = manager
    }

    /// Class mocks: unstubbed calls run the superclass's implementation.
    public func enableSuperclassSpy() {
        manager.isSuperclassSpyEnabled = true
    }

    /// Unstubbed calls return `DefaultValueRegistry` defaults instead of failing, as a
    /// `…Stub` would (MockRuntime's `lenient()`).
    public func enableDefaultStubImplementation() {
        manager.strictness = .lenient
    }
}

/// Creates a mock of `mockType`, stubbed and configured by `configuration`, which returns the
/// mock (usually `MockX()`, created inside it).
public func createMock<MOCK: Mock>(_ mockType: MOCK.Type, configuration: (MockBuilder, MOCK.Stubbing) -> MOCK) -> MOCK {
    let template = MockManager(mockedTypeName: "\(MOCK.self)")
    let mock = configuration(MockBuilder(manager: template), MOCK.Stubbing(manager: template))
    mock.__manager.adoptConfiguration(of: template)
    return mock
}

/// `createMock` for a type that names its mock (`extension Service: Mocked { typealias MockType = MockService }`).
public func createMock<MOCKED: Mocked>(for mockedType: MOCKED.Type, configuration: (MockBuilder, MOCKED.MockType.Stubbing) -> MOCKED.MockType) -> MOCKED.MockType {
    createMock(MOCKED.MockType.self, configuration: configuration)
}

extension MockManager {
    /// Takes over the stubs and settings collected by `template` (a `createMock` configuration).
    func adoptConfiguration(of template: MockManager) {
        let collected = template.state.withLock { $0 }
        state.withLock { state in
            for (index, stubs) in collected.stubs.enumerated() where !stubs.isEmpty {
                // Made before the mock, whose table describes their members.
                for stub in stubs { stub.describeMember(with: members) }
                while state.stubs.count <= index { state.stubs.append([]) }
                state.stubs[index] += stubs
            }
            if collected.superclassSpyEnabled { state.superclassSpyEnabled = true }
            if collected.strictness == .lenient { state.strictness = .lenient }
            if let original = collected.defaultImplementation { state.defaultImplementation = original }
        }
    }
}
