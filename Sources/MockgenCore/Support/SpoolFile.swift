import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Generated text kept on disk between planning and writing, so that a run's memory does not
/// grow with its output. The file is unlinked as soon as it is created: only the open descriptor
/// reaches it, so nothing is left behind however the process ends (even `kill -9`), and nothing
/// appears in any folder.
///
/// `Sendable`: every property is a constant, and reading goes through `pread`, which takes its
/// offset as an argument and so needs no shared file position.
final class SpoolFile: Sendable {
    private let descriptor: Int32
    let byteCount: Int

    fileprivate init(descriptor: Int32, byteCount: Int) {
        self.descriptor = descriptor
        self.byteCount = byteCount
    }

    deinit { close(descriptor) }

    /// Bytes read per call of `body`.
    static let chunkSize = 1 << 20

    /// Calls `body` with the bytes in order, a megabyte at a time, as they are on disk (a piece
    /// may end inside a UTF-8 sequence): what writing the output file needs, with no copy into
    /// a string and no check of what mockgen itself wrote.
    func forEachByteChunk(_ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        var offset = 0
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        while offset < byteCount {
            let count = pread(descriptor, buffer.baseAddress, min(Self.chunkSize, byteCount - offset), off_t(offset))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            offset += count
            try body(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
    }

    /// Calls `body` with the text in order, about a megabyte at a time, each piece ending at a
    /// line break (so no UTF-8 sequence is ever split).
    func forEachChunk(_ body: (String) throws -> Void) rethrows {
        var offset = 0
        var carried: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: Self.chunkSize)
        while offset < byteCount {
            let count = buffer.withUnsafeMutableBytes { raw in
                pread(descriptor, raw.baseAddress, min(Self.chunkSize, byteCount - offset), off_t(offset))
            }
            guard count > 0 else { break }
            offset += count
            var bytes = carried
            bytes += buffer[0..<count]
            if offset < byteCount, let lastBreak = bytes.lastIndex(of: 10) {
                carried = Array(bytes[(lastBreak + 1)...])
                bytes.removeSubrange((lastBreak + 1)...)
            } else {
                carried = []
            }
            try body(String(decoding: bytes, as: UTF8.self))
        }
        if !carried.isEmpty { try body(String(decoding: carried, as: UTF8.self)) }
    }
}

/// Appends text to a new `SpoolFile`. `nil` from `init` or `finish` means the temporary folder
/// could not take it; the caller keeps the text in memory instead.
struct SpoolWriter {
    private var descriptor: Int32
    private var byteCount = 0
    private var failed = false

    /// - Parameter folder: where the file is created (and at once unlinked); ends with `/`.
    init?(folder: String = NSTemporaryDirectory()) {
        var template = Array((folder + "mockgen-spool-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.descriptor = descriptor
    }

    /// Bytes appended but not yet written: a chunk's mocks arrive one type at a time (2,495 of
    /// them on the large corpus), and a `write` for each was a system call per type.
    private var pending: [UInt8] = []
    static let bufferSize = 1 << 20

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(bytes: $0) }
    }

    /// UTF-8 text already (mocks the incremental index kept, copied on as they are).
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard !failed else { return }
        byteCount += bytes.count
        if pending.count + bytes.count > Self.bufferSize { flush() }
        if bytes.count >= Self.bufferSize {
            write(bytes)
        } else {
            if pending.isEmpty { pending.reserveCapacity(Self.bufferSize) }
            pending.append(contentsOf: bytes)
        }
    }

    private mutating func flush() {
        guard !pending.isEmpty else { return }
        let bytes = pending
        bytes.withUnsafeBufferPointer { write($0) }
        pending.removeAll(keepingCapacity: true)
    }

    private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !failed else { return }
        failed = Descriptor.writeAll(UnsafeRawBufferPointer(bytes), to: descriptor) != 0
    }

    /// The file, or `nil` if a write failed (the descriptor is closed then).
    consuming func finish() -> SpoolFile? {
        flush()
        if failed {
            close(descriptor)
            return nil
        }
        return SpoolFile(descriptor: descriptor, byteCount: byteCount)
    }
}
