import Foundation
import Testing
import MockRuntime

/// LRMocky's actions: what an expected or allowed call does.
@Suite(.checksExpectations) struct ExpectationActionTests {
    @Test func returnsACannedValue() {
        let expectations = Expectations()
        let collaborator = expectations.mock(MockCollaborator())
        expectations.allowing(collaborator).returnsSomeString().will(.returns("some string"))
        expectations.allowing(collaborator).returnsSomeInteger().will(.returns(123))
        #expect(collaborator.returnsSomeString() == "some string")
        #expect(collaborator.returnsSomeInteger() == 123)
    }

    @Test func cuckooStyleActionsWorkOnExpectationsToo() throws {
        let expectations = Expectations()
        let collaborator = expectations.mock(MockCollaborator())
        expectations.expect(collaborator).returnsSomeInteger().thenReturn(7)
        expectations.expect(collaborator).returnsSomeString().then { "computed" }
        expectations.expect(collaborator).mightRaiseSomething().thenThrow(TestError(reason: "boom"))
        #expect(collaborator.returnsSomeInteger() == 7)
        #expect(collaborator.returnsSomeString() == "computed")
        #expect(throws: TestError(reason: "boom")) { try collaborator.mightRaiseSomething() }
    }

    @Test func raisesAnError() {
        let expectations = Expectations()
        let collaborator = expectations.mock(MockCollaborator())
        expectations.allowing(collaborator).mightRaiseSomething().will(.throws(TestError(reason: "raised")))
        #expect(throws: TestError(reason: "raised")) { try collaborator.mightRaiseSomething() }
    }

    @Test func performsABlockWithTheArguments() {
        let expectations = Expectations()
        let subscriber = expectations.mock(MockSubscriber())
        let received = Locked<[String]>([])
        expectations.expect(subscriber, .times(2)).receive(any()).will(.perform { message in received.append(message) })
        subscriber.receive("one")
        subscriber.receive("two")
        #expect(received.value == ["one", "two"])
    }

    @Test func answersComputeTheResultFromTheArguments() async throws {
        let expectations = Expectations()
        let collaborator = expectations.mock(MockCollaborator())
        expectations.allowing(collaborator).load(any()).will(.answers { key in key.count })
        #expect(try await collaborator.load("four") == 4)
    }

    @Test func doesAllOfOnOneCall() {
        let expectations = Expectations()
        let collaborator = expectations.mock(MockCollaborator())
        let readiness = expectations.states("readiness", startsAs: "unready")
        let sideEffects = Locked(0)
        expectations.allowing(collaborator).returnsSomeString().will(.doesAllOf(
            .returns("return value"),
            .perform { sideEffects.append(1) },
            .transition(readiness.becomes("ready"))
        ))
        #expect(collaborator.returnsSomeString() == "return value")
        #expect(sideEffects.value == 1)
        #expect(readiness.current == "ready")
    }

    @Test func onConsecutiveCallsThenTheLastRepeats() throws {
        let expectations = Expectations()
        let collaborator = expectations.mock(MockCollaborator())
        expectations.allowing(collaborator).mightRaiseSomething().will(.onConsecutiveCalls(
            .returns("return value 1"),
            .returns("return value 2"),
            .throws(TestError(reason: "third call"))
        ))
        #expect(try collaborator.mightRaiseSomething() == "return value 1")
        #expect(try collaborator.mightRaiseSomething() == "return value 2")
        #expect(throws: TestError(reason: "third call")) { try collaborator.mightRaiseSomething() }
        #expect(throws: TestError(reason: "third call")) { try collaborator.mightRaiseSomething() }
    }

    @Test func consecutiveWillsActOnConsecutiveCalls() {
        let expectations = Expectations()
        let collaborator = expectations.mock(MockCollaborator())
        expectations.expect(collaborator, .times(2)).returnsSomeInteger().will(.returns(1)).will(.returns(2))
        #expect(collaborator.returnsSomeInteger() == 1)
        #expect(collaborator.returnsSomeInteger() == 2)
    }

    @Test func anExpectedCallWithoutActionAnswersFromStubsThenDefaults() {
        let expectations = Expectations()
        let collaborator = expectations.mock(MockCollaborator())
        expectations.expect(collaborator).returnsSomeString()
        expectations.expect(collaborator).returnsSomeInteger()
        stub(collaborator) { stub in when(stub.returnsSomeString()).thenReturn("stubbed") }
        #expect(collaborator.returnsSomeString() == "stubbed")
        #expect(collaborator.returnsSomeInteger() == 0)
    }

    @Test func anUnexpectedCallReportsThenReturnsTheDefaultValue() {
        let expectations = Expectations()
        let store = expectations.mock(MockStore<[Int: Int]>(), named: "store")
        let messages = failureMessages {
            #expect(store.value(forKey: "k") == nil)
        }
        #expect(messages == ["Unexpected call: store.value(forKey: \"k\")\nNothing is expected."])
    }

    @Test func theActionsOfAStubOrVerifyAreNotExpectationActions() {
        let collaborator = MockCollaborator()
        let messages = failureMessages {
            stub(collaborator) { stub in stub.returnsSomeInteger().will(.returns(1)) }
        }
        #expect(messages == [
            "`will(…)` needs an expectation: `expectations.expect(collaborator).…` or `expectations.allowing(collaborator).…`, "
                + "not a member of `stub(…)` or `verify(…)` (Collaborator.returnsSomeInteger())",
        ])
    }
}

/// A value tests share with closures the mocks run.
final class Locked<Value>: @unchecked Sendable {
    private var stored: Value
    private let lock = NSLock()
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func update(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}

extension Locked where Value: RangeReplaceableCollection {
    func append(_ element: Value.Element) { update { $0.append(element) } }
}

extension Locked where Value == Int {
    func append(_ amount: Int) { update { $0 += amount } }
}
