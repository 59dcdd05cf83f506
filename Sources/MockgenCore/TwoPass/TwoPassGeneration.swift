import Foundation

/// Resolve and emit for a run whose inputs are all Swift sources (no C, `--dependency`,
/// `--mirror` or `--replace`), in two passes so that memory follows the number of types, not the
/// size of the sources:
///
/// 1. `SourceIndex` reads and parses every input once and keeps skeletons folded into one
///    `MockableTypeFinder`; selection (`TypeSelection`) runs on it, since it reads names, kinds,
///    modifiers and `#if` conditions only.
/// 2. The inputs with mocks are taken a chunk at a time, in walk order. A chunk's files, and
///    every file its types' inheritance reaches (`ResolutionContextFiles`), are parsed again in
///    full (unless pass 1 kept them) and put in place of their skeletons (`patched`); the chunk's
///    types are resolved and emitted on every core, and only their text is kept, per input
///    (`FileMocks`). With an incremental index (`IndexCache`), an input whose mocks the earlier
///    run made from the same declarations and the same files is taken from the record instead.
///
/// The output is byte-identical to resolving every full model at once (`MockGenerator`).
enum TwoPassGeneration {
    struct Outcome {
        /// One per output file: one in single-file mode, one per input in folder mode.
        var outputs: [GeneratedOutput] = []
        var diagnostics: [Diagnostic] = []
    }

    /// Counts two-pass runs in tests (small inputs take the one-pass path).
    @TaskLocal static var runCounter: ResolutionCounter?

    /// Source bytes of files with mocks resolved together. A chunk's full models are most of pass
    /// 2's memory: 3 MiB rather than 6 took the tenfold corpus from 260–266 to 241–243 MB at its
    /// peak and the large corpus from 84 to 79 MB, in the same wall time; 2 MiB, with pass 1
    /// reading skeletons only, 227–245 MB against 241–261 (2026-12-04), the large corpus about 2 %
    /// slower (1.41–1.44 s against 1.38–1.40, more context files read again).
    static let chunkSourceBytes = 2 << 20

    /// At most this many source bytes of full models are kept from pass 1 for pass 2, whatever
    /// `--two-pass-above` says: keeping 16 MiB of them (the default threshold) saved no time on
    /// the large corpus (1.45–1.80 s either way) and cost 21 MB of its 123 MB peak; on the
    /// tenfold corpus it cost 24 MB and 1.5 s (2026-12-04). Parsing a file again is cheaper than
    /// keeping its model through the fold.
    static let retainedModelBytes = 1 << 20

    /// `recordsInputs`: the run cache records the inputs' fingerprints (else, without an index
    /// cache either, pass 1 hashes only the inputs whose stamps cannot vouch for them).
    static func index(_ paths: [String], layout: OutputLayout, retainedSourceBytes: Int, cache: IndexCache? = nil, recordsInputs: Bool = true,
                      inputsGlobalActor: String? = nil) -> SourceIndex {
        var folderMode = false
        if case .folder = layout { folderMode = true }
        return SourceIndex(paths: paths, keepsImportsByFile: folderMode, retainedSourceBytes: retainedSourceBytes, cache: cache,
                           vouchingByStamps: !recordsInputs && cache == nil, inputsGlobalActor: inputsGlobalActor)
    }

    /// What pass 2's chunks share, made once per run: the selected types (by input), the
    /// facts every resolution reads, and the standard interfaces' model.
    private struct SharedFacts: Sendable {
        let selection: TypeSelection
        let selectedByPath: [String: [TypeCandidate]]
        let runFacts: MockResolver.RunFacts
        let standard: SourceFileModel

        init(index: SourceIndex, options: GeneratorOptions) {
            // The selection beside the protocols that need `any` (neither reads the other): after
            // a changed declaration whose header is taken back (`RecordedHeader`), nothing else
            // runs beside them, and one after the other they left a core idle for 8 ms.
            let finder = index.finder
            let (selection, existentialAny) = ParallelMap.both({ MockResolver.select(finder: finder, paths: nil, options: options.resolve) },
                                                              { MockResolver.RunFacts.existentialAny(finder: finder, options: options.resolve) })
            self.selection = selection
            var selectedByPath: [String: [TypeCandidate]] = [:]
            for candidate in selection.selected { selectedByPath[candidate.path, default: []].append(candidate) }
            self.selectedByPath = selectedByPath
            runFacts = MockResolver.RunFacts(finder: finder, selected: selection.selected, existentialAny: existentialAny)
            // With names the inputs declare too, it is the interfaces' text rewritten and parsed
            // (2 ms a chunk on the large corpus when it was made per chunk).
            standard = StandardInterfaces.model(shadowedBy: index.finder.declaredIntroducedNames)
        }
    }

