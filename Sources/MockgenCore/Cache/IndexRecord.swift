import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a two-pass run keeps for the next run of the same command (`IndexCache`), in one file of
/// the cache folder, `<run key>.index`:
///
///     "MGIX" 0x05 0 0 0          magic and format version
///     blob…                      skeletons (`SkeletonArchive`), mocks of files (`FileMocks`) and
///                                pass 1's folded index (`FoldedIndexArchive`)
///     table                      one entry per file and per output, each with its blob's place
///                                and hash, and one for the folded index (`ArchiveWriter` format)
///     footer (40 bytes)          table offset and length, table hash, "MGIXEND\0"
///
/// Every blob is checked against its hash before it is decoded, and the table against the
/// footer's, so a damaged record is ignored piece by piece, never trusted.
enum IndexRecord {
    // Version 3: a file's mocks are kept as their sections' bytes, joined (`FileMocks.Code`).
    // Version 4: hashes as sixteen bytes (`ArchiveWriter.hash`), not two variable-length numbers.
    // Version 5: the folded index.
    static let magic: [UInt8] = [0x4D, 0x47, 0x49, 0x58, 0x05, 0, 0, 0]
    static let endMagic: [UInt8] = Array("MGIXEND\0".utf8)
    static let footerSize = 40

    /// One input as the run that wrote the record found it.
    struct File: Sendable {
        var stamp: FileStamp
        var hash: ContentHash
        /// The hash of the skeleton without locations: equal when an edit changed no declaration.
        var shape: ContentHash
        var byteCount: Int
        var blob: Blob
    }

    /// A piece of the record: where it is and the hash of its bytes.
    struct Blob: Sendable {
        var offset: Int
        var length: Int
        var hash: ContentHash
    }

    enum EntryKind: UInt8 {
        case file = 1, output = 2, folded = 3
    }

    static func path(folder: String, key: ContentHash) -> String {
        FilePaths.join(folder, "\(key).index")
    }
}

/// A record from an earlier run, mapped read-only. `@unchecked Sendable`: the mapping is never
/// written and lives until `deinit`, so workers can read it at once.
final class IndexRecordReader: @unchecked Sendable {
    private let base: UnsafeRawPointer
    private let size: Int
    /// When the earlier run started: a file's stamp vouches for it only if it is older.
    let recordedAt: Int64
    private let files: [String: IndexRecord.File]
    private let outputs: [ContentHash: IndexRecord.Blob]
    /// Pass 1's folded index, if the run wrote one.
    let folded: IndexRecord.Blob?

