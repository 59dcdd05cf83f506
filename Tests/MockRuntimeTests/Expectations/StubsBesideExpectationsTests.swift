import Testing
import MockRuntime

/// A mock in an `Expectations` context may also be stubbed with `when`: a member no expectation
/// is about is answered by its stubs, as outside a context; a member with expectations keeps
/// jMock's strictness, and a stub that matches its unexpected call is named in the failure.
@Suite struct StubsBesideExpectationsTests {
    @Test func aStubAnswersAMemberNoExpectationIsAbout() {
        let messages = failureMessages {
            let expectations = Expectations()
            let greeter = expectations.mock(MockGreeter(), named: "greeter")
            stub(greeter) { stub in when(stub.greet("Bob")).thenReturn("Hi Bob") }
            expectations.expect(greeter).count.get.will(.returns(3))
            #expect(greeter.greet("Bob") == "Hi Bob")
            #expect(greeter.count == 3)
            expectations.assertSatisfied()
        }
        #expect(messages.isEmpty, "\(messages)")
    }

    @Test func aMemberWithExpectationsStaysStrictAndSaysTheStubIsIgnored() {
        let messages = failureMessages {
            let expectations = Expectations()
            let greeter = expectations.mock(MockGreeter(), named: "greeter")
            stub(greeter) { stub in when(stub.greet(any())).thenReturn("Hi") }
            expectations.expect(greeter).greet("Ann").will(.returns("Hello Ann"))
            #expect(greeter.greet("Ann") == "Hello Ann")
            _ = greeter.greet("Bob")
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix(#"Unexpected call: greeter.greet("Bob")"#) == true, "\(messages)")
        #expect(messages.first?.contains("A `when` stub matches this call, but expectations are about this member") == true, "\(messages)")
    }

    @Test func anUnstubbedMemberNoExpectationIsAboutIsStillUnexpected() {
        let messages = failureMessages {
            let expectations = Expectations()
            let greeter = expectations.mock(MockGreeter(), named: "greeter")
            _ = greeter.count
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Unexpected call: greeter.count.get") == true, "\(messages)")
        #expect(messages.first?.contains("A `when` stub") == false)
    }
}
