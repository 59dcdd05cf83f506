/// `--mirror`: for types whose module cannot be rebuilt with dynamic replacement (a binary
/// dependency, a release build), a protocol mirroring each type's API (`ClockProtocol`) and the
/// type's conformance to it, written to the `--mirror-output` file of the code under test; the
/// protocol is then mocked like a parsed input (`MockClockProtocol`). Nothing is written here.
enum MirrorStage {
    struct Outcome: StageOutcome {
        /// The protocols, for the resolver, as if declared in the mirror file.
        var models: [SourceFileModel] = []
        /// The mirror file.
        var files: [OutputWriter.PlannedFile] = []
        var diagnostics: [Diagnostic] = []
    }

    /// - Parameter models: where the types are looked for (inputs and `--dependency` sources).
    static func run(names: Set<String>, output: String?, models: [SourceFileModel], options: GeneratorOptions) -> Outcome {
        var outcome = Outcome()
        guard !names.isEmpty else { return outcome }
        guard let output else {
            outcome.diagnostics.append(.option(.error, "--mirror needs --mirror-output: the file of the code under test the protocols go to"))
            return outcome
        }
        let selection = ReplacementSelection(models: models, names: names, paths: nil, mode: .protocolMirror)
        outcome.diagnostics += selection.findings.compactMap { $0.diagnostic(notes: options.debug) }
        // Asked for and not found: nothing the user counted on is written (exit status 1).
        outcome.diagnostics += selection.unmatchedNames.map { .option(.error, "--mirror \($0): no struct, class, enum or actor of that name among the inputs") }
        guard !selection.mirrors.isEmpty else { return outcome }
        // The mirror file imports what the types' own files import (their members' types come from there).
        let typePaths = Set(selection.mirrors.map(\.candidate.path))
        var imports: [String] = []
        for model in models where typePaths.contains(model.path) {
            for case .import(let declaration) in model.declarations where !imports.contains(declaration.path) { imports.append(declaration.path) }
        }
        imports += options.imports.filter { !imports.contains($0) }
        let location = SourceLocation(path: output, line: 1, column: 1)
        let protocols = selection.mirrors.map(\.candidate.declaration)
        outcome.models = [SourceFileModel(path: output, declarations: imports.map { .import(ImportDeclaration(path: $0, location: location)) }
            + protocols.map { .type($0) })]
        let emitter = MirrorProtocolEmitter(mirrors: selection.mirrors.map { ($0.candidate.declaration, $0.candidate.qualifiedName) }, imports: imports)
        outcome.files = [OutputWriter.PlannedFile(path: output, text: GeneratedText(markedDeclarations: emitter.declarations()))]
        return outcome
    }
}