    /// - Parameter perFile: one output per input (folder mode), else one for all.
    /// - Parameter cache: the incremental index pass 1 read with, if any: inputs whose mocks it
    ///   vouches for are not resolved again.
    /// - Parameter spools: in single-file mode, keep the mocks in a `SpoolFile` (else in memory).
    static func generate(_ index: SourceIndex, perFile: Bool, options: GeneratorOptions, cache: IndexCache? = nil, spools: Bool = true) -> Outcome {
        // One resolution of all the inputs, taken in chunks (every type is resolved once).
        MockResolver.resolutionCounter?.increment()
        runCounter?.increment()
        var outcome = Outcome()
        // Between the passes, two things that do not depend on each other: selecting the types
        // and the facts every chunk shares, and the header's file names and imports (single-file
        // mode), which the end of the run would otherwise make on one core while the other waits.
        // The header the earlier run made with the folded index pass 1 took back as it was: then
        // only what the mocks say of the header can differ, and the inputs are not gathered.
        let recordedHeader = !perFile && index.foldIsRecorded ? cache?.previousHeader.flatMap(RecordedHeader.init(decoding:)) : nil
        let (shared, gathered) = ParallelMap.both({ SharedFacts(index: index, options: options) }, { () -> HeaderEmitter.Gathered? in
            perFile || recordedHeader != nil ? nil : HeaderFacts.gather(options: options.header, models: index.importModels, fileNames: index.fileNames)
        })
        let selection = shared.selection
        // Findings stay findings (a few names each) until the end: rendered, each is a sentence
        // with paths, and a corpus with many duplicate types has one for each.
        let findings = selection.findings
        let selectedByPath = shared.selectedByPath
        let context = ResolutionContextFiles(finder: index.finder, extendingFiles: index.extendingFiles)
        let runFacts = shared.runFacts
        let standard = shared.standard
        // What pass 1 reported already (`SwiftSourceStage`): a file parsed again in full adds only
        // what its skeleton parse stepped over.
        let reported = Set(index.diagnostics)

        // One output file: its mocks wait on disk, not in memory (in memory if that fails).
        let spool = perFile || !spools ? nil : QueuedSpoolWriter()
        var body: [[UInt8]] = []
        var mockedTypes: [String] = []
        var headerFacts = HeaderFacts()
        var start = 0
        let paths = index.paths
        let spent = SpentModels()
        // Looked up once per input, by position from then on (two lookups of a long path per
        // input were 5 ms of the large corpus's serial stretches).
        let hasMocks = paths.map { selectedByPath[$0] != nil }
        while start < paths.count {
            // A chunk: consecutive inputs up to `chunkSourceBytes` (files without mocks cost nothing).
            var end = start
            var bytes = 0
            while end < paths.count && (end == start || bytes < chunkSourceBytes) && (!perFile || end == start) {
                if hasMocks[end] { bytes += index.byteCount(at: end) }
                end += 1
            }
            let chunkPaths = (start..<end).filter { hasMocks[$0] }.map { paths[$0] }
            let chunk = mocks(of: chunkPaths, selectedByPath: selectedByPath, runFacts: runFacts, standard: standard, index: index, context: context,
                              options: options, cache: cache, reported: reported, spent: spent)
            outcome.diagnostics += chunk.diagnostics
            if perFile {
                let path = paths[start]
                let mocks = chunk.files[path] ?? FileMocks()
                var facts = HeaderFacts()
                facts.add(mocks)
                let header = facts.header(options: options.header, models: index.importsByFile[path].map { [$0] } ?? [])
                outcome.diagnostics += mocks.diagnostics
                outcome.outputs.append(GeneratedOutput(text: GeneratedText(header: header, emitted: mocks.sections), diagnostics: [], mockedTypes: mocks.mockedTypes))
            } else {
                var spooled: [FileMocks] = []
                for path in chunkPaths {
                    guard let mocks = chunk.files[path] else { continue }
                    headerFacts.add(mocks)
                    outcome.diagnostics += mocks.diagnostics
                    if spool != nil {
                        spooled.append(mocks)
                    } else {
                        body += mocks.sections
                    }
                    mockedTypes += mocks.mockedTypes
                }
                spool?.append(spooled)
            }
            start = end
        }
        spent.freeAll()
        if !perFile {
            let header: String
            let reused = recordedHeader?.facts == headerFacts
            if reused, let recordedHeader {
                header = recordedHeader.text
            } else {
                header = GeneratedText.rendered(gathered.map { headerFacts.header(options: options.header, gathered: $0) }
                    ?? headerFacts.header(options: options.header, models: index.importModels, fileNames: index.fileNames))
            }
            cache?.record(header: RecordedHeader(facts: headerFacts, text: header).encoded, reused: reused)
            var text = GeneratedText(renderedHeader: header, emitted: body)
            if let writer = spool {
                if let file = writer.finish() {
                    text = GeneratedText(renderedHeader: header, spooled: file)
                } else {
                    outcome.diagnostics.append(.error("cannot keep the generated mocks in a temporary file in \(NSTemporaryDirectory()) (is the disk full?)",
                                                      at: SourceLocation(path: NSTemporaryDirectory(), line: 1, column: 1)))
                }
            }
            outcome.outputs = [GeneratedOutput(text: text, diagnostics: [], mockedTypes: mockedTypes)]
        }
        // The next run's record finished and written beside the findings made sentences and
        // all diagnostics sorted: one after the other they were a changed declaration's last
        // stretch on one core.
        // A pool thread has none of this one's task-local values: `--jobs` goes with the work,
        // and the cache's statistics are told from here once the record is written.
        let lent = cache.map(IndexCache.Lent.init)
        let diagnostics = outcome.diagnostics
        let notes = options.resolve.notes
        let jobs = ParallelMap.workerLimit
        outcome.diagnostics = ParallelMap.both({
            guard let cache = lent?.cache else { return }
            ParallelMap.$workerLimit.withValue(jobs) {
                // The folded index for the next run's record (`FoldedIndexArchive`), made once
                // pass 2 is done: beside it, it held its 7 MB (and its tables' slack) at pass 2's peak.
                if !index.foldIsRecorded, let pieces = FoldedIndexArchive.encode(index) { cache.record(folded: pieces) }
                cache.writeRecord()
            }
        }, { () -> [Diagnostic] in
            // As `Resolution` gives them: each once, by location, then message.
            Resolution(types: [], diagnostics: diagnostics + findings.compactMap { $0.diagnostic(notes: notes) }).diagnostics
        }).1
        cache?.reportStatistics()
        return outcome
    }

