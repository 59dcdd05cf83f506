import XCTest
import MockRuntime
@testable import CuckooCompatFixtures
@testable import CuckooCompatMocks

final class DefaultImplementationTests: XCTestCase {
    func testProtocolWithAssociatedTypesForwardsToAConformer() throws {
        let mock = MockRepository<Int, String>()
        mock.enableDefaultImplementation(MemoryRepository(items: ["a": 1, "b": 2]))

        XCTAssertEqual(mock.items, ["a": 1, "b": 2])
        XCTAssertEqual(mock.item(for: "b"), 2)
        XCTAssertNil(mock.item(for: "z"))
        XCTAssertEqual(mock.keys(where: { $0 > 1 }), ["b"])
        verify(mock).item(for: "b")
        verify(mock, times(2)).item(for: anyString())
        verify(mock).keys(where: anyClosure())
    }

    func testStubsWinOverTheDefaultImplementation() {
        let mock = MockRepository<Int, String>().withEnabledDefaultImplementation(MemoryRepository(items: ["a": 1]))
        stub(mock) { stub in
            when(stub.item(for: "a")).thenReturn(10)
        }
        XCTAssertEqual(mock.item(for: "a"), 10)
        XCTAssertNil(mock.lastKey)
    }

    func testAsyncThrowingMembersForwardToo() async throws {
        let mock = MockRepository<Int, String>()
        mock.enableDefaultImplementation(MemoryRepository(items: ["a": 1, "b": 2, "c": 3]))
        let count = try await mock.count()
        XCTAssertEqual(count, 3)
    }

    func testPlainFormForwardsToACopy() {
        var original = MemoryRepository(items: ["a": 1])
        let mock = MockRepository<Int, String>()
        mock.enableDefaultImplementation(original)
        original.store(2, for: "b")

        XCTAssertEqual(mock.items, ["a": 1])
    }

    func testMutatingFormSeesLaterChangesOfTheOriginal() {
        var original = MemoryRepository(items: ["a": 1])
        let mock = MockRepository<Int, String>()
        mock.enableDefaultImplementation(mutating: &original)
        original.store(2, for: "b")

        XCTAssertEqual(mock.items, ["a": 1, "b": 2])
        XCTAssertEqual(mock.lastKey, "b")
        verify(mock, times(1)).items.get()
    }

    func testMutatingFormOnAPlainProtocol() {
        var original = FixedEmptyValues(number: 1)
        let mock = MockEmptyValues()
        mock.enableDefaultImplementation(mutating: &original)
        original.number = 5
        let number: Int = mock.empty()
        XCTAssertEqual(number, 5)
    }
}

/// A value-type conformer of a plain protocol.
struct FixedEmptyValues: EmptyValues {
    var number: Int
    func empty() -> Bool { number > 0 }
    func empty() -> Int { number }
    func empty() -> String { String(number) }
    func parse(_ text: String) -> Int { number }
    func parse(_ text: String) -> Double { Double(number) }
}
