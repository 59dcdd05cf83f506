import Foundation

/// Makes a run where nothing changed cost a fraction of a full one: after a run, it records the
/// content hash of every input and output; the next run with the same inputs and options checks
/// them and, when nothing changed, only prints the previous run's diagnostics. A Swift input whose
/// content changed but whose declarations cannot have (an edit inside a function's body, a
/// comment after the last token: `DeclarationsHash`) counts as unchanged: the output would be
/// the same bytes, so the run is answered the same way. An edit that also moved declarations to
/// other lines (a line added to a body) counts as unchanged only when nothing a line number
/// reaches was there to change: the previous run had no diagnostics and no `--debug` comments.
///
/// The record is keyed by the build of mockgen that made it (`executableIdentity`: the linker's
/// build ID) and every option that can change the output, so a record never answers for a run
/// it was not made by, nor for another build of mockgen. It vouches only for what it hashed: a file
/// whose size or modification time differs from the record is read and hashed again, and so is
/// one modified too close to the record to be told apart by its time. A record that cannot be
/// read whole is ignored; records are written to a temporary file and renamed into place, so
/// concurrent runs each see a complete record, never a mixture. A replayed run writes nothing,
/// so its output is byte for byte the one a full run would leave.
public struct RunCache: Sendable {
    /// Where records go: `--cache-dir`, by default inside the build folder.
    public let folder: String
    /// The record `replay` read and could not answer with, for `record` to take the recorded
    /// declarations hashes from: a run after a changed declaration would otherwise read and
    /// parse the same 12,580 entries again at its very end.
    private let lastRead = LastRead()

    public init(folder: String) {
        self.folder = folder
    }

    /// The previous run's report, if a run with this request ran before and nothing it read or
    /// wrote has changed since; otherwise `nil` (run in full).
    /// - Parameter listed: `inputFiles(of: request)`, if the caller has listed them already.
    public func replay(_ request: GenerationRequest, listed: [String]? = nil) -> GenerationReport? {
        replay(request, listed: listed, record: record(for: request))
    }

    /// The record kept for `request`, read whole and parsed; `nil` if there is none (or no cache
    /// applies to the request). Apart from `replay` so that a run reads it while it lists its
    /// inputs: a large corpus's record is 12,580 lines, 39 M instructions to parse on one core.
    func record(for request: GenerationRequest) -> RunRecord? {
        guard let key = RunCache.key(for: request),
              let bytes = RegularFile.bytes(at: recordPath(key)),
              let record = RunRecord(parsing: bytes), record.key == key else { return nil }
        return record
    }

    /// `replay`, with the record `record(for: request)` gave.
    func replay(_ request: GenerationRequest, listed: [String]? = nil, record: RunRecord?) -> GenerationReport? {
        guard let record, let key = RunCache.key(for: request), record.key == key else { return nil }
        lastRead.keep(record)
        let inputs = RunCache.withoutOutputs(listed ?? RunCache.inputFiles(of: request), record.outputs.map(\.path))
        guard inputs == record.inputs.map(\.path), !record.outputs.isEmpty else { return nil }
        let files = record.inputs + record.outputs
        let linesMayMove = !request.options.debug && record.diagnostics.isEmpty
        // One changed file decides: the files not yet checked then are not looked at (a run where
        // one file of 12,580 changed saved about 40 ms of `stat` calls).
        let found = OnceFlag()
        let checks = ParallelMap.map(count: files.count) { index -> Check in
            guard !found.value else { return .changed }
            let check = RunCache.check(files[index], recordedAt: record.recordedAt, linesMayMove: linesMayMove)
            if check == .changed { found.set() }
            return check
        }
        guard !checks.contains(.changed) else { return nil }
        if checks.contains(where: \.wasRead) {
            // Refreshed, so that the next run can trust the stamps instead of reading again (a
            // refresh that fails only costs that run the reading: the record it replaces stays).
            _ = write(RunRecord(key: key, recordedAt: RunCache.now(), inputs: Array(checks.indices.prefix(record.inputs.count)).compactMap { checks[$0].file(files[$0]) },
                            outputs: Array(checks.indices.suffix(record.outputs.count)).compactMap { checks[$0].file(files[$0]) },
                            mockCount: record.mockCount, diagnostics: record.diagnostics))
        }
        return GenerationReport(
            diagnostics: record.diagnostics,
            files: record.outputs.map { .init(path: $0.path, outcome: .unchanged) },
            mockCount: record.mockCount
        )
    }

