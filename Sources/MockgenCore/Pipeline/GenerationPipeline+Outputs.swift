extension GenerationPipeline {
    /// Several outputs in one run (a configuration file's sections), all or nothing as one
    /// output is: each request is replayed from its cache or planned first, and only when no
    /// plan has an error are the plans written, in order, and recorded in their caches.
    /// - Parameter caches: one per request (`nil`: that output has no cache).
    public static func run(_ requests: [GenerationRequest], caches: [RunCache?]) -> [CachedRun] {
        precondition(requests.count == caches.count, "one cache (or nil) per request")
        enum Outcome {
            case planned(GenerationPlan)
            case replayed(GenerationReport)
        }
        struct Step {
            var request: GenerationRequest
            var listed: [String]
            var outcome: Outcome
        }
        var steps: [Step] = []
        for (request, cache) in zip(requests, caches) {
            var request = request
            let (inputs, listed, record) = listingInputs(of: request, readingTheRecordOf: cache)
            if let cache, let replayed = ParallelMap.$workerLimit.withValue(request.jobs, operation: { cache.replay(request, listed: listed, record: record) }) {
                steps.append(Step(request: request, listed: listed, outcome: .replayed(replayed)))
                continue
            }
            request.listedInputs = inputs
            steps.append(Step(request: request, listed: listed, outcome: .planned(plan(request))))
        }
        let anyErrors = steps.contains { step in
            if case .planned(let plan) = step.outcome { return plan.hasErrors }
            return false
        }
        return steps.indices.map { index in
            switch steps[index].outcome {
            case .replayed(let report):
                return CachedRun(report: report, replayed: true, plan: nil)
            case .planned(let plan) where anyErrors:
                return CachedRun(report: GenerationReport(diagnostics: plan.diagnostics, files: [], mockCount: plan.mockCount), replayed: false, plan: plan)
            case .planned(let plan):
                var report = write(plan)
                if let warning = caches[index]?.record(steps[index].request, report: report, known: plan.inputFingerprints, listed: steps[index].listed) {
                    report.diagnostics.append(warning)
                }
                return CachedRun(report: report, replayed: false, plan: plan)
            }
        }
    }
}
