import Foundation

/// Pass 1 of a two-pass run (see `TwoPassGeneration`): every input read and parsed once, a batch
/// of files at a time, and folded into what resolving across files needs: a `MockableTypeFinder`
/// over the files' skeletons (`ModelSkeleton`), which files extend which types, and the imports
/// the generated header repeats. Full models are kept only up to `retainedSourceBytes` (in walk
/// order, and only for files that declare a protocol or class or extend a type): pass 2 parses
/// the others again when a chunk of mocks needs them. Memory so grows with the number of types,
/// not with the size of the sources. With an incremental index (`IndexCache`), a file whose
/// content the earlier run's record vouches for is not parsed: its skeleton is decoded.
struct SourceIndex: Sendable {
    /// The inputs read, sorted by path (mockgen's own generated files left out).
    private(set) var paths: [String] = []
    private(set) var finder = MockableTypeFinder(dependencies: [StandardInterfaces.path])
    /// Files that extend a type, by the extended type as written (`Outer.Inner`).
    private(set) var extendingFiles = NameTable<[String]>()
    /// Bytes read, per input, in `paths` order.
    private var byteCountList: [Int] = []
    private var fingerprintList: [FileFingerprint?] = []
    /// Without a record to keep (`vouchingByStamps`), the stamps that vouch for what pass 1 read
    /// of each input, where no hash was made: see `readsAsBefore`.
    private var vouchingStamps: [FileStamp?] = []
    /// Full models kept from pass 1, by path.
    private(set) var retained: [String: SourceFileModel] = [:]
    /// Imports of each input, for headers (`ModelSkeleton.imports`); only distinct lists when
    /// `keepsImportsByFile` is off (one output file reads them all, never by file).
    private(set) var importsByFile: [String: SourceFileModel] = [:]
    private(set) var distinctImports = NameTable<[Declaration]>()
    /// File names of the inputs (`HeaderEmitter` lists them).
    private(set) var fileNames: Set<String> = []
    private(set) var generatedInputs: [String] = []
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var inputBytes = 0
    /// Inputs that could not be read (a diagnostic each): the index is then not recorded folded.
    private(set) var unreadableCount = 0
    /// The earlier record's folded index was taken back as it was, and goes to the next record
    /// as it is (else pass 2 encodes this index for it: `FoldedIndexArchive`).
    private(set) var foldIsRecorded = false
    /// When pass 1 was taken back from the earlier record (every skeleton the same): the inputs
    /// whose content changed since, by position in `paths`. What an input's mocks read is then
    /// what the record says, and their key the recorded one when none of those files changed.
    private(set) var changedSinceRecord: Set<Int>?

    let keepsImportsByFile: Bool

    /// Bytes read of an input.
    func byteCount(of path: String) -> Int? {
        position(of: path).map { byteCountList[$0] }
    }

    /// An input's position in `paths`, found by a binary search: `paths` is in order. The
    /// per-file facts are arrays in that order, with no table of paths at all: one was filled on
    /// the thread that folds pass 1 (12,580 long paths hashed), and in a resumed pass 1 it was
    /// most of its last, serial stretch, for the few lookups pass 2 then makes.
    func position(of path: String) -> Int? {
        paths.position(inSorted: path)
    }

    /// Bytes read of `paths[position]` (no lookup of the path).
    func byteCount(at position: Int) -> Int {
        byteCountList[position]
    }

    /// An input's stamp and hash as pass 1 read it (`nil` for a file `stat` could not stamp).
    func fingerprint(of path: String) -> FileFingerprint? {
        position(of: path).flatMap { fingerprintList[$0] }
    }

    /// Whether `bytes`, read again with `stamp` (pass 2), are what pass 1 read of `path`: the
    /// same hash, or where pass 1's stamp vouched for its content, the same stamp. A stamp older
    /// than the run by the clock's margin (`RunCache.margin`) vouches as it does for the run
    /// cache: a file written after pass 1 read it has a newer time, whatever it holds.
    /// A file that was no regular file to pass 1 (a FIFO) has neither: it reads as before only
    /// if it is none now either.
    func readsAsBefore(_ path: String, stamp: FileStamp?, bytes: [UInt8]) -> Bool {
        guard let position = position(of: path) else { return false }
        if position < vouchingStamps.count, let vouching = vouchingStamps[position] { return stamp == vouching }
        guard let fingerprint = fingerprintList[position] else { return stamp == nil }
        return ContentHash(bytes) == fingerprint.hash
    }

