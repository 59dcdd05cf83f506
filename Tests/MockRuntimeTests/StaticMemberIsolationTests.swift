import Foundation
import Testing
import MockRuntime

/// Stubs and calls the static members as one of several tests running at once, then checks that
/// only its own stubs answer and only its own calls are counted. `index` tells the tests apart.
func expectOwnStaticMembers(_ index: Int, meeting rendezvous: Rendezvous) async {
    stub(MockService.self) { stub in when(stub.version()).thenReturn("v\(index)") }
    stub(MockPinger.self) { stub in when(stub.ping(anyInt())).thenDoNothing() }
    for _ in 0...index { MockPinger.ping(index) }
    // Every other test has stubbed and called by now (unless they run one at a time).
    await rendezvous.arriveAndWait()
    #expect(MockService.version() == "v\(index)")
    verify(MockService.self).version()
    verify(MockPinger.self, times(index + 1)).ping(index)
    verify(MockPinger.self, times(index + 1)).ping(anyInt())
}

/// The static members of a mock type belong to the type, not to a mock a test owns: the runtime
/// scopes them per Swift Testing test, per `withIsolatedStaticMocks` body and per test case with
/// `.isolatedStaticMocks`, so these tests, run in parallel, never see each other's. Run under
/// ThreadSanitizer via `make test-tsan`.
@Suite struct StaticMemberIsolationTests {
    // MARK: Per test, without asking

    static let separateTests = Rendezvous(expected: 4)

    @Test func firstTestSeesOnlyItsOwnStaticMembers() async {
        await expectOwnStaticMembers(0, meeting: Self.separateTests)
    }

    @Test func secondTestSeesOnlyItsOwnStaticMembers() async {
        await expectOwnStaticMembers(1, meeting: Self.separateTests)
    }

    @Test func thirdTestSeesOnlyItsOwnStaticMembers() async {
        await expectOwnStaticMembers(2, meeting: Self.separateTests)
    }

    @Test func fourthTestSeesOnlyItsOwnStaticMembers() async {
        await expectOwnStaticMembers(3, meeting: Self.separateTests)
    }

    // MARK: Per test case, with the trait

    static let parameterizedCases = Rendezvous(expected: 8)

    /// The cases of one parameterized test are one Swift Testing test: only the trait separates
    /// them.
    @Test(.isolatedStaticMocks, arguments: 0..<8)
    func eachCaseSeesOnlyItsOwnStaticMembers(index: Int) async {
        await expectOwnStaticMembers(index, meeting: Self.parameterizedCases)
    }

    // MARK: Child tasks and other threads

    @Test func childTasksShareTheirTestsStaticMembers() async {
        stub(MockService.self) { stub in when(stub.version()).thenReturn("parent") }
        let replies = await withTaskGroup(of: String.self) { group in
            for _ in 0..<10 { group.addTask { MockService.version() } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        async let fromChild = MockService.version()
        #expect(replies == Array(repeating: "parent", count: 10))
        #expect(await fromChild == "parent")
        verify(MockService.self, times(11)).version()
    }

    @Test func childTasksShareTheirScopesStaticMembers() async {
        await withIsolatedStaticMocks {
            stub(MockService.self) { stub in when(stub.version()).thenReturn("scoped") }
            let replies = await withTaskGroup(of: String.self) { group in
                for _ in 0..<10 { group.addTask { MockService.version() } }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(replies == Array(repeating: "scoped", count: 10))
            verify(MockService.self, times(10)).version()
        }
        verify(MockService.self, never()).version()
    }

    @Test func replacementScopeCarriesTheStaticMembersToAnotherThread() async {
        stub(MockService.self) { stub in when(stub.version()).thenReturn("the test's") }
        let scope = ReplacementScope.current
        let reply = await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: scope.run { MockService.version() })
            }
        }
        #expect(reply == "the test's")
        verify(MockService.self).version()
    }

    /// A detached task has no current test: it uses the process-wide static members, which
    /// outlive it, as a stub made at program start would.
    @Test func outsideEveryTestAndScopeTheProcessWideStaticMembersApply() async {
        stub(MockService.self) { stub in when(stub.version()).thenReturn("the test's") }
        let stubbedOutside = await Task.detached {
            stub(MockService.self) { stub in when(stub.version()).thenReturn("process-wide") }
            stub(MockPinger.self) { stub in when(stub.ping(4242)).thenDoNothing() }
            MockPinger.ping(4242)
            return Test.current == nil
        }.value
        let (seenOutside, callsOutside) = await Task.detached {
            (MockService.version(), invocations(of: MockPinger.self).filter { $0.description.contains("4242") }.count)
        }.value
        #expect(stubbedOutside)
        #expect(seenOutside == "process-wide")
        #expect(callsOutside == 1)

        #expect(MockService.version() == "the test's")
        verify(MockService.self).version()
        verify(MockPinger.self, never()).ping(4242)
        await Task.detached {
            reset(MockService.self)
            reset(MockPinger.self)
        }.value
    }

    // MARK: Scopes

    @Test func aScopeStartsWithoutTheStaticStubsAroundIt() {
        stub(MockService.self) { stub in when(stub.version()).thenReturn("outer") }
        let messages = withIsolatedStaticMocks {
            failureMessages { _ = MockService.version() }
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("version()") == true)
        #expect(MockService.version() == "outer")
    }

    @Test func resetInsideAScopeClearsOnlyTheScope() {
        stub(MockService.self) { stub in when(stub.version()).thenReturn("outer") }
        _ = MockService.version()
        withIsolatedStaticMocks {
            #expect(invocations(of: MockService.self).isEmpty)
            stub(MockService.self) { stub in when(stub.version()).thenReturn("inner") }
            #expect(MockService.version() == "inner")
            reset(MockService.self)
            verify(MockService.self, never()).version()
        }
        #expect(MockService.version() == "outer")
        verify(MockService.self, times(2)).version()
    }

    @Test func scopesNestAndReturnTheirBodysResult() {
        let reply = withIsolatedStaticMocks {
            stub(MockService.self) { stub in when(stub.version()).thenReturn("outer scope") }
            let inner = withIsolatedStaticMocks {
                stub(MockService.self) { stub in when(stub.version()).thenReturn("inner scope") }
                return MockService.version()
            }
            #expect(inner == "inner scope")
            #expect(invocations(of: MockService.self).isEmpty)
            return MockService.version()
        }
        #expect(reply == "outer scope")
        #expect(invocations(of: MockService.self).isEmpty)
    }

    @Test func scopesRethrow() async {
        #expect(throws: TestError(reason: "sync")) {
            try withIsolatedStaticMocks { throw TestError(reason: "sync") }
        }
        await #expect(throws: TestError(reason: "async")) {
            try await withIsolatedStaticMocks { () async throws in throw TestError(reason: "async") }
        }
    }

    /// Nothing in a fresh scope has a line of the user's yet: the failure is still recorded
    /// as an issue (Swift Testing stopped the process on the line-0 location it had).
    @Test func anUnstubbedStaticCallBeforeAnyStubbingIsAnIssue() {
        withKnownIssue {
            MockPinger.ping(5)
        }
    }

    @Test func aScopesStaticMembersAreReleasedWithIt() {
        weak var manager: MockManager?
        withIsolatedStaticMocks {
            stub(MockService.self) { stub in when(stub.version()).thenReturn("1") }
            manager = MockService.__staticManager
            #expect(manager != nil)
        }
        #expect(manager == nil)
    }
}
