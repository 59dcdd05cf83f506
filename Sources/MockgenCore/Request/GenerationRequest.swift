/// Everything `mockgen generate` was asked to do, independent of how it was asked (command line
/// or a test).
public struct GenerationRequest: Sendable, Equatable {
    /// Files, folders (searched recursively) and, with `expandGlobs`, patterns.
    public var inputs: [String]
    /// `--dependency`: sources of modules the inputs depend on (files, folders, patterns with
    /// `expandGlobs`). Their protocols and classes are followed for inheritance but get no mocks.
    public var dependencies: [String]
    /// When a mock refines a protocol no source given declares and `dependencies` is empty, look
    /// for the sources of the modules the inputs import in the SwiftPM package they are in
    /// (`PackageDependencies`) and plan again with them. The command line's default.
    public var discoversPackageDependencies = false
    /// A file (all mocks in one file) or a folder (one file per input); see `OutputLayout`.
    public var output: String
    /// In folder mode, output files are named `<filePrefix><InputName>.swift`.
    public var filePrefix: String
    /// `--glob`: expand `*`, `?`, `**` and `[…]` in `inputs`.
    public var expandGlobs: Bool
    public var options: GeneratorOptions
    /// C headers or a Clang module to mock the functions of (through libclang).
    public var c: CInputs
    /// `--mirror`: types to mirror as protocols (`MirrorStage`), written to `mirrorOutput`.
    public var mirroredNames: Set<String> = []
    public var mirrorOutput: String?
    /// `--mirror-module`: modules whose API the mirrored types are looked for in
    /// (`ModuleInterfaceStage`); empty: Foundation's, for a type no input declares.
    public var mirrorModules: [String] = []
    /// `--mirror-exclude`: members left out of the mirrors, as `Type.member` (every overload)
    /// or `Type.member(label:)`.
    public var mirrorExcluded: Set<String> = []
    /// `--jobs N`: at most N threads read, parse and emit; `nil` uses every core.
    public var jobs: Int?
    /// Inputs above this many source bytes are read in two passes (`--two-pass-above`); a
    /// two-pass run keeps the full models of at most `TwoPassGeneration.retainedModelBytes` of
    /// them from pass 1 (see `SourceIndex`).
    public var retainedSourceBytes = 16 << 20
    /// The run cache's folder (`--cache-dir`), if the run has one: a two-pass run keeps its
    /// incremental index there (`IndexCache`).
    public var cacheFolder: String?
    /// A two-pass run with one output file keeps its mocks in an unlinked temporary file until
    /// they are written (`SpoolFile`); `false` keeps them in memory (`--check` creates no file).
    public var spoolsOutput = true
    /// Resolve every full model at once even where `TwoPassGeneration` could run (tests compare
    /// the two).
    var inOnePass = false
    /// Hash each input as it is read, for the run cache's record (`GenerationPlan.inputFingerprints`);
    /// a run without a cache skips it (a twentieth of parsing the medium benchmark corpus).
    var fingerprintsInputs = true
    /// `inputs` expanded already (`GenerationPipeline.run(_:cache:)` lists them once per run).
    var listedInputs: InputExpander.Expansion?

    public static let defaultOutput = "GeneratedMocks.swift"
    public static let defaultFilePrefix = "Mock"

    public init(inputs: [String], dependencies: [String] = [], output: String = defaultOutput, filePrefix: String = defaultFilePrefix, expandGlobs: Bool = false, options: GeneratorOptions = GeneratorOptions(), c: CInputs = CInputs()) {
        self.inputs = inputs
        self.dependencies = dependencies
        self.output = output
        self.filePrefix = filePrefix
        self.expandGlobs = expandGlobs
        self.options = options
        self.c = c
    }
}
