import Testing
import MockRuntime

/// Expectations on class and generic mocks, and next to the Mockito style on the same mock.
@Suite(.checksExpectations) struct ExpectationMockKindsTests {
    @Test func aClassMockUnderExpectations() {
        let expectations = Expectations()
        let ledger = expectations.mock(MockLedger(), named: "ledger")
        expectations.expect(ledger).record(100, for: "alice").will(.returns(false))
        expectations.allowing(ledger).balance(of: any()).will(.answers { account in account.count })
        #expect(ledger.record(100, for: "alice") == false)
        #expect(ledger.balance(of: "bob") == 3)
        let messages = failureMessages { _ = ledger.record(5, for: "bob") }
        #expect(messages == [
            """
            Unexpected call: ledger.record(5, for: "bob")
            Expectations:
              1. expected exactly once, received once: ledger.record(equal to 100, for: equal to "alice")
              2. allowed, received once: ledger.balance(of: any)
            Calls before this one:
              1. ledger.record(100, for: "alice")
              2. ledger.balance(of: "bob")
            """,
        ])
    }

    @Test func anExpectedClassCallWithoutActionRunsTheSuperclassWhenSpying() {
        let expectations = Expectations()
        let ledger = expectations.mock(MockLedger()).withEnabledSuperclassSpy()
        expectations.expect(ledger).record(1, for: "alice")
        #expect(ledger.record(1, for: "alice"))
    }

    @Test func anUnexpectedCallRunsNothingRealButAStubAnswersAMemberWithoutExpectations() {
        let expectations = Expectations()
        let ledger = expectations.mock(MockLedger(), named: "ledger").withEnabledSuperclassSpy()
        stub(ledger) { stub in when(stub.balance(of: any())).thenReturn(50) }
        let messages = failureMessages {
            // The superclass would return true: it does not run for an unexpected call.
            #expect(ledger.record(1, for: "alice") == false)
            // No expectation is about `balance(of:)`: its stub answers, as outside a context.
            #expect(ledger.balance(of: "alice") == 50)
        }
        #expect(messages.count == 1 && messages.first?.hasPrefix("Unexpected call: ledger.record(") == true, "\(messages)")
    }

    @Test func aGenericMockUnderExpectations() {
        let expectations = Expectations()
        let store = expectations.mock(MockStore<Int>(), named: "store")
        expectations.expect(store).save(3, forKey: "count")
        expectations.allowing(store).value(forKey: "count").will(.returns(3))
        store.save(3, forKey: "count")
        #expect(store.value(forKey: "count") == 3)
    }

    @Test func verifyAndStubStillWorkOnAMockUnderExpectations() {
        let expectations = Expectations()
        let collaborator = expectations.mock(MockCollaborator())
        expectations.expect(collaborator, .times(2)).someMethod()
        expectations.allowing(collaborator).returnsSomeInteger()
        stub(collaborator) { stub in when(stub.returnsSomeInteger()).thenReturn(9) }
        collaborator.someMethod()
        collaborator.someMethod()
        #expect(collaborator.returnsSomeInteger() == 9)
        verify(collaborator, times(2)).someMethod()
        verify(collaborator).returnsSomeInteger()
    }

    @Test func propertiesAreExpectedThroughTheirAccessors() {
        let expectations = Expectations()
        let collaborator = expectations.mock(MockCollaborator(), named: "testObject")
        expectations.allowing(collaborator).status.get.will(.returns("idle"))
        expectations.expect(collaborator).status.set("busy")
        #expect(collaborator.status == "idle")
        collaborator.status = "busy"
        let messages = failureMessages { collaborator.status = "gone" }
        #expect(messages.first?.hasPrefix(#"Unexpected call: testObject.status.set("gone")"#) == true)
    }
}