    /// `nil` when there is no record, or it is not one whole record of this format.
    init?(path: String) {
        // The mapping outlives the descriptor.
        let mapping = RegularFile.withOpened(path) { descriptor, size -> (UnsafeMutableRawPointer, Int)? in
            guard size >= IndexRecord.magic.count + IndexRecord.footerSize,
                  let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED else { return nil }
            return (mapped, size)
        }
        guard let (mapped, size) = mapping else { return nil }
        let bytes = UnsafeRawBufferPointer(start: mapped, count: size)
        guard let table = Self.readTable(bytes) else {
            munmap(mapped, size)
            return nil
        }
        base = UnsafeRawPointer(mapped)
        self.size = size
        recordedAt = table.recordedAt
        files = table.files
        outputs = table.outputs
        folded = table.folded
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: base), size) }

    private struct Table {
        var recordedAt: Int64
        var files: [String: IndexRecord.File] = [:]
        var outputs: [ContentHash: IndexRecord.Blob] = [:]
        var folded: IndexRecord.Blob?
    }

    private static func readTable(_ bytes: UnsafeRawBufferPointer) -> Table? {
        guard bytes.prefix(IndexRecord.magic.count).elementsEqual(IndexRecord.magic),
              bytes.suffix(IndexRecord.endMagic.count).elementsEqual(IndexRecord.endMagic) else { return nil }
        let footer = bytes.count - IndexRecord.footerSize
        let offset = Int(truncatingIfNeeded: bytes.loadUnaligned(fromByteOffset: footer, as: UInt64.self).littleEndian)
        let length = Int(truncatingIfNeeded: bytes.loadUnaligned(fromByteOffset: footer + 8, as: UInt64.self).littleEndian)
        let hash = ContentHash(high: bytes.loadUnaligned(fromByteOffset: footer + 16, as: UInt64.self).littleEndian,
                               low: bytes.loadUnaligned(fromByteOffset: footer + 24, as: UInt64.self).littleEndian)
        guard offset >= IndexRecord.magic.count, length >= 0, offset <= footer, length == footer - offset else { return nil }
        let tableBytes = UnsafeRawBufferPointer(rebasing: bytes[offset..<footer])
        guard ContentHash.hashing(tableBytes) == hash else { return nil }
        var reader = ArchiveReader(tableBytes)
        do {
            var table = Table(recordedAt: try reader.int64())
            // A file's entry is about 150 bytes (its path, stamp, two hashes, a blob): reserved
            // from the table's size, the large corpus's 12,580 entries are not rehashed 14 times.
            table.files.reserveCapacity(tableBytes.count / 160)
            while !reader.isAtEnd {
                switch IndexRecord.EntryKind(rawValue: try reader.byte()) {
                case .file:
                    let path = try reader.string()
                    let stamp = FileStamp(size: try reader.int64(), modified: try reader.int64())
                    let fileHash = try reader.hash()
                    let shape = try reader.hash()
                    let byteCount = try reader.int()
                    let blob = try blob(&reader, within: offset)
                    table.files[path] = IndexRecord.File(stamp: stamp, hash: fileHash, shape: shape, byteCount: byteCount, blob: blob)
                case .output:
                    let key = try reader.hash()
                    table.outputs[key] = try blob(&reader, within: offset)
                case .folded:
                    table.folded = try blob(&reader, within: offset)
                case nil:
                    return nil
                }
            }
            return table
        } catch {
            return nil
        }
    }

    private static func blob(_ reader: inout ArchiveReader, within limit: Int) throws(ArchiveReader.Malformed) -> IndexRecord.Blob {
        let offset = try reader.int()
        let length = try reader.int()
        let hash = try reader.hash()
        guard offset >= IndexRecord.magic.count, length >= 0, offset <= limit, length <= limit - offset else { throw ArchiveReader.Malformed() }
        return IndexRecord.Blob(offset: offset, length: length, hash: hash)
    }

    func file(_ path: String) -> IndexRecord.File? { files[path] }

    func output(_ key: ContentHash) -> IndexRecord.Blob? { outputs[key] }

    /// A blob's bytes, if they still hash to what the table says.
    func bytes(of blob: IndexRecord.Blob) -> UnsafeRawBufferPointer? {
        let bytes = checkedBytes(of: blob)
        return ContentHash.hashing(bytes) == blob.hash ? bytes : nil
    }

    /// A blob's bytes as they are: only for one that `bytes(of:)` has checked already.
    func checkedBytes(of blob: IndexRecord.Blob) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: base + blob.offset, count: blob.length)
    }

    /// Whether `stamp`, found now, shows the file unchanged without reading it: the same size and
    /// time, and a time far enough before the earlier run that a change within the clock's
    /// resolution cannot hide behind it (as `RunCache` judges).
    func vouches(for file: IndexRecord.File, stamp: FileStamp) -> Bool {
        stamp == file.stamp && stamp.modified < recordedAt - RunCache.margin(for: stamp)
    }
}

/// Writes a new record beside the old one, to a temporary file renamed into place by `commit`, so
/// concurrent runs each read a whole record, never a mixture. Dropped uncommitted, the temporary
/// file is removed.
final class IndexRecordWriter {
    private let finalPath: String
    private let temporaryPath: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    private var offset = 0
    private var table = ArchiveWriter()
    private var failed = false

