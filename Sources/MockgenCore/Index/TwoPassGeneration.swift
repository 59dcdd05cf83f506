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
///    types are resolved and emitted on every core, and only their text is kept.
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

    /// Source bytes of files with mocks resolved together.
    static let chunkSourceBytes = 6 << 20

    static func index(_ paths: [String], layout: OutputLayout, retainedSourceBytes: Int) -> SourceIndex {
        var folderMode = false
        if case .folder = layout { folderMode = true }
        return SourceIndex(paths: paths, keepsImportsByFile: folderMode, retainedSourceBytes: retainedSourceBytes)
    }

    /// - Parameter perFile: one output per input (folder mode), else one for all.
    static func generate(_ index: SourceIndex, perFile: Bool, options: GeneratorOptions) -> Outcome {
        // One resolution of all the inputs, taken in chunks (every type is resolved once).
        MockResolver.resolutionCounter?.increment()
        runCounter?.increment()
        var outcome = Outcome()
        let selection = MockResolver.select(finder: index.finder, paths: nil, options: options.resolve)
        // Findings stay findings (a few names each) until the end: rendered, each is a sentence
        // with paths, and a corpus with many duplicate types has one for each.
        var findings = selection.findings
        var selectedByPath: [String: [TypeCandidate]] = [:]
        for candidate in selection.selected { selectedByPath[candidate.path, default: []].append(candidate) }
        let context = ResolutionContextFiles(finder: index.finder, extendingFiles: index.extendingFiles)

        // One output file: its mocks wait on disk, not in memory (in memory if that fails).
        var spool = perFile ? nil : SpoolWriter()
        var body: [String] = []
        var mockedTypes: [String] = []
        var headerFacts = HeaderFacts()
        var start = 0
        let paths = index.paths
        while start < paths.count {
            // A chunk: consecutive inputs up to `chunkSourceBytes` (files without mocks cost nothing).
            var end = start
            var bytes = 0
            while end < paths.count && (end == start || bytes < chunkSourceBytes) && (!perFile || end == start) {
                if selectedByPath[paths[end]] != nil { bytes += index.byteCounts[paths[end]] ?? 0 }
                end += 1
            }
            let chunk = paths[start..<end].flatMap { selectedByPath[$0] ?? [] }
            let resolved = resolve(chunk, index: index, context: context, options: options)
            findings += resolved.findings
            outcome.diagnostics += resolved.diagnostics
            let sections = ParallelMap.map(count: resolved.types.count) { position in
                "\n" + TypeEmitter(type: resolved.types[position], debug: options.debug).render()
            }
            if perFile {
                let path = paths[start]
                var facts = HeaderFacts()
                facts.add(resolved.types)
                let header = facts.header(options: options, models: index.importsByFile[path].map { [$0] } ?? [], fileNames: nil)
                outcome.outputs.append(GeneratedOutput(text: GeneratedText(header: header, emitted: sections), diagnostics: [], mockedTypes: resolved.types.map(\.qualifiedName)))
            } else {
                headerFacts.add(resolved.types)
                if spool != nil {
                    for section in sections { spool?.append(section) }
                } else {
                    body += sections
                }
                mockedTypes += resolved.types.map(\.qualifiedName)
            }
            start = end
        }
        if !perFile {
            let header = headerFacts.header(options: options, models: index.importModels, fileNames: index.fileNames)
            var text = GeneratedText(header: header, emitted: body)
            if let writer = spool {
                if let file = writer.finish() {
                    text = GeneratedText(header: header, spooled: file)
                } else {
                    outcome.diagnostics.append(.error("cannot keep the generated mocks in a temporary file in \(NSTemporaryDirectory()) (is the disk full?)",
                                                      at: SourceLocation(path: NSTemporaryDirectory(), line: 1, column: 1)))
                }
            }
            outcome.outputs = [GeneratedOutput(text: text, diagnostics: [], mockedTypes: mockedTypes)]
        }
        // As `Resolution` gives them: each once, by location, then message.
        outcome.diagnostics += Resolution(types: [], diagnostics: findings.compactMap { $0.diagnostic(notes: options.resolve.notes) }).diagnostics
        return outcome
    }

    private struct ChunkResolution {
        var types: [ResolvedType] = []
        var findings: [Finding] = []
        /// A file that changed between the passes.
        var diagnostics: [Diagnostic] = []
    }

    private static func resolve(_ chunk: [TypeCandidate], index: SourceIndex, context: ResolutionContextFiles, options: GeneratorOptions) -> ChunkResolution {
        guard !chunk.isEmpty else { return ChunkResolution() }
        var result = ChunkResolution()
        // The standard interfaces are always there, in full.
        let needed = context.files(for: chunk).subtracting([StandardInterfaces.path]).sorted()
        let toParse = needed.filter { index.retained[$0] == nil }
        let parsed = ParallelMap.map(count: toParse.count) { ParallelParser.readAndParse(toParse[$0]) }
        var models = [StandardInterfaces.model]
        for path in needed {
            if let model = index.retained[path] { models.append(model) }
        }
        for (path, file) in zip(toParse, parsed) {
            if case .parsed(let model, _, _) = file {
                models.append(model)
            } else {
                result.diagnostics.append(changedWhileReading(path))
                return result
            }
        }
        let finder: MockableTypeFinder
        do {
            finder = try index.finder.patched(with: models)
        } catch {
            result.diagnostics.append(changedWhileReading(error.path))
            return result
        }
        let resolver = MockResolver.typeResolver(finder: finder, options: options.resolve)
        let outcomes = ParallelMap.map(count: chunk.count) { resolver.resolve(finder.candidates[chunk[$0].order]) }
        for outcome in outcomes {
            result.findings += outcome.findings
            if let type = outcome.type { result.types.append(type) }
        }
        return result
    }

    private static func changedWhileReading(_ path: String) -> Diagnostic {
        .error("this file changed while mockgen read it; run mockgen again", at: SourceLocation(path: path, line: 1, column: 1))
    }

    /// What a header needs to know of the mocks below it.
    private struct HeaderFacts {
        var publicMockPaths: Set<String> = []
        var spiGroups: Set<String> = []

        mutating func add(_ types: [ResolvedType]) {
            publicMockPaths.formUnion(types.filter { $0.accessLevel == .public }.flatMap(\.declarationPaths))
            spiGroups.formUnion(types.flatMap { type in (type.attributes + type.members.flatMap(\.attributes)).filter { $0.name == "_spi" }.compactMap(\.arguments) })
        }

        func header(options: GeneratorOptions, models: [SourceFileModel], fileNames: Set<String>?) -> String {
            var emitter = HeaderEmitter(options: options.header, models: models, publicMockPaths: publicMockPaths, spiGroups: spiGroups.sorted())
            emitter.fileNames = fileNames
            return emitter.text()
        }
    }
}