    /// Every input's fingerprint, for the run cache's record, in the inputs' order.
    var fingerprints: InputFingerprints {
        InputFingerprints(paths: paths, inOrder: fingerprintList)
    }

    /// Files read ahead of the fold at most: enough to keep every core busy; their full models
    /// are what pass 1 holds at once.
    static let filesPerBatch = 256

    /// Paths and skeleton shapes, in order, for `IndexCache.declarationsKey`: hashed as they
    /// come, in whole words, so nothing grows with the number of files.
    private var shapes = ContentHash.State()
    private var shapesComplete = true

    /// - Parameter cache: the incremental index, when the run has a cache folder: skeletons of
    ///   unchanged files come from it, and every file's skeleton goes to its next record.
    /// - Parameter vouchingByStamps: no record of the inputs is kept (neither this index's nor
    ///   the run cache's): an input whose stamp is old enough is not hashed, its stamp checks pass
    ///   2's read of it (`readsAsBefore`). A tenth of pass 1's instructions went into hashes
    ///   that only that check read.
    /// - Parameter inputsGlobalActor: the inputs' default isolation (`DefaultIsolation`); the
    ///   index's finder applies it to every file it walks, and a resumed one was recorded under
    ///   a run key that names it.
    init(paths: [String], keepsImportsByFile: Bool, retainedSourceBytes: Int, cache: IndexCache? = nil, vouchingByStamps: Bool = false,
         inputsGlobalActor: String? = nil) {
        let sorted = paths.sorted()
        if let cache, let resumed = SourceIndex(resuming: sorted, keepsImportsByFile: keepsImportsByFile, cache: cache) {
            self = resumed
            finder.inputsGlobalActor = inputsGlobalActor
            return
        }
        self.keepsImportsByFile = keepsImportsByFile
        finder.inputsGlobalActor = inputsGlobalActor
        finder.collectsExtensionMembers = false
        finder.keepsCandidateMembers = false
        let budget = RetentionBudget(bytes: retainedSourceBytes)
        finder.reserveCapacity(forFiles: sorted.count)
        // Sized once: growing them one file at a time rehashed every path again and again.
        self.paths.reserveCapacity(sorted.count)
        byteCountList.reserveCapacity(sorted.count)
        fingerprintList.reserveCapacity(sorted.count)
        vouchingStamps.reserveCapacity(sorted.count)
        let previous = cache?.previous
        let archives = cache != nil
        // Older than this, a stamp vouches for its file's content (nothing is, with a cache).
        let vouchedBefore = vouchingByStamps && cache == nil ? FolderMemo.now() : nil
        // Files are read on every core and folded in path order on this thread as they come
        // (`streamInOrder`): folding no longer leaves the other cores idle, and at most a window
        // of read files waits to be folded. Each file's outcome is freed by the thread that read
        // it, before it reads the next (freeing decoded skeletons here took the folding thread
        // as long as a fifth of the fold, and freeing them anywhere but on the thread that made
        // them waits for that thread's allocator).
        // A file not all in memory is put off while the disk reads it, and the files after it
        // are read meanwhile; once reads wait in a row, the files ahead are asked for too
        // (`ReadAhead`).
        let readAhead = ReadAhead(paths: sorted)
        ParallelMap.streamInOrder(count: sorted.count, window: Self.filesPerBatch) { index, mayPutOff in
            readAhead.starting(index)
            return Self.read(sorted[index], at: index, keepsImportsByFile: keepsImportsByFile, budget: budget, previous: previous, archives: archives,
                             vouchedBefore: vouchedBefore, mayPutOff: mayPutOff) {
                readAhead.waited(at: index)
            }
        } consume: { index, outcome in
            fold(sorted[index], outcome, cache: cache)
        }
        readAhead.stop()
        finder.add(StandardInterfaces.model(shadowedBy: finder.declaredIntroducedNames))
        if shapesComplete { cache?.declarationsKey = shapes.finish() }
    }

