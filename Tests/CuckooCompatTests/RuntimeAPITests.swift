import XCTest
import MockRuntime
@testable import CuckooCompatFixtures
@testable import CuckooCompatMocks

extension Counter: Mocked {
    public typealias MockType = MockCounter
}

/// Cuckoo 2.4's runtime API, as its users call it, through generated mocks.
final class RuntimeAPITests: XCTestCase {
    override func setUp() {
        super.setUp()
        DefaultValueRegistry.reset()
    }

    override func tearDown() {
        DefaultValueRegistry.reset()
        super.tearDown()
    }

    // MARK: Matchers

    func testTypedMatchersOnOptionalParametersDoNotMatchNil() {
        let mock = MockMeasuring()
        stub(mock) { stub in
            when(stub.find(any(), name: any())).thenReturn("any")
            when(stub.find(anyInt(), name: anyString())).thenReturn("typed")
        }
        XCTAssertEqual(mock.find(1, name: "a"), "typed")
        XCTAssertEqual(mock.find(nil, name: "a"), "any")
        XCTAssertEqual(mock.find(1, name: nil), "any")
        verify(mock).find(anyInt(), name: anyString())
        verify(mock, times(2)).find(isNil().or(notNil()), name: notNil())
        verify(mock).find(isNil(), name: any())
        verify(mock).find(Optional.none, name: "a")
        verify(mock).find(equal(to: 1), name: isNil())
    }

    func testMatchersUsedDirectlyOnOptionals() {
        XCTAssertFalse(anyString().matches(nil as String?))
        XCTAssertTrue(anyString().matches("a" as String?))
        XCTAssertFalse(anyInt().matches(nil as Int?))
        XCTAssertTrue(isNil().matches(nil as Owner?))
        XCTAssertFalse(isNil().matches(Owner() as Owner?))
        XCTAssertFalse(notNil().matches(nil as Owner?))
        XCTAssertTrue(any(Owner.self).matches(nil as Owner?))
        XCTAssertFalse(anyClosure().matches(nil as (() -> Int)?))
        XCTAssertTrue(anyClosure().matches({ 1 } as (() -> Int)?))
        XCTAssertFalse(anyOptionalThrowingClosure().matches(nil as ((Int) throws -> Int)?))
        XCTAssertTrue(ParameterMatcher().matches(5))
        XCTAssertTrue(ParameterMatcher<Int?> { $0 == nil }.matches(nil))
        XCTAssertTrue(equal(to: nil as Int?).matches(nil))
        XCTAssertFalse(equal(to: nil as Int?).matches(1))
    }

    func testEqualToOptionalClassInstancesComparesIdentity() {
        let owner: Owner? = Owner()
        let mock = MockMeasuring()
        stub(mock) { stub in
            when(stub.attach(equal(to: owner))).thenDoNothing()
            when(stub.attach(equal(to: nil as Owner?))).thenDoNothing()
        }
        mock.attach(owner)
        mock.attach(nil)
        verify(mock).attach(equal(to: owner))
        verify(mock).attach(sameInstance(as: owner))
        verify(mock, never()).attach(equal(to: Owner() as Owner?))
        verify(mock).attach(isNil())
    }

    func testOptionalClosureParameters() {
        let mock = MockMeasuring()
        stub(mock) { stub in
            when(stub.notify(isNil())).thenDoNothing()
            when(stub.notify(anyClosure())).then { $0?(3) }
            when(stub.convert(anyOptionalThrowingClosure())).then { try $0?("42") ?? 0 }
        }
        var notified: [Int] = []
        mock.notify { notified.append($0) }
        mock.notify(nil)
        XCTAssertEqual(notified, [3])
        XCTAssertEqual(try mock.convert { Int($0)! }, 42)
        verify(mock).notify(isNil())
        verify(mock).notify(anyClosure())
    }

