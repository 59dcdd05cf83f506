/// Makes a two-pass run after a small change cost a fraction of a full one (issue 16): the run
/// keeps, for the next run of the same command, every input's skeleton (pass 1) and every input's
/// mocks (pass 2), and takes them back when what they were made from did not change.
///
/// - A skeleton is taken back when its file's content is the same, by stamp (as `RunCache`
///   trusts one) or by hash; otherwise the file is parsed again.
/// - A file's mocks depend on the declarations of every input (names decide how types are
///   qualified and which duplicate wins) and on the full text of the files their resolution reads
///   (`ResolutionContextFiles`). So they are keyed by `declarationsKey`, the hash of every
///   input's skeleton without locations, and by the content hash of each file read. An edit inside
///   a function body, or one that only moves lines, leaves the declarations key as it was; only
///   the mocks that read the edited file are made again.
///
/// The record is keyed by `RunCache.key`: the build of mockgen, every option, the inputs and
/// the output. Output is byte-identical to a run without the cache (checked by `IndexCacheTests` and
/// by `scripts/compare-binaries.sh`).
final class IndexCache {
    /// What a run took from the record and what it made anew, for tests.
    struct Statistics: Sendable, Equatable {
        var reusedSkeletons = 0
        var recordedSkeletons = 0
        var reusedMocks = 0
        var madeMocks = 0
        /// Pass 1 took the earlier run's folded index back (`FoldedIndexArchive`).
        var resumedFold = false
        /// Inputs whose mocks key was taken from the record (`IndexRecord.Reads`), not made.
        var recordedKeys = 0
        /// The single output's header was the record's (`RecordedHeader`), not made.
        var reusedHeader = false
    }

    /// Receives each run's statistics when it commits (tests only).
    @TaskLocal static var observer: (@Sendable (Statistics) -> Void)?

    private(set) var statistics = Statistics()
    let previous: IndexRecordReader?
    private let writer: IndexRecordWriter?
    /// Set once pass 1 has folded every input.
    var declarationsKey: ContentHash?

    init(folder: String, key: ContentHash, expectedFiles: Int = 0) {
        let recordPath = IndexRecord.path(folder: folder, key: key)
        previous = IndexRecordReader(path: recordPath)
        writer = IndexRecordWriter(folder: folder, key: key, recordedAt: RunCache.now(), expectedFiles: expectedFiles, earlier: previous)
    }

    /// Pass 1: one input's skeleton, for the next run.
    func record(file path: String, fingerprint: FileFingerprint, shape: ContentHash, byteCount: Int, skeleton: ArchivedSkeleton) {
        statistics.recordedSkeletons += 1
        switch skeleton {
        case .bytes(let bytes):
            bytes.withUnsafeBytes { writer?.addFile(path, fingerprint: fingerprint, shape: shape, byteCount: byteCount, skeleton: $0) }
        case .previous(let blob):
            // Checked when it was decoded.
            guard let bytes = previous?.checkedBytes(of: blob) else { return }
            statistics.reusedSkeletons += 1
            writer?.addFile(path, fingerprint: fingerprint, shape: shape, byteCount: byteCount, skeleton: bytes, hash: blob.hash)
        }
    }

    /// Pass 1 starts again: a resumed pass 1 recorded inputs, then could not take the folded
    /// index back after all. Nothing recorded so far stays.
    func restart() {
        statistics = Statistics()
        writer?.restart()
    }

    /// Pass 1 took the folded index back (`SourceIndex.init(resuming:…)`).
    func noteResumedFold() {
        statistics.resumedFold = true
    }

    /// Pass 1's folded index, for the next run.
    func record(folded pieces: [[UInt8]]) {
        writer?.addFolded(pieces: pieces)
    }

    /// The earlier record's folded index, for the next run as it was: pass 1 took it back and
    /// changed nothing in it (checked when it was decoded).
    func recordPreviousFolded() {
        guard let previous, let blob = previous.folded else { return }
        writer?.addFolded(previous.checkedBytes(of: blob), hash: blob.hash)
    }

    /// The single output's header as this run made or took it (`RecordedHeader`), for the next
    /// run; `reused`: taken from the earlier record.
    func record(header bytes: [UInt8], reused: Bool) {
        // Taken back, the header is the earlier record's blob as it is: an appended record
        // keeps it where it is rather than adding its 350 KB (the large corpus) again.
        if reused, let previous, let blob = previous.header {
            statistics.reusedHeader = true
            writer?.addHeader(previous.checkedBytes(of: blob), hash: blob.hash)
            return
        }
        bytes.withUnsafeBytes { writer?.addHeader($0) }
    }

