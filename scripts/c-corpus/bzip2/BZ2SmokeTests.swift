import CBZ2
import CBZ2Facade
import Foundation
import MockRuntime
import Testing

/// Code under test: bzip2 in memory, in streaming with an allocator of its own, and to files,
/// written against the generated protocol.
struct BZip2 {
    struct Failure: Error, Equatable { let status: Int32 }
    let api: any CBZ2API

    func version() -> String { api.BZ2_bzlibVersion().map { String(cString: $0) } ?? "" }

    func compress(_ input: [UInt8]) throws -> [UInt8] {
        // bzip2 takes `char *` (not const) and an in-out `unsigned *` length.
        var source = input.map { CChar(bitPattern: $0) }
        var output = [CChar](repeating: 0, count: input.count + input.count / 100 + 600)
        var length = UInt32(output.count)
        let status = api.BZ2_bzBuffToBuffCompress(&output, &length, &source, UInt32(input.count), 9, 0, 0)
        guard status == BZ_OK else { throw Failure(status: status) }
        return output.prefix(Int(length)).map { UInt8(bitPattern: $0) }
    }

    func decompress(_ input: [UInt8], capacity: Int) throws -> [UInt8] {
        var source = input.map { CChar(bitPattern: $0) }
        var output = [CChar](repeating: 0, count: capacity)
        var length = UInt32(capacity)
        let status = api.BZ2_bzBuffToBuffDecompress(&output, &length, &source, UInt32(input.count), 0, 0)
        guard status == BZ_OK else { throw Failure(status: status) }
        return output.prefix(Int(length)).map { UInt8(bitPattern: $0) }
    }

    /// What bzip2's allocator callbacks were asked for: `bz_stream.bzalloc` and `bzfree` get
    /// `bz_stream.opaque`, an unretained reference to this.
    final class Allocations {
        var allocated = 0
        var freed = 0
    }

    /// Through a `bz_stream` with the allocator callbacks set, output taken 32 bytes at a time.
    func compressStreaming(_ input: [UInt8], allocations: Allocations) throws -> [UInt8] {
        var stream = bz_stream()
        stream.bzalloc = { opaque, count, size in
            Unmanaged<Allocations>.fromOpaque(opaque!).takeUnretainedValue().allocated += 1
            return malloc(Int(count) * Int(size))
        }
        stream.bzfree = { opaque, memory in
            Unmanaged<Allocations>.fromOpaque(opaque!).takeUnretainedValue().freed += 1
            free(memory)
        }
        stream.opaque = Unmanaged.passUnretained(allocations).toOpaque()
        var status = api.BZ2_bzCompressInit(&stream, 9, 0, 0)
        guard status == BZ_OK else { throw Failure(status: status) }
        defer { _ = api.BZ2_bzCompressEnd(&stream) }
        var source = input.map { CChar(bitPattern: $0) }
        var output: [UInt8] = []
        var chunk = [CChar](repeating: 0, count: 32)
        try source.withUnsafeMutableBufferPointer { source in
            stream.next_in = source.baseAddress
            stream.avail_in = UInt32(source.count)
            repeat {
                status = chunk.withUnsafeMutableBufferPointer { chunk in
                    stream.next_out = chunk.baseAddress
                    stream.avail_out = UInt32(chunk.count)
                    return api.BZ2_bzCompress(&stream, BZ_FINISH)
                }
                guard status == BZ_FINISH_OK || status == BZ_STREAM_END else { throw Failure(status: status) }
                output += chunk.prefix(32 - Int(stream.avail_out)).map { UInt8(bitPattern: $0) }
            } while status != BZ_STREAM_END
        }
        stream.next_in = nil
        stream.next_out = nil
        return output
    }

