import CPNG
import CPNGFacade
import MockRuntime
import Testing

/// Code under test: 8-bit gray PNGs, written through libpng's low-level API (a write callback)
/// and read through its simplified API (png_image), against the generated protocol.
struct GrayPNG {
    struct Failure: Error, Equatable { let message: String }
    let api: any CPNGAPI

    /// The API the write callback reaches libpng through: a `@convention(c)` callback captures
    /// nothing, and libpng hands it only the png_struct, whose I/O pointer it must ask for
    /// (`png_get_io_ptr`) through the same API as the code that set it.
    @TaskLocal static var callbackAPI: (any CPNGAPI)?

    final class Sink { var bytes: [UInt8] = [] }

    func version() -> String { api.png_get_libpng_ver(nil).map { String(cString: $0) } ?? "" }

    /// Encodes `pixels` (`width` per row). libpng reports errors by longjmp, which Swift cannot
    /// catch: the arguments are checked first, as a Swift caller of libpng must.
    func encode(width: UInt32, pixels: [UInt8]) throws -> [UInt8] {
        guard width > 0, !pixels.isEmpty, pixels.count % Int(width) == 0 else { throw Failure(message: "bad size") }
        let height = UInt32(pixels.count) / width
        var png = api.png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, nil, nil)
        guard png != nil else { throw Failure(message: "png_create_write_struct failed") }
        var info = api.png_create_info_struct(png)
        defer { api.png_destroy_write_struct(&png, &info) }
        let sink = Sink()
        return withExtendedLifetime(sink) {
            Self.$callbackAPI.withValue(api) {
                api.png_set_write_fn(png, Unmanaged.passUnretained(sink).toOpaque(), { png, data, length in
                    let sink = Unmanaged<Sink>.fromOpaque(GrayPNG.callbackAPI!.png_get_io_ptr(png)!).takeUnretainedValue()
                    sink.bytes += UnsafeBufferPointer(start: data, count: length)
                }, nil)
                api.png_set_IHDR(
                    png, info, width, height, 8, PNG_COLOR_TYPE_GRAY, PNG_INTERLACE_NONE,
                    PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE)
                api.png_write_info(png, info)
                pixels.withUnsafeBufferPointer { pixels in
                    for row in 0..<Int(height) { api.png_write_row(png, pixels.baseAddress! + row * Int(width)) }
                }
                api.png_write_end(png, nil)
            }
            return sink.bytes
        }
    }

    /// Decodes a gray PNG: (width, pixels).
    func decode(_ data: [UInt8]) throws -> (width: UInt32, pixels: [UInt8]) {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        defer { api.png_image_free(&image) }
        guard api.png_image_begin_read_from_memory(&image, data, data.count) != 0 else { throw Failure(message: Self.message(of: image)) }
        image.format = UInt32(PNG_FORMAT_GRAY)
        var pixels = [UInt8](repeating: 0, count: Int(image.width * image.height))
        guard api.png_image_finish_read(&image, nil, &pixels, 0, nil) != 0 else { throw Failure(message: Self.message(of: image)) }
        return (image.width, pixels)
    }

    /// The bytes libpng's simplified API says `width`×`height` takes, asked without a buffer.
    func encodedSize(width: UInt32, height: UInt32) -> Int? {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = width
        image.height = height
        image.format = UInt32(PNG_FORMAT_GRAY)
        let pixels = [UInt8](repeating: 0, count: Int(width * height))
        var size: png_alloc_size_t = 0
        guard api.png_image_write_to_memory(&image, nil, &size, 0, pixels, 0, nil) != 0 else { return nil }
        return Int(size)
    }

    static func message(of image: png_image) -> String {
        withUnsafeBytes(of: image.message) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
    }
}

@Suite struct PNGSmokeTests {
    static var png: OpaquePointer { OpaquePointer(bitPattern: 0x9A0)! }
    static var info: OpaquePointer { OpaquePointer(bitPattern: 0x9B0)! }
    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    @Test func theLiveImplementationRunsLibPNG() throws {
        let codec = GrayPNG(api: CPNGLive())
        #expect(codec.version().hasPrefix("1.6."))
        #expect(CPNGLive().png_access_version_number() >= 10600)
        let pixels: [UInt8] = [0, 64, 128, 255, 1, 2]
        let encoded = try codec.encode(width: 3, pixels: pixels)
        #expect(Array(encoded.prefix(8)) == Self.signature)
        let decoded = try codec.decode(encoded)
        #expect(decoded.width == 3)
        #expect(decoded.pixels == pixels)
        #expect((codec.encodedSize(width: 4, height: 4) ?? 0) > 8)
        #expect(throws: GrayPNG.Failure(message: "Not a PNG file")) { try codec.decode([1, 2, 3, 4, 5, 6, 7, 8, 9]) }
    }

