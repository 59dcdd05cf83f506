import Testing
import MockRuntime

/// The pointer matchers on their own: what they accept and how they describe themselves.
@Suite struct PointerMatcherTests {
    @Test func cStringComparesBytesAndNeverMatchesNull() {
        let matcher: ParameterMatcher<UnsafePointer<CChar>?> = cString("main.db")
        #expect(matcher.description == #"a C string equal to "main.db""#)
        "main.db".withCString { #expect(matcher.matches($0)) }
        "main.dbx".withCString { #expect(!matcher.matches($0)) }
        "main".withCString { #expect(!matcher.matches($0)) }
        #expect(!matcher.matches(nil))
        let empty: ParameterMatcher<UnsafeMutablePointer<CChar>> = cString("")
        var nul: CChar = 0
        #expect(empty.matches(&nul))
    }

    @Test func pointeeUsesTheNestedMatcher() {
        var value: Int32 = 3
        let three: ParameterMatcher<UnsafeMutablePointer<Int32>?> = pointee(Int32(3))
        let positive: ParameterMatcher<UnsafePointer<Int32>> = pointee(ParameterMatcher<Int32> { $0 > 0 })
        #expect(three.description == "pointing to a value equal to 3")
        #expect(three.matches(&value))
        #expect(positive.matches(&value))
        value = 4
        #expect(!three.matches(&value))
        #expect(!three.matches(nil))
    }

    @Test func bytesReadAsManyBytesAsExpected() {
        let matcher: ParameterMatcher<UnsafeRawPointer?> = bytes([1, 2])
        #expect(matcher.description == "bytes equal to [1, 2]")
        [UInt8]([1, 2, 9]).withUnsafeBytes { #expect(matcher.matches($0.baseAddress)) }
        [UInt8]([1, 3]).withUnsafeBytes { #expect(!matcher.matches($0.baseAddress)) }
        #expect(!matcher.matches(nil))
    }

    @Test func plainPointersMatchTheSameAddress() {
        let first = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        let second = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        defer { first.deallocate(); second.deallocate() }
        #expect(first.matcher.matches(first))
        #expect(!first.matcher.matches(second))
        #expect(!first.optionalMatcher.matches(nil))
    }
}
