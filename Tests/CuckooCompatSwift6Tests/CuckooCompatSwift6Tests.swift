import Foundation
import MockRuntime
import Testing
@testable import CuckooCompatFixtures
@testable import CuckooCompatMocks

/// The same Cuckoo-style API under Swift 6 language mode (complete concurrency checking).
struct CuckooCompatSwift6Tests {
    @Test func nsObjectProtocolMocks() {
        let mock = MockPinging()
        stub(mock) { stub in
            when(stub.ping(anyInt())).thenReturn(2)
        }
        #expect(PingCounter(pinging: mock).total(2) == 4)
        #expect(PingCounter(pinging: mock).isSame(as: mock))
        verify(mock, times(2)).ping(anyInt())
    }

    @Test func overloadsByResultType() {
        let mock = MockEmptyValues()
        stub(mock) { stub in
            when(stub.empty()).thenReturn(false)
            when(stub.empty()).thenReturn(3)
        }
        let flag: Bool = mock.empty()
        let number: Int = mock.empty()
        #expect(!flag && number == 3)
        verify(mock).empty().with(returnType: Int.self)
        verify(mock).empty().with(returnType: Bool.self)
    }

    @Test func autoclosureByValue() {
        let mock = MockLogging()
        stub(mock) { stub in when(stub.log(anyString())).thenDoNothing() }
        mock.log("a" + "b")
        verify(mock).log("ab")
    }

    /// Cuckoo's form in Swift 6 mode: `anyClosure()`, `then { $0() }`, a captor of the closure.
    @Test func autoclosureAsCuckoosClosure() {
        let mock = MockLogging()
        stub(mock) { stub in when(stub.compute(anyClosure())).then { $0() + 1 } }
        #expect(mock.compute(41) == 42)
        let captor = ArgumentCaptor<() -> Int>()
        verify(mock).compute(captor.capture())
        #expect(captor.value?() == 41)
        let deferred = MockDeferred()
        stub(deferred) { stub in when(stub.run(anyClosure())).thenCallRealImplementation() }
        #expect(deferred.run(7) == 7)
        verify(deferred).run(7)
    }

    @Test func classMockDefaultsAndExtensionMembers() {
        let mock = MockTracker()
        stub(mock) { stub in
            when(stub.count(of: anyString(), times: anyInt())).then { $0.1 + 1 }
            when(stub.farewell(anyString())).thenReturn("later")
        }
        #expect(mock.count() == 2)
        #expect(mock.farewell("x") == "later")
        verify(mock).count(of: "launch", times: 1)
    }
}

/// Cuckoo's runtime API under Swift 6 language mode.
struct CuckooRuntimeSwift6Tests {
    @Test func optionalMatchersAndCaptors() {
        let mock = MockMeasuring()
        stub(mock) { stub in
            when(stub.find(any(), name: any())).thenReturn("any")
            when(stub.find(anyInt(), name: anyString())).thenReturn("typed")
        }
        #expect(mock.find(1, name: "a") == "typed")
        #expect(mock.find(nil, name: "a") == "any")
        let ids = ArgumentCaptor<Int?>()
        verify(mock, times(2)).find(ids.capture(), name: "a")
        #expect(ids.allValues == [1, nil])
        _ = verify(mock).find(isNil(), name: notNil()) as __DoNotUse<(Int?, String?), String>
    }

    @Test func failHookAndThrownMockError() {
        let mock = MockMeasuring()
        let previous = MockManager.fail
        var messages: [String] = []
        MockManager.fail = { messages.append($0.message) }
        #expect(throws: MockError.unstubbedCall("receipt()")) { try mock.receipt() }
        MockManager.fail = previous
        #expect(messages.count == 1)
    }

    @Test func createMockAndTuples() {
        let mock = createMock(MockMeasuring.self) { _, stub in
            when(stub.pair()).thenReturn((1, 2))
            return MockMeasuring()
        }
        #expect(mock.pair() == (1, 2))
        #expect(MeasuringStub().point == (0, 0))
    }

    @Test func collectionAndCallMatchers() {
        let mock = MockMeasuring()
        stub(mock) { stub in when(stub.tag(containsAnyOf(values: "x"))).thenDoNothing() }
        mock.tag(["x", "y"])
        verify(mock, CallMatcher(name: "one tag call") { $0.count == 1 }).tag(hasLength(exactly: 2))
        #expect(containsAllKeysOf(values: "a").matches(["a": 1]))
    }
}
