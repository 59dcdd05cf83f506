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

    /// - Parameters:
    ///   - models: where the types are looked for (inputs and `--dependency` sources).
    ///   - interfaces: the API of modules without sources (`--mirror-module`, or Foundation's).
    ///   - excluded: `--mirror-exclude`'s members.
    static func run(names: Set<String>, output: String?, models: [SourceFileModel], interfaces: ModuleInterfaceStage.Outcome = ModuleInterfaceStage.Outcome(),
                    excluded: Set<String> = [], options: GeneratorOptions) -> Outcome {
        var outcome = Outcome()
        guard !names.isEmpty else { return outcome }
        guard let output else {
            outcome.diagnostics.append(.option(.error, "--mirror needs --mirror-output: the file of the code under test the protocols go to"))
            return outcome
        }
        let selection = ReplacementSelection(models: models + interfaces.interfaces, names: names, paths: nil, mode: .protocolMirror, excludedMembers: excluded)
        outcome.diagnostics += selection.findings.compactMap { $0.diagnostic(notes: options.debug) }
        // Asked for and not found: nothing the user counted on is written (exit status 1).
        let searched = interfaces.modules.isEmpty ? "among the inputs" : "among the inputs and the API of " + Set(interfaces.modules.values).sorted().joined(separator: ", ")
        outcome.diagnostics += selection.unmatchedNames.map { .option(.error, "--mirror \($0): no struct, class, enum or actor of that name \(searched)") }
        outcome.diagnostics += selection.unusedExclusions.map { .option(.warning, "--mirror-exclude \($0): no member of that name was mirrored (write Type.member or Type.member(label:))") }
        guard !selection.mirrors.isEmpty else { return outcome }
        // The mirror file imports what the types' own files import (their members' types come
        // from there); a type of a module read without sources, the modules declaring it or its
        // members instead (the interface's own imports are that module's business: Glibc…).
        let typePaths = Set(selection.mirrors.map(\.candidate.path))
        var imports: [String] = []
        for model in models where typePaths.contains(model.path) {
            for case .import(let declaration) in model.declarations where !imports.contains(declaration.path) { imports.append(declaration.path) }
        }
        let declaring = Self.declaringModules(of: selection.mirrors.map(\.candidate.qualifiedName), in: interfaces)
        // The modules asked for are imported as they are; the parts they were found split into
        // (FoundationEssentials, FoundationNetworking) only where they exist: not on macOS.
        imports += interfaces.requested.filter { !imports.contains($0) }
        let conditional = declaring.filter { !imports.contains($0) && !interfaces.visibleThroughRequested.contains($0) }
        imports += options.imports.filter { !imports.contains($0) }
        let location = SourceLocation(path: output, line: 1, column: 1)
        let protocols = selection.mirrors.map(\.candidate.declaration)
        let conditionalImports: [Declaration] = conditional.map { module in
            .ifConfig(IfConfigDeclaration(clauses: [.init(kind: .if, condition: "canImport(\(module))", declarations: [.import(ImportDeclaration(path: module, location: location))])],
                                          location: location))
        }
        outcome.models = [SourceFileModel(path: output, declarations: imports.map { .import(ImportDeclaration(path: $0, location: location)) }
            + conditionalImports + protocols.map { .type($0) })]
        let emitter = MirrorProtocolEmitter(mirrors: selection.mirrors.map { ($0.candidate.declaration, $0.candidate.qualifiedName) }, imports: imports,
                                            conditionalImports: conditional)
        outcome.files = [OutputWriter.PlannedFile(path: output, text: GeneratedText(markedDeclarations: emitter.declarations()))]
        return outcome
    }

    /// The modules among `interfaces` that declare or extend one of `names`, sorted.
    private static func declaringModules(of names: [String], in interfaces: ModuleInterfaceStage.Outcome) -> [String] {
        let wanted = Set(names)
        var modules: Set<String> = []
        for model in interfaces.interfaces {
            guard let module = interfaces.modules[model.path] else { continue }
            if model.declarations.contains(where: { declaration in
                guard case .type(let type) = declaration else { return false }
                return wanted.contains(type.name)
            }) { modules.insert(module) }
        }
        return modules.sorted()
    }
}
