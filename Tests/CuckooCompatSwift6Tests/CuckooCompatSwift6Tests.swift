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
