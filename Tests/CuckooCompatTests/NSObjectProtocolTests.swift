import XCTest
import MockRuntime
@testable import CuckooCompatFixtures
@testable import CuckooCompatMocks

/// Written as a Cuckoo 2.4 user writes XCTest cases; only the import differs.
final class NSObjectProtocolTests: XCTestCase {
    func testMockOfAnNSObjectProtocolRefinementIsAnNSObject() {
        let mock = MockPinging()
        stub(mock) { stub in
            when(stub.ping(anyInt())).then { $0 * 10 }
        }

        XCTAssertEqual(PingCounter(pinging: mock).total(3), 60)
        XCTAssertTrue((mock as AnyObject) is NSObject)
        verify(mock, times(3)).ping(anyInt())
        verify(mock).ping(2)
    }

    func testNSObjectProtocolRequirementsComeFromNSObject() {
        let mock = MockPinging()
        let counter = PingCounter(pinging: mock)

        XCTAssertTrue(counter.isSame(as: mock))
        XCTAssertFalse(counter.isSame(as: MockPinging()))
        XCTAssertEqual(mock.hash, mock.hash)
        verifyNoMoreInteractions(mock)
    }

    func testRefinementThroughAnotherProtocol() {
        let mock = MockLoudPinging()
        stub(mock) { stub in
            when(stub.volume.get).thenReturn(11)
            when(stub.volume.set(anyInt())).thenDoNothing()
            when(stub.ping(any())).thenReturn(1)
        }

        mock.volume = mock.volume + 1

        XCTAssertEqual(mock.ping(5), 1)
        verify(mock).volume.get()
        verify(mock).volume.set(12)
        XCTAssertTrue(mock.isKind(of: NSObject.self))
    }

    func testRefinementInAComposition() {
        let mock = MockNamedObject()
        stub(mock) { stub in
            when(stub.name.get).thenReturn("first")
            when(stub.rename(to: anyString())).thenDoNothing()
        }

        mock.rename(to: mock.name + "!")

        verify(mock).rename(to: "first!")
        XCTAssertTrue(mock.isEqual(mock))
    }

    func testStubsOfNSObjectProtocolsAreNSObjectsToo() {
        let stub: any Pinging = PingingStub()
        XCTAssertEqual(stub.ping(3), 0)
        XCTAssertTrue(stub.isEqual(stub))
        XCTAssertFalse(LoudPingingStub().isEqual(nil))
        XCTAssertEqual(NamedObjectStub().name, "")
    }
}