    /// A file pass 2 parsed again: its model (`nil` if it is not what pass 1 read), what its
    /// full parse says that pass 1's did not, and the thread that made it (`SpentModels`).
    private struct PassTwoFile: Sendable {
        let model: SourceFileModel?
        let newDiagnostics: [Diagnostic]
        let maker: ObjectIdentifier
    }

    private struct ChunkMocks {
        var files: [String: FileMocks] = [:]
        /// A file that changed between the passes.
        var diagnostics: [Diagnostic] = []
    }

    /// The mocks of a chunk's inputs: taken from the cache where it vouches for them, the others
    /// resolved together (every file their resolution reads parsed in full) and emitted.
    private static func mocks(of paths: [String], selectedByPath: [String: [TypeCandidate]], runFacts: MockResolver.RunFacts, standard: SourceFileModel,
                              index: SourceIndex, context: ResolutionContextFiles, options: GeneratorOptions, cache: IndexCache?,
                              reported: Set<Diagnostic>, spent: SpentModels) -> ChunkMocks {
        var result = ChunkMocks()
        var missing: [String] = []
        var keys: [String: ContentHash] = [:]
        // Each file's key and earlier mocks on every core (hashing what the mocks read and
        // decoding them are most of a run after a small change); the record notes them in order.
        let lookups = cache.map { Self.earlierMocks(of: paths, selectedByPath: selectedByPath, index: index, context: context, cache: $0) }
        for (position, path) in paths.enumerated() {
            if let cache, let lookup = lookups?[position], let key = lookup.key {
                if let reads = lookup.reads { cache.record(reads: IndexRecord.Reads(key: key, files: reads), of: path, taken: lookup.isRecorded) }
                if let earlier = lookup.earlier {
                    cache.noteReused(earlier, key: key)
                    result.files[path] = earlier.mocks
                    continue
                }
                keys[path] = key
            }
            missing.append(path)
        }
        guard !missing.isEmpty else { return result }
        let chunk = missing.flatMap { selectedByPath[$0] ?? [] }
        // The standard interfaces are always there, in full.
        let reach = context.reach(of: chunk)
        let needed = reach.files.subtracting([StandardInterfaces.path]).sorted()
        let toParse = needed.filter { index.retained[$0] == nil }
        // Each file cut down to what the resolution reads of it as it is parsed (the tenfold
        // corpus's chunks read every copy's extensions of a name: in full, they were the run's
        // peak), the other types' members stepped over as pass 1 steps over them.
        // Biggest files first: each of a chunk's three maps waits for its slowest item.
        var models = [standard]
        for path in needed {
            if let model = index.retained[path] { models.append(model) }
        }
        // Who parsed each of the last `makers.count` models.
        var makers: [ObjectIdentifier] = []
        do {
            // Each thread first frees what it parsed for the chunk before (`SpentModels`).
            // Each file checked where it was parsed, on every core (a lookup of its long path in the
            // index, then its diagnostics against pass 1's, were a serial stretch after the map).
            let parsed = ParallelMap.map(count: toParse.count, costliestFirst: { index.byteCount(of: toParse[$0]) ?? 0 }) { position -> PassTwoFile in
                spent.freeOwn()
                let path = toParse[position]
                // The file must be what pass 1 read: the keys and the skeletons are of that content.
                guard let model = ParallelParser.parseAgain(path, keepingInFull: reach.selection(in: path), unchanged: {
                    index.readsAsBefore(path, stamp: $0, bytes: $1)
                }) else {
                    return PassTwoFile(model: nil, newDiagnostics: [], maker: SpentModels.currentMaker)
                }
                // Pass 1 stepped over members without reading them (`Parser.readsSkeleton`): what is
                // wrong inside those of the types read in full now is said, as a one-pass run says
                // it (each once: the outcome's diagnostics are made unique).
                return PassTwoFile(model: model, newDiagnostics: model.diagnostics.filter { !reported.contains($0) }, maker: SpentModels.currentMaker)
            }
            for (path, file) in zip(toParse, parsed) {
                guard let model = file.model else {
                    result.diagnostics.append(changedWhileReading(path))
                    return result
                }
                makers.append(file.maker)
                result.diagnostics += file.newDiagnostics
                models.append(model)
            }
        }
        // Of the files parsed here, whose unread types' bodies may have been stepped over, only
        // the candidates read in full are taken: the others are skeletons, or not even that (the
        // standard interfaces and the models pass 1 kept are whole, and taken whole).
        let parsedHere = Set(toParse)
        let readInFull = { (candidate: TypeCandidate) in
            !parsedHere.contains(candidate.path) || reach.typeNames[candidate.path]?.contains(candidate.qualifiedName) == true
        }
        emit(chunk, missing: missing, keys: keys, models: models, readInFull: readInFull, selectedByPath: selectedByPath, runFacts: runFacts, index: index,
             options: options, cache: cache, into: &result)
        // The finder and the resolved types are gone with `emit`: the models hold the last
        // references to what was parsed, each kept for the thread that parsed it to free
        // (`SpentModels`); the others are the standard interfaces' and pass 1's, held elsewhere.
        let firstParsed = models.count - makers.count
        for (offset, maker) in makers.enumerated() {
            spent.keep(models[firstParsed + offset], madeBy: maker)
        }
        return result
    }

