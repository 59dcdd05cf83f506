#if os(Linux)
import CFixture
import CFixtureCaller
import CFixtureFacade
import Foundation
import MockRuntime
import Testing

/// A variadic C function (`cf_format(const char *format, ...)`), which Swift cannot call, called
/// by C code (CFixtureCaller): inside `CFixtureSeam.withMock(_:variadic:_:)` the call reaches
/// `MockCFixtureVariadicAPI` with its variable arguments readable; outside, the real function runs
/// with the call exactly as the caller made it.
@Suite struct VariadicSeamTests {
    /// What a stub returns: memory the caller frees, as cf_format's result.
    static func owned(_ text: String) -> UnsafeMutablePointer<CChar> { strdup(text)! }

    static func take(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
        defer { free(pointer) }
        return pointer.map { String(cString: $0) }
    }

    @Test func aCallFromCReachesTheMockWithItsArgumentsReadable() {
        let mock = MockCFixtureVariadicAPI()
        stub(mock) { stub in
            // The stub reads the variable arguments during the call, and answers with what it read.
            when(stub.cf_format(cString("%d items named %s (%.2f)"), any())).then { _, arguments in
                let reader = CVariadicArguments(arguments)
                return Self.owned("mocked: \(reader.next(Int32.self)), \(reader.nextCString() ?? "nil"), \(reader.next(Double.self))")
            }
        }
        let text = CFixtureSeam.withMock(MockCFixtureAPI(), variadic: mock) { Self.take(cf_caller_describe(3, "apples", 0.75)) }
        #expect(text == "mocked: 3, apples, 0.75")
        verify(mock).cf_format(cString("%d items named %s (%.2f)"), any())
    }

    /// Nine integers and strings (past the six argument registers, onto the stack) and three doubles.
    @Test func argumentsPastTheRegistersAreReadFromTheStack() {
        let mock = MockCFixtureVariadicAPI()
        stub(mock) { stub in
            when(stub.cf_format(any(), any())).then { _, arguments in
                let reader = CVariadicArguments(arguments)
                var values = (0..<7).map { _ in String(reader.next(Int32.self)) }
                values.append(String(reader.next(Int.self)))
                values.append(reader.nextCString() ?? "nil")
                values += (0..<3).map { _ in String(reader.next(Double.self)) }
                return Self.owned(values.joined(separator: " "))
            }
        }
        #expect(CFixtureSeam.withMock(MockCFixtureAPI(), variadic: mock) { Self.take(cf_caller_many()) } == "1 2 3 4 5 6 7 8 nine 1.5 2.5 3.5")
    }

    /// A function taking a `va_list` (`cf_vformat`), called from C: its wrapper is C, which hands
    /// a copy of the list to the installed mock, or the call to the real function.
    @Test func aVaListFunctionCalledFromCReachesTheMock() {
        let mock = MockCFixtureAPI()
        stub(mock) { stub in
            when(stub.cf_vformat(notNil(), equal(to: 32), cString("%d left"), any())).then { buffer, capacity, _, arguments in
                let count = CVariadicArguments(arguments).next(Int32.self)
                let text = "mocked \(count)"
                text.withCString { _ = strcpy(buffer!, $0) }
                return Int32(text.utf8.count)
            }
        }
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: 32)
        defer { buffer.deallocate() }
        #expect(CFixtureSeam.withMock(mock) { cf_caller_left(buffer, 32, 7) } == 8)
        #expect(String(cString: buffer) == "mocked 7")
        verify(mock).cf_vformat(any(), any(), any(), any())
        // No mock: the real cf_vformat formats.
        #expect(cf_caller_left(buffer, 32, 5) == 6)
        #expect(String(cString: buffer) == "5 left")
    }

    /// Declared `noreturn` and without a prototype: no link seam, mocked through the facade as
    /// Swift imports them (`-> Never`, taking nothing).
    @Test func kAndRFunctionsAreCalledLiveAndMocked() {
        #expect(CFixtureLive().cf_legacy_count() == 42)
        let mock = MockCFixtureAPI()
        stub(mock) { stub in when(stub.cf_legacy_count()).thenReturn(7) }
        #expect(mock.cf_legacy_count() == 7)
        let fail: (any CFixtureAPI, UnsafePointer<CChar>?) -> Never = { api, why in api.cf_fail(why) }
        _ = fail
    }

    @Test func withoutAVariadicMockTheRealFunctionGetsTheCallUntouched() {
        #expect(Self.take(cf_caller_describe(2, "pears", 1.5)) == "2 items named pears (1.50)")
        #expect(Self.take(cf_caller_many()) == "1 2 3 4 5 6 7 8 nine 1.5 2.5 3.5")
        // A mock of the other functions only: the variadic call still runs for real.
        #expect(CFixtureSeam.withMock(MockCFixtureAPI()) { Self.take(cf_caller_describe(1, "fig", 0)) } == "1 items named fig (0.00)")
    }
}
#endif
