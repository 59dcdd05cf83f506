import Testing
import MockRuntime

private struct FixedGreeter: Greeter {
    var count = 7
    func greet(_ name: String) -> String { "Hello, \(name)" }
}

@Suite struct ClassMockTests {
    @Test func classMocksKeepTheSuperclassInitializer() {
        let counter = MockCounter(start: 5).withEnabledSuperclassSpy()
        #expect(counter.value == 5)
    }

    @Test func superclassSpyRunsRealCodeForUnstubbedCalls() {
        let counter = MockCounter(start: 1).withEnabledSuperclassSpy()
        stub(counter) { stub in
            when(stub.name()).thenReturn("stubbed")
        }
        #expect(counter.increment(by: 2) == 3)
        #expect(counter.name() == "stubbed")
        verify(counter).increment(by: 2)
        // The real `increment` reads and writes `value` through the mock, and that is recorded.
        verify(counter, times(2)).value.get()
        verify(counter).value.set(3)
    }

    @Test func thenCallRealImplementationCallsTheSuperclass() {
        let counter = MockCounter(start: 10)
        stub(counter) { stub in
            when(stub.increment(by: anyInt())).thenReturn(-1).thenCallRealImplementation()
            when(stub.value.get).thenCallRealImplementation()
            when(stub.value.set(anyInt())).thenCallRealImplementation()
        }
        #expect(counter.increment(by: 1) == -1)
        #expect(counter.increment(by: 1) == 11)
    }

    @Test func enableSuperclassSpyWithoutStubs() {
        let counter = MockCounter(start: 0)
        counter.enableSuperclassSpy()
        #expect(counter.name() == "counter")
    }

    @Test func defaultImplementationAnswersUnstubbedCalls() {
        let greeter = MockGreeter()
        greeter.enableDefaultImplementation(FixedGreeter())
        stub(greeter) { stub in when(stub.greet("Bob")).thenReturn("stubbed") }
        #expect(greeter.greet("Bob") == "stubbed")
        #expect(greeter.greet("Ada") == "Hello, Ada")
        #expect(greeter.count == 7)
        verify(greeter, times(2)).greet(anyString())
    }

    @Test func thenCallRealImplementationUsesTheDefaultImplementation() {
        let greeter = MockGreeter()
        greeter.enableDefaultImplementation(FixedGreeter())
        stub(greeter) { stub in when(stub.greet(anyString())).thenCallRealImplementation() }
        #expect(greeter.greet("Ada") == "Hello, Ada")
    }

    @Test func spyOnAStubAnswersEverythingWithDefaults() {
        let greeter = MockGreeter().spy(on: GreeterStub())
        let messages = failureMessages {
            #expect(greeter.greet("anyone") == "")
            #expect(greeter.count == 0)
        }
        #expect(messages.isEmpty)
        verify(greeter).greet("anyone")
    }

    @Test func stubTypesReturnRegistryDefaults() {
        let greeter: Greeter = GreeterStub()
        #expect(greeter.greet("x") == "")
        #expect(greeter.count == 0)
        let counter = CounterStub(start: 3)
        #expect(counter.increment(by: 4) == 0)
        #expect(counter.name() == "")
    }
}
