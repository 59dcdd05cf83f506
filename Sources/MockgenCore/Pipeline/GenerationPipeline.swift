import Foundation

/// `mockgen generate` as a library call: expand inputs → read and parse on every core →
/// `MockGenerator.generate` → check every output → write. The command line is a thin wrapper,
/// so what it writes is exactly what `MockGenerator` returns for the same options.
///
/// All or nothing: if any stage reports an error, no file is written.
public enum GenerationPipeline {
    public static func run(_ request: GenerationRequest) -> GenerationReport {
        write(plan(request))
    }

    /// Writes a plan's files, unless it has errors. Creates a `--output DIR/` folder first.
    public static func write(_ plan: GenerationPlan) -> GenerationReport {
        var diagnostics = plan.diagnostics
        guard !plan.hasErrors else {
            return GenerationReport(diagnostics: diagnostics, files: [], mockCount: plan.mockCount)
        }
        let writer = OutputWriter()
        if case .folder(let folder, exists: false) = plan.layout {
            // Only now that every check passed may the `--output DIR/` folder be created.
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                diagnostics.append(.error("cannot create output folder: \(error.localizedDescription)", at: SourceLocation(path: folder, line: 1, column: 1)))
                return GenerationReport(diagnostics: sorted(diagnostics), files: [], mockCount: plan.mockCount)
            }
        }
        for folder in plan.foldersToCreate {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                diagnostics.append(.error("cannot create output folder: \(error.localizedDescription)", at: SourceLocation(path: folder, line: 1, column: 1)))
                return GenerationReport(diagnostics: sorted(diagnostics), files: [], mockCount: plan.mockCount)
            }
        }
        let environment = ProcessInfo.processInfo.environment
        if XcodeScriptSandbox.isActive(environment) {
            // The sandbox forbids listing the output's folder; temporary files are in TMPDIR.
            OutputWriter.removeStaleTemporaries(in: XcodeScriptSandbox.temporaryFolder(environment))
        } else {
            var folders: Set<String> = []
            for file in plan.files where folders.insert((file.path as NSString).deletingLastPathComponent).inserted {
                OutputWriter.removeStaleTemporaries(in: (file.path as NSString).deletingLastPathComponent)
            }
        }
        var files: [GenerationReport.File] = []
        for file in plan.files {
            do {
                files.append(.init(path: file.path, outcome: try writer.write(file)))
            } catch let diagnostic as Diagnostic {
                diagnostics.append(diagnostic)
            } catch {
                diagnostics.append(.error("cannot write output: \(error)", at: SourceLocation(path: file.path, line: 1, column: 1)))
            }
        }
        return GenerationReport(diagnostics: sorted(diagnostics), files: files, mockCount: plan.mockCount)
    }

    /// Every stage but writing. Diagnostics are sorted; `files` is empty if there is an error.
    public static func plan(_ request: GenerationRequest) -> GenerationPlan {
        ParallelMap.$workerLimit.withValue(request.jobs) {
            let plan = planOnWorkers(request)
            guard let augmented = withPackageDependencies(request, after: plan) else { return plan }
            var second = planOnWorkers(augmented)
            second.discoveredDependencies = augmented.dependencies
            if request.options.debug {
                second.diagnostics.append(.option(.note, "read the package's " + augmented.dependencies.joined(separator: ", ")
                    + " as --dependency sources, for protocols the mocks refine"))
            }
            return second
        }
    }

    /// The request again with the package's dependencies as `--dependency` sources, when a mock
    /// of `plan` refines a protocol that none of its sources declares and the package has the
    /// sources of modules the inputs import; `nil` otherwise (nothing is read then).
    static func withPackageDependencies(_ request: GenerationRequest, after plan: GenerationPlan) -> GenerationRequest? {
        guard request.discoversPackageDependencies, request.dependencies.isEmpty, !plan.hasErrors,
              plan.diagnostics.contains(where: { $0.missingAncestor != nil }) else { return nil }
        let folders = PackageDependencies.folders(for: plan.inputFiles)
        guard !folders.isEmpty else { return nil }
        var augmented = request
        augmented.dependencies = folders
        return augmented
    }

    private static func planOnWorkers(_ request: GenerationRequest) -> GenerationPlan {
        let layout = OutputLayout(output: request.output)
        let expansion = request.listedInputs ?? InputExpander.expand(request.inputs, glob: request.expandGlobs)
        if TwoPassGeneration.isEligible(request, files: expansion.files) { return planInTwoPasses(request, layout: layout, expansion: expansion) }
        var diagnostics = expansion.diagnostics

        var models: [SourceFileModel] = []
        var generatedInputs: [String] = []
        var inputBytes = 0
        var fingerprints: [String: FileFingerprint] = [:]
        for (path, result) in zip(expansion.files, ParallelParser.parse(expansion.files, fingerprints: request.fingerprintsInputs)) {
            switch result {
            case .parsed(let model, let byteCount, let fingerprint):
                models.append(model)
                if let fingerprint { fingerprints[path] = fingerprint }
                diagnostics += model.diagnostics
                inputBytes += byteCount
            case .unreadable(let diagnostic):
                diagnostics.append(diagnostic)
            case .generatedByMockgen:
                generatedInputs.append(path)
            }
        }
        // C: the module's protocol is mocked like a parsed input.
        let c = request.c.isEmpty ? nil : CStage.run(request.c, excluding: request.options.excludedTypes)
        if let c {
            diagnostics += c.diagnostics
            if let model = c.model { models.append(model) }
        }
        diagnostics += unmatchedExclusions(request.options.excludedTypes.subtracting(c?.functionNames ?? []), models: models)
        diagnostics += ReplacementSelection(models: models, names: request.options.replacedNames, paths: nil).unmatchedNames.map {
            .option(.warning, "--replace \($0): no struct, class, enum or actor of that name among the inputs")
        }
        if let nothing = nothingToRead(request, listedNone: expansion.files.isEmpty && c == nil, readNone: models.isEmpty, generatedInputs: generatedInputs) {
            diagnostics.append(nothing)
        }
        let dependencies = parseDependencies(request, excluding: Set(expansion.files), diagnostics: &diagnostics, fingerprints: &fingerprints)
        // --mirror: the types usually come from a dependency (another module); the protocols are
        // mocked as if declared in the mirror file, among the inputs.
        let mirror = MirrorStage.run(names: request.mirroredNames, output: request.mirrorOutput, models: models + dependencies, options: request.options)
        diagnostics += mirror.diagnostics
        if let model = mirror.model { models.append(model) }
        var plan = GenerationPlan(layout: layout, inputFiles: models.map(\.path), files: [], diagnostics: [], mockCount: 0, inputBytes: inputBytes)
        plan.models = models
        plan.inputFingerprints = fingerprints
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            plan.diagnostics = sorted(diagnostics)
            return plan
        }

        var outputs = generate(models: models, dependencies: dependencies, layout: layout, request: request, diagnostics: &diagnostics)
        if let c, let model = c.model, let index = models.firstIndex(where: { $0.path == model.path }) {
            // The facade and the seam's routing go with the C module's mocks: in the one file, or
            // in the C module's own (a folder has one output per model, in order).
            let file = layout.isFolder ? index : 0
            if outputs.indices.contains(file) {
                for section in c.mocksFileSections { outputs[file].output.text = outputs[file].output.text.appending(section) }
            }
        }
        plan.mockCount = outputs.reduce(0) { $0 + $1.output.mockedTypes.count }
        plan.files = outputs.map { OutputWriter.PlannedFile(path: $0.path, text: $0.output.text) } + (c?.files ?? []) + (mirror.file.map { [$0] } ?? [])
        plan.foldersToCreate = c?.foldersToCreate ?? []
        if !diagnostics.contains(where: { $0.severity == .error }) {
            diagnostics += checkOutputs(outputs.map { OutputWriter.PlannedFile(path: $0.path, text: $0.output.text) }, layout: layout)
            // The same for the C files: those in a seam folder still to be created are skipped.
            let created = Set(plan.foldersToCreate)
            diagnostics += OutputWriter().check(mirror.file.map { [$0] } ?? [])
            diagnostics += OutputWriter().check((c?.files ?? []).filter { !created.contains(($0.path as NSString).deletingLastPathComponent) || FileManager.default.fileExists(atPath: $0.path) })
        }
        plan.diagnostics = sorted(diagnostics)
        if plan.hasErrors { plan.files = [] }
        return plan
    }

    /// `--exclude` names that name no protocol or class of the inputs: a typo would otherwise
    /// silently mock the type it meant to leave out.
    private static func unmatchedExclusions(_ excluded: Set<String>, models: [SourceFileModel]) -> [Diagnostic] {
        guard !excluded.isEmpty else { return [] }
        return unmatchedExclusions(excluded, candidates: MockableTypeFinder(models: models).candidates)
    }

    static func unmatchedExclusions(_ excluded: Set<String>, candidates: [TypeCandidate]) -> [Diagnostic] {
        guard !excluded.isEmpty else { return [] }
        var names: Set<String> = []
        for candidate in candidates {
            names.insert(candidate.qualifiedName)
            names.insert(candidate.declaration.name)
        }
        return excluded.subtracting(names).sorted().map { .option(.warning, "--exclude \($0): no protocol or class of that name among the inputs") }
    }

    /// `--dependency` sources: parsed like inputs, but a problem in them only weakens what is
    /// known about inherited members, so it is a warning, never an error.
    private static func parseDependencies(_ request: GenerationRequest, excluding inputs: Set<String>, diagnostics: inout [Diagnostic],
                                          fingerprints: inout [String: FileFingerprint]) -> [SourceFileModel] {
        guard !request.dependencies.isEmpty else { return [] }
        let expansion = InputExpander.expand(request.dependencies, glob: request.expandGlobs)
        diagnostics += expansion.diagnostics.map(\.asWarning)
        var models: [SourceFileModel] = []
        let files = expansion.files.filter { !inputs.contains($0) }
        for (path, result) in zip(files, ParallelParser.parse(files, fingerprints: request.fingerprintsInputs)) {
            switch result {
            case .parsed(let model, _, let fingerprint):
                models.append(model)
                if let fingerprint { fingerprints[path] = fingerprint }
                diagnostics += model.diagnostics.filter { $0.severity == .error }.map(\.asWarning)
            case .unreadable(let diagnostic):
                diagnostics.append(diagnostic.asWarning)
            case .generatedByMockgen:
                break
            }
        }
        return models
    }

    /// The two ways a run has nothing to make mocks from, as an error: no Swift file (or C
    /// module) was listed, or every file listed is mockgen's own output (generating would
    /// replace the mocks with an empty file).
    static func nothingToRead(_ request: GenerationRequest, listedNone: Bool, readNone: Bool, generatedInputs: [String]) -> Diagnostic? {
        if listedNone, let first = request.inputs.first {
            return .error("no Swift files to generate mocks from", at: SourceLocation(path: first, line: 1, column: 1))
        }
        if readNone, let generated = generatedInputs.first {
            return .error("this file was generated by mockgen, and generated files are never read as inputs; give the sources the mocks are generated from", at: SourceLocation(path: generated, line: 1, column: 1))
        }
        return nil
    }

    /// Whether each output may be written where it goes (`OutputWriter.check`).
    static func checkOutputs(_ outputs: [OutputWriter.PlannedFile], layout: OutputLayout) -> [Diagnostic] {
        if case .folder(_, exists: false) = layout {
            // Nothing can be in the way inside a folder that does not exist yet.
            return []
        }
        return OutputWriter().check(outputs)
    }

    private static func generate(models: [SourceFileModel], dependencies: [SourceFileModel], layout: OutputLayout, request: GenerationRequest, diagnostics: inout [Diagnostic]) -> [(path: String, output: GeneratedOutput)] {
        let dependencyPaths = Set(dependencies.map(\.path))
        let inputPaths: Set<String>? = dependencies.isEmpty ? nil : Set(models.map(\.path))
        switch layout {
        case .singleFile(let path):
            let output = MockGenerator.generate(models: models + dependencies, for: inputPaths, dependencies: dependencyPaths, options: request.options)
            diagnostics += output.diagnostics
            return [(path, output)]
        case .folder(let folder, _):
            let paths = models.map { DirectoryListing.join(folder, OutputLayout.fileName(forInput: $0.path, prefix: request.filePrefix)) }
            let clashes = collisions(inputs: models.map(\.path), outputs: paths)
            guard clashes.isEmpty else {
                diagnostics += clashes
                return []
            }
            // One resolution for every file: each type's mock goes to its input's file.
            let generated = MockGenerator.generateFiles(models: models + dependencies, inputs: models.map(\.path), dependencies: dependencyPaths, options: request.options)
            diagnostics += generated.diagnostics
            return Array(zip(paths, generated.outputs)).map { (path: $0.0, output: $0.1) }
        }
    }

    /// In folder mode, inputs with the same file name (`A/Model.swift`, `B/Model.swift`) would
    /// share one output file.
    static func collisions(inputs: [String], outputs: [String]) -> [Diagnostic] {
        var firstInput: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        for (input, output) in zip(inputs, outputs) {
            if let earlier = firstInput[output] {
                diagnostics.append(.error("'\(earlier)' and this file would both be written to '\(output)'; with a folder as --output, input file names must be unique (rename one, or run mockgen once per folder)", at: SourceLocation(path: input, line: 1, column: 1)))
            } else {
                firstInput[output] = input
            }
        }
        return diagnostics
    }

    /// By location; diagnostics at the same location keep the order they were reported in.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}
