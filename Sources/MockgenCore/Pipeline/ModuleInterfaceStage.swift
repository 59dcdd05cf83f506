/// `--mirror` of system types and binary modules: the API of the modules the types are declared
/// in, read without their sources (`ModuleInterfaces`) and parsed like `--dependency` sources,
/// for the mirror stage only. Runs only when asked (`--mirror-module`) or when a `--mirror`
/// name is declared by no input, and then reads Foundation's modules.
enum ModuleInterfaceStage {
    struct Outcome: StageOutcome {
        /// The interfaces, parsed (never mocked themselves).
        var interfaces: [SourceFileModel] = []
        /// The module each interface model is the API of, by the model's path.
        var modules: [String: String] = [:]
        /// The modules asked for (`--mirror-module`, or Foundation), which the mirror file imports.
        var requested: [String] = []
        /// Modules an `import` of `requested` already makes visible (Foundation's
        /// FoundationEssentials): importing them again would make their names ambiguous.
        var visibleThroughRequested: Set<String> = []
        var diagnostics: [Diagnostic] = []
    }

    /// - Parameter found: the inputs and `--dependency` sources, where a mirrored type may be.
    static func read(_ request: GenerationRequest, found: [SourceFileModel]) -> Outcome {
        var outcome = Outcome()
        guard !request.mirroredNames.isEmpty else { return outcome }
        let requested = !request.mirrorModules.isEmpty
        if !requested {
            let declared = ReplacementSelection(models: found, names: request.mirroredNames, paths: nil, mode: .protocolMirror)
            guard !declared.unmatchedNames.isEmpty else { return outcome }
        }
        let (interfaces, diagnostics) = ModuleInterfaces().read(requested ? request.mirrorModules : ModuleInterfaces.defaultModules, optional: !requested)
        outcome.diagnostics = diagnostics
        outcome.requested = requested ? request.mirrorModules : ["Foundation"]
        var importsByModule: [String: [String]] = [:]
        for interface in interfaces {
            // Not the user's files: what the parser could not read of them is not theirs to fix.
            var model = DeclarationParser.parse(interface.text, path: interface.origin)
            model.diagnostics = []
            importsByModule[interface.module] = model.declarations.compactMap { declaration in
                guard case .import(let decl) = declaration else { return nil }
                return decl.path.split(separator: ".").first.map(String.init)
            }
            outcome.interfaces.append(model)
            outcome.modules[interface.origin] = interface.module
        }
        var pending = outcome.requested
        while let module = pending.popLast() {
            for imported in importsByModule[module] ?? [] where outcome.visibleThroughRequested.insert(imported).inserted {
                pending.append(imported)
            }
        }
        return outcome
    }
}
