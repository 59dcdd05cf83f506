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
    /// index took 40 ms), and the incremental index it was read with (the earlier record's
    /// tables: 10 ms on one thread to free after a changed declaration).
    var index: SourceIndex?
    var indexCache: HeldUntilFreed?
    /// The one-pass path's finder, folded as the sources were parsed, held for the same reason:
    /// freed where `planOnWorkers` returns, it was 1 % of a medium corpus's run on one thread.
    var inputsFinder: MockableTypeFinder?
    public var files: [OutputWriter.PlannedFile]
    public var diagnostics: [Diagnostic]
    public var mockCount: Int
    /// Folders to create before writing (a link seam's C target), once every check passed.
    public var foldersToCreate: [String] = []
    /// Source bytes read, for throughput figures.
    public var inputBytes: Int
    /// What the run cache records of each file read (inputs and dependencies), by path.
    public var inputFingerprints = InputFingerprints()
    /// The run cache will record this run (`GenerationRequest.fingerprintsInputs`): the writer
    /// hashes the outputs on their way to the disk. Without a cache nothing asks for that hash
    /// (30 MB of the large corpus's mocks hashed on the one thread a run ends on).
    var fingerprintsOutputs = true
    /// Outputs whose content the run cache's record vouches for by their stamps (the record's
    /// hash is theirs while the stamp holds): such a file found equal to its new text is not
    /// hashed again (`OutputWriter.write(_:fingerprint:hashing:vouched:)`).
    var vouchedOutputs: [String: FileFingerprint] = [:]
    /// The package's dependency folders read as `--dependency` sources, found by mockgen itself
    /// (`GenerationRequest.discoversPackageDependencies`); empty when none were needed.
    public var discoveredDependencies: [String] = []

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

extension GenerationPlan {
    init(layout: OutputLayout) {
        self.init(layout: layout, inputFiles: [], files: [], diagnostics: [], mockCount: 0, inputBytes: 0)
    }

    /// The `--output DIR/` folder, when it does not exist yet: created before anything else.
    var folderToCreateFirst: [String] {
        if case .folder(let folder, exists: false) = layout { return [folder] }
        return []
    }

    /// Takes a stage's diagnostics, files and folders; returns the outcome for the next stages.
    @discardableResult
    mutating func add<Outcome: StageOutcome>(_ outcome: Outcome) -> Outcome {
        diagnostics += outcome.diagnostics
        files += outcome.files
        foldersToCreate += outcome.foldersToCreate
        return outcome
    }

    /// Diagnostics sorted, and no file to write if any is an error.
    func finished() -> GenerationPlan {
        var plan = self
        plan.diagnostics = Self.sorted(diagnostics)
        if plan.hasErrors { plan.files = [] }
        return plan
    }

    /// By location; diagnostics at the same location keep the order they were reported in.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
    }
}

/// A value a plan holds only so that it is freed when the plan is (see `GenerationPlan.models`).
/// `@unchecked Sendable`: it is never read, so no thread can see it change.
final class HeldUntilFreed: @unchecked Sendable {
    private let value: AnyObject

    init(_ value: AnyObject) { self.value = value }
}