    private struct FileEntry: Sendable {
        var skeleton: SourceFileModel
        var imports: SourceFileModel
        /// `imports` without locations, rendered: equal for equal lists in two files.
        var importsKey: String
        var extendedNames: [String]
        var byteCount: Int
        var fingerprint: FileFingerprint?
        /// The full model, when the budget took it.
        var retained: SourceFileModel?
        /// For the incremental index (runs with a cache only).
        var archive: IndexCache.ArchivedSkeleton?
        var shape: ContentHash?
        /// Instead of a fingerprint: the stamp that vouches for the content (`readsAsBefore`).
        var vouchingStamp: FileStamp?
    }

    private enum FileOutcome: Sendable {
        case read(FileEntry)
        case generatedByMockgen
        case unreadable(Diagnostic)
    }

    /// On a worker: read, parse, and cut down to what the index keeps. Everything else is freed
    /// here too, on the worker, not by the thread that folds the results in order. A file the
    /// earlier run's record has with the same content is not parsed: its skeleton is decoded.
    /// `waited`: called when reading the file waited for the disk, or would have.
    /// `position`: the file's in the listing, where an earlier record of the same inputs has it.
    /// `mayPutOff`: a file not all in memory is not read (`nil`): the system is asked for it,
    /// for a later call to read.
    /// `vouchedBefore`: a file whose stamp is older than this (by `RunCache.margin`) is not hashed.
    private static func read(_ path: String, at position: Int, keepsImportsByFile: Bool, budget: RetentionBudget, previous: IndexRecordReader?, archives: Bool,
                             vouchedBefore: Int64? = nil, mayPutOff: Bool = false, waited: () -> Void) -> FileOutcome? {
        let recorded = previous?.file(path, at: position)
        // The stamp is taken before the file is read: by `stat` where an earlier record may
        // vouch for the file unread, else by the reader's own `fstat`.
        var stamp: FileStamp?
        if let previous, let recorded {
            stamp = FileStamp.of(path)
            if let stamp, previous.vouches(for: recorded, stamp: stamp), let skeleton = decodedSkeleton(recorded, path: path, previous: previous) {
                return .read(entry(skeleton: skeleton, byteCount: recorded.byteCount, fingerprint: FileFingerprint(stamp: stamp, hash: recorded.hash),
                                   keepsImportsByFile: keepsImportsByFile, archive: .previous(recorded.blob), shape: recorded.shape))
            }
        }
        let bytes: [UInt8]
        guard let read = mayPutOff ? SourceReader.readStampedIfInMemory(path: path) : SourceReader.readStamped(path: path) else {
            waited()
            return nil
        }
        switch read {
        case .failure(let diagnostic):
            return .unreadable(diagnostic)
        case .success(let read):
            bytes = read.bytes
            if recorded == nil { stamp = read.stamp }
            if read.waitedForDisk { waited() }
        }
        if GeneratedFileMarker.isPresent(in: String(decoding: bytes.prefix(64), as: UTF8.self)) { return .generatedByMockgen }
        // A stamp old enough vouches for the content instead of a hash (no record is kept).
        let vouching = stamp.flatMap { stamp in vouchedBefore.flatMap { stamp.modified < $0 - RunCache.margin(for: stamp) ? stamp : nil } }
        let hash = vouching == nil ? ContentHash(bytes) : nil
        let fingerprint = hash.flatMap { hash in stamp.map { FileFingerprint(stamp: $0, hash: hash) } }
        if let previous, let recorded, let hash, recorded.hash == hash, let skeleton = decodedSkeleton(recorded, path: path, previous: previous) {
            return .read(entry(skeleton: skeleton, byteCount: bytes.count, fingerprint: fingerprint,
                               keepsImportsByFile: keepsImportsByFile, archive: .previous(recorded.blob), shape: recorded.shape))
        }
        var fingerprinted = fingerprint
        let model: SourceFileModel
        // The declarations' hashes are for the next run's cache: a run without one has no use for them.
        let hashes = fingerprint != nil && archives
        // Once the budget for full models is spent, only skeletons are made (most files).
        let keepsSkeletonOnly = !budget.hasRoom(for: bytes.count)
        if keepsSkeletonOnly {
            let parsed = DeclarationParser.parseSkeleton(bytes, path: path, hashingDeclarations: hashes)
            model = parsed.model
            if hashes { fingerprinted?.declarations = parsed.declarations }
        } else if hashes {
            let parsed = DeclarationParser.parseHashingDeclarations(bytes, path: path)
            model = parsed.model
            fingerprinted?.declarations = parsed.declarations
        } else {
            model = DeclarationParser.parse(bytes, path: path)
        }
        // The skeleton parse returns the skeleton itself.
        let skeleton = keepsSkeletonOnly ? model : ModelSkeleton.of(model)
        var archive: IndexCache.ArchivedSkeleton?
        var shape: ContentHash?
        if archives, let encoded = SkeletonArchive.encode(skeleton), let withoutLocations = SkeletonArchive.encode(skeleton, locations: false) {
            archive = .bytes(encoded)
            shape = ContentHash(withoutLocations)
        }
        var entry = entry(skeleton: skeleton, byteCount: bytes.count, fingerprint: fingerprinted, keepsImportsByFile: keepsImportsByFile, archive: archive, shape: shape)
        entry.vouchingStamp = vouching
        // Only a file that declares a protocol or class, or extends a type, can be read by a
        // chunk. Which files the budget takes depends on timing; the output does not.
        if !keepsSkeletonOnly && ModelSkeleton.declaresProtocolOrClassOrExtension(skeleton.declarations) && budget.take(bytes.count) {
            entry.retained = model
        }
        return .read(entry)
    }

