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

    /// Whether bytes `range` of this file are the bytes of `other` from `offset` on, both read a
    /// megabyte at a time with `pread` (which takes the offset, so two ranges can be compared on
    /// two threads at once); no further than the first difference.
    func equals(_ range: Range<Int>, _ other: Int32, at offset: Int) -> Bool {
        let count = min(Self.chunkSize, range.count)
        guard count > 0 else { return true }
        let own = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
        let theirs = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
        defer {
            own.deallocate()
            theirs.deallocate()
        }
        var position = range.lowerBound
        while position < range.upperBound {
            let wanted = min(count, range.upperBound - position)
            guard Self.readFully(descriptor, into: own, count: wanted, at: position) == wanted,
                  Self.readFully(other, into: theirs, count: wanted, at: offset + position - range.lowerBound) == wanted,
                  memcmp(own, theirs, wanted) == 0 else { return false }
            position += wanted
        }
        return true
    }

    /// Up to `count` bytes from `offset`: fewer only at the end of the file or on an error.
    static func readFully(_ descriptor: Int32, into pointer: UnsafeMutableRawPointer, count: Int, at offset: Int) -> Int {
        var total = 0
        while total < count {
            let received = pread(descriptor, pointer + total, count - total, off_t(offset + total))
            if received < 0 && errno == EINTR { continue }
            if received <= 0 { break }
            total += received
        }
        return total
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
