extension GenerationPipeline {
    /// A run as `mockgen generate` makes it, with its run cache.
    public struct CachedRun: Sendable {
        public var report: GenerationReport
        /// Nothing changed: the previous run's diagnostics, nothing read or written.
        public var replayed: Bool
        /// The plan, when the run was not replayed (the command keeps it alive until it exits).
        public var plan: GenerationPlan?
    }

    /// Replays the previous run if nothing changed, else plans, writes and records. The inputs
    /// are listed once, for all three (a corpus of 12,580 files takes 70 ms to list).
    public static func run(_ request: GenerationRequest, cache: RunCache?) -> CachedRun {
        var request = request
        let (inputs, listed, record) = listingInputs(of: request, readingTheRecordOf: cache)
        if let cache, let replayed = ParallelMap.$workerLimit.withValue(request.jobs, operation: { cache.replay(request, listed: listed, record: record) }) {
            return CachedRun(report: replayed, replayed: true, plan: nil)
        }
        request.listedInputs = inputs
        request.fingerprintsInputs = cache != nil
        var plan = plan(request)
        if let record { plan.vouchedOutputs = RunCache.vouchedOutputs(of: record) }
        // Dependencies found in the package are not in the request the record is filed under:
        // such a run is not replayed (a changed checkout must reach the mocks).
        let records = plan.discoveredDependencies.isEmpty ? cache : nil
        // The record's entries of the inputs made beside the writing of the outputs (on `--jobs`
        // threads, as the rest of the run). Started as soon as the inputs were read instead, they
        // only took cores from the mocks (a changed declaration of the large corpus: 1.012 of the
        // time).
        let jobs = request.jobs
        let entries = records.map { cache in
            ParallelMap.$workerLimit.withValue(jobs) {
                BackgroundWork { [request, outputs = plan.files.map(\.path), known = plan.inputFingerprints] in
                    ParallelMap.$workerLimit.withValue(jobs) { cache.inputEntries(request, outputs: outputs, known: known, listed: listed) }
                }
            }
        }
        var report = write(plan)
        if let records, let warning = ParallelMap.$workerLimit.withValue(jobs, operation: {
            records.record(request, report: report, known: plan.inputFingerprints, listed: listed, entries: entries?.wait())
        }) {
            report.diagnostics.append(warning)
        }
        return CachedRun(report: report, replayed: false, plan: plan)
    }
}

extension GenerationPipeline {
    /// The request's inputs listed (`inputs`; `listed` with its dependencies' files after
    /// them), and the run cache's record for it read beside the listing: the record is parsed
    /// on one core (12,580 lines of a large corpus, 39 M instructions) while the listing waits
    /// on the system for each folder; one after the other they cost a changed declaration of
    /// the large corpus 3 % of its time. On `--jobs` threads, as the rest of the run (one after
    /// the other with `--jobs 1`).
    ///
    /// With a cache, the folders the run before listed are listed from its `FolderMemo`, each
    /// whose stamp is unchanged with one `stat`, and what this listing found is kept for the
    /// next run when it differs.
    static func listingInputs(of request: GenerationRequest, readingTheRecordOf cache: RunCache?) -> (inputs: InputExpander.Expansion, listed: [String], record: RunRecord?) {
        @Sendable func list(_ memo: FolderMemo?) -> (InputExpander.Expansion, [String]) {
            let inputs = InputExpander.expand(request.inputs, glob: request.expandGlobs, memo: memo)
            return (inputs, inputs.files + InputExpander.expand(request.dependencies, glob: request.expandGlobs, memo: memo).files)
        }
        return ParallelMap.$workerLimit.withValue(request.jobs) {
            guard let cache else {
                let (inputs, listed) = list(nil)
                return (inputs, listed, nil)
            }
            let memo = cache.folderMemo(for: request)
            let (listing, record) = ParallelMap.both({ list(memo) }, { cache.record(for: request) })
            if let memo { cache.keep(memo, for: request) }
            return (listing.0, listing.1, record)
        }
    }
}