    private static func decodedSkeleton(_ recorded: IndexRecord.File, path: String, previous: IndexRecordReader) -> SourceFileModel? {
        guard let bytes = previous.bytes(of: recorded.blob) else { return nil }
        return try? SkeletonArchive.decode(bytes, path: path)
    }

    private static func entry(skeleton: SourceFileModel, byteCount: Int, fingerprint: FileFingerprint?, keepsImportsByFile: Bool,
                              archive: IndexCache.ArchivedSkeleton?, shape: ContentHash?) -> FileEntry {
        let imports = ModelSkeleton.imports(of: skeleton)
        return FileEntry(skeleton: skeleton, imports: imports,
                         importsKey: keepsImportsByFile || imports.declarations.isEmpty ? "" : Declaration.importsKey(imports.declarations),
                         extendedNames: ModelSkeleton.extendedNames(skeleton.declarations), byteCount: byteCount, fingerprint: fingerprint,
                         retained: nil, archive: archive, shape: shape)
    }

    /// - Parameter cache: the incremental index, when the run has a cache folder: every file's
    ///   skeleton goes to its next record.
    private mutating func fold(_ path: String, _ outcome: FileOutcome, cache: IndexCache?) {
        switch outcome {
        case .generatedByMockgen:
            generatedInputs.append(path)
        case .unreadable(let diagnostic):
            unreadableCount += 1
            diagnostics.append(diagnostic)
        case .read(let entry):
            paths.append(path)
            diagnostics += entry.skeleton.diagnostics
            inputBytes += entry.byteCount
            byteCountList.append(entry.byteCount)
            fingerprintList.append(entry.fingerprint)
            vouchingStamps.append(entry.vouchingStamp)
            fileNames.insert(FilePaths.fileName(of: path))
            if keepsImportsByFile {
                importsByFile[path] = entry.imports
            } else if !entry.importsKey.isEmpty, distinctImports[entry.importsKey] == nil {
                distinctImports[entry.importsKey] = entry.imports.declarations
            }
            finder.add(entry.skeleton)
            for name in entry.extendedNames { extendingFiles[name, default: []].append(path) }
            if let model = entry.retained { retained[path] = model }
            if let cache {
                // Without every file's shape, no earlier mocks can be vouched for.
                let shape = entry.shape ?? ContentHash(high: 0, low: 0)
                if entry.shape == nil { shapesComplete = false }
                let pathHash = ContentHash(path)
                withUnsafeBytes(of: (pathHash.high, pathHash.low, shape.high, shape.low)) { shapes.absorb($0) }
                if let fingerprint = entry.fingerprint, let archive = entry.archive, let shape = entry.shape {
                    cache.record(file: path, fingerprint: fingerprint, shape: shape, byteCount: entry.byteCount, skeleton: archive)
                }
            }
        }
    }

