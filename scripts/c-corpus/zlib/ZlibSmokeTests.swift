import CZlib
import CZlibFacade
import MockRuntime
import Testing

/// Code under test: zlib's one-shot compression, written against the generated protocol.
struct Packer {
    struct Failure: Error, Equatable { let status: Int32 }
    let api: any CZlibAPI

    func pack(_ bytes: [UInt8]) throws -> [UInt8] {
        // compressBound gives the largest output; compress2 writes the real length back.
        var length = api.compressBound(uLong(bytes.count))
        var packed = [UInt8](repeating: 0, count: Int(length))
        let status = api.compress2(&packed, &length, bytes, uLong(bytes.count), Z_BEST_COMPRESSION)
        guard status == Z_OK else { throw Failure(status: status) }
        return Array(packed.prefix(Int(length)))
    }

    func unpack(_ bytes: [UInt8], size: Int) throws -> [UInt8] {
        var length = uLongf(size)
        var unpacked = [UInt8](repeating: 0, count: size)
        let status = api.uncompress(&unpacked, &length, bytes, uLong(bytes.count))
        guard status == Z_OK else { throw Failure(status: status) }
        return Array(unpacked.prefix(Int(length)))
    }
}

@Suite struct ZlibSmokeTests {
    @Test func aRoundTripThroughTheRealZlib() throws {
        let packer = Packer(api: CZlibLive())
        let text = Array(String(repeating: "mockgen mocks C. ", count: 64).utf8)
        let packed = try packer.pack(text)
        #expect(packed.count < text.count / 4)
        #expect(try packer.unpack(packed, size: text.count) == text)
        #expect(throws: Packer.Failure(status: Z_DATA_ERROR)) { try packer.unpack([1, 2, 3, 4], size: 16) }
        #expect(String(cString: CZlibLive().zlibVersion()).hasPrefix("1."))
    }

    @Test func theMockWritesTheDestinationLength() throws {
        let mock = MockCZlibAPI()
        stub(mock) { stub in
            when(stub.compressBound(equal(to: uLong(5)))).thenReturn(64)
            // The mock plays zlib: three bytes of output, their count written through destLen.
            when(stub.compress2(notNil(), pointee(equal(to: uLongf(64))), bytes([104, 101]), equal(to: uLong(5)), any()))
                .thenReturn(Z_OK, after: .write(uLongf(3), to: \.1), .run { arguments in
                    arguments.0?.update(from: [0x78, 0xDA, 0x01], count: 3)
                })
            when(stub.uncompress(any(), any(), any(), any())).thenReturn(Z_BUF_ERROR)
        }
        let packer = Packer(api: mock)
        #expect(try packer.pack(Array("hello".utf8)) == [0x78, 0xDA, 0x01])
        #expect(throws: Packer.Failure(status: Z_BUF_ERROR)) { try packer.unpack([0x78], size: 8) }
        verify(mock).compressBound(equal(to: uLong(5)))
        verify(mock).compress2(any(), any(), any(), any(), equal(to: Z_BEST_COMPRESSION))
        // The buffers were the caller's for the call only: after it, match the pointers, not their bytes.
        verify(mock).uncompress(notNil(), notNil(), notNil(), equal(to: uLong(1)))
    }
}