    @Test func theMockCallsTheWriteCallbackWithItsIOPointer() throws {
        let mock = MockCPNGAPI()
        let io = ArgumentCaptor<UnsafeMutableRawPointer?>()
        let write = ArgumentCaptor<png_rw_ptr?>()
        stub(mock) { stub in
            when(stub.png_create_write_struct(cString(PNG_LIBPNG_VER_STRING), isNil(), isNil(), isNil())).thenReturn(Self.png)
            when(stub.png_create_info_struct(equal(to: Self.png))).thenReturn(Self.info)
            when(stub.png_set_write_fn(equal(to: Self.png), io.capture(), write.capture(), isNil())).thenDoNothing()
            when(stub.png_get_io_ptr(equal(to: Self.png))).then { _ in io.value! }
            when(stub.png_set_IHDR(any(), any(), any(), any(), any(), any(), any(), any(), any())).thenDoNothing()
            // The mock plays libpng: what it "writes" goes through the caller's callback.
            when(stub.png_write_info(equal(to: Self.png), equal(to: Self.info))).thenDoNothing(after: .run { png, _ in
                var bytes = Self.signature
                let count = bytes.count
                write.value!!(png, &bytes, count)
            })
            when(stub.png_write_row(equal(to: Self.png), any())).thenDoNothing()
            when(stub.png_write_end(equal(to: Self.png), isNil())).thenDoNothing(after: .run { png, _ in
                var end: [UInt8] = [0xAE, 0x42, 0x60, 0x82]
                write.value!!(png, &end, 4)
            })
            when(stub.png_destroy_write_struct(notNil(), notNil())).thenDoNothing(after: .write(nil, to: \.0), .write(nil, to: \.1))
        }
        let encoded = try GrayPNG(api: mock).encode(width: 2, pixels: [1, 2, 3, 4, 5, 6])
        #expect(encoded == Self.signature + [0xAE, 0x42, 0x60, 0x82])
        verify(mock).png_set_IHDR(
            equal(to: Self.png), equal(to: Self.info), equal(to: UInt32(2)), equal(to: UInt32(3)), equal(to: Int32(8)),
            equal(to: PNG_COLOR_TYPE_GRAY), any(), any(), any())
        verify(mock, times(3)).png_write_row(equal(to: Self.png), notNil())
        verify(mock, times(2)).png_get_io_ptr(equal(to: Self.png))
        verify(mock).png_destroy_write_struct(notNil(), notNil())
    }

    @Test func theMockFillsThePNGImageAndItsOutParameters() throws {
        let mock = MockCPNGAPI()
        var header = png_image()
        header.version = UInt32(PNG_IMAGE_VERSION)
        header.width = 2
        header.height = 1
        var failed = png_image()
        failed.warning_or_error = UInt32(PNG_IMAGE_ERROR)
        withUnsafeMutableBytes(of: &failed.message) { message in
            for (offset, byte) in "mocked failure".utf8.enumerated() { message[offset] = byte }
        }
        stub(mock) { stub in
            when(stub.png_image_begin_read_from_memory(notNil(), any(), any())).thenReturn(0, after: .write(failed, to: \.0))
            when(stub.png_image_begin_read_from_memory(notNil(), bytes(Self.signature), equal(to: 8))).thenReturn(1, after: .write(header, to: \.0))
            when(stub.png_image_finish_read(notNil(), isNil(), notNil(), equal(to: Int32(0)), isNil())).thenReturn(1, after: .run { _, _, buffer, _, _ in
                buffer!.storeBytes(of: 0x0807, as: UInt16.self)
            })
            when(stub.png_image_free(notNil())).thenDoNothing()
            when(stub.png_image_write_to_memory(notNil(), isNil(), notNil(), any(), notNil(), any(), isNil()))
                .thenReturn(1, after: .write(1234, to: \.2))
        }
        let codec = GrayPNG(api: mock)
        let decoded = try codec.decode(Self.signature)
        #expect(decoded.width == 2)
        #expect(decoded.pixels == [0x07, 0x08])
        #expect(throws: GrayPNG.Failure(message: "mocked failure")) { try codec.decode([0]) }
        #expect(codec.encodedSize(width: 16, height: 16) == 1234)
        verify(mock, times(2)).png_image_free(notNil())
        verify(mock).png_image_finish_read(notNil(), any(), any(), any(), any())
    }
}