    /// The imports of every input, as models for `HeaderEmitter` (one per distinct list).
    var importModels: [SourceFileModel] {
        if keepsImportsByFile { return paths.compactMap { importsByFile[$0] } }
        return distinctImports.dictionary.values.map { SourceFileModel(path: "", declarations: $0) }
    }
}

// MARK: - Pass 1 taken back from the record

extension SourceIndex {
    /// One input as a resumed pass 1 finds it.
    private enum Resumed: Sendable {
        /// The content the earlier record has: its stamp vouches for it, or its hash is the same.
        case unchanged(IndexRecord.File, FileFingerprint)
        /// Other content, parsed again, whose skeleton is the recorded one but for locations.
        case sameShape(IndexRecord.File, FileFingerprint, skeleton: SourceFileModel, archive: [UInt8], byteCount: Int)
        case generatedByMockgen
        /// New, unreadable, or with a skeleton of other declarations: everything is folded again.
        case changed
    }

    /// Pass 1 after a run whose record holds its folded index (`FoldedIndexArchive`), when the
    /// inputs are the same files and each has the content the record has or the same skeleton
    /// but for locations (most edits of a declaration: a member added to a protocol, a signature
    /// changed, a function anywhere): the tables are taken back, the changed files' candidates,
    /// diagnostics and imports put in, and no skeleton is decoded or folded. `nil` otherwise, at
    /// the first input that rules it out.
    private init?(resuming sorted: [String], keepsImportsByFile: Bool, cache: IndexCache) {
        guard let previous = cache.previous, let folded = previous.folded, let bytes = previous.bytes(of: folded),
              FoldedIndexArchive.accepts(bytes, sorted: sorted, keepsImportsByFile: keepsImportsByFile) else { return nil }
        // The tables decoded on one core while the inputs are checked on the others, and their
        // entries written to the next record: neither waits for the other.
        // An input that rules the tables out stops their decoding too (a new type declared: the
        // decoding would be a fifth of the run's time, for nothing).
        let lent = IndexCache.Lent(cache: cache)
        let ruledOut = OnceFlag()
        let (decoded, inputs) = ParallelMap.both({
            try? FoldedIndexArchive.decode(previous.checkedBytes(of: folded), sorted: sorted, keepsImportsByFile: keepsImportsByFile, cancellation: ruledOut,
                                           owner: previous)
        }, {
            ResumedInputs(sorted, previous: previous, cache: lent.cache, ruledOut: ruledOut)
        })
        guard let inputs else { return nil }
        guard let contents = decoded, inputs.generated == contents.generated else {
            // The inputs were recorded for the next run already: the fold records them again.
            cache.restart()
            return nil
        }
        self.keepsImportsByFile = keepsImportsByFile
        finder = contents.finder
        paths = inputs.paths
        byteCountList = inputs.byteCounts
        fingerprintList = inputs.fingerprints
        fileNames = inputs.fileNames
        inputBytes = inputs.byteCounts.reduce(0, +)
        generatedInputs = inputs.generated.map { sorted[$0] }
        for (_, skeleton) in inputs.moved where !finder.replaceCandidates(with: skeleton) {
            cache.restart()
            return nil
        }
        // Looked up by name where the record has them, each list's positions made paths then.
        let inputPaths = inputs.paths
        extendingFiles = contents.extendingFiles.mapValues { files in files.map { inputPaths[$0] } }
        if keepsImportsByFile {
            for (file, declarations) in contents.importsByFile { importsByFile[paths[file]] = SourceFileModel(path: paths[file], declarations: declarations) }
            for (file, skeleton) in inputs.moved { importsByFile[paths[file]] = ModelSkeleton.imports(of: skeleton) }
        }
        distinctImports = contents.distinctImports
        // In file order, a moved file's diagnostics in place of the recorded ones.
        var ordered = contents.diagnostics.enumerated().filter { inputs.moved[$0.element.file] == nil }
            .map { (file: $0.element.file, offset: $0.offset, diagnostic: $0.element.diagnostic) }
        for (file, skeleton) in inputs.moved {
            ordered += skeleton.diagnostics.enumerated().map { (file: file, offset: $0.offset, diagnostic: $0.element) }
        }
        ordered.sort { ($0.file, $0.offset) < ($1.file, $1.offset) }
        diagnostics = ordered.map(\.diagnostic)
        cache.declarationsKey = inputs.declarationsKey
        changedSinceRecord = inputs.changed
        cache.noteResumedFold()
        if inputs.moved.isEmpty {
            cache.recordPreviousFolded()
            foldIsRecorded = true
        }
    }