    /// Resolves and emits a chunk's types, with every file their resolution reads (`models`).
    private static func emit(_ chunk: [TypeCandidate], missing: [String], keys: [String: ContentHash], models: [SourceFileModel],
                             readInFull: (TypeCandidate) -> Bool, selectedByPath: [String: [TypeCandidate]], runFacts: MockResolver.RunFacts,
                             index: SourceIndex, options: GeneratorOptions, cache: IndexCache?, into result: inout ChunkMocks) {
        let finder: MockableTypeFinder
        do {
            finder = try index.finder.patched(with: models, readInFull: readInFull)
        } catch {
            result.diagnostics.append(changedWhileReading(error.path))
            return
        }
        let resolver = MockResolver.typeResolver(finder: finder, runFacts: runFacts, options: options.resolve)
        // Each file's types (consecutive in `chunk`) resolved, emitted and put together by one
        // thread: each type emitted while it is fresh and freed there (`FileMocks.EmittedType`),
        // its findings made sentences there too (on one thread after the map, the files' mocks
        // put together and their findings rendered were most of a chunk's serial stretch). The
        // same text as `TypeEmitter.sections`.
        var start = 0
        let ranges = missing.map { path in
            let count = selectedByPath[path]?.count ?? 0
            defer { start += count }
            return start..<start + count
        }
        // Files with the most members first (resolving and emitting a type grows with them).
        let files = ParallelMap.map(count: missing.count, costliestFirst: { file in
            ranges[file].reduce(0) { $0 + finder.candidates[chunk[$1].order].declaration.members.count }
        }) { file in
            var emitted: [FileMocks.EmittedType] = []
            var diagnostics: [Diagnostic] = []
            for position in ranges[file] {
                let outcome = resolver.resolve(finder.candidates[chunk[position].order])
                diagnostics += outcome.findings.compactMap { $0.diagnostic(notes: options.resolve.notes) }
                if let type = outcome.type { emitted.append(FileMocks.EmittedType(type, debug: options.debug)) }
            }
            return FileMocks(types: emitted, diagnostics: diagnostics)
        }
        for (path, mocks) in zip(missing, files) {
            result.files[path] = mocks
            if let key = keys[path] { cache?.record(mocks, key: key) }
        }
    }

