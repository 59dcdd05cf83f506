/// `--dependency` sources: parsed like inputs, followed for inheritance and never mocked. A
/// problem in them only weakens what is known about inherited members, so it is a warning,
/// never an error.
enum DependencyStage {
    struct Outcome: StageOutcome {
        /// Read for resolution only: not among the models to mock.
        var dependencies: [SourceFileModel] = []
        var fingerprints = InputFingerprints()
        var diagnostics: [Diagnostic] = []
    }

    /// - Parameter inputs: files listed as inputs too, which are read as inputs only.
    static func read(_ request: GenerationRequest, excluding inputs: Set<String>) -> Outcome {
        var outcome = Outcome()
        guard !request.dependencies.isEmpty else { return outcome }
        let expansion = InputExpander.expand(request.dependencies, glob: request.expandGlobs)
        outcome.diagnostics += expansion.diagnostics.map(\.asWarning)
        let files = expansion.files.filter { !inputs.contains($0) }
        for (path, result) in zip(files, ParallelParser.parse(files, fingerprints: request.fingerprintsInputs)) {
            switch result {
            case .parsed(let model, _, let fingerprint):
                outcome.dependencies.append(model)
                if let fingerprint { outcome.fingerprints[path] = fingerprint }
                outcome.diagnostics += model.diagnostics.filter { $0.severity == .error }.map(\.asWarning)
            case .unreadable(let diagnostic):
                outcome.diagnostics.append(diagnostic.asWarning)
            case .generatedByMockgen:
                break
            }
        }
        return outcome
    }
}