    /// The inputs of a resumed pass 1, checked against the earlier record on every core, then
    /// written to the next record in order: what the fold would have gathered of them but the
    /// tables. `nil` at the first input that rules a resumed pass 1 out.
    private struct ResumedInputs: Sendable {
        var paths: [String] = []
        var byteCounts: [Int] = []
        var fingerprints: [FileFingerprint?] = []
        var fileNames: Set<String> = []
        /// Positions in the listing of mockgen's own outputs.
        var generated: [Int] = []
        /// Files whose skeletons moved (other locations), by position in `paths`.
        var moved: [Int: SourceFileModel] = [:]
        /// Files whose content changed (their skeletons moved or not), by position in `paths`.
        var changed: Set<Int> = []
        var declarationsKey: ContentHash

        init?(_ sorted: [String], previous: IndexRecordReader, cache: IndexCache, ruledOut: OnceFlag) {
            // With what the loop below would ask of each path, on every core too.
            let found = ParallelMap.map(count: sorted.count) { index -> (outcome: Resumed, pathHash: ContentHash, fileName: String) in
                let path = sorted[index]
                guard !ruledOut.value else { return (.changed, ContentHash(high: 0, low: 0), "") }
                let outcome = SourceIndex.resume(path, at: index, previous: previous)
                if case .changed = outcome { ruledOut.set() }
                return (outcome, ContentHash(path), FilePaths.fileName(of: path))
            }
            guard !ruledOut.value else { return nil }
            // The inputs kept (mockgen's own outputs left out) told apart first, then their file
            // names gathered on one core while the other writes the next record's entries: one
            // after the other, with a table of every path, they were the resumed pass 1's last
            // 10 ms, on one core.
            var kept: [Int] = []
            kept.reserveCapacity(sorted.count)
            for (index, found) in found.enumerated() {
                switch found.outcome {
                case .changed: return nil
                case .generatedByMockgen: generated.append(index)
                case .unchanged, .sameShape: kept.append(index)
                }
            }
            let lent = IndexCache.Lent(cache: cache)
            let (fileNames, entries) = ParallelMap.both({ [kept] () -> Set<String> in
                var fileNames: Set<String> = []
                fileNames.reserveCapacity(kept.count)
                for index in kept { fileNames.insert(found[index].fileName) }
                return fileNames
            }, { [kept] in
                Self.recorded(kept.map { (sorted[$0], found[$0].outcome, found[$0].pathHash) }, previous: previous, cache: lent.cache)
            })
            self.fileNames = fileNames
            paths = kept.map { sorted[$0] }
            (byteCounts, fingerprints, moved, changed, declarationsKey) = entries
        }