    /// - Parameter expectedFiles: how many inputs the run reads, to size the table once: grown
    ///   by doubling, it would reach twice its size (125,800 inputs take about 19 MB).
    init?(folder: String, key: ContentHash, recordedAt: Int64, expectedFiles: Int = 0) {
        finalPath = IndexRecord.path(folder: folder, key: key)
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return nil }
        StaleRecords.remove(in: folder)
        guard let temporary = try? ExclusiveFile.create(prefix: finalPath + ".\(getpid()).", suffix: ".tmp", mode: 0o644) else { return nil }
        temporaryPath = temporary.path
        descriptor = temporary.descriptor
        table = ArchiveWriter(reservingCapacity: expectedFiles * 160)
        table.int64(recordedAt)
        append(IndexRecord.magic)
    }

    deinit {
        if descriptor >= 0 {
            close(descriptor)
            unlink(temporaryPath)
        }
    }

    /// - Parameter hash: the skeleton's hash, if known (a blob taken from the earlier record).
    func addFile(_ path: String, fingerprint: FileFingerprint, shape: ContentHash, byteCount: Int, skeleton: UnsafeRawBufferPointer, hash: ContentHash? = nil) {
        let blob = appendBlob(skeleton, hash: hash)
        table.byte(IndexRecord.EntryKind.file.rawValue)
        table.string(path)
        table.int64(fingerprint.stamp.size)
        table.int64(fingerprint.stamp.modified)
        table.hash(fingerprint.hash)
        table.hash(shape)
        table.int(byteCount)
        place(blob)
    }

    func addOutput(_ key: ContentHash, bytes: UnsafeRawBufferPointer, hash: ContentHash? = nil) {
        let blob = appendBlob(bytes, hash: hash)
        table.byte(IndexRecord.EntryKind.output.rawValue)
        table.hash(key)
        place(blob)
    }

    /// - Parameter hash: the blob's hash, if known (one taken from the earlier record).
    func addFolded(_ bytes: UnsafeRawBufferPointer, hash: ContentHash? = nil) {
        let blob = appendBlob(bytes, hash: hash)
        table.byte(IndexRecord.EntryKind.folded.rawValue)
        place(blob)
    }

    /// Writes the table and footer and renames the record into place; `false` if any write failed
    /// (the old record, if any, stays).
    @discardableResult
    func commit() -> Bool {
        let tableOffset = offset
        let tableBytes = table.bytes
        append(tableBytes)
        let hash = tableBytes.withUnsafeBytes { ContentHash.hashing($0) }
        var footer: [UInt8] = []
        for value in [UInt64(tableOffset), UInt64(tableBytes.count), hash.high, hash.low] {
            withUnsafeBytes(of: value.littleEndian) { footer.append(contentsOf: $0) }
        }
        footer += IndexRecord.endMagic
        append(footer)
        flush()
        let closed = close(descriptor) == 0
        descriptor = -1
        guard !failed, closed, rename(temporaryPath, finalPath) == 0 else {
            unlink(temporaryPath)
            return false
        }
        return true
    }

    private func place(_ blob: IndexRecord.Blob) {
        table.int(blob.offset)
        table.int(blob.length)
        table.hash(blob.hash)
    }

    private func appendBlob(_ bytes: UnsafeRawBufferPointer, hash: ContentHash? = nil) -> IndexRecord.Blob {
        let blob = IndexRecord.Blob(offset: offset, length: bytes.count, hash: hash ?? ContentHash.hashing(bytes))
        // As typed bytes, which `append` copies in one go (raw ones it copied byte by byte).
        bytes.withMemoryRebound(to: UInt8.self) { buffer.append(contentsOf: $0) }
        offset += bytes.count
        if buffer.count >= 1 << 20 { flush() }
        return blob
    }

    private func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { _ = appendBlob($0) }
    }

    private func flush() {
        guard !failed, !buffer.isEmpty else {
            buffer.removeAll(keepingCapacity: true)
            return
        }
        buffer.withUnsafeBytes { raw in
            var written = 0
            while written < raw.count {
                let count = write(descriptor, raw.baseAddress! + written, raw.count - written)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    failed = true
                    return
                }
                written += count
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