    /// The earlier record's header, checked against its hash; `nil` if it has none.
    var previousHeader: UnsafeRawBufferPointer? {
        guard let previous, let blob = previous.header else { return nil }
        return previous.bytes(of: blob)
    }

    /// Pass 2: what an input's mocks read, under their key, for the next run; `taken`: the key
    /// is the earlier record's.
    func record(reads: IndexRecord.Reads, of path: String, taken: Bool) {
        if taken { statistics.recordedKeys += 1 }
        writer?.addReads(path, reads)
    }

    /// Pass 2: the key of an input's mocks, or `nil` when some file they read has no hash.
    func mocksKey(for path: String, reading files: [String], hashes: (String) -> ContentHash?) -> ContentHash? {
        declarationsKey.flatMap { Self.mocksKey(declarationsKey: $0, for: path, reading: files, hashes: hashes) }
    }

    /// `mocksKey(for:reading:hashes:)` with the declarations key given: callable on any thread.
    static func mocksKey(declarationsKey: ContentHash, for path: String, reading files: [String], hashes: (String) -> ContentHash?) -> ContentHash? {
        guard let own = hashes(path) else { return nil }
        var text = "\(declarationsKey)\n\(path)\n\(own)\n"
        for file in files {
            guard let hash = hashes(file) else { return nil }
            text += "\(file)\n\(hash)\n"
        }
        return ContentHash(text)
    }

    /// The mocks the earlier run made under `key`, recorded again for the next run.
    func reusedMocks(for key: ContentHash) -> FileMocks? {
        guard let earlier = previous.flatMap({ Self.earlierMocks(for: key, in: $0) }) else { return nil }
        noteReused(earlier, key: key)
        return earlier.mocks
    }

    /// Mocks an earlier record holds under a key, decoded, with the blob they came from.
    struct EarlierMocks: Sendable {
        let mocks: FileMocks
        fileprivate let blob: IndexRecord.Blob
    }

    /// The decoding half of `reusedMocks(for:)`, callable on any thread (the record is read-only).
    static func earlierMocks(for key: ContentHash, in previous: IndexRecordReader) -> EarlierMocks? {
        // The code stays in the mapped record (the reader keeps it mapped) until it is written out.
        guard let blob = previous.output(key), let bytes = previous.bytes(of: blob), let mocks = try? FileMocks(archived: bytes, owner: previous) else { return nil }
        return EarlierMocks(mocks: mocks, blob: blob)
    }

    /// The recording half of `reusedMocks(for:)`: the next record keeps the mocks taken back, in
    /// the order they are noted.
    func noteReused(_ earlier: EarlierMocks, key: ContentHash) {
        // Hashed when they were decoded.
        guard let bytes = previous?.checkedBytes(of: earlier.blob) else { return }
        writer?.addOutput(key, bytes: bytes, hash: earlier.blob.hash)
        statistics.reusedMocks += 1
    }

    func record(_ mocks: FileMocks, key: ContentHash) {
        statistics.madeMocks += 1
        mocks.archived.withUnsafeBytes { writer?.addOutput(key, bytes: $0) }
    }

    /// Puts the new record in place of the old one.
    /// Writes the record, on whichever thread finishes it.
    func writeRecord() {
        writer?.commit()
    }

    /// Tells `observer` what the run did, on the run's own thread (`observer` is task-local: a
    /// pool thread that wrote the record has no value for it).
    func reportStatistics() {
        Self.observer?(statistics)
    }

    /// A skeleton for the record: encoded now, or taken from the earlier record as it was (and
    /// checked against its hash when it was decoded).
    enum ArchivedSkeleton: Sendable {
        case bytes([UInt8])
        case previous(IndexRecord.Blob)
    }
}

extension IndexCache {
    /// The cache lent to the one closure of `ParallelMap.both` that uses it (recording a resumed
    /// pass 1's inputs, writing the record at the end): the other never touches it, and the
    /// caller waits for both before using it again. `@unchecked Sendable` for that one hand-over
    /// (`IndexCache` is used by one thread at a time).
    struct Lent: @unchecked Sendable {
        let cache: IndexCache
    }
}
