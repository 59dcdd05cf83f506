import Testing
import MockRuntime

/// Every message asserted word by word: they are the runtime's user interface.
@Suite struct FailureMessageTests {
    @Test func wantedButNotInvokedShowsInvocationsAndTheClosestMatch() {
        let greeter = MockGreeter().lenient()
        _ = greeter.greet("Alice")
        _ = greeter.greet("Alicia")
        let messages = failureMessages { verify(greeter).greet("Bob") }
        #expect(messages == [
            """
            Wanted but not invoked: greeter.greet(equal to "Bob") — wanted once, never invoked.
            Invocations of greet(_:) on greeter:
              1. greet("Alice")
              2. greet("Alicia")
            Closest match: greet("Alice") — argument 1 differs: wanted equal to "Bob", got "Alice".
            """,
        ])
    }

    @Test func closestMatchIsTheCallWithFewestDifferingArguments() async {
        let service = MockService().lenient()
        _ = try? await service.download(from: "b", retries: 9)
        _ = try? await service.download(from: "a", retries: 2)
        let messages = failureMessages { verify(service).download(from: "a", retries: 3) }
        #expect(messages == [
            """
            Wanted but not invoked: service.download(from: equal to "a", retries: equal to 3) — wanted once, never invoked.
            Invocations of download(from:retries:) on service:
              1. download(from: "b", retries: 9)
              2. download(from: "a", retries: 2)
            Closest match: download(from: "a", retries: 2) — argument 2 (retries:) differs: wanted equal to 3, got 2.
            """,
        ])
    }

    @Test func wrongNumberOfInvocationsCountsInWords() {
        let greeter = MockGreeter().lenient()
        _ = greeter.greet("Alice")
        _ = greeter.greet("Alice")
        let messages = failureMessages {
            verify(greeter).greet("Alice")
            verify(greeter, atLeast(3)).greet(anyString())
        }
        #expect(messages == [
            """
            Wrong number of invocations: greeter.greet(equal to "Alice") — wanted once, invoked twice.
            Invocations of greet(_:) on greeter:
              1. greet("Alice")
              2. greet("Alice")
            """,
            """
            Wrong number of invocations: greeter.greet(any String) — wanted at least 3 times, invoked twice.
            Invocations of greet(_:) on greeter:
              1. greet("Alice")
              2. greet("Alice")
            """,
        ])
    }

    @Test func neverWantedButInvoked() {
        let greeter = MockGreeter().lenient()
        _ = greeter.greet("Mallory")
        let messages = failureMessages { verify(greeter, never()).greet(anyString()) }
        #expect(messages == [
            """
            Never wanted but invoked: greeter.greet(any String) — wanted never, invoked once.
            Invocations of greet(_:) on greeter:
              1. greet("Mallory")
            """,
        ])
    }

    @Test func otherInvocationsAreListedWhenTheMemberWasNeverCalled() {
        let greeter = MockGreeter().lenient()
        _ = greeter.count
        _ = greeter.greet("Alice")
        let messages = failureMessages { verify(greeter).count.set(3) }
        #expect(messages == [
            """
            Wanted but not invoked: greeter.count.set(equal to 3) — wanted once, never invoked.
            No invocations of count.set on greeter. Other invocations on greeter:
              1. count.get
              2. greet("Alice")
            """,
        ])
    }

    @Test func subscriptAndOptionalArgumentsRenderAsWritten() {
        let service = MockService().lenient()
        service[3] = "x"
        _ = service.find(name: nil)
        let messages = failureMessages {
            verify(service)[5].set("y")
            verify(service).find(name: "z")
        }
        #expect(messages == [
            """
            Wanted but not invoked: service[equal to 5].set(equal to "y") — wanted once, never invoked.
            Invocations of subscript(_:).set on service:
              1. [3].set("x")
            Closest match: [3].set("x") — argument 1 differs: wanted equal to 5, got 3; new value differs: wanted equal to "y", got "x".
            """,
            """
            Wanted but not invoked: service.find(name: equal to "z") — wanted once, never invoked.
            Invocations of find(name:) on service:
              1. find(name: nil)
            Closest match: find(name: nil) — argument 1 (name:) differs: wanted equal to "z", got nil.
            """,
        ])
    }

    @Test func unverifiedInteractions() {
        let greeter = MockGreeter().lenient()
        _ = greeter.greet("Alice")
        _ = greeter.count
        greeter.count = 2
        let messages = failureMessages {
            verify(greeter).count.get()
            verifyNoMoreInteractions(greeter)
        }
        #expect(messages == [
            """
            No more interactions wanted on greeter, but 2 calls were not verified:
              1. greet("Alice")
              3. count.set(2)
            """,
        ])
    }

    @Test func unstubbedCallOnAStrictMockNamesTheCallAndHowToStubIt() {
        let greeter = MockGreeter()
        var returned: String?
        let whenLine = #line + 2
        let messages = failureMessages {
            stub(greeter) { stub in when(stub.greet("Bob")).thenReturn("Hi") }
            returned = greeter.greet("Alice")
        }
        #expect(returned == "", "the registry default is returned instead of crashing")
        #expect(messages == [
            """
            Unstubbed call: greeter.greet("Alice") has no matching stub. Stub it with `when(stub.greet(any())).thenReturn(…)` inside `stub(greeter) { stub in … }`.
            Stubs of greet(_:) that did not match:
              1. greet(equal to "Bob") at FailureMessageTests.swift:\(whenLine):41
            Returned the default value for String.
            """,
        ])
    }

    @Test func unstubbedVoidAndPropertyCalls() {
        let service = MockService()
        let messages = failureMessages {
            service.log("x")
            _ = service.nickname
        }
        #expect(messages == [
            "Unstubbed call: service.log([\"x\"]) has no matching stub. Stub it with `when(stub.log(any())).thenDoNothing()` inside `stub(service) { stub in … }`.",
            """
            Unstubbed call: service.nickname.get has no matching stub. Stub it with `when(stub.nickname.get).thenReturn(…)` inside `stub(service) { stub in … }`.
            Returned the default value for String?.
            """,
        ])
    }

    @Test func lenientMocksStaySilent() {
        let greeter = MockGreeter().lenient()
        let messages = failureMessages { _ = greeter.greet("quiet") }
        #expect(messages.isEmpty)
    }

    @Test func callRealImplementationWithoutOneSaysWhatToDo() {
        let greeter = MockGreeter()
        let messages = failureMessages {
            stub(greeter) { stub in when(stub.greet(anyString())).thenCallRealImplementation() }
            _ = greeter.greet("Alice")
        }
        #expect(messages == [
            "thenCallRealImplementation() on greeter.greet(\"Alice\") has no real implementation: call enableDefaultImplementation(_:) on the mock first.",
        ])
    }

    @Test func staticMembersAreNamedAfterTheType() {
        let messages = failureMessages {
            verify(MockPinger.self).ping(3)
        }
        #expect(messages == [
            """
            Wanted but not invoked: Pinger.ping(equal to 3) — wanted once, never invoked.
            No calls were made on Pinger.
            """,
        ])
    }

    @Test func failuresAreLocatedAtTheUsersLine() {
        let greeter = MockGreeter()
        var expectedLine: UInt = 0
        let failures = withMockFailuresCaptured {
            expectedLine = #line; verify(greeter).greet("Bob")
        }
        #expect(failures.count == 1)
        #expect(failures.first?.location.fileID == #fileID)
        #expect(failures.first?.location.filePath.description == #filePath)
        #expect(failures.first?.location.line == expectedLine)
        // Swift reports the column of the call's argument list for `#column` defaults.
        #expect(failures.first?.location.column == 41)
    }
}