    func testSequenceMatchers() {
        XCTAssertTrue(containsAnyOf(values: 1, 9).matches([1, 2, 3]))
        XCTAssertTrue(containsAnyOf([9, 3]).matches([1, 2, 3]))
        XCTAssertFalse(containsAnyOf(values: 7, 9).matches([1, 2, 3]))
        XCTAssertTrue(containsAllOf(values: 1, 3).matches([1, 2, 3]))
        XCTAssertFalse(containsAllOf(values: 1, 3, 2, 2, 1).matches([1, 2, 3]))
        XCTAssertTrue(containsAllOf([2, 1, 2]).matches([2, 1, 2, 3]))
        XCTAssertTrue(containsNoneOf(values: 7, 9).matches(Set([1, 2, 3])))
        XCTAssertFalse(containsNoneOf([3]).matches([1, 2, 3]))
        let sameGrade: (Grade, Grade) -> Bool = { $0.value == $1.value }
        XCTAssertTrue(containsAnyOf(values: Grade(2), where: sameGrade).matches([Grade(1), Grade(2)]))
        XCTAssertTrue(containsAllOf([Grade(1), Grade(2)], where: sameGrade).matches([Grade(2), Grade(1)]))
        XCTAssertTrue(containsNoneOf(values: Grade(5), where: sameGrade).matches([Grade(1)]))
        XCTAssertTrue(hasLength(exactly: 3).matches([1, 2, 3]))
        XCTAssertTrue(hasLength(atLeast: 3).matches([1, 2, 3]))
        XCTAssertFalse(hasLength(atLeast: 3, inclusive: false).matches([1, 2, 3]))
        XCTAssertTrue(hasLength(atMost: 3).matches(["a": 1]))
        XCTAssertFalse(hasLength(atMost: 1, inclusive: false).matches(["a": 1]))
        XCTAssertTrue(hasLength(inRange: 1..<3).matches([1, 2, 3]))
        XCTAssertFalse(hasLength(inRange: 1..<3, inclusive: false).matches([1, 2, 3]))

        let mock = MockMeasuring()
        stub(mock) { stub in
            when(stub.tag(containsAllOf(values: "a", "b"))).thenDoNothing()
            when(stub.mark(containsAnyOf(values: 1))).thenDoNothing()
        }
        mock.tag(["b", "a", "c"])
        mock.mark([1, 5])
        verify(mock).tag(hasLength(exactly: 3))
        verify(mock).mark(containsNoneOf(values: 7))
    }

    func testDictionaryMatchers() {
        let scores = ["a": 1, "b": 2]
        XCTAssertTrue(containsAnyOf(["a": 1, "z": 9]).matches(scores))
        XCTAssertTrue(containsAllOf(["a": 1]).matches(scores))
        XCTAssertFalse(containsAllOf(["a": 2]).matches(scores))
        XCTAssertTrue(containsNoneOf(["a": 2]).matches(scores))
        XCTAssertTrue(containsAllOf(["a": Grade(1)], where: { $0.value == $1.value }).matches(["a": Grade(1), "b": Grade(3)]))
        XCTAssertTrue((containsAnyKeysOf(values: "b", "z") as ParameterMatcher<[String: Int]>).matches(scores))
        XCTAssertTrue((containsAllKeysOf(["a", "b"]) as ParameterMatcher<[String: Int]>).matches(scores))
        XCTAssertTrue((containsNoKeysOf(values: "z") as ParameterMatcher<[String: Int]>).matches(scores))
        XCTAssertTrue((containsAnyValuesOf(values: 2, 9) as ParameterMatcher<[String: Int]>).matches(scores))
        XCTAssertTrue((containsAllValuesOf([1, 2]) as ParameterMatcher<[String: Int]>).matches(scores))
        XCTAssertTrue((containsNoValuesOf(values: 7) as ParameterMatcher<[String: Int]>).matches(scores))
        XCTAssertTrue((containsAnyValuesOf(values: Grade(2), where: { $0.value == $1.value }) as ParameterMatcher<[String: Grade]>).matches(["x": Grade(2)]))

        let mock = MockMeasuring()
        stub(mock) { stub in when(stub.score(containsAllKeysOf(values: "a"))).thenDoNothing() }
        mock.score(scores)
        verify(mock).score(containsAnyValuesOf(values: 2))
    }

