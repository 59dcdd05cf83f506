/// The Swift inputs, listed, read and parsed on every core. In one pass every model is kept.
/// When the inputs are too many to keep (`TwoPassGeneration.isEligible`), this is pass 1: each
/// file's skeleton is folded into an index (`SourceIndex`), and the mock stage parses the files
/// it needs again, a chunk at a time (pass 2).
enum SwiftSourceStage {
    enum Sources {
        case models
        /// Pass 1's index, and the incremental index it was read with (a cache folder's).
        case index(SourceIndex, cache: IndexCache?)
    }

    struct Outcome: StageOutcome {
        var sources: Sources = .models
        /// The parsed inputs (none in two passes: see `sources`).
        var models: [SourceFileModel] = []
        /// The inputs read, mockgen's own outputs left out.
        var paths: [String] = []
        /// No Swift file was listed.
        var listedNone = false
        /// Inputs mockgen itself generated: never read.
        var generatedInputs: [String] = []
        var inputBytes = 0
        var fingerprints = InputFingerprints()
        var diagnostics: [Diagnostic] = []
        /// In one pass, `models` folded in walk order as they were parsed
        /// (`MockableTypeFinder.forInputs()`): the resolver walks only what comes after them.
        var inputsFinder: MockableTypeFinder?

        /// Every protocol and class of the inputs and of `models`, as selection sees them.
        func typeCandidates(adding models: [SourceFileModel]) -> [TypeCandidate] {
            switch sources {
            case .models: Array(MockableTypeFinder(models: self.models + models, inputsGlobalActor: inputsFinder?.inputsGlobalActor).candidates)
            case .index(let index, _): index.finder.candidates.filter { $0.path != StandardInterfaces.path }
            }
        }
    }

    static func read(_ request: GenerationRequest, layout: OutputLayout) -> Outcome {
        let expansion = request.listedInputs ?? InputExpander.expand(request.inputs, glob: request.expandGlobs)
        var outcome = Outcome(listedNone: expansion.files.isEmpty, diagnostics: expansion.diagnostics)
        if TwoPassGeneration.isEligible(request, files: expansion.files) {
            let cache = request.cacheFolder.flatMap { folder in RunCache.key(for: request).map { IndexCache(folder: folder, key: $0, expectedFiles: expansion.files.count) } }
            let index = TwoPassGeneration.index(
                expansion.files, layout: layout, retainedSourceBytes: min(request.retainedSourceBytes, TwoPassGeneration.retainedModelBytes), cache: cache,
                recordsInputs: request.fingerprintsInputs, inputsGlobalActor: request.options.defaultGlobalActor
            )
            outcome.sources = .index(index, cache: cache)
            outcome.paths = index.paths
            outcome.generatedInputs = index.generatedInputs
            outcome.inputBytes = index.inputBytes
            // Only the run cache's record reads them (pass 2 asks the index itself).
            if request.fingerprintsInputs { outcome.fingerprints = index.fingerprints }
            outcome.diagnostics += index.diagnostics
            return outcome
        }
        let selection: FullTypeSelection? = TwoPassGeneration.readsOnlyMockableKindsInFull(request) ? .mockableKinds : nil
        var (results, finder) = parseFolding(expansion.files, fingerprints: request.fingerprintsInputs, keepingInFull: selection,
                                             inputsGlobalActor: request.options.defaultGlobalActor)
        outcome.inputsFinder = consume finder
        outcome.models.reserveCapacity(results.count)
        for (index, path) in expansion.files.enumerated() {
            // Moved out, not copied: a copy of each model retained its every part, released
            // again with `results` (a serial stretch of a medium corpus's run).
            var result = ParallelParser.FileResult.generatedByMockgen
            swap(&result, &results[index])
            switch consume result {
            case .parsed(let model, let byteCount, let fingerprint):
                outcome.models.append(model)
                if let fingerprint { outcome.fingerprints[path] = fingerprint }
                outcome.diagnostics += model.diagnostics
                outcome.inputBytes += byteCount
            case .unreadable(let diagnostic):
                outcome.diagnostics.append(diagnostic)
            case .generatedByMockgen:
                outcome.generatedInputs.append(path)
            }
        }
        outcome.paths = outcome.models.map(\.path)
        return outcome
    }

    /// Reads and parses `paths` on every core, folding each model into a finder in walk order
    /// (by path) as soon as it and every one before it are parsed: the walk then happens while
    /// the other cores parse, not after them (it was a seventh of a medium corpus's run, its
    /// parts appended on one thread). Results come back in the order of `paths`.
    /// - Parameter selection: the types read in full, every other as its skeleton; `nil`: all.
    static func parseFolding(_ paths: [String], fingerprints: Bool, keepingInFull selection: FullTypeSelection? = nil,
                             inputsGlobalActor: String? = nil) -> (results: [ParallelParser.FileResult], finder: MockableTypeFinder) {
        let walkOrder = paths.indices.sorted { paths[$0] < paths[$1] }
        var results = [ParallelParser.FileResult?](repeating: nil, count: paths.count)
        var finder = MockableTypeFinder.forInputs(globalActor: inputsGlobalActor)
        finder.reserveCapacity(forFiles: paths.count)
        // A file not all in memory is put off while the disk reads it, and the files after it
        // are read meanwhile; once reads wait in a row, the files ahead are asked for too
        // (`ReadAhead`).
        let readAhead = ReadAhead(paths: walkOrder.map { paths[$0] })
        ParallelMap.streamInOrder(count: paths.count, window: filesAhead) { index, mayPutOff in
            readAhead.starting(index)
            return ParallelParser.readAndParse(paths[walkOrder[index]], fingerprint: fingerprints, keepingInFull: selection, mayPutOff: mayPutOff) {
                readAhead.waited(at: index)
            }
        } consume: { index, result in
            if case .parsed(let model, _, _) = result { finder.add(model) }
            results[walkOrder[index]] = result
        }
        readAhead.stop()
        // Moved out of their slots, not copied (see `read`).
        return ((0..<results.count).map { results[$0].take()! }, finder)
    }

    /// Parsed files that may wait for the fold (all are kept anyway in one pass).
    static let filesAhead = 256
}