    /// Records a run that went through (no error). Failing to record only costs the next run
    /// its shortcut, so it is silent. `known`: fingerprints taken while the files were read
    /// (`GenerationPlan.inputFingerprints`); the other files are read and hashed here.
    /// `listed`: the input files as listed before the run (`inputFiles(of:)`); listed again here
    /// if not given.
    /// - Returns: a warning when the record cannot be kept (the folder is a file, or cannot be
    ///   made or written): every later run then goes in full, and whoever chose the folder
    ///   should know.
    /// - Parameter entries: the inputs' entries, made beforehand (`inputEntries`) for the
    ///   outputs the report has; made here otherwise.
    @discardableResult
    public func record(_ request: GenerationRequest, report: GenerationReport, known: InputFingerprints = InputFingerprints(), listed: [String]? = nil,
                       entries: InputEntries? = nil) -> Diagnostic? {
        guard !report.hasErrors, !report.files.isEmpty, let key = RunCache.key(for: request) else { return nil }
        let outputs = report.files.map(\.path)
        guard let inputs = entries.flatMap({ $0.key == key && $0.outputs == outputs ? $0 : nil })
                ?? inputEntries(request, outputs: outputs, known: known, listed: listed) else { return nil }
        let written = ParallelMap.map(count: outputs.count) { index -> RunRecord.File? in
            let path = outputs[index]
            // An output as the writer left it: hashed on its way to the disk, not read again.
            if let written = report.outputFingerprints[path] { return RunRecord.File(path: path, stamp: written.stamp, hash: written.hash) }
            return RunCache.hashedFile(path)
        }
        guard !written.contains(where: { $0 == nil }) else { return nil }
        let record = RunRecord(key: key, recordedAt: inputs.recordedAt, inputs: inputs.files, outputs: written.compactMap { $0 },
                               mockCount: report.mockCount, diagnostics: report.diagnostics)
        return write(record, inputLines: inputs.lines).map { problem in
            .warning("cannot keep the run cache in this folder: \(problem); no run is recorded, so none is replayed (choose another --cache-dir, or --no-cache)",
                     at: SourceLocation(path: folder, line: 1, column: 1))
        }
    }

    /// The record's entries of the inputs: what `record` needs before the outputs are written,
    /// so that a run makes them while it writes (on the large corpus each was about 10 ms on one
    /// thread, one after the other).
    public struct InputEntries: Sendable {
        let key: ContentHash
        /// Taken before the outputs are written: a file changed while they are is not vouched for
        /// by its stamp.
        let recordedAt: Int64
        let outputs: [String]
        let files: [RunRecord.File]
        /// `files` as the record's lines (`RunRecord.inputLines`).
        let lines: [UInt8]
    }

    /// `nil` when an input cannot be read and hashed (or no cache applies to the request).
    /// - Parameter outputs: the paths the run writes (`GenerationPlan.files`).
    public func inputEntries(_ request: GenerationRequest, outputs: [String], known: InputFingerprints = InputFingerprints(), listed: [String]? = nil) -> InputEntries? {
        guard let key = RunCache.key(for: request) else { return nil }
        let now = RunCache.now()
        let inputs = RunCache.withoutOutputs(listed ?? RunCache.inputFiles(of: request), outputs)
        let previous = known.lacksDeclarations ? recordedInputs(key, inputs: inputs) : RecordedInputs()
        let hashed = ParallelMap.map(count: inputs.count) { index -> RunRecord.File? in
            let path = inputs[index]
            if let known = known.fingerprint(of: path, at: index) {
                // A file this run did not parse (its skeleton came from the index) keeps the
                // declarations hash recorded for the same content.
                let declarations = known.declarations ?? previous.file(path, at: index).flatMap { $0.hash == known.hash ? $0.declarations : nil }
                return RunRecord.File(path: path, stamp: known.stamp, hash: known.hash, declarations: declarations)
            }
            return RunCache.hashedFile(path)
        }
        guard !hashed.contains(where: { $0 == nil }) else { return nil }
        let files = hashed.compactMap { $0 }
        guard let read = previous.lines else {
            return InputEntries(key: key, recordedAt: now, outputs: outputs, files: files, lines: RunRecord.inputLines(files))
        }
        // An entry the earlier record has as it is: its line copied from there. Its path found
        // once, then the rest of the entry compared (three comparisons of each long path, and a
        // copy of each entry, were a fifth of making the entries after a changed declaration).
        let copying = files.indices.map { index in
            previous.position(of: files[index].path, at: index).flatMap { position in previous.hasSameEntry(as: files[index], at: position) ? position : nil }
        }
        return InputEntries(key: key, recordedAt: now, outputs: outputs, files: files, lines: RunRecord.inputLines(files, copying: copying, from: read))
    }

