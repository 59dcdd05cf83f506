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
        let layout = OutputLayout(output: request.output)
        let expansion = InputExpander.expand(request.inputs, glob: request.expandGlobs)
        var diagnostics = expansion.diagnostics

        var models: [SourceFileModel] = []
        var inputBytes = 0
        for result in ParallelParser.parse(expansion.files) {
            switch result {
            case .parsed(let model, let byteCount):
                models.append(model)
                diagnostics += model.diagnostics
                inputBytes += byteCount
            case .unreadable(let diagnostic):
                diagnostics.append(diagnostic)
            case .generatedByMockgen:
                break
            }
        }
        if expansion.files.isEmpty, let first = request.inputs.first {
            diagnostics.append(.error("no Swift files to generate mocks from", at: SourceLocation(path: first, line: 1, column: 1)))
        }
        let dependencies = parseDependencies(request, excluding: Set(expansion.files), diagnostics: &diagnostics)
        var plan = GenerationPlan(layout: layout, models: models, files: [], diagnostics: [], mockCount: 0, inputBytes: inputBytes)
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            plan.diagnostics = sorted(diagnostics)
            return plan
        }

        let outputs = generate(models: models, dependencies: dependencies, layout: layout, request: request, diagnostics: &diagnostics)
        plan.mockCount = outputs.reduce(0) { $0 + $1.output.mockedTypes.count }
        plan.files = outputs.map { OutputWriter.PlannedFile(path: $0.path, content: $0.output.content) }
        if !diagnostics.contains(where: { $0.severity == .error }) {
            if case .folder(_, exists: false) = layout {
                // Nothing can be in the way inside a folder that does not exist yet.
            } else {
                diagnostics += OutputWriter().check(plan.files)
            }
        }
        plan.diagnostics = sorted(diagnostics)
        if plan.hasErrors { plan.files = [] }
        return plan
    }

    /// `--dependency` sources: parsed like inputs, but a problem in them only weakens what is
    /// known about inherited members, so it is a warning, never an error.
    private static func parseDependencies(_ request: GenerationRequest, excluding inputs: Set<String>, diagnostics: inout [Diagnostic]) -> [SourceFileModel] {
        guard !request.dependencies.isEmpty else { return [] }
        let expansion = InputExpander.expand(request.dependencies, glob: request.expandGlobs)
        diagnostics += expansion.diagnostics.map(\.asWarning)
        var models: [SourceFileModel] = []
        for result in ParallelParser.parse(expansion.files.filter { !inputs.contains($0) }) {
            switch result {
            case .parsed(let model, _):
                models.append(model)
                diagnostics += model.diagnostics.filter { $0.severity == .error }.map(\.asWarning)
            case .unreadable(let diagnostic):
                diagnostics.append(diagnostic.asWarning)
            case .generatedByMockgen:
                break
            }
        }
        return models
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
            let outputs = ParallelMap.map(count: models.count) { index in
                MockGenerator.generate(models: models + dependencies, for: [models[index].path], dependencies: dependencyPaths, options: request.options)
            }
            // The same input problem can be reported by several per-file runs; say it once.
            var seen: Set<Diagnostic> = []
            for output in outputs {
                for diagnostic in output.diagnostics where seen.insert(diagnostic).inserted {
                    diagnostics.append(diagnostic)
                }
            }
            return Array(zip(paths, outputs)).map { (path: $0.0, output: $0.1) }
        }
    }

    /// In folder mode, inputs with the same file name (`A/Model.swift`, `B/Model.swift`) would
    /// share one output file.
    private static func collisions(inputs: [String], outputs: [String]) -> [Diagnostic] {
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
