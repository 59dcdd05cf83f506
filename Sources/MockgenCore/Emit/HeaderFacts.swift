/// What a generated file's header needs to know of the mocks below it, gathered the same way
/// whether the mocks were resolved at once (`MockGenerator`) or a chunk at a time and kept as
/// text (`FileMocks`, in a two-pass run).
struct HeaderFacts: Sendable, Equatable {
    /// Files declaring a type that got a `public` mock (or one of its ancestors).
    private(set) var publicMockPaths: Set<String> = []
    /// `@_spi` groups the mocks' declarations use.
    private(set) var spiGroups: Set<String> = []
    /// `@_private(sourceFile:) import` lines replaced designated initializers need, as
    /// module and file name (`--replace` runs only: never a two-pass run's `FileMocks`).
    private(set) var privateImports: Set<PrivateImport> = []

    struct PrivateImport: Hashable, Sendable, Comparable {
        var module: String
        var file: String

        static func < (lhs: Self, rhs: Self) -> Bool { (lhs.module, lhs.file) < (rhs.module, rhs.file) }
    }

    init() {}

    /// The facts as they were recorded (`RecordedHeader`).
    init(publicMockPaths: Set<String>, spiGroups: Set<String>, privateImports: Set<PrivateImport>) {
        self.publicMockPaths = publicMockPaths
        self.spiGroups = spiGroups
        self.privateImports = privateImports
    }

    init(types: [ResolvedType]) {
        publicMockPaths = Set(Self.publicMockPaths(of: types))
        spiGroups = Set(Self.spiGroups(of: types))
        privateImports = Set(types.compactMap { type in
            guard let replaced = type.replaced, let file = replaced.privateImportFile, let module = replaced.privateImportModule else { return nil }
            return PrivateImport(module: module, file: file)
        })
    }

    static func publicMockPaths(of types: [ResolvedType]) -> [String] {
        types.filter { $0.accessLevel == .public }.flatMap(\.declarationPaths)
    }

    static func spiGroups(of types: [ResolvedType]) -> [String] {
        types.flatMap(\.spiGroups)
    }

    mutating func add(_ mocks: FileMocks) {
        publicMockPaths.formUnion(mocks.publicMockPaths)
        spiGroups.formUnion(mocks.spiGroups)
    }

    /// - Parameters:
    ///   - models: the inputs whose mocks the file holds (their imports are repeated).
    ///   - ancestorModels: `--dependency` files declaring ancestors of the mocked types.
    ///   - fileNames: the input file names to list, when `models` do not carry them.
    func header(options: HeaderOptions, models: [SourceFileModel], ancestorModels: [SourceFileModel] = [], fileNames: Set<String>? = nil) -> [CodeDeclaration] {
        emitter(options: options, models: models, ancestorModels: ancestorModels, fileNames: fileNames).declarations()
    }

    /// The header of inputs `gathered` already (`gather(options:models:fileNames:)`).
    func header(options: HeaderOptions, gathered: HeaderEmitter.Gathered) -> [CodeDeclaration] {
        emitter(options: options, models: [], ancestorModels: [], fileNames: nil).declarations(gathered: gathered)
    }

    /// What a header of these inputs reads of them, whatever the mocks turn out to be: made on
    /// the calling thread, before the mocks are.
    static func gather(options: HeaderOptions, models: [SourceFileModel], fileNames: Set<String>? = nil) -> HeaderEmitter.Gathered {
        HeaderFacts().emitter(options: options, models: models, ancestorModels: [], fileNames: fileNames).gather()
    }

    private func emitter(options: HeaderOptions, models: [SourceFileModel], ancestorModels: [SourceFileModel], fileNames: Set<String>?) -> HeaderEmitter {
        var emitter = HeaderEmitter(options: options, models: models, ancestorModels: ancestorModels, publicMockPaths: publicMockPaths, spiGroups: spiGroups.sorted(),
                                    privateImports: privateImports.sorted())
        emitter.fileNames = fileNames
        return emitter
    }
}
