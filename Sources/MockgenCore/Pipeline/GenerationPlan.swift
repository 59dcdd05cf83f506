/// The outcome of every stage before writing: the files to write (if all went well) and what was
/// said about the inputs. `GenerationPipeline.plan` makes it; nothing on disk has changed yet.
public struct GenerationPlan: Sendable {
    public var layout: OutputLayout
    /// The inputs read, sorted by path (mockgen's own generated files left out).
    public var inputFiles: [String]
    /// The one-pass path's parsed inputs (the two-pass path's kept ones), held by the plan so
    /// that they are freed when it is:
    /// freeing every model at the end of planning costs a 6.8 MB run about 15 % of its CPU time
    /// (malloc consolidating), and the command line exits right after writing.
    var models: [SourceFileModel] = []
    /// The two-pass path's index, held for the same reason (freeing the large benchmark corpus's
    /// index took 40 ms).
    var index: SourceIndex?
    public var files: [OutputWriter.PlannedFile]
    public var diagnostics: [Diagnostic]
    public var mockCount: Int
    /// Folders to create before writing (a link seam's C target), once every check passed.
    public var foldersToCreate: [String] = []
    /// Source bytes read, for throughput figures.
    public var inputBytes: Int
    /// What the run cache records of each file read (inputs and dependencies), by path.
    public var inputFingerprints: [String: FileFingerprint] = [:]
    /// The package's dependency folders read as `--dependency` sources, found by mockgen itself
    /// (`GenerationRequest.discoversPackageDependencies`); empty when none were needed.
    public var discoveredDependencies: [String] = []

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
