import Testing
import MockRuntime

private final class Box: Equatable {
    let value: Int
    init(_ value: Int) { self.value = value }
    static func == (lhs: Box, rhs: Box) -> Bool { lhs.value == rhs.value }
}

private final class Handle {}

@Suite struct MatcherTests {
    @Test func equalityIdentityAndCustomEquality() {
        #expect(equal(to: 3).matches(3))
        #expect(!equal(to: 3).matches(4))
        let handle = Handle()
        #expect(equal(to: handle).matches(handle))
        #expect(!equal(to: handle).matches(Handle()))
        #expect(equal(to: Box(1)).matches(Box(1)), "Equatable classes compare by value")
        let caseInsensitive = equal(to: "ABC") { $0.lowercased() == $1.lowercased() }
        #expect(caseInsensitive.matches("abc"))
    }

    @Test func anyMatchers() {
        #expect(any(Int.self).matches(1))
        #expect(anyInt().matches(-1))
        #expect(anyString().matches(""))
        #expect(anyClosure(type: (() -> Void).self).matches({}))
    }

    @Test func nilMatchersOnOptionals() {
        let optionalNotNil: ParameterMatcher<Int?> = notNil()
        let optionalNil: ParameterMatcher<Int?> = isNil()
        #expect(optionalNotNil.matches(1))
        #expect(!optionalNotNil.matches(nil))
        #expect(optionalNil.matches(nil))
        #expect(!optionalNil.matches(1))
        #expect(any(Int.self).optionalMatcher.matches(nil))
        #expect(!equal(to: 1).optionalMatcher.matches(nil))
        #expect(Optional(1).optionalMatcher.matches(1))
    }

    @Test func notOrAnd() {
        #expect(not(3).matches(4))
        #expect(!not(3).matches(3))
        #expect("a".or("b").matches("b"))
        #expect(!"a".or("b").matches("c"))
        #expect(anyInt().and(not(0)).matches(1))
        #expect(!anyInt().and(not(0)).matches(0))
    }

    @Test func collectionMatchers() {
        let all: ParameterMatcher<[Int]> = containsAllOf([1, 2])
        let some: ParameterMatcher<Set<Int>> = containsAnyOf([5, 9])
        let none: ParameterMatcher<[Int]> = containsNoneOf([7])
        let count: ParameterMatcher<[Int]> = hasCount(2)
        #expect(all.matches([2, 1, 3]))
        #expect(!all.matches([1]))
        #expect(some.matches([9]))
        #expect(!some.matches([1]))
        #expect(none.matches([1]))
        #expect(!none.matches([7]))
        #expect(count.matches([1, 2]))
        #expect([1, 2].matcher.matches([1, 2]))
        #expect(["k": 1].matcher.matches(["k": 1]))
    }

    @Test func customParameterMatcherInCuckooStyle() {
        let even = ParameterMatcher<Int> { $0 % 2 == 0 }
        #expect(even.matches(2))
        #expect(!even.matches(3))
        let greeter = MockGreeter().lenient()
        greeter.count = 4
        verify(greeter).count.set(even)
    }

    @Test func descriptionsReadNaturally() {
        #expect(equal(to: "Bob").description == "equal to \"Bob\"")
        #expect((anyString() as ParameterMatcher<String>).description == "any String")
        #expect(not(equal(to: 1)).description == "not equal to 1")
        #expect("a".or("b").description == "equal to \"a\" or equal to \"b\"")
        #expect((isNil() as ParameterMatcher<Int?>).description == "nil")
        #expect((containsAllOf([1]) as ParameterMatcher<[Int]>).description == "containing all of [1]")
        #expect(times(1).description == "once")
        #expect(times(2).description == "twice")
        #expect(times(5).description == "5 times")
        #expect(never().description == "never")
        #expect(atLeastOnce().description == "at least once")
        #expect(atMost(3).description == "at most 3 times")
        #expect(between(2...4).description == "between 2 and 4 times")
        #expect(times(1).or(times(3)).description == "once or 3 times")
    }
}
