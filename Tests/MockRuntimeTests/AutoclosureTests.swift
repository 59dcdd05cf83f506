import Testing
@_spi(Generated) import MockRuntime

/// How a recorded `@autoclosure` argument reads and matches (the generated proxies'
/// `__autoclosureMatcher`); the Cuckoo-compatibility suites exercise it through mocks.
@Suite struct AutoclosureTests {
    @Test func aRecordedArgumentCallsAndReadsAsItsValue() {
        let recorded = Autoclosure("disk full")
        #expect(recorded() == "disk full")
        #expect(recorded.description == "\"disk full\"")
        #expect(String(reflecting: Autoclosure(Optional<Int>.none)) == "nil")
    }

    @Test func valueAndClosureMatchersSeeTheEvaluatedValue() {
        let byValue = __autoclosureMatcher(equal(to: 4))
        #expect(byValue.matches(Autoclosure(4)) && !byValue.matches(Autoclosure(5)))
        #expect(byValue.description == "equal to 4")
        let captor = ArgumentCaptor<() -> Int>()
        let byClosure = __autoclosureMatcher(closure: captor.capture())
        #expect(byClosure.matches(Autoclosure(7)))
    }
}
