import CLZMA
import CLZMAFacade
import MockRuntime
import Testing

/// Code under test: .xz compression through liblzma, written against the generated protocol:
/// streaming through an `lzma_stream` both sides read and write, and one-call buffer functions
/// with `size_t` out-parameters.
struct XZ {
    struct Failure: Error, Equatable { let status: lzma_ret }
    let api: any CLZMAAPI
    /// Output is taken in chunks this small, so that a stream takes several `lzma_code` calls.
    let chunkSize = 64

    func version() -> String { api.lzma_version_string().map { String(cString: $0) } ?? "" }

    func compress(_ input: [UInt8], preset: UInt32 = 6) throws -> [UInt8] {
        var stream = lzma_stream()
        let status = api.lzma_easy_encoder(&stream, preset, LZMA_CHECK_CRC64)
        guard status == LZMA_OK else { throw Failure(status: status) }
        defer { api.lzma_end(&stream) }
        return try run(&stream, on: input)
    }

    func decompress(_ input: [UInt8]) throws -> [UInt8] {
        var stream = lzma_stream()
        let status = api.lzma_stream_decoder(&stream, UInt64.max, 0)
        guard status == LZMA_OK else { throw Failure(status: status) }
        defer { api.lzma_end(&stream) }
        return try run(&stream, on: input)
    }

    /// `lzma_code` until the end of the stream: LZMA_RUN while there is input, then LZMA_FINISH.
    private func run(_ stream: inout lzma_stream, on input: [UInt8]) throws -> [UInt8] {
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        try input.withUnsafeBufferPointer { input in
            stream.next_in = input.baseAddress
            stream.avail_in = input.count
            while true {
                let status = chunk.withUnsafeMutableBufferPointer { chunk in
                    stream.next_out = chunk.baseAddress
                    stream.avail_out = chunk.count
                    return api.lzma_code(&stream, stream.avail_in > 0 ? LZMA_RUN : LZMA_FINISH)
                }
                output += chunk.prefix(chunkSize - stream.avail_out)
                if status == LZMA_STREAM_END { break }
                guard status == LZMA_OK else { throw Failure(status: status) }
            }
        }
        // The buffers were lent for the loop only.
        stream.next_in = nil
        stream.next_out = nil
        return output
    }

    func compressInOneCall(_ input: [UInt8]) throws -> [UInt8] {
        let capacity = api.lzma_stream_buffer_bound(input.count)
        var output = [UInt8](repeating: 0, count: capacity)
        var position = 0
        let status = api.lzma_easy_buffer_encode(6, LZMA_CHECK_CRC32, nil, input, input.count, &output, &position, capacity)
        guard status == LZMA_OK else { throw Failure(status: status) }
        return Array(output.prefix(position))
    }

    /// The decoded bytes and how many input bytes that took.
    func decompressInOneCall(_ input: [UInt8], capacity: Int) throws -> (output: [UInt8], consumed: Int) {
        var memoryLimit = UInt64.max
        var inPosition = 0, outPosition = 0
        var output = [UInt8](repeating: 0, count: capacity)
        let status = api.lzma_stream_buffer_decode(&memoryLimit, 0, nil, input, &inPosition, input.count, &output, &outPosition, capacity)
        guard status == LZMA_OK else { throw Failure(status: status) }
        return (Array(output.prefix(outPosition)), inPosition)
    }
}

@Suite struct LZMASmokeTests {
    static let text = Array(String(repeating: "mockgen mocks liblzma. ", count: 40).utf8)
    static let magic: [UInt8] = [0xFD, 0x37, 0x7A, 0x58, 0x5A, 0x00]

    @Test func theLiveImplementationRunsLibLZMA() throws {
        let api = CLZMALive()
        let xz = XZ(api: api)
        #expect(xz.version().hasPrefix("5."))
        #expect(api.lzma_check_is_supported(LZMA_CHECK_SHA256) != 0)
        let compressed = try xz.compress(Self.text)
        #expect(Array(compressed.prefix(6)) == Self.magic)
        #expect(compressed.count < Self.text.count)
        #expect(try xz.decompress(compressed) == Self.text)
        let inOneCall = try xz.compressInOneCall(Self.text)
        let decoded = try xz.decompressInOneCall(inOneCall, capacity: Self.text.count)
        #expect(decoded.output == Self.text)
        #expect(decoded.consumed == inOneCall.count)
        #expect(throws: XZ.Failure(status: LZMA_FORMAT_ERROR)) { try xz.decompress(Array("not xz at all".utf8)) }
    }