    /// The inputs of the record kept under `key` (none if there is no whole record).
    private func recordedInputs(_ key: ContentHash, inputs: [String]) -> RecordedInputs {
        // What was read at the start serves as well as what is there now: an entry is used only
        // for a file whose content hash it still records.
        let record: RunRecord
        if let read = lastRead.record, read.key == key {
            record = read
        } else {
            guard let bytes = RegularFile.bytes(at: recordPath(key)),
                  let parsed = RunRecord(parsing: bytes), parsed.key == key else { return RecordedInputs() }
            record = parsed
        }
        return RecordedInputs(record.inputs, inputs: inputs, lines: record.readLines)
    }

    /// A record's inputs, looked up by path. After a changed declaration the record lists the
    /// same inputs in the same order as the run: then an input's entry is at its own position,
    /// and no table of 12,580 long paths is hashed (two lookups and an insert per input were
    /// 46 M instructions on the large corpus, at the end of the run).
    private struct RecordedInputs: Sendable {
        private var files: [RunRecord.File] = []
        private var byPath: [String: Int]?
        /// The record's lines, when it was read from its file.
        private(set) var lines: RunRecord.ReadLines?

        init() {}

        init(_ files: [RunRecord.File], inputs: [String], lines: RunRecord.ReadLines?) {
            self.files = files
            self.lines = lines
            // Paths compared in place (`zip` copied each entry, a retain and release of its strings).
            if files.count == inputs.count && files.withUnsafeBufferPointer({ recorded in inputs.indices.allSatisfy { recorded[$0].path == inputs[$0] } }) { return }
            var byPath: [String: Int] = [:]
            byPath.reserveCapacity(files.count)
            for (position, file) in files.enumerated() where byPath[file.path] == nil { byPath[file.path] = position }
            self.byPath = byPath
        }

        /// The entry of input `path`, the run's `index`-th.
        func file(_ path: String, at index: Int) -> RunRecord.File? {
            position(of: path, at: index).map { files[$0] }
        }

        /// Whether the record's entry at `position` (found by `file`'s path) is `file`'s, but for
        /// the path, which was compared to find it.
        func hasSameEntry(as file: RunRecord.File, at position: Int) -> Bool {
            files.withUnsafeBufferPointer { recorded in
                recorded[position].stamp == file.stamp && recorded[position].hash == file.hash && recorded[position].declarations == file.declarations
            }
        }

        /// Where the record has input `path`, the run's `index`-th.
        func position(of path: String, at index: Int) -> Int? {
            if let byPath { return byPath[path] }
            return index < files.count && files[index].path == path ? index : nil
        }
    }

    /// `replay`'s record, kept for `record` (a run reads the cache's folder at its start and
    /// writes it at its end, on one thread each time, but `RunCache` is a `Sendable` value).
    private final class LastRead: @unchecked Sendable {
        private let lock = NSLock()
        private var kept: RunRecord?

        var record: RunRecord? { lock.withLock { kept } }

        func keep(_ record: RunRecord) { lock.withLock { kept = record } }
    }