    /// Writes `data` compressed to `path` through a `FILE *`: (bytes in, bytes out) as
    /// BZ2_bzWriteClose reports them through its out-parameters.
    func write(_ data: [UInt8], to path: String) throws -> (in: UInt32, out: UInt32) {
        guard let file = fopen(path, "wb") else { throw Failure(status: BZ_IO_ERROR) }
        defer { fclose(file) }
        var error: Int32 = BZ_OK
        let handle = api.BZ2_bzWriteOpen(&error, file, 9, 0, 0)
        guard error == BZ_OK, let handle else { throw Failure(status: error) }
        var bytes = data
        api.BZ2_bzWrite(&error, handle, &bytes, Int32(bytes.count))
        let failed = error
        var bytesIn: UInt32 = 0, bytesOut: UInt32 = 0
        api.BZ2_bzWriteClose(&error, handle, failed == BZ_OK ? 0 : 1, &bytesIn, &bytesOut)
        guard failed == BZ_OK else { throw Failure(status: failed) }
        guard error == BZ_OK else { throw Failure(status: error) }
        return (bytesIn, bytesOut)
    }

    /// Reads `path` back through a `FILE *`, 16 bytes per BZ2_bzRead.
    func read(_ path: String) throws -> [UInt8] {
        guard let file = fopen(path, "rb") else { throw Failure(status: BZ_IO_ERROR) }
        defer { fclose(file) }
        var error: Int32 = BZ_OK
        let handle = api.BZ2_bzReadOpen(&error, file, 0, 0, nil, 0)
        guard error == BZ_OK, let handle else { throw Failure(status: error) }
        defer { api.BZ2_bzReadClose(&error, handle) }
        var data: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16)
        while error == BZ_OK {
            let count = api.BZ2_bzRead(&error, handle, &buffer, 16)
            guard error == BZ_OK || error == BZ_STREAM_END else { throw Failure(status: error) }
            data += buffer.prefix(Int(count))
        }
        return data
    }
}

@Suite struct BZ2SmokeTests {
    static let text = Array(String(repeating: "bzip2 through mockgen. ", count: 30).utf8)
    static var handle: UnsafeMutableRawPointer { UnsafeMutableRawPointer(bitPattern: 0xB22)! }

    @Test func theLiveImplementationRunsBzip2() throws {
        let bzip2 = BZip2(api: CBZ2Live())
        #expect(bzip2.version().hasPrefix("1.0."))
        let compressed = try bzip2.compress(Self.text)
        #expect(Array(compressed.prefix(3)) == Array("BZh".utf8))
        #expect(try bzip2.decompress(compressed, capacity: Self.text.count) == Self.text)
        #expect(throws: BZip2.Failure(status: BZ_OUTBUFF_FULL)) { try bzip2.decompress(compressed, capacity: 10) }
        #expect(throws: BZip2.Failure(status: BZ_DATA_ERROR_MAGIC)) { try bzip2.decompress(Array("not bzip2".utf8), capacity: 10) }

        let allocations = BZip2.Allocations()
        let streamed = try bzip2.compressStreaming(Self.text, allocations: allocations)
        #expect(try bzip2.decompress(streamed, capacity: Self.text.count) == Self.text)
        #expect(allocations.allocated > 0)
        #expect(allocations.freed == allocations.allocated)

        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mockgen-c-corpus-\(getpid()).bz2").path
        defer { unlink(path) }
        let written = try bzip2.write(Self.text, to: path)
        #expect(written.in == UInt32(Self.text.count))
        #expect(written.out > 0 && written.out < written.in)
        #expect(try bzip2.read(path) == Self.text)
    }

    @Test func theMockCallsTheStreamsAllocator() throws {
        let mock = MockCBZ2API()
        stub(mock) { stub in
            // The mock plays bzip2: it allocates its state through the caller's callback and context…
            when(stub.BZ2_bzCompressInit(notNil(), equal(to: Int32(9)), equal(to: Int32(0)), equal(to: Int32(0)))).then { stream, _, _, _ in
                stream!.pointee.state = stream!.pointee.bzalloc(stream!.pointee.opaque, 8, 4)
                return BZ_OK
            }
            // …writes 40 bytes, 32 then 8…
            when(stub.BZ2_bzCompress(notNil(), equal(to: BZ_FINISH)))
                .then { stream, _ in Self.produce(32, into: stream!); return BZ_FINISH_OK }
                .then { stream, _ in Self.produce(8, into: stream!); return BZ_STREAM_END }
            // …and frees its state through the other callback.
            when(stub.BZ2_bzCompressEnd(notNil())).then { stream in
                stream!.pointee.bzfree(stream!.pointee.opaque, stream!.pointee.state)
                return BZ_OK
            }
        }
        let allocations = BZip2.Allocations()
        let compressed = try BZip2(api: mock).compressStreaming(Self.text, allocations: allocations)
        #expect(compressed == [UInt8](repeating: 0x42, count: 40))
        #expect(allocations.allocated == 1)
        #expect(allocations.freed == 1)
        verify(mock, times(2)).BZ2_bzCompress(any(), equal(to: BZ_FINISH))
    }

