import Foundation

/// The C half of `GenerationPipeline.plan`: reads the module through libclang, decides its
/// facade, and hands back the protocol to mock (as if it were a parsed Swift file), the facade's
/// and link seam's files, and what was skipped and why. Nothing is written here.
enum CStage {
    struct Outcome: StageOutcome {
        /// The facade's protocol, for the resolver; none when reading failed.
        var models: [SourceFileModel] = []
        /// Declarations that go after the mocks in the mocks' file (the facade without
        /// `--c-facade-output`, the seam's Swift routing with `--c-seam-output`), each set
        /// after a blank line.
        var mocksFileSections: [[CodeDeclaration]] = []
        /// The facade's own file and the seam's C target files.
        var files: [OutputWriter.PlannedFile] = []
        /// The seam's C target folder and its `include` folder.
        var foldersToCreate: [String] = []
        var diagnostics: [Diagnostic] = []
        /// Every function the module declares: `--exclude` may name them.
        var functionNames: Set<String> = []
        /// The facade's typedefs of fixed-width numbers, whose parameters take literals.
        var numericTypeAliases: Set<String> = []
    }

    /// `excluded`: `--exclude` names; those of C functions leave them out of the facade.
    static func run(_ inputs: CInputs, excluding excluded: Set<String> = []) -> Outcome {
        var outcome = Outcome()
        guard let request = request(for: inputs, diagnostics: &outcome.diagnostics) else { return outcome }
        let read = CHeaderReader.read(request, locator: LibClangLocator(explicitPath: inputs.libclang))
        outcome.diagnostics += read.diagnostics
        guard let module = read.module else { return outcome }
        outcome.functionNames = Set(module.functions.map(\.name))
        let kept = module.functions.map(\.name).filter { !excluded.contains($0) }
        let undefined = LinkedLibraryCheck.undefined(kept, linkedLibraries: module.linkedLibraries)
        let facade = CFacade(module: module, excluding: excluded, skippingUndefined: inputs.skipsUndefined ? undefined : nil,
                             includingVariadics: inputs.seamOutput != nil)
        outcome.diagnostics += facade.skipped.map { .warning("cannot mock \($0.name): \($0.reason)", at: $0.location) }
        if let undefined, !inputs.skipsUndefined { outcome.diagnostics += unlinkable(facade, undefined) }
        // The facade's protocol reads as if declared in the facade's file (or the module's name).
        outcome.numericTypeAliases = facade.numericTypeAliases
        outcome.models = [facade.sourceModel(path: inputs.facadeOutput ?? module.name + ".h")]
        let facadeDeclarations = CFacadeEmitter(facade: facade).declarations()
        // The module's enums, `Equatable` as imported, become `Matchable` where the mocks are
        // used. Module-qualified names say the conformance is retroactive (SE-0364) without
        // `@retroactive`, which is an error when both modules are of the same package.
        if !facade.enumTypeNames.isEmpty {
            outcome.mocksFileSections.append(facade.enumTypeNames.map {
                .extension(name: facade.moduleName + "." + $0, conformances: ["MockRuntime.Matchable", "MockRuntime.OptionalMatchable"], members: [])
            })
        }
        if let facadeOutput = inputs.facadeOutput {
            outcome.files.append(OutputWriter.PlannedFile(path: facadeOutput, text: GeneratedText(markedDeclarations: facadeDeclarations)))
        } else {
            outcome.mocksFileSections.append(facadeDeclarations)
        }
        if let folder = inputs.seamOutput {
            let seam = CLinkSeamEmitter(facade: facade)
            outcome.mocksFileSections.append(seam.swiftDeclarations())
            outcome.diagnostics += facade.functions.filter { CLinkSeamEmitter.takesVaList($0) && $0.cSpelling == nil }.map {
                .warning("no link seam for \($0.name): it takes a va_list, which a Swift function called from C cannot receive; its mock works through the facade", at: $0.location)
            }
            outcome.diagnostics += facade.functions.filter(CLinkSeamEmitter.neverReturns).map {
                .warning("no link seam for \($0.name): it is declared `noreturn`, and its C callers rely on it not coming back, which a mock's answer would; its mock works through the facade (returning `Never`, as Swift imports it)", at: $0.location)
            }
            outcome.diagnostics += facade.functions.filter { !$0.hasPrototype }.map {
                .warning("no link seam for \($0.name): it is declared without a prototype (`()`), so C callers may pass arguments a wrapper cannot forward; its mock works through the facade (as Swift imports it, taking nothing)", at: $0.location)
            }
            outcome.foldersToCreate = [folder, FilePaths.join(folder, "include")]
            outcome.files += [
                OutputWriter.PlannedFile(path: FilePaths.join(folder, "include/\(seam.seamName).h"), content: seam.cHeader()),
                // A C target needs a source file: empty (saying why) but for variadic functions' wrappers.
                OutputWriter.PlannedFile(path: FilePaths.join(folder, "\(seam.seamName).c"), content: seam.cSource()),
                // One linker flag per line and nothing else: a linker response file
                // (`-Xlinker @wrap.flags`), or the list for the test target's manifest.
                OutputWriter.PlannedFile(path: FilePaths.join(folder, "wrap.flags"), text: GeneratedText(seam.linkerFlags()), isLinkerFlags: true),
            ]
        }
        return outcome
    }

    /// A warning for each forwarded function the linked libraries lack, and one note with the
    /// `--exclude` list that leaves them all out.
    private static func unlinkable(_ facade: CFacade, _ undefined: CUndefinedFunctions) -> [Diagnostic] {
        let missing = facade.functions.filter { undefined.names.contains($0.name) }
        guard !missing.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = missing.map {
            .warning("\($0.name) is declared but \(undefined.librariesText) on this machine does not define it: a binary using \(facade.liveName) will not link; leave it out with --exclude or --c-skip-undefined", at: $0.location)
        }
        let list = missing.map(\.name).joined(separator: ",")
        diagnostics.append(.option(.note, "\(missing.count) function\(missing.count == 1 ? "" : "s") of \(facade.moduleName) undefined in \(undefined.librariesText): --exclude \(list)"))
        return diagnostics
    }

    /// The reader's request: a module (by name, or with its module map) or the `.h` inputs.
    private static func request(for inputs: CInputs, diagnostics: inout [Diagnostic]) -> CHeaderRequest? {
        if let map = inputs.moduleMap {
            guard let name = inputs.moduleName else {
                diagnostics.append(.option(.error, "--c-module-map needs --c-module to say which of its modules to read"))
                return nil
            }
            return CHeaderRequest(.moduleMap(path: map, module: name), compilerArguments: inputs.clangArguments)
        }
        if !inputs.headers.isEmpty {
            return CHeaderRequest(.headers(inputs.headers), moduleName: inputs.moduleName, compilerArguments: inputs.clangArguments)
        }
        if let name = inputs.moduleName {
            return CHeaderRequest(.module(name), compilerArguments: inputs.clangArguments)
        }
        return nil
    }
}
