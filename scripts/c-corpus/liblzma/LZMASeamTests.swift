#if os(Linux)
import CLZMA
import CLZMACaller
import MockRuntime
import Testing

/// Direct calls, no facade: from Swift, and from C (`lzma_caller_roundtrip`, in caller/). The test
/// binary is linked with `--wrap` for every function of the generated seam, so inside
/// `CLZMASeam.withMock` both reach the mock.
@Suite struct LZMASeamTests {
    static func roundtrip(_ data: [UInt8]) -> [UInt8]? {
        var decoded = [UInt8](repeating: 0, count: 4096)
        let count = lzma_caller_roundtrip(data, data.count, &decoded, 4096)
        return count < 0 ? nil : Array(decoded.prefix(count))
    }

    @Test func directCallsFromSwiftAndCReachTheMock() {
        let mock = MockCLZMAAPI()
        stub(mock) { stub in
            when(stub.lzma_version_number()).thenReturn(90_000_002)
            // The C caller's out-parameters, written by the mock.
            when(stub.lzma_easy_buffer_encode(any(), LZMA_CHECK_CRC32, isNil(), bytes([1, 2]), equal(to: 2), notNil(), notNil(), any()))
                .thenReturn(LZMA_OK, after: .writeBytes([0xFD, 0x37], to: \.5, capacity: \.7), .write(2, to: \.6))
            when(stub.lzma_stream_buffer_decode(pointee(equal(to: UInt64.max)), any(), isNil(), bytes([0xFD, 0x37]), any(), equal(to: 2), notNil(), notNil(), equal(to: 4096)))
                .thenReturn(LZMA_OK, after: .writeBytes([4, 5, 6], to: \.6, capacity: \.8), .write(3, to: \.7))
        }
        let (version, decoded) = CLZMASeam.withMock(mock) { (lzma_version_number(), Self.roundtrip([1, 2])) }
        #expect(version == 90_000_002)
        #expect(decoded == [4, 5, 6])
        verify(mock).lzma_version_number()
        verify(mock).lzma_easy_buffer_encode(any(), any(), any(), any(), any(), any(), any(), any())
        verify(mock).lzma_stream_buffer_decode(any(), any(), any(), any(), any(), any(), any(), any(), any())
    }

    @Test func outsideWithMockTheRealLibraryRuns() {
        #expect(lzma_version_number() >= 50_000_002)
        let text = Array("the real liblzma, twice: the real liblzma".utf8)
        #expect(Self.roundtrip(text) == text)
    }
}
#endif
