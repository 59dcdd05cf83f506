import Foundation

extension TwoPassGeneration {
    /// Runs with Swift inputs only; `--dependency`, C, `--mirror` and `--replace` read full
    /// models of other files (or of structs and enums), which pass 1 does not keep.
    ///
    /// Inputs that fit in `retainedSourceBytes` are read in one pass: pass 1 would keep every
    /// model anyway, and skeletons and patching would only cost time.
    static func isEligible(_ request: GenerationRequest, files: [String]) -> Bool {
        guard !request.inOnePass, request.dependencies.isEmpty, request.c.isEmpty, request.mirroredNames.isEmpty, request.options.replacedNames.isEmpty else { return false }
        // With a cache folder, past 1 MiB: the incremental index (`IndexCache`) needs two passes.
        let threshold = request.cacheFolder != nil && RunCache.key(for: request) != nil ? min(request.retainedSourceBytes, 1 << 20) : request.retainedSourceBytes
        var bytes = 0
        for file in files {
            bytes += Int(FileStamp.of(file)?.size ?? 0)
            if bytes > threshold { return true }
        }
        return false
    }
}

extension GenerationPipeline {
    /// `planOnWorkers` for a run `TwoPassGeneration` can take: the same checks and diagnostics,
    /// with resolution and emission a chunk at a time.
    static func planInTwoPasses(_ request: GenerationRequest, layout: OutputLayout, expansion: InputExpander.Expansion) -> GenerationPlan {
        let cache = request.cacheFolder.flatMap { folder in RunCache.key(for: request).map { IndexCache(folder: folder, key: $0, expectedFiles: expansion.files.count) } }
        let index = TwoPassGeneration.index(expansion.files, layout: layout, retainedSourceBytes: request.retainedSourceBytes, cache: cache)
        var diagnostics = expansion.diagnostics + index.diagnostics
        let inputCandidates = index.finder.candidates.filter { $0.path != StandardInterfaces.path }
        diagnostics += unmatchedExclusions(request.options.excludedTypes, candidates: inputCandidates)
        if let nothing = nothingToRead(request, listedNone: expansion.files.isEmpty, readNone: index.paths.isEmpty, generatedInputs: index.generatedInputs) {
            diagnostics.append(nothing)
        }
        var plan = GenerationPlan(layout: layout, inputFiles: index.paths, files: [], diagnostics: [], mockCount: 0, inputBytes: index.inputBytes)
        plan.inputFingerprints = index.fingerprints
        // Freed with the plan, as the one-pass path's models are (`GenerationPlan.models`).
        plan.index = index
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            plan.diagnostics = sorted(diagnostics)
            return plan
        }
        let outputPaths: [String]
        switch layout {
        case .singleFile(let path):
            outputPaths = [path]
        case .folder(let folder, _):
            outputPaths = index.paths.map { DirectoryListing.join(folder, OutputLayout.fileName(forInput: $0, prefix: request.filePrefix)) }
            let clashes = collisions(inputs: index.paths, outputs: outputPaths)
            guard clashes.isEmpty else {
                plan.diagnostics = sorted(diagnostics + clashes)
                return plan
            }
        }
        let generated = TwoPassGeneration.generate(index, perFile: layout.isFolder, options: request.options, cache: cache, spools: request.spoolsOutput)
        diagnostics += generated.diagnostics
        let files = zip(outputPaths, generated.outputs).map { OutputWriter.PlannedFile(path: $0.0, text: $0.1.text) }
        plan.mockCount = generated.outputs.reduce(0) { $0 + $1.mockedTypes.count }
        plan.files = files
        if !diagnostics.contains(where: { $0.severity == .error }) {
            diagnostics += checkOutputs(files, layout: layout)
        }
        plan.diagnostics = sorted(diagnostics)
        if plan.hasErrors { plan.files = [] }
        return plan
    }
}