    // MARK: Call matchers

    func testCallMatchersOverStubCalls() {
        let calls: [StubCall] = [ConcreteStubCall(method: "A", parameters: ()), ConcreteStubCall(method: "B", parameters: (1, "x"))]
        XCTAssertTrue(times(2).matches(calls))
        XCTAssertFalse(never().matches(calls))
        XCTAssertTrue(atLeast(1).and(atMost(2)).matches(calls))
        XCTAssertEqual(calls[1].parametersAsString, "1, \"x\"")
        let firstIsA = CallMatcher(name: "first is A") { ($0.first?.method ?? "") == "A" }
        XCTAssertTrue(firstIsA.matches(calls))
        XCTAssertEqual(firstIsA.name, "first is A")
        let moreThanOne = CallMatcher(name: "more than one", numberOfExpectedCalls: 1) { expected, actual in actual > expected }
        XCTAssertTrue(moreThanOne.matches(calls))

        let mock = MockCounter().withEnabledSuperclassSpy()
        _ = mock.increment(by: 1)
        _ = mock.increment(by: 2)
        verify(mock, CallMatcher(name: "the method is increment") { calls in calls.allSatisfy { $0.method == "increment(by:)" } }).increment(by: anyInt())
        verify(mock, moreThanOne).increment(by: anyInt())
    }

    // MARK: Stubbing and defaults

    func testThenReturnInOrder() {
        let mock = MockCounter()
        stub(mock) { stub in when(stub.increment(by: anyInt())).thenReturn(inOrder: [1, 2, 3]) }
        XCTAssertEqual([mock.increment(by: 0), mock.increment(by: 0), mock.increment(by: 0), mock.increment(by: 0)], [1, 2, 3, 3])
    }

    func testTupleDefaults() {
        XCTAssertTrue(DefaultValueRegistry.defaultValue(for: (Int8, UInt8).self) == (0, 0))
        XCTAssertTrue(DefaultValueRegistry.defaultValue(for: (Int, String, Bool, Double, Float, UInt).self) == (0, "", false, 0, 0, 0))
        // Mixed sizes and alignments, labelled, through the generic entry point unstubbed calls use.
        let mixed = DefaultValueRegistry.registeredDefault(for: (a: Int8, b: Double, c: String, d: Bool, e: [Int]).self)
        XCTAssertTrue(mixed.map { $0 == (0, 0, "", false, []) } ?? false)
        XCTAssertNil(DefaultValueRegistry.registeredDefault(for: (Int, Receipt).self))
        DefaultValueRegistry.register(value: (1, 2), forType: (Int, Int).self)
        XCTAssertTrue(DefaultValueRegistry.defaultValue(for: (Int, Int).self) == (1, 2))

        let stub = MeasuringStub()
        XCTAssertTrue(stub.pair() == (0, 0))
        XCTAssertTrue(stub.point == (0, 0))
        let lenient = MockMeasuring().lenient()
        XCTAssertTrue(lenient.pair() == (0, 0))
    }

    func testUnstubbedTupleResultIsReportedAndReturnsADefault() {
        let mock = MockMeasuring()
        var pair: (Int8, UInt8) = (1, 1)
        let message = catchCuckooFail { pair = mock.pair() }
        XCTAssertTrue(pair == (0, 0))
        XCTAssertNotNil(message)
    }

    func testUnstubbedThrowingMemberWithNoDefaultThrowsInsteadOfStopping() {
        let mock = MockMeasuring()
        var thrown: Error?
        let message = catchCuckooFail {
            do { _ = try mock.receipt() } catch { thrown = error }
        }
        XCTAssertEqual(thrown as? MockError, .unstubbedCall("receipt()"))
        XCTAssertTrue(message?.contains("Unstubbed call: measuring.receipt()") == true, message ?? "no failure")
    }