    static func produce(_ count: Int, into stream: UnsafeMutablePointer<bz_stream>) {
        stream.pointee.next_out!.update(repeating: 0x42, count: count)
        stream.pointee.next_out = stream.pointee.next_out! + count
        stream.pointee.avail_out -= UInt32(count)
    }

    @Test func theMockWritesTheOutParameters() throws {
        let mock = MockCBZ2API()
        stub(mock) { stub in
            when(stub.BZ2_bzBuffToBuffCompress(notNil(), pointee(equal(to: UInt32(603))), notNil(), equal(to: UInt32(3)), any(), any(), any()))
                .thenReturn(BZ_OK, after: .write(2, to: \.1), .run { dest, _, _, _, _, _, _ in dest![0] = 0x42; dest![1] = 0x5A })
            when(stub.BZ2_bzBuffToBuffDecompress(any(), any(), any(), any(), any(), any())).thenReturn(BZ_DATA_ERROR)
            // FILE * functions: the error out-parameter first, the byte counts last.
            when(stub.BZ2_bzWriteOpen(notNil(), notNil(), equal(to: Int32(9)), any(), any())).thenReturn(Self.handle, after: .write(BZ_OK, to: \.0))
            when(stub.BZ2_bzWrite(notNil(), equal(to: Self.handle), bytes([1, 2, 3, 4, 5]), equal(to: Int32(5)))).thenDoNothing(after: .write(BZ_OK, to: \.0))
            when(stub.BZ2_bzWriteClose(notNil(), equal(to: Self.handle), equal(to: Int32(0)), notNil(), notNil()))
                .thenDoNothing(after: .write(BZ_OK, to: \.0), .write(5, to: \.3), .write(44, to: \.4))
            when(stub.BZ2_bzReadOpen(notNil(), notNil(), any(), any(), isNil(), equal(to: Int32(0)))).thenReturn(Self.handle, after: .write(BZ_OK, to: \.0))
            when(stub.BZ2_bzRead(notNil(), equal(to: Self.handle), notNil(), equal(to: Int32(16))))
                .thenReturn(3, after: .writeBytes([7, 8, 9], to: \.2, capacity: \.3), .write(BZ_OK, to: \.0))
                .thenReturn(1, after: .writeBytes([10], to: \.2, capacity: \.3), .write(BZ_STREAM_END, to: \.0))
            when(stub.BZ2_bzReadClose(notNil(), equal(to: Self.handle))).thenDoNothing(after: .write(BZ_OK, to: \.0))
        }
        let bzip2 = BZip2(api: mock)
        #expect(try bzip2.compress([1, 2, 3]) == [0x42, 0x5A])
        #expect(throws: BZip2.Failure(status: BZ_DATA_ERROR)) { try bzip2.decompress([0], capacity: 4) }
        let written = try bzip2.write([1, 2, 3, 4, 5], to: "/dev/null")
        #expect(written.in == 5)
        #expect(written.out == 44)
        #expect(try bzip2.read("/dev/null") == [7, 8, 9, 10])
        verify(mock).BZ2_bzWriteOpen(any(), notNil(), any(), any(), any())
        verify(mock, times(2)).BZ2_bzRead(any(), any(), any(), any())
        verify(mock).BZ2_bzReadClose(any(), equal(to: Self.handle))
    }

    @Test func aFailedOpenReportsTheErrorOutParameter() {
        let mock = MockCBZ2API()
        stub(mock) { stub in
            when(stub.BZ2_bzWriteOpen(any(), any(), any(), any(), any())).thenReturn(nil, after: .write(BZ_PARAM_ERROR, to: \.0))
        }
        #expect(throws: BZip2.Failure(status: BZ_PARAM_ERROR)) { try BZip2(api: mock).write([1], to: "/dev/null") }
        verify(mock, never()).BZ2_bzWriteClose(any(), any(), any(), any(), any())
    }
}