    /// Why the record could not be written, or `nil` once it is in place.
    private func write(_ record: RunRecord, inputLines: [UInt8]? = nil) -> String? {
        if let kind = FileKind.of(folder), kind != .directory { return "it is \(kind.described), not a folder" }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            return "the folder cannot be made"
        }
        let temporary: ExclusiveFile
        do {
            // `<key>.run.<pid>.<random>.tmp`, created exclusively (`ExclusiveFile`).
            temporary = try ExclusiveFile.create(prefix: recordPath(record.key) + ".\(getpid()).", suffix: ".tmp", mode: 0o644)
        } catch {
            return error.description
        }
        let (head, tail) = record.parts(inputLines: inputLines)
        var failure: Int32 = 0
        for part in [head, inputLines ?? [], tail] where failure == 0 && !part.isEmpty {
            failure = part.withUnsafeBytes { OutputWriter.writeAll($0, to: temporary.descriptor) }
        }
        if close(temporary.descriptor) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temporary.path, recordPath(record.key)) != 0 { failure = errno }
        guard failure != 0 else { return nil }
        unlink(temporary.path)
        return FileReading.describe(failure)
    }

    static func now() -> Int64 { Int64(Date().timeIntervalSince1970 * 1_000_000_000) }

    /// The outputs `record` holds whose recorded stamps are old enough to vouch for their hashes
    /// (as an input's do, see `check`): while a file keeps that stamp, its content is what was
    /// hashed.
    static func vouchedOutputs(of record: RunRecord) -> [String: FileFingerprint] {
        var vouched: [String: FileFingerprint] = [:]
        for output in record.outputs where output.stamp.modified < record.recordedAt - margin(for: output.stamp) {
            vouched[output.path] = FileFingerprint(stamp: output.stamp, hash: output.hash)
        }
        return vouched
    }

    private func recordPath(_ key: ContentHash) -> String {
        FilePaths.join(folder, "\(key).run")
    }

    /// An output written among the inputs (mockgen skips its own files when reading) is checked
    /// as an output only: so the list is the same whether it was taken before or after the run
    /// wrote it.
    static func withoutOutputs(_ inputs: [String], _ outputs: [String]) -> [String] {
        guard !outputs.isEmpty else { return inputs }
        // A run writes one file, or a few: compared with each, not hashed into a set, which hashed
        // every one of 12,580 input paths twice a run.
        guard outputs.count > 8 else { return inputs.filter { !outputs.contains($0) } }
        let outputs = Set(outputs)
        return inputs.filter { !outputs.contains($0) }
    }

    /// Every file the run reads: the expanded inputs, then the expanded dependencies.
    public static func inputFiles(of request: GenerationRequest) -> [String] {
        InputExpander.expand(request.inputs, glob: request.expandGlobs).files
            + InputExpander.expand(request.dependencies, glob: request.expandGlobs).files
    }

    private static func hashedFile(_ path: String) -> RunRecord.File? {
        guard let stamp = FileStamp.of(path), let hash = ContentHash.ofFile(path), let after = FileStamp.of(path), after == stamp else { return nil }
        return RunRecord.File(path: path, stamp: stamp, hash: hash)
    }

    enum Check: Equatable {
        case unchanged
        /// Same content, but the stamp could not vouch for it: read and hashed.
        case unchangedAfterReading(FileStamp)
        /// Other content, the same declarations (`DeclarationsHash`): read, hashed and parsed.
        case sameDeclarations(FileStamp, ContentHash, DeclarationsFingerprint)
        case changed

        func file(_ recorded: RunRecord.File) -> RunRecord.File? {
            switch self {
            case .unchanged: return recorded
            case .unchangedAfterReading(let stamp):
                return RunRecord.File(path: recorded.path, stamp: stamp, hash: recorded.hash, declarations: recorded.declarations)
            case .sameDeclarations(let stamp, let hash, let declarations):
                return RunRecord.File(path: recorded.path, stamp: stamp, hash: hash, declarations: declarations)
            case .changed: return nil
            }
        }

        var wasRead: Bool {
            switch self {
            case .unchangedAfterReading, .sameDeclarations: return true
            case .unchanged, .changed: return false
            }
        }

        static func == (lhs: Check, rhs: Check) -> Bool {
            switch (lhs, rhs) {
            case (.unchanged, .unchanged), (.changed, .changed), (.unchangedAfterReading, .unchangedAfterReading),
                 (.sameDeclarations, .sameDeclarations): return true
            default: return false
            }
        }
    }

    /// - Parameter linesMayMove: an input whose declarations moved to other lines may count as
    ///   unchanged (no output or diagnostic of the run holds a line number).
    private static func check(_ file: RunRecord.File, recordedAt: Int64, linesMayMove: Bool) -> Check {
        guard let stamp = FileStamp.of(file.path) else { return .changed }
        if stamp == file.stamp, stamp.modified < recordedAt - margin(for: stamp) { return .unchanged }
        if stamp.size == file.stamp.size, let hashed = hashedFile(file.path), hashed.hash == file.hash {
            return .unchangedAfterReading(hashed.stamp)
        }
        if let recorded = file.declarations, let read = parsedFile(file.path), let current = read.declarations,
           current.declarations == recorded.declarations, current.positions == recorded.positions || linesMayMove {
            return .sameDeclarations(read.stamp, read.hash, current)
        }
        return .changed
    }

    /// A Swift input read, hashed and parsed for its `DeclarationsHash`; `nil` if it changed while
    /// being read, cannot be read, or is now mockgen's own output.
    private static func parsedFile(_ path: String) -> FileFingerprint? {
        guard let stamp = FileStamp.of(path), case .success(let bytes) = SourceReader.read(path: path),
              !GeneratedFileMarker.isPresent(in: String(decoding: bytes.prefix(64), as: UTF8.self)) else { return nil }
        let declarations = DeclarationParser.parseHashingDeclarations(bytes, path: path).declarations
        guard FileStamp.of(path) == stamp else { return nil }
        return FileFingerprint(stamp: stamp, hash: ContentHash(bytes), declarations: declarations)
    }

    /// How much older than the record a stamp must be to vouch for its file: a change within the
    /// clock's resolution would leave the time as it was. Times in whole seconds come from file
    /// systems that keep no finer time.
    static func margin(for stamp: FileStamp) -> Int64 {
        stamp.modified % 1_000_000_000 == 0 ? 2_000_000_000 : 100_000_000
    }
}
