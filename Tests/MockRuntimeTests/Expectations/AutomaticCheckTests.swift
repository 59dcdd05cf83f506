import Testing
import MockRuntime

/// Forgetting `assertSatisfied()` cannot hide a failure: the context checks itself.
@Suite struct AutomaticCheckTests {
    @Test func aContextChecksItselfWhenItAndItsMocksAreReleased() {
        let messages = failureMessages {
            do {
                let expectations = Expectations()
                let subscriber = expectations.mock(MockSubscriber(), named: "subscriber one")
                expectations.expect(subscriber).receive("some message")
            }
        }
        #expect(messages == [#"Expected receive(equal to "some message") on subscriber one exactly once, but it was called 0 times."#])
    }

    @Test func aCheckTheTestMadeIsNotRepeated() {
        let messages = failureMessages {
            do {
                let expectations = Expectations()
                let subscriber = expectations.mock(MockSubscriber())
                expectations.expect(subscriber).receive("some message")
                expectations.assertSatisfied()
            }
        }
        #expect(messages.count == 1)
    }

    @Test func expectationsAddedAfterACheckAreCheckedAgain() {
        let messages = failureMessages {
            do {
                let expectations = Expectations()
                let subscriber = expectations.mock(MockSubscriber())
                expectations.expect(subscriber).receive("first")
                subscriber.receive("first")
                expectations.assertSatisfied()
                expectations.expect(subscriber).receive("second")
            }
        }
        #expect(messages == [#"Expected receive(equal to "second") on subscriber exactly once, but it was called 0 times."#])
    }

    @Test func theTraitChecksEveryContextWhenTheTestEnds() async throws {
        let test = try #require(Test.current)
        let kept = KeptContexts()
        let messages = await failureMessages {
            try? await ExpectationsCheckingTrait.checksExpectations.provideScope(for: test, testCase: Test.Case.current) {
                // Kept alive past the scope: only the trait can check it in time.
                let expectations = Expectations()
                let subscriber = expectations.mock(MockSubscriber(), named: "kept")
                expectations.expect(subscriber).receive("hello")
                kept.keep(subscriber)
            }
        }
        #expect(messages == [#"Expected receive(equal to "hello") on kept exactly once, but it was called 0 times."#])
    }

    @Test func aTestThatThrowsIsNotCheckedAfterItsOwnFailure() async throws {
        let test = try #require(Test.current)
        let messages = await failureMessages {
            await #expect(throws: TestError(reason: "first")) {
                try await ExpectationsCheckingTrait.checksExpectations.provideScope(for: test, testCase: Test.Case.current) {
                    let expectations = Expectations()
                    let subscriber = expectations.mock(MockSubscriber())
                    expectations.expect(subscriber).receive("hello")
                    throw TestError(reason: "first")
                }
            }
        }
        #expect(messages.isEmpty)
    }

    @Test func aMockBelongsToOneContext() {
        let first = Expectations()
        let second = Expectations()
        let subscriber = first.mock(MockSubscriber(), named: "shared")
        let messages = failureMessages { second.allowing(subscriber).receive(any()) }
        #expect(messages == ["shared already belongs to another Expectations context; a mock belongs to one context"])
        _ = first
    }
}

/// Keeps mocks (and so their context) alive past a scope.
final class KeptContexts: @unchecked Sendable {
    private var mocks: [AnyObject] = []
    func keep(_ mock: AnyObject) { mocks.append(mock) }
}