    /// A file's mocks key (`nil` when a file they read has no hash) and the mocks the earlier
    /// record holds under it.
    private struct Lookup: Sendable {
        var key: ContentHash?
        /// The inputs the mocks read, by position (`IndexRecord.Reads`).
        var reads: [Int]?
        var earlier: IndexCache.EarlierMocks?
        /// The key and reads are the earlier record's.
        var isRecorded = false
    }

    private static func earlierMocks(of paths: [String], selectedByPath: [String: [TypeCandidate]], index: SourceIndex, context: ResolutionContextFiles,
                                     cache: IndexCache) -> [Lookup] {
        guard let declarationsKey = cache.declarationsKey else { return paths.map { _ in Lookup() } }
        let previous = cache.previous
        return ParallelMap.map(count: paths.count) { position in
            let path = paths[position]
            // Pass 1 taken back: the same skeletons, so the same lookups; when none of the files
            // they reach changed either, the same key.
            if let changed = index.changedSinceRecord, let recorded = previous?.reads(of: path), let own = index.position(of: path), !changed.contains(own),
               recorded.files.allSatisfy({ $0 >= 0 && $0 < index.paths.count && !changed.contains($0) }) {
                return Lookup(key: recorded.key, reads: recorded.files, earlier: previous.flatMap { IndexCache.earlierMocks(for: recorded.key, in: $0) }, isRecorded: true)
            }
            let reads = context.files(for: selectedByPath[path] ?? []).subtracting([StandardInterfaces.path]).sorted()
            guard let key = IndexCache.mocksKey(declarationsKey: declarationsKey, for: path, reading: reads, hashes: { index.fingerprint(of: $0)?.hash }) else {
                return Lookup()
            }
            let positions = reads.compactMap { index.position(of: $0) }
            return Lookup(key: key, reads: positions.count == reads.count ? positions : nil, earlier: previous.flatMap { IndexCache.earlierMocks(for: key, in: $0) })
        }
    }

    private static func changedWhileReading(_ path: String) -> Diagnostic {
        .error("this file changed while mockgen read it; run mockgen again", at: SourceLocation(path: path, line: 1, column: 1))
    }
}
