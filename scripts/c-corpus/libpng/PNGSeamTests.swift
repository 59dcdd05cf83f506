#if os(Linux)
import CPNG
import CPNGCaller
import MockRuntime
import Testing

/// Direct calls, no facade: from Swift, and from C (caller/PNGCaller.c, which uses setjmp and a
/// write callback as C code does). The test binary is linked with `--wrap` for every function
/// of the generated seam, so inside `CPNGSeam.withMock` both reach the mock.
@Suite struct PNGSeamTests {
    static var png: OpaquePointer { OpaquePointer(bitPattern: 0x9C0)! }
    static var info: OpaquePointer { OpaquePointer(bitPattern: 0x9D0)! }

    @Test func directCallsFromSwiftAndCReachTheMock() {
        let mock = MockCPNGAPI()
        let io = ArgumentCaptor<UnsafeMutableRawPointer?>()
        let write = ArgumentCaptor<png_rw_ptr?>()
        // What png_jmpbuf (a macro calling png_set_longjmp_fn) gives the C caller's setjmp.
        let jumpBuffer = UnsafeMutablePointer<jmp_buf>.allocate(capacity: 1)
        defer { jumpBuffer.deallocate() }
        stub(mock) { stub in
            when(stub.png_access_version_number()).thenReturn(99_999)
            when(stub.png_image_write_to_memory(notNil(), isNil(), notNil(), any(), notNil(), any(), isNil()))
                .thenReturn(1, after: .write(4321, to: \.2))
            when(stub.png_create_write_struct(any(), isNil(), isNil(), isNil())).thenReturn(Self.png)
            when(stub.png_create_info_struct(equal(to: Self.png))).thenReturn(Self.info)
            when(stub.png_set_longjmp_fn(equal(to: Self.png), notNil(), any())).thenReturn(jumpBuffer)
            when(stub.png_set_write_fn(equal(to: Self.png), io.capture(), write.capture(), isNil())).thenDoNothing()
            when(stub.png_get_io_ptr(equal(to: Self.png))).then { _ in io.value! }
            when(stub.png_set_IHDR(any(), any(), any(), any(), any(), any(), any(), any(), any())).thenDoNothing()
            // The C caller's own callback, with the C caller's I/O pointer: 5 bytes, then 7.
            when(stub.png_write_info(any(), any())).thenDoNothing(after: .run { png, _ in
                var bytes = [UInt8](repeating: 0, count: 5)
                write.value!!(png, &bytes, 5)
            })
            when(stub.png_write_row(any(), any())).thenDoNothing()
            when(stub.png_write_end(any(), any())).thenDoNothing(after: .run { png, _ in
                var bytes = [UInt8](repeating: 0, count: 7)
                write.value!!(png, &bytes, 7)
            })
            when(stub.png_destroy_write_struct(notNil(), notNil())).thenDoNothing()
        }
        let (version, size, written) = CPNGSeam.withMock(mock) {
            (png_access_version_number(), png_caller_encoded_size(8, 8), png_caller_count_written_bytes())
        }
        #expect(version == 99_999)
        #expect(size == 4321)
        #expect(written == 12)
        verify(mock).png_set_longjmp_fn(equal(to: Self.png), notNil(), equal(to: MemoryLayout<jmp_buf>.size))
        verify(mock).png_write_row(equal(to: Self.png), notNil())
        verify(mock, times(2)).png_get_io_ptr(equal(to: Self.png))
        verify(mock).png_destroy_write_struct(notNil(), notNil())
    }

    @Test func outsideWithMockTheRealLibraryRuns() {
        #expect(png_access_version_number() >= 10600)
        #expect(png_caller_encoded_size(8, 8) > 8)
        // Signature (8), IHDR (25), IDAT, IEND (12).
        #expect(png_caller_count_written_bytes() > 8 + 25 + 12)
    }
}
#endif