        /// The kept inputs written to the next record, in order, and what the index keeps of them.
        private static func recorded(_ inputs: [(path: String, outcome: Resumed, pathHash: ContentHash)], previous: IndexRecordReader, cache: IndexCache)
            -> (byteCounts: [Int], fingerprints: [FileFingerprint?], moved: [Int: SourceFileModel], changed: Set<Int>, declarationsKey: ContentHash) {
            var byteCounts: [Int] = []
            var fingerprints: [FileFingerprint?] = []
            var moved: [Int: SourceFileModel] = [:]
            var changed: Set<Int> = []
            byteCounts.reserveCapacity(inputs.count)
            fingerprints.reserveCapacity(inputs.count)
            var shapes = ContentHash.State()
            for (position, (path, outcome, pathHash)) in inputs.enumerated() {
                let recorded: IndexRecord.File
                let fingerprint: FileFingerprint
                let byteCount: Int
                switch outcome {
                case .changed, .generatedByMockgen:
                    preconditionFailure("SourceIndex.ResumedInputs: an input left out was kept")
                case .unchanged(let file, let stamped):
                    (recorded, fingerprint, byteCount) = (file, stamped, file.byteCount)
                    cache.record(file: path, fingerprint: fingerprint, shape: recorded.shape, byteCount: byteCount, skeleton: .previous(recorded.blob))
                case .sameShape(let file, let stamped, let skeleton, let archive, let count):
                    (recorded, fingerprint, byteCount) = (file, stamped, count)
                    changed.insert(position)
                    // The same bytes with locations: the same candidates and diagnostics.
                    if !archive.withUnsafeBytes({ $0.elementsEqual(previous.checkedBytes(of: recorded.blob)) }) { moved[position] = skeleton }
                    cache.record(file: path, fingerprint: fingerprint, shape: recorded.shape, byteCount: byteCount, skeleton: .bytes(archive))
                }
                byteCounts.append(byteCount)
                fingerprints.append(fingerprint)
                // As the fold hashes them (`shapes`): the same shapes, the same key.
                withUnsafeBytes(of: (pathHash.high, pathHash.low, recorded.shape.high, recorded.shape.low)) { shapes.absorb($0) }
            }
            return (byteCounts, fingerprints, moved, changed, shapes.finish())
        }
    }

    /// What the earlier record says of one input, checked as pass 1 reads it (`read`).
    private static func resume(_ path: String, at position: Int, previous: IndexRecordReader) -> Resumed {
        guard let recorded = previous.file(path, at: position) else {
            // Not recorded: new, or mockgen's own output, which pass 1 skips.
            guard case .success(let read) = SourceReader.readStamped(path: path),
                  GeneratedFileMarker.isPresent(in: String(decoding: read.bytes.prefix(64), as: UTF8.self)) else { return .changed }
            return .generatedByMockgen
        }
        // A skeleton goes to the next record only whole, as a decoded one does (`bytes(of:)`).
        guard let stamp = FileStamp.of(path), previous.bytes(of: recorded.blob) != nil else { return .changed }
        if previous.vouches(for: recorded, stamp: stamp) { return .unchanged(recorded, FileFingerprint(stamp: stamp, hash: recorded.hash)) }
        guard case .success(let read) = SourceReader.readStamped(path: path),
              !GeneratedFileMarker.isPresent(in: String(decoding: read.bytes.prefix(64), as: UTF8.self)) else { return .changed }
        let hash = ContentHash(read.bytes)
        var fingerprint = FileFingerprint(stamp: stamp, hash: hash)
        if hash == recorded.hash { return .unchanged(recorded, fingerprint) }
        let parsed = DeclarationParser.parseSkeleton(read.bytes, path: path, hashingDeclarations: true)
        fingerprint.declarations = parsed.declarations
        guard let archive = SkeletonArchive.encode(parsed.model), let withoutLocations = SkeletonArchive.encode(parsed.model, locations: false),
              ContentHash(withoutLocations) == recorded.shape else { return .changed }
        return .sameShape(recorded, fingerprint, skeleton: parsed.model, archive: archive, byteCount: read.bytes.count)
    }
}

/// What pass 1 may keep of full models, shared by the workers. `@unchecked Sendable`: its one
/// counter is only touched under the lock.
final class RetentionBudget: @unchecked Sendable {
    private let lock = NSLock()
    private var left: Int

    init(bytes: Int) { left = bytes }

    /// `count` bytes are left now (another thread may take them before this one does).
    func hasRoom(for count: Int) -> Bool {
        lock.withLock { count <= left }
    }

    /// Takes `count` bytes if that many are left.
    func take(_ count: Int) -> Bool {
        lock.withLock {
            guard count <= left else { return false }
            left -= count
            return true
        }
    }
}
