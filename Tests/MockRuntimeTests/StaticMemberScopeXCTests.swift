import XCTest
import MockRuntime

/// XCTest has no current Swift Testing test: its static members are the process's unless a
/// scope separates them.
final class StaticMemberScopeXCTests: XCTestCase {
    func testAScopeKeepsStaticStubsAndCallsToItself() {
        let reply = withIsolatedStaticMocks {
            stub(MockService.self) { stub in when(stub.version()).thenReturn("scoped") }
            stub(MockPinger.self) { stub in when(stub.ping(anyInt())).thenDoNothing() }
            MockPinger.ping(7007)
            verify(MockPinger.self).ping(7007)
            return MockService.version()
        }
        XCTAssertEqual(reply, "scoped")
        XCTAssertFalse(invocations(of: MockPinger.self).contains { $0.description.contains("7007") })
    }

    func testAnAsyncScopeKeepsStaticStubsToItself() async {
        let reply = await withIsolatedStaticMocks {
            stub(MockService.self) { stub in when(stub.version()).thenReturn("scoped") }
            stub(MockPinger.self) { stub in when(stub.ping(anyInt())).thenDoNothing() }
            return await Task {
                MockPinger.ping(7008)
                return MockService.version()
            }.value
        }
        XCTAssertEqual(reply, "scoped")
        XCTAssertFalse(invocations(of: MockPinger.self).contains { $0.description.contains("7008") })
    }
}

/// A scope around `invokeTest()` takes in `setUp` and `tearDown`: each test method starts with
/// fresh static members and leaves nothing in the process's.
final class StaticMemberScopedInvokeXCTests: XCTestCase {
    override func invokeTest() {
        withIsolatedStaticMocks { super.invokeTest() }
    }

    override func setUp() {
        super.setUp()
        stub(MockService.self) { stub in when(stub.version()).thenReturn("from setUp") }
    }

    func testSeesTheStubsOfSetUp() {
        XCTAssertEqual(MockService.version(), "from setUp")
        verify(MockService.self).version()
    }

    func testStartsWithoutTheCallsOfOtherTests() {
        XCTAssertTrue(invocations(of: MockService.self).isEmpty)
        XCTAssertEqual(MockService.version(), "from setUp")
    }
}
