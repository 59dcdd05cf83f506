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
