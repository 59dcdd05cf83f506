/// Resolve + emit: parsed files in, the content of one `GeneratedMocks.swift` out.
public enum MockGenerator {
    /// - Parameters:
    ///   - models: every parsed input; all of them are used to resolve inheritance.
    ///   - paths: the inputs whose protocols and classes get mocks in this output (`nil`: all).
    ///     For one output per input (`mockgen generate --output DIR/`) see `generateFiles`.
    ///   - dependencies: paths among `models` that are `--dependency` sources: followed for
    ///     inheritance, never mocked, and ranked below the inputs when names clash.
    /// - Returns: byte-identical output for the same inputs, whatever their order.
    public static func generate(models: [SourceFileModel], for paths: Set<String>? = nil, dependencies: Set<String> = [], options: GeneratorOptions) -> GeneratedOutput {
        generate(models: models, for: paths, dependencies: dependencies, options: options, replacements: nil)
    }

    /// - Parameter replacements: the types `--replace` names, when the caller found them already
    ///   (from the same models and paths); found here otherwise.

    /// - Parameter inputsFinder: see `MockResolver.resolve`.
    static func generate(models: [SourceFileModel], for paths: Set<String>?, dependencies: Set<String>, options: GeneratorOptions, replacements: ReplacementSelection?,
                         inputsFinder: MockableTypeFinder? = nil) -> GeneratedOutput {
        let emitted = models.filter { paths?.contains($0.path) ?? true }.sorted { $0.path < $1.path }
        // What the header reads of the inputs alone (their file names and imports) beside the
        // resolution: after it, the header was a serial stretch of a medium corpus's run. With
        // dependencies the header also reads those declaring the mocks' ancestors: after.
        let (resolution, gathered) = ParallelMap.both({
            MockResolver.resolve(models: models, for: paths, dependencies: dependencies, options: options.resolve, replacements: replacements, inputsFinder: inputsFinder)
        }, { dependencies.isEmpty ? HeaderFacts.gather(options: options.header, models: emitted) : nil })
        var output = file(types: resolution.types, inputs: emitted, models: models, dependencies: dependencies, options: options, gathered: gathered)
        output.diagnostics = resolution.diagnostics
        return output
    }

    /// One output per input, as `mockgen generate --output DIR/` writes them, from one
    /// resolution of all the inputs (a type's mock goes to the file of the input declaring it).
    /// - Returns: the outputs in the order of `inputs`, and the resolver's diagnostics.
    public static func generateFiles(models: [SourceFileModel], inputs: [String], dependencies: Set<String> = [], options: GeneratorOptions) -> (outputs: [GeneratedOutput], diagnostics: [Diagnostic]) {
        generateFiles(models: models, inputs: inputs, dependencies: dependencies, options: options, replacements: nil)
    }

    static func generateFiles(models: [SourceFileModel], inputs: [String], dependencies: Set<String>, options: GeneratorOptions,
                              replacements: ReplacementSelection?, inputsFinder: MockableTypeFinder? = nil) -> (outputs: [GeneratedOutput], diagnostics: [Diagnostic]) {
        let resolution = MockResolver.resolve(models: models, for: Set(inputs), dependencies: dependencies, options: options.resolve, replacements: replacements,
                                              inputsFinder: inputsFinder)
        let modelsByPath = Dictionary(models.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let outputs = ParallelMap.map(count: inputs.count) { index in
            let path = inputs[index]
            return file(types: resolution.shares(of: path), inputs: modelsByPath[path].map { [$0] } ?? [], models: models, dependencies: dependencies, options: options)
        }
        return (outputs, resolution.diagnostics)
    }

    /// The header for `inputs` (and the `--dependency` files declaring ancestors of `types`),
    /// then the mocks of `types`, emitted when the text is read.
    private static func file(types: [ResolvedType], inputs: [SourceFileModel], models: [SourceFileModel], dependencies: Set<String>, options: GeneratorOptions,
                             gathered: HeaderEmitter.Gathered? = nil) -> GeneratedOutput {
        var types = types
        if !options.numericTypeAliases.isEmpty {
            for index in types.indices { types[index].numericTypeAliases = options.numericTypeAliases }
        }
        let emitted = inputs.sorted { $0.path < $1.path }
        let ancestorFiles = Set(types.flatMap(\.declarationPaths))
        let ancestorModels = models.filter { dependencies.contains($0.path) && ancestorFiles.contains($0.path) }.sorted { $0.path < $1.path }
        let header = gathered.map { HeaderFacts(types: types).header(options: options.header, gathered: $0) }
            ?? HeaderFacts(types: types).header(options: options.header, models: emitted, ancestorModels: ancestorModels)
        return GeneratedOutput(text: GeneratedText(header: header, types: types, debug: options.debug),
                               diagnostics: [], mockedTypes: types.map(\.qualifiedName))
    }
}
