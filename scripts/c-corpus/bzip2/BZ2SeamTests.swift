#if os(Linux)
import CBZ2
import CBZ2Caller
import Foundation
import MockRuntime
import Testing

/// Direct calls, no facade: from Swift, and from C (caller/BZ2Caller.c). The test binary is
/// linked with `--wrap` for every function of the generated seam, so inside `CBZ2Seam.withMock`
/// both reach the mock.
@Suite struct BZ2SeamTests {
    static var handle: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: 0xB23)! }

    static func roundtrip(_ text: String) -> String? {
        var decoded = [CChar](repeating: 0, count: 256)
        let count = bz2_caller_roundtrip(text, &decoded, 255)
        guard count >= 0 else { return nil }
        return String(decoding: decoded.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    @Test func directCallsFromSwiftAndCReachTheMock() throws {
        let mock = MockCBZ2API()
        stub(mock) { stub in
            when(stub.BZ2_bzlibVersion()).thenReturn(UnsafeRawPointer(StaticString("9.9.9-seamed").utf8Start).assumingMemoryBound(to: CChar.self))
            when(stub.BZ2_bzBuffToBuffCompress(notNil(), pointee(equal(to: UInt32(2048))), cString("plain"), equal(to: UInt32(5)), any(), any(), any()))
                .thenReturn(BZ_OK, after: .write(4, to: \.1))
            when(stub.BZ2_bzBuffToBuffDecompress(notNil(), pointee(equal(to: UInt32(255))), notNil(), equal(to: UInt32(4)), any(), any()))
                .thenReturn(BZ_OK, after: .writeCString("mocked", to: \.0, capacity: \.1!.pointee), .write(6, to: \.1))
            when(stub.BZ2_bzWriteOpen(notNil(), notNil(), any(), any(), any())).thenReturn(Self.handle, after: .write(BZ_OK, to: \.0))
            when(stub.BZ2_bzWrite(notNil(), equal(to: Self.handle), Self.cStringBytes("abc"), equal(to: Int32(3)))).thenDoNothing(after: .write(BZ_OK, to: \.0))
            when(stub.BZ2_bzWriteClose(notNil(), equal(to: Self.handle), equal(to: Int32(0)), notNil(), notNil()))
                .thenDoNothing(after: .write(BZ_OK, to: \.0), .write(3, to: \.3), .write(77, to: \.4))
        }
        let file = try #require(fopen("/dev/null", "wb"))
        defer { fclose(file) }
        let (version, roundtripped, written) = CBZ2Seam.withMock(mock) {
            (String(cString: BZ2_bzlibVersion()), Self.roundtrip("plain"), bz2_caller_write(file, "abc"))
        }
        #expect(version == "9.9.9-seamed")
        #expect(roundtripped == "mocked")
        #expect(written == 77)
        verify(mock).BZ2_bzWriteOpen(any(), equal(to: file), equal(to: Int32(9)), any(), any())
        verify(mock).BZ2_bzWriteClose(any(), any(), any(), any(), any())
    }

    /// `bytes` for a `void *` argument holding `text`'s bytes.
    static func cStringBytes(_ text: String) -> ParameterMatcher<UnsafeMutableRawPointer?> { bytes(Array(text.utf8)) }

    @Test func outsideWithMockTheRealLibraryRuns() throws {
        #expect(String(cString: BZ2_bzlibVersion()).hasPrefix("1.0."))
        #expect(Self.roundtrip("the real bzip2, the real bzip2") == "the real bzip2, the real bzip2")
        let file = try #require(fopen("/dev/null", "wb"))
        defer { fclose(file) }
        #expect(bz2_caller_write(file, "abc") > 10)
    }
}
#endif
