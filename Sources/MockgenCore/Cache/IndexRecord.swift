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
///     "MGIX" 0x06 0 0 0          magic and format version
///     blob…                      skeletons (`SkeletonArchive`), mocks of files (`FileMocks`) and
///                                pass 1's folded index (`FoldedIndexArchive`) and the header
///                                made with it (`RecordedHeader`)
///     table                      one entry per file and per output, each with its blob's place
///                                and hash, one for the folded index, and one per input with
///                                mocks for what they read (`ArchiveWriter` format)
///     footer (40 bytes)          table offset and length, table hash, "MGIXEND\0"
///
/// Every blob is checked against its hash before it is decoded, and the table against the
/// footer's, so a damaged record is ignored piece by piece, never trusted.
enum IndexRecord {
    // Version 3: a file's mocks are kept as their sections' bytes, joined (`FileMocks.Code`).
    // Version 4: hashes as sixteen bytes (`ArchiveWriter.hash`), not two variable-length numbers.
    // Version 5: the folded index, and what each input's mocks read.
    // Version 6: the folded index's tables by name looked up where they are (`IndexedTable`),
    // and the header made with the folded index (`RecordedHeader`).
    static let magic: [UInt8] = [0x4D, 0x47, 0x49, 0x58, 0x06, 0, 0, 0]
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
        case file = 1, output = 2, folded = 3, reads = 4, header = 5
    }

    /// An input's mocks key and the inputs their resolution read (positions among the inputs
    /// read, in path order): a run whose skeletons are all the same takes the key back for the
    /// inputs none of which changed, without following the lookups again.
    struct Reads: Sendable {
        var key: ContentHash
        var files: [Int]
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
    /// Each input's entry in the record's order, which is its inputs' (sorted by path): a run over
    /// the same inputs finds each at its own position. Looked up by path otherwise, with a binary
    /// search (a table of the 12,580 paths was 5 ms at the start of every run with a cache).
    private let filePaths: [String]
    private let files: [IndexRecord.File]
    private let outputs: [ContentHash: IndexRecord.Blob]
    /// Pass 1's folded index, if the run wrote one.
    let folded: IndexRecord.Blob?
    /// The header of the single output made with it (`RecordedHeader`), if the run wrote one.
    let header: IndexRecord.Blob?
    private let reads: [String: IndexRecord.Reads]

    /// The file mapped (device and inode), so that a writer appends only to this one.
    let identity: FileIdentity
    /// Bytes the table refers to (its blobs, itself, the magic and footer): the rest of the file
    /// is what earlier appends left behind (`IndexRecordWriter`).
    let liveBytes: Int
    /// The file's size when it was mapped.
    var mappedSize: Int { size }

    /// A file as the system knows it: the same path may name another file later.
    struct FileIdentity: Equatable {
        let device: UInt64
        let inode: UInt64

        init(_ status: stat) {
            device = UInt64(truncatingIfNeeded: status.st_dev)
            inode = UInt64(truncatingIfNeeded: status.st_ino)
        }
    }

    /// `nil` when there is no record, or it is not one whole record of this format.
    init?(path: String) {
        // The mapping outlives the descriptor.
        let mapping = RegularFile.withOpened(path) { descriptor, size -> (UnsafeMutableRawPointer, Int, FileIdentity)? in
            var status = stat()
            guard size >= IndexRecord.magic.count + IndexRecord.footerSize, fstat(descriptor, &status) == 0,
                  let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED else { return nil }
            return (mapped, size, FileIdentity(status))
        }
        guard let (mapped, size, identity) = mapping else { return nil }
        let bytes = UnsafeRawBufferPointer(start: mapped, count: size)
        guard let table = Self.readTable(bytes) else {
            munmap(mapped, size)
            return nil
        }
        base = UnsafeRawPointer(mapped)
        self.size = size
        self.identity = identity
        recordedAt = table.recordedAt
        filePaths = table.filePaths
        files = table.files
        outputs = table.outputs
        folded = table.folded
        header = table.header
        reads = table.reads
        liveBytes = table.liveBytes
    }

    /// Where `bytes` start in the record, if they are bytes of its mapping.
    func offset(of bytes: UnsafeRawBufferPointer) -> Int? {
        guard let start = bytes.baseAddress, start >= base, start + bytes.count <= base + size else { return nil }
        return start - base
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: base), size) }

    private struct Table {
        var recordedAt: Int64
        var filePaths: [String] = []
        var files: [IndexRecord.File] = []
        var outputs: [ContentHash: IndexRecord.Blob] = [:]
        var folded: IndexRecord.Blob?
        var header: IndexRecord.Blob?
        var reads: [String: IndexRecord.Reads] = [:]
        var liveBytes = 0
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
            table.liveBytes = IndexRecord.magic.count + length + IndexRecord.footerSize
            // A file's entry is about 150 bytes (its path, stamp, two hashes, a blob): reserved
            // from the table's size, the large corpus's 12,580 entries are not rehashed 14 times.
            table.files.reserveCapacity(tableBytes.count / 160)
            table.filePaths.reserveCapacity(tableBytes.count / 160)
            // One entry of what an input's mocks read per input that has mocks: the large
            // corpus's 1,935 of 12,580 inputs (a quarter of them: no table rehashed as it grows,
            // 0.7 ms of a changed declaration's run on one core).
            table.reads.reserveCapacity(tableBytes.count / 160 / 4)
            while !reader.isAtEnd {
                switch IndexRecord.EntryKind(rawValue: try reader.byte()) {
                case .file:
                    let path = try reader.string()
                    let stamp = FileStamp(size: try reader.int64(), modified: try reader.int64())
                    let fileHash = try reader.hash()
                    let shape = try reader.hash()
                    let byteCount = try reader.int()
                    let blob = try blob(&reader, within: offset)
                    table.liveBytes += blob.length
                    // In path order, each path once: a table out of order is not this format's.
                    if let last = table.filePaths.last, !(last < path) { return nil }
                    table.filePaths.append(path)
                    table.files.append(IndexRecord.File(stamp: stamp, hash: fileHash, shape: shape, byteCount: byteCount, blob: blob))
                case .output:
                    let key = try reader.hash()
                    let blob = try blob(&reader, within: offset)
                    table.liveBytes += blob.length
                    table.outputs[key] = blob
                case .folded:
                    let blob = try blob(&reader, within: offset)
                    table.liveBytes += blob.length
                    table.folded = blob
                case .header:
                    let blob = try blob(&reader, within: offset)
                    table.liveBytes += blob.length
                    table.header = blob
                case .reads:
                    let path = try reader.string()
                    let key = try reader.hash()
                    let count = try reader.count()
                    var files: [Int] = []
                    files.reserveCapacity(count)
                    for _ in 0..<count { files.append(try reader.int()) }
                    table.reads[path] = IndexRecord.Reads(key: key, files: files)
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

    /// The entry of input `path`, looked for first at `position` (where it is when the record's
    /// inputs are the run's).
    func file(_ path: String, at position: Int) -> IndexRecord.File? {
        if position < filePaths.count, filePaths[position] == path { return files[position] }
        return filePaths.position(inSorted: path).map { files[$0] }
    }

    func output(_ key: ContentHash) -> IndexRecord.Blob? { outputs[key] }

    func reads(of path: String) -> IndexRecord.Reads? { reads[path] }

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

/// Writes the next record. Usually a new file beside the old one, renamed into place by
/// `commit`, so concurrent runs each read a whole record, never a mixture; dropped uncommitted,
/// the temporary file is removed.
///
/// After a small change, most of the next record is the earlier one's bytes: then it is the
/// earlier record itself, appended to (`appending`). What the run made anew, the new table and
/// footer go after its end, and the new table refers to the earlier blobs where they are, so a
/// run after an edit writes a few megabytes, not the whole record again (40 MB for the large
/// corpus, a sixth of such a run). A reader finds the footer at the end of the file, so it reads
/// the earlier record or the new one whole, and an append cut short leaves no footer at the end:
/// the record is then not taken, never half-trusted. Appending holds an exclusive lock on the
/// file (another run appending at once writes a record of its own instead), is done only to the
/// file the run mapped, and only while what earlier appends left behind is less than what the
/// table refers to; else the whole record is written anew. Dropped uncommitted, an append is
/// cut back to the earlier end.
final class IndexRecordWriter {
    private let finalPath: String
    private let temporaryPath: String
    private var descriptor: Int32
    private var buffer: [UInt8] = []
    /// Consecutive bytes of the earlier record (`IndexRecordReader`'s mapping, which outlives
    /// this writer's commit), not yet written.
    private var mappedRun: UnsafeRawBufferPointer?
    private var offset = 0
    private var table = ArchiveWriter()
    private var failed = false
    private let recordedAt: Int64
    /// The earlier record, when this writer appends to it: its blobs stay where they are.
    private let appending: IndexRecordReader?
    /// Where the earlier record ended: an append dropped or failed is cut back to it.
    private let earlierEnd: Int

    /// - Parameter expectedFiles: how many inputs the run reads, to size the table once: grown
    ///   by doubling, it would reach twice its size (125,800 inputs take about 19 MB).
    /// - Parameter earlier: the record the run read, which the new one may be appended to.
    init?(folder: String, key: ContentHash, recordedAt: Int64, expectedFiles: Int = 0, earlier: IndexRecordReader? = nil) {
        finalPath = IndexRecord.path(folder: folder, key: key)
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return nil }
        StaleRecords.remove(in: folder)
        self.recordedAt = recordedAt
        table = ArchiveWriter(reservingCapacity: expectedFiles * 160)
        table.int64(recordedAt)
        if let earlier, let opened = Self.openForAppending(finalPath, earlier: earlier) {
            temporaryPath = ""
            descriptor = opened.descriptor
            appending = earlier
            earlierEnd = opened.end
            offset = opened.end
            return
        }
        guard let temporary = try? ExclusiveFile.create(prefix: finalPath + ".\(getpid()).", suffix: ".tmp", mode: 0o644) else { return nil }
        temporaryPath = temporary.path
        descriptor = temporary.descriptor
        appending = nil
        earlierEnd = 0
        append(IndexRecord.magic)
    }

    /// The earlier record opened to be appended to, locked, with its end; `nil` when it is not
    /// the file `earlier` mapped (not a link, not replaced since), is locked by another run, or
    /// holds as many bytes left behind as it refers to (the next record is then written whole).
    private static func openForAppending(_ path: String, earlier: IndexRecordReader) -> (descriptor: Int32, end: Int)? {
        guard earlier.mappedSize < 2 * earlier.liveBytes else { return nil }
        let descriptor = open(path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var status = stat()
        // One link only: a record linked in from elsewhere is not written through.
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, fstat(descriptor, &status) == 0, FileKind(mode: status.st_mode) == .regular,
              status.st_nlink == 1, IndexRecordReader.FileIdentity(status) == earlier.identity, Int(status.st_size) >= earlier.mappedSize,
              lseek(descriptor, 0, SEEK_END) == off_t(status.st_size) else {
            close(descriptor)
            return nil
        }
        return (descriptor, Int(status.st_size))
    }

    /// Forgets everything added so far: the record starts again as it was made.
    func restart() {
        guard descriptor >= 0 else { return }
        buffer.removeAll(keepingCapacity: true)
        mappedRun = nil
        let start = appending != nil ? earlierEnd : 0
        if ftruncate(descriptor, off_t(start)) != 0 || lseek(descriptor, off_t(start), SEEK_SET) != off_t(start) { failed = true }
        offset = start
        table = ArchiveWriter(reservingCapacity: table.bytes.count)
        table.int64(recordedAt)
        if appending == nil { append(IndexRecord.magic) }
    }

    deinit {
        guard descriptor >= 0 else { return }
        if appending != nil {
            _ = ftruncate(descriptor, off_t(earlierEnd))
            close(descriptor)
        } else {
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

    func addReads(_ path: String, _ reads: IndexRecord.Reads) {
        table.byte(IndexRecord.EntryKind.reads.rawValue)
        table.string(path)
        table.hash(reads.key)
        table.int(reads.files.count)
        for file in reads.files { table.int(file) }
    }

    /// - Parameter hash: the blob's hash, if known (one taken from the earlier record).
    func addFolded(_ bytes: UnsafeRawBufferPointer, hash: ContentHash? = nil) {
        let blob = appendBlob(bytes, hash: hash)
        table.byte(IndexRecord.EntryKind.folded.rawValue)
        place(blob)
    }

    /// - Parameter hash: the blob's hash, if known (one taken from the earlier record).
    func addHeader(_ bytes: UnsafeRawBufferPointer, hash: ContentHash? = nil) {
        let blob = appendBlob(bytes, hash: hash)
        table.byte(IndexRecord.EntryKind.header.rawValue)
        place(blob)
    }

    /// The folded index as pieces written one after the other: one blob, hashed as the pieces go.
    func addFolded(pieces: [[UInt8]]) {
        flush()
        var hash = ContentHash.State()
        let start = offset
        for piece in pieces {
            piece.withUnsafeBytes { raw in
                hash.absorb(raw)
                writeOut(raw)
            }
            offset += piece.count
        }
        table.byte(IndexRecord.EntryKind.folded.rawValue)
        place(IndexRecord.Blob(offset: start, length: offset - start, hash: hash.finish()))
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
        if appending != nil {
            // The lock goes with the descriptor.
            if failed { _ = ftruncate(descriptor, off_t(earlierEnd)) }
            let closed = close(descriptor) == 0
            descriptor = -1
            return !failed && closed
        }
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
        // Appending to the earlier record, its own bytes stay where they are.
        if let hash, let earlier = appending, let place = earlier.offset(of: bytes) {
            return IndexRecord.Blob(offset: place, length: bytes.count, hash: hash)
        }
        let blob = IndexRecord.Blob(offset: offset, length: bytes.count, hash: hash ?? ContentHash.hashing(bytes))
        offset += bytes.count
        // A blob with its hash known is the earlier record's, mapped: runs of them (most
        // skeletons after an edit) are written from the mapping, one call a run, not copied
        // into the buffer first.
        if hash != nil, let base = bytes.baseAddress {
            if let run = mappedRun, run.baseAddress! + run.count == base {
                mappedRun = UnsafeRawBufferPointer(start: run.baseAddress, count: run.count + bytes.count)
            } else {
                flush()
                mappedRun = bytes
            }
            return blob
        }
        flushMappedRun()
        // A big blob (the folded index, 7 MB for the large corpus) goes to the file as it is:
        // copied into the buffer, it grew the buffer to its size.
        if bytes.count >= 1 << 20 {
            flush()
            writeOut(bytes)
            return blob
        }
        // As typed bytes, which `append` copies in one go (raw ones it copied byte by byte).
        bytes.withMemoryRebound(to: UInt8.self) { buffer.append(contentsOf: $0) }
        if buffer.count >= 1 << 20 { flush() }
        return blob
    }

    private func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { _ = appendBlob($0) }
    }

    /// Writes what waits: the buffer, or a run of the earlier record's bytes (never both: each
    /// is written before the other starts, so the file keeps the order of the blobs).
    private func flush() {
        flushMappedRun()
        if !buffer.isEmpty { buffer.withUnsafeBytes { writeOut($0) } }
        buffer.removeAll(keepingCapacity: true)
    }

    private func flushMappedRun() {
        guard let run = mappedRun else { return }
        mappedRun = nil
        writeOut(run)
    }

    /// Writes all of `raw` to the temporary file, or notes that it failed.
    private func writeOut(_ raw: UnsafeRawBufferPointer) {
        guard !failed, !raw.isEmpty else { return }
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
}
