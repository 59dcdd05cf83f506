/// What every stage of `GenerationPipeline` hands on, as values: models for the stages after it
/// (mocked as if they were parsed inputs), files of its own to write, folders those need, and
/// what it has to say. Nothing is on disk until every stage has run without an error.
protocol StageOutcome {
    /// Declarations to mock: parsed inputs, a C module's facade protocol, `--mirror`'s protocols.
    var models: [SourceFileModel] { get }
    var files: [OutputWriter.PlannedFile] { get }
    var foldersToCreate: [String] { get }
    var diagnostics: [Diagnostic] { get }
}

extension StageOutcome {
    var models: [SourceFileModel] { [] }
    var files: [OutputWriter.PlannedFile] { [] }
    var foldersToCreate: [String] { [] }
}