    @Test func theMockPlaysTheStreamThroughTheLZMAStream() throws {
        let mock = MockCLZMAAPI()
        stub(mock) { stub in
            when(stub.lzma_easy_encoder(notNil(), equal(to: UInt32(9)), LZMA_CHECK_CRC64)).thenReturn(LZMA_OK)
            // The mock plays liblzma, through the caller's lzma_stream: it takes all the input…
            // (Matched at call time: the stream is the caller's local, gone when `verify` runs.)
            let wholeInput = ParameterMatcher<lzma_stream> { $0.avail_in == Self.text.count && $0.avail_out == 64 }
            when(stub.lzma_code(pointee(wholeInput), LZMA_RUN)).then { stream, _ in
                let stream = stream!
                stream.pointee.total_in += UInt64(stream.pointee.avail_in)
                stream.pointee.next_in = stream.pointee.next_in! + stream.pointee.avail_in
                stream.pointee.avail_in = 0
                return LZMA_OK
            }
            // …then fills the 64-byte chunk once, and ends with 2 bytes more.
            when(stub.lzma_code(notNil(), LZMA_FINISH))
                .then { stream, _ in Self.produce(64, into: stream!); return LZMA_OK }
                .then { stream, _ in Self.produce(2, into: stream!); return LZMA_STREAM_END }
            when(stub.lzma_end(notNil())).thenDoNothing()
        }
        let compressed = try XZ(api: mock).compress(Self.text, preset: 9)
        #expect(compressed == [UInt8](repeating: 0xAB, count: 66))
        verify(mock).lzma_code(any(), LZMA_RUN)
        verify(mock, times(2)).lzma_code(any(), LZMA_FINISH)
        verify(mock).lzma_end(notNil())
    }

    static func produce(_ count: Int, into stream: UnsafeMutablePointer<lzma_stream>) {
        stream.pointee.next_out!.update(repeating: 0xAB, count: count)
        stream.pointee.next_out = stream.pointee.next_out! + count
        stream.pointee.avail_out -= count
        stream.pointee.total_out += UInt64(count)
    }

    @Test func theMockWritesTheOutParameters() throws {
        let mock = MockCLZMAAPI()
        stub(mock) { stub in
            when(stub.lzma_stream_buffer_bound(any())).thenReturn(16)
            when(stub.lzma_easy_buffer_encode(equal(to: UInt32(6)), LZMA_CHECK_CRC32, isNil(), bytes([1, 2, 3]), equal(to: 3), notNil(), notNil(), equal(to: 16)))
                .thenReturn(LZMA_OK, after: .writeBytes(Self.magic, to: \.5, capacity: \.7), .write(6, to: \.6))
            when(stub.lzma_stream_buffer_decode(notNil(), any(), isNil(), bytes(Self.magic), pointee(equal(to: 0)), equal(to: 6), notNil(), notNil(), equal(to: 8)))
                .thenReturn(LZMA_OK, after: .writeBytes([9, 8, 7], to: \.6, capacity: \.8), .write(3, to: \.7), .write(6, to: \.4))
            when(stub.lzma_stream_decoder(any(), any(), any())).thenReturn(LZMA_MEM_ERROR)
        }
        let xz = XZ(api: mock)
        #expect(try xz.compressInOneCall([1, 2, 3]) == Self.magic)
        let decoded = try xz.decompressInOneCall(Self.magic, capacity: 8)
        #expect(decoded.output == [9, 8, 7])
        #expect(decoded.consumed == 6)
        #expect(throws: XZ.Failure(status: LZMA_MEM_ERROR)) { try xz.decompress([0]) }
        verify(mock, never()).lzma_end(any())
    }
}
