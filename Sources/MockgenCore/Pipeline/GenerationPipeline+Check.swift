extension GenerationPipeline {
    /// `mockgen generate --check`: every stage of a run, then a comparison instead of a write.
    /// The run cache is neither replayed nor recorded and no incremental index is kept (both
    /// would write records, and a check must write nothing); mocks are kept in memory rather
    /// than in an unlinked temporary file, since the comparison needs them whole anyway.
    public static func check(_ request: GenerationRequest) -> OutputCheck {
        var request = request
        request.cacheFolder = nil
        request.spoolsOutput = false
        let plan = plan(request)
        return OutputCheck(files: plan.files, diagnostics: plan.diagnostics, mockCount: plan.mockCount)
    }
}
