/// Resolve and emit: the mocks of every model the stages before provided, in one file or in one
/// file per input (`--output DIR/`). In one pass from the models; in two, from pass 1's index,
/// a chunk of inputs at a time (`TwoPassGeneration`). The same outputs either way.
enum MockStage {
    struct Outcome: StageOutcome {
        /// The mocks' files, in the order of the inputs.
        var files: [OutputWriter.PlannedFile] = []
        var diagnostics: [Diagnostic] = []
        var mockCount = 0
    }

    /// - Parameters:
    ///   - models: the models to mock: the Swift inputs' (in one pass) and those later stages provided.
    ///   - dependencies: `--dependency` sources, followed for inheritance only.
    ///   - replacements: the types `--replace` names, found once for the run.
    ///   - sections: declarations that go after the mocks of the input at `path` (a C module's
    ///     facade and seam), in whichever file holds them.
    ///   - inputsFinder: `models` folded as they were parsed (`SwiftSourceStage.Outcome.inputsFinder`),
    ///     when they are the Swift inputs alone.
    static func run(_ request: GenerationRequest, layout: OutputLayout, sources: SwiftSourceStage.Outcome, models: [SourceFileModel], dependencies: [SourceFileModel],
                    replacements: ReplacementSelection?, sections: (path: String, declarations: [[CodeDeclaration]])?, inputsFinder: MockableTypeFinder? = nil) -> Outcome {
        var outcome = Outcome()
        let inputs: [String]
        if case .index(let index, _) = sources.sources { inputs = index.paths } else { inputs = models.map(\.path) }
        let paths: [String]
        switch layout {
        case .singleFile(let path):
            paths = [path]
        case .folder(let folder, _):
            paths = inputs.map { FilePaths.join(folder, OutputLayout.fileName(forInput: $0, prefix: request.filePrefix)) }
            outcome.diagnostics = collisions(inputs: inputs, outputs: paths)
            guard outcome.diagnostics.isEmpty else { return outcome }
        }
        var outputs: [GeneratedOutput]
        switch sources.sources {
        case .index(let index, let cache):
            let generated = TwoPassGeneration.generate(index, perFile: layout.isFolder, options: request.options, cache: cache, spools: request.spoolsOutput)
            outcome.diagnostics += generated.diagnostics
            outputs = generated.outputs
        case .models:
            let dependencyPaths = Set(dependencies.map(\.path))
            if layout.isFolder {
                // One resolution for every file: each type's mock goes to its input's file.
                let generated = MockGenerator.generateFiles(models: models + dependencies, inputs: inputs, dependencies: dependencyPaths, options: request.options,
                                                            replacements: replacements, inputsFinder: inputsFinder)
                outcome.diagnostics += generated.diagnostics
                outputs = generated.outputs
            } else {
                let output = MockGenerator.generate(models: models + dependencies, for: dependencies.isEmpty ? nil : Set(inputs), dependencies: dependencyPaths,
                                                    options: request.options, replacements: replacements, inputsFinder: inputsFinder)
                outcome.diagnostics += output.diagnostics
                outputs = [output]
            }
        }
        if let sections, let file = layout.isFolder ? inputs.firstIndex(of: sections.path) : 0, outputs.indices.contains(file) {
            for declarations in sections.declarations { outputs[file].text = outputs[file].text.appending(declarations) }
        }
        outcome.mockCount = outputs.reduce(0) { $0 + $1.mockedTypes.count }
        outcome.files = zip(paths, outputs).map { OutputWriter.PlannedFile(path: $0.0, text: $0.1.text) }
        return outcome
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
}
