/// Reads and parses many files on every core; results come back in the order of `paths`.
public enum ParallelParser {
    public enum FileResult: Sendable {
        /// `fingerprint`: the file's stamp before reading and the hash of what was read, for the
        /// run cache (hashing bytes already in memory costs no second read).
        case parsed(SourceFileModel, byteCount: Int, fingerprint: FileFingerprint?)
        /// The file starts with `GeneratedFileMarker`: mockgen's own output is never an input,
        /// so mocks kept next to the sources are not mocked again on the next run.
        case generatedByMockgen
        case unreadable(Diagnostic)
    }

    /// `fingerprints`: stamp and hash each file for the run cache (`false`: `fingerprint` is `nil`).
    public static func parse(_ paths: [String], fingerprints: Bool = true) -> [FileResult] {
        ParallelMap.map(count: paths.count) { readAndParse(paths[$0], fingerprint: fingerprints) }
    }

    /// `hashingDeclarations`: the fingerprint includes `DeclarationsHash` (which the run cache
    /// records; a file parsed again to be checked against an earlier read does not need it).
    /// - Parameter selection: the types read in full, every other as its skeleton: pass 2's (the
    ///   file cut down as `ModelSkeleton.pruned` cuts it, `parsePruned`), or a one-pass run's
    ///   (`FullTypeSelection.mockableKinds`); `nil`: everything in full.
    /// - Parameter waited: called when reading the file waited for the disk (`ReadAhead`).
    static func readAndParse(_ path: String, fingerprint wanted: Bool = true, hashingDeclarations: Bool = true,
                             keepingInFull selection: FullTypeSelection? = nil, waited: () -> Void = {}) -> FileResult {
        // Never `nil`: a read that may not be put off is not.
        readAndParse(path, fingerprint: wanted, hashingDeclarations: hashingDeclarations, keepingInFull: selection, mayPutOff: false, waited: waited)!
    }

    /// Pass 2's reading of a file pass 1 read: parsed as `parsePruned` cuts it down only when
    /// `unchanged` says its stamp and bytes are what pass 1 read (`SourceIndex.readsAsBefore`);
    /// `nil` when they are not, or it cannot be read, or it is now mockgen's own output.
    /// What pass 1 read was valid UTF-8 (the index has no file that was not), so the same bytes
    /// are not checked again.
    static func parseAgain(_ path: String, keepingInFull selection: FullTypeSelection, unchanged: (FileStamp?, [UInt8]) -> Bool) -> SourceFileModel? {
        guard case .success(let read) = FileReading.bytes(at: path),
              !GeneratedFileMarker.isPresent(in: String(decoding: read.bytes.prefix(64), as: UTF8.self)),
              unchanged(FileStamp.of(read.status), read.bytes) else { return nil }
        return DeclarationParser.parsePruned(read.bytes, path: path, keepingInFull: selection)
    }

    /// `readAndParse`, or with `mayPutOff`, `nil` for a file not all in memory: the system is
    /// asked to read it (`SourceReader.readStampedIfInMemory`), for a later call to parse it.
    static func readAndParse(_ path: String, fingerprint wanted: Bool = true, hashingDeclarations: Bool = true,
                             keepingInFull selection: FullTypeSelection? = nil, mayPutOff: Bool, waited: () -> Void = {}) -> FileResult? {
        // The stamp from the reader's `fstat`, taken before the bytes are read.
        guard let read = mayPutOff ? SourceReader.readStampedIfInMemory(path: path) : SourceReader.readStamped(path: path) else {
            waited()
            return nil
        }
        switch read {
        case .failure(let diagnostic):
            return .unreadable(diagnostic)
        case .success(let read):
            let bytes = read.bytes
            if read.waitedForDisk { waited() }
            let stamp = wanted ? read.stamp : nil
            if GeneratedFileMarker.isPresent(in: String(decoding: bytes.prefix(64), as: UTF8.self)) {
                return .generatedByMockgen
            }
            let parse = { selection.map { DeclarationParser.parsePruned(bytes, path: path, keepingInFull: $0) } ?? DeclarationParser.parse(bytes, path: path) }
            guard let stamp else { return .parsed(parse(), byteCount: bytes.count, fingerprint: nil) }
            guard hashingDeclarations else {
                return .parsed(parse(), byteCount: bytes.count, fingerprint: FileFingerprint(stamp: stamp, hash: ContentHash(bytes)))
            }
            let parsed = DeclarationParser.parseHashingDeclarations(bytes, path: path, keepingInFull: selection)
            return .parsed(parsed.model, byteCount: bytes.count,
                           fingerprint: FileFingerprint(stamp: stamp, hash: ContentHash(bytes), declarations: parsed.declarations))
        }
    }
}
