/// Runs `body` with fresh static members for every mock type: the stubs of
/// `stub(MockService.self)`, the calls of `MockService.version()` that `verify(MockService.self)`
/// counts, and `reset(MockService.self)`, inside `body` and the tasks it starts, stay inside it
/// and are dropped when it returns.
///
/// Swift Testing already gives each test function its own static members; this scope is for
/// code it does not separate: the cases of a parameterized test, repetitions of a test, several
/// scenarios in one test, or XCTest (whose test cases otherwise share the process-wide static
/// members). The static stubs made outside the scope do not apply inside it.
///
/// ```swift
/// func testReportsTheServerVersion() {
///     withIsolatedStaticMocks {
///         stub(MockService.self) { stub in when(stub.version()).thenReturn("2") }
///         XCTAssertEqual(About(service: MockService.self).text, "Server 2")
///     }
/// }
/// ```
///
/// In an `XCTestCase`, `override func invokeTest() { withIsolatedStaticMocks { super.invokeTest() } }`
/// gives every test method, with its `setUp` and `tearDown`, a scope of its own.
///
/// Code on another thread (a `DispatchQueue`, a `Thread`, a `Task.detached`) starts outside
/// the scope; `ReplacementScope.current.run { … }` brings it in.
@discardableResult
public func withIsolatedStaticMocks<R>(_ body: () throws -> R) rethrows -> R {
    try StaticMockRegistry.$scoped.withValue(StaticMockRegistry(), operation: body)
}

/// Runs `body` with fresh static members for every mock type, in the caller's isolation.
@discardableResult
public func withIsolatedStaticMocks<R>(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> R
) async rethrows -> R {
    try await StaticMockRegistry.$scoped.withValue(StaticMockRegistry(), operation: body)
}
