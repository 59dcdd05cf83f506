import Dispatch
import XCTest
import MockRuntime
@testable import CuckooCompatFixtures
@testable import CuckooCompatMocks

/// A mock made `Matchable` by the test, as Cuckoo users do to match mocks by identity.
extension MockCounter: Matchable {
    public typealias MatchedType = MockCounter
    public var matcher: ParameterMatcher<MockCounter> {
        ParameterMatcher<MockCounter> { other in self === other }
    }
}

/// Matcher spellings Cuckoo's users write, checked directly.
final class MatcherSpellingTests: XCTestCase {
    func testMatchableValuesAndCombinations() {
        XCTAssertTrue(5.or(4).matches(4))
        XCTAssertTrue(5.and(ParameterMatcher { $0 > 4 }).matches(5))
        XCTAssertTrue(true.matcher.matches(true))
        XCTAssertTrue(Float(1.1).matcher.matches(1.1))
        XCTAssertTrue(1.1.matcher.matches(1.1))
        XCTAssertTrue(Character("a").matcher.matches("a"))
        XCTAssertTrue(times(1).or(times(2)).matches(2))
        XCTAssertTrue(not(equal(to: 3)).matches(4))
        XCTAssertTrue(equal(to: nil).matches(nil as Int?))
        XCTAssertFalse(equal(to: nil).matches(1))
        XCTAssertTrue(equal(to: 1 as Int?).matches(1))
        XCTAssertTrue(equal(to: (1, "a"), equalWhen: { $0.0 == $1.0 }).matches((1, "b")))
        XCTAssertTrue(equal(to: [1, 2, 3]).matches([1, 2, 3]))
        XCTAssertTrue(equal(to: Set([1])).matches([1]))
        XCTAssertTrue(equal(to: ["a": 1]).matches(["a": 1]))
        XCTAssertTrue(any(Dictionary<Int, Bool>.self).matches([1: true]))
        XCTAssertTrue(any(Set<Bool>.self).matches([]))
        let sevenArguments: ParameterMatcher<(Int, Int, Int, Int, Int, Int, Int) async -> Int> = anyClosure()
        XCTAssertTrue(sevenArguments.matches { _, _, _, _, _, _, _ in 0 })
        let throwing: ParameterMatcher<(String) throws -> Int> = anyThrowingClosure()
        XCTAssertTrue(throwing.matches { _ in 1 })
    }

    func testAMockMatchedByIdentity() {
        let counter = MockCounter()
        XCTAssertTrue(counter.matcher.matches(counter))
        XCTAssertFalse(counter.matcher.matches(MockCounter()))
    }

    func testCaptorWithNeverCapturesNothing() {
        let mock = MockCounter()
        let captor = ArgumentCaptor<Int>()
        verify(mock, never()).increment(by: captor.capture())
        XCTAssertNil(captor.value)
        XCTAssertEqual(captor.allValues, [])
    }

    func testConcurrentCallsAreAllRecorded() {
        let mock = MockCounter()
        stub(mock) { stub in when(stub.increment(by: anyInt())).thenReturn(1) }
        DispatchQueue.concurrentPerform(iterations: 1000) { _ in _ = mock.increment(by: 1) }
        verify(mock, times(1000)).increment(by: 1)
    }
}
