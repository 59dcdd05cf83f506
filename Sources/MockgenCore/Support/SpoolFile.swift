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
/// Text that already lies in a mapped record (mocks an earlier run's record holds, taken back
/// as they are) is not copied into the file: the spool keeps where it is (`Segment.borrowed`),
/// in its place among the rest.
///
/// `Sendable`: every property is a constant, and reading goes through `pread`, which takes its
/// offset as an argument and so needs no shared file position.
final class SpoolFile: Sendable {
    /// The text in order: bytes of the file, or bytes kept elsewhere.
    enum Segment: Sendable {
        case file(Range<Int>)
        case borrowed(BorrowedBytes)

        var count: Int {
            switch self {
            case .file(let range): range.count
            case .borrowed(let borrowed): borrowed.count
            }
        }
    }

    private let descriptor: Int32
    private let segments: [Segment]
    let byteCount: Int

    fileprivate init(descriptor: Int32, segments: [Segment], byteCount: Int) {
        self.descriptor = descriptor
        self.segments = segments
        self.byteCount = byteCount
    }

    deinit { close(descriptor) }

    /// Bytes read per call of `body`.
    static let chunkSize = 1 << 20

    /// Calls `body` with the bytes in order, a megabyte at a time, as they are on disk (a piece
    /// may end inside a UTF-8 sequence): what writing the output file needs, with no copy into
    /// a string and no check of what mockgen itself wrote. Borrowed bytes are gathered into the
    /// same megabytes (the writer makes a system call per piece).
    func forEachByteChunk(_ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        try forEachByteChunk(in: 0..<byteCount, body)
    }

    /// `forEachByteChunk` of bytes `range` of the text alone.
    private func forEachByteChunk(in range: Range<Int>, _ body: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        var filled = 0
        var start = 0
        for segment in segments {
            defer { start += segment.count }
            let (lower, upper) = (max(range.lowerBound, start), min(range.upperBound, start + segment.count))
            guard lower < upper else { continue }
            var position = lower - start
            let end = upper - start
            while position < end {
                let count = min(Self.chunkSize - filled, end - position)
                switch segment {
                case .file(let fileRange):
                    // A read cut short (an error) ends the text there, as a short read always did.
                    guard Self.readFully(descriptor, into: buffer.baseAddress! + filled, count: count, at: fileRange.lowerBound + position) == count else {
                        if filled > 0 { try body(UnsafeRawBufferPointer(rebasing: buffer[0..<filled])) }
                        return
                    }
                case .borrowed(let borrowed):
                    (buffer.baseAddress! + filled).copyMemory(from: borrowed.bytes.baseAddress! + position, byteCount: count)
                }
                filled += count
                position += count
                if filled == Self.chunkSize {
                    try body(UnsafeRawBufferPointer(buffer))
                    filled = 0
                }
            }
        }
        if filled > 0 { try body(UnsafeRawBufferPointer(rebasing: buffer[0..<filled])) }
    }

    /// Whether bytes `range` of this text are the bytes of `other` from `offset` on, both read a
    /// megabyte at a time with `pread` (which takes the offset, so two ranges can be compared on
    /// two threads at once); no further than the first difference.
    func equals(_ range: Range<Int>, _ other: Int32, at offset: Int) -> Bool {
        guard !range.isEmpty else { return true }
        let theirs = UnsafeMutableRawPointer.allocate(byteCount: Self.chunkSize, alignment: 16)
        defer { theirs.deallocate() }
        struct Differs: Error {}
        var position = offset
        var compared = 0
        do {
            try forEachByteChunk(in: range) { own in
                guard Self.readFully(other, into: theirs, count: own.count, at: position) == own.count,
                      memcmp(own.baseAddress!, theirs, own.count) == 0 else { throw Differs() }
                position += own.count
                compared += own.count
            }
        } catch {
            return false
        }
        return compared == range.count
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
        var carried: [UInt8] = []
        var delivered = 0
        try forEachByteChunk { chunk in
            delivered += chunk.count
            var bytes = carried
            bytes += chunk
            if delivered < byteCount, let lastBreak = bytes.lastIndex(of: 10) {
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
    /// Bytes handed to the file (written or pending), and the text's segments so far.
    private var fileCount = 0
    private var segments: [SpoolFile.Segment] = []
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
        guard !failed, !bytes.isEmpty else { return }
        byteCount += bytes.count
        if case .file(let range)? = segments.last {
            segments[segments.count - 1] = .file(range.lowerBound..<fileCount + bytes.count)
        } else {
            segments.append(.file(fileCount..<fileCount + bytes.count))
        }
        fileCount += bytes.count
        if pending.count + bytes.count > Self.bufferSize { flush() }
        if bytes.count >= Self.bufferSize {
            write(bytes)
        } else {
            if pending.isEmpty { pending.reserveCapacity(Self.bufferSize) }
            pending.append(contentsOf: bytes)
        }
    }

    /// Bytes kept where they are (a mapped record's), in their place in the text.
    mutating func append(borrowed: BorrowedBytes) {
        guard !failed, borrowed.count > 0 else { return }
        byteCount += borrowed.count
        segments.append(.borrowed(borrowed))
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
        return SpoolFile(descriptor: descriptor, segments: segments, byteCount: byteCount)
    }
}