    func testResetClearsStubsAndCallsButKeepsTheSpy() {
        let mock = MockCounter().withEnabledSuperclassSpy()
        stub(mock) { stub in when(stub.increment(by: anyInt())).thenReturn(10) }
        XCTAssertEqual(mock.increment(by: 1), 10)
        reset(mock)
        verify(mock, never()).increment(by: anyInt())
        XCTAssertEqual(mock.increment(by: 1), 1)
    }

    func testClearStubsAndClearInvocations() {
        let mock = MockCounter().withEnabledSuperclassSpy()
        stub(mock) { stub in when(stub.increment(by: anyInt())).thenReturn(10) }
        _ = mock.increment(by: 2)
        clearInvocations(mock)
        verify(mock, never()).increment(by: anyInt())
        clearStubs(mock)
        XCTAssertEqual(mock.increment(by: 2), 2)
    }

    // MARK: Failures through MockManager.fail

    func testFailHookReceivesFailuresInsteadOfTheTestFramework() {
        let mock = MockCounter()
        let message = catchCuckooFail { verify(mock).increment(by: 1) }
        XCTAssertTrue(message?.contains("increment(by:") == true, message ?? "no failure")
        XCTAssertNil(catchCuckooFail { verify(mock, never()).increment(by: 1) })
    }

    func testVerifyWithCuckoosLocationParameters() {
        let mock = MockCounter().withEnabledSuperclassSpy()
        _ = mock.increment(by: 4)
        verifyIncremented(mock).increment(by: 4)
        verifyNoMoreInteractions(mock, file: #file, line: #line)
    }

    func testVerifyNoMoreInteractionsThroughTheHook() {
        let mock = MockCounter().withEnabledSuperclassSpy()
        _ = mock.increment(by: 3)
        XCTAssertNotNil(catchCuckooFail { verifyNoMoreInteractions(mock) })
        verify(mock).increment(by: 3)
        XCTAssertNil(catchCuckooFail { verifyNoMoreInteractions(mock) })
    }

    // MARK: Creating mocks

    func testCreateMockForAMockedType() {
        let mock = createMock(for: Counter.self) { builder, stub in
            builder.enableSuperclassSpy()
            when(stub.increment(by: 5)).thenReturn(50)
            return MockCounter()
        }
        XCTAssertEqual(mock.increment(by: 5), 50)
        XCTAssertEqual(mock.increment(by: 2), 2)
    }

    func testCreateMockOfAMockType() {
        let mock = createMock(MockMeasuring.self) { builder, stub in
            builder.enableDefaultStubImplementation()
            when(stub.find(anyInt(), name: any())).thenReturn("found")
            return MockMeasuring()
        }
        XCTAssertEqual(mock.find(1, name: nil), "found")
        XCTAssertEqual(mock.find(nil, name: nil), "")
    }

    // MARK: Cuckoo's names

    func testCuckooQualifiedNames() {
        let mock = MockCounter()
        Cuckoo.stub(mock) { stub in
            _ = Cuckoo.when(stub.increment(by: Cuckoo.anyInt()) as Cuckoo.ClassStubFunction<Int, Int>).thenReturn(7)
        }
        XCTAssertEqual(mock.increment(by: 1), 7)
        _ = Cuckoo.verify(mock, Cuckoo.times(1)).increment(by: Cuckoo.equal(to: 1)) as Cuckoo.__DoNotUse<Int, Int>
        let captor = Cuckoo.ArgumentCaptor<Int>()
        Cuckoo.verify(mock).increment(by: captor.capture())
        XCTAssertEqual(captor.value, 1)
        let matcher: Cuckoo.ParameterMatcher<Int> = Cuckoo.ParameterMatcher { $0 > 0 }
        XCTAssertTrue(matcher.matches(1))
        Cuckoo.reset(mock)
    }
}

struct Grade {
    let value: Int
    init(_ value: Int) { self.value = value }
}
