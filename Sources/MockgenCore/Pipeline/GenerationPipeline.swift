import Foundation

/// `mockgen generate` as a library call: a sequence of stages, each taking what the ones before
/// produced and returning models, files and diagnostics as values (`StageOutcome`), then one
/// check of every output and the write. The command line is a thin wrapper, so what it writes is
/// exactly what the stages return for the same options.
///
/// All or nothing: if any stage reports an error, no file is written.
public enum GenerationPipeline {
    public static func run(_ request: GenerationRequest) -> GenerationReport {
        write(plan(request))
    }

    /// Every stage but writing. Diagnostics are sorted; `files` is empty if there is an error.
    public static func plan(_ request: GenerationRequest) -> GenerationPlan {
        ParallelMap.$workerLimit.withValue(request.jobs) {
            let plan = planOnWorkers(request)
            guard let augmented = withPackageDependencies(request, after: plan) else { return plan }
            var second = planOnWorkers(augmented)
            second.discoveredDependencies = augmented.dependencies
            if request.options.debug {
                second.diagnostics.append(.option(.note, "read the package's " + augmented.dependencies.joined(separator: ", ")
                    + " as --dependency sources, for protocols the mocks refine"))
            }
            return second
        }
    }

    /// The stages. A run too large to keep every model takes the same stages: the Swift sources
    /// are then read as an index of skeletons (pass 1), and the mock stage parses files again a
    /// chunk at a time (pass 2); C, `--dependency`, `--mirror` and `--replace` need whole models
    /// and keep a run in one pass (`TwoPassGeneration.isEligible`).
    private static func planOnWorkers(_ request: GenerationRequest) -> GenerationPlan {
        var plan = GenerationPlan(layout: OutputLayout(output: request.output))
        var sources = plan.add(SwiftSourceStage.read(request, layout: plan.layout))
        let c = plan.add(request.c.isEmpty ? CStage.Outcome() : CStage.run(request.c, excluding: request.options.excludedTypes))
        let dependencies = plan.add(DependencyStage.read(request, excluding: Set(sources.paths)))
        // --mirror: the types usually come from a dependency (another module); the protocols are
        // mocked as if declared in the mirror file, among the inputs.
        let interfaces = plan.add(ModuleInterfaceStage.read(request, found: sources.models + dependencies.dependencies))
        let mirror = plan.add(MirrorStage.run(names: request.mirroredNames, output: request.mirrorOutput, models: sources.models + dependencies.dependencies,
                                              interfaces: interfaces, excluded: request.mirrorExcluded, options: request.options))
        let models = sources.models + c.models + mirror.models
        let replacements = request.options.replacedNames.isEmpty ? nil
            : MockResolver.replacements(models: models + dependencies.dependencies, paths: Set(models.map(\.path)), options: request.options.resolve)
        plan.add(InputChecks.run(request, sources: sources, provided: c.models, cFunctions: c.functionNames, replacements: replacements))
        let providedPaths = (c.models + mirror.models).map(\.path)
        plan.inputFiles = providedPaths.isEmpty ? sources.paths : sources.paths + providedPaths
        plan.inputBytes = sources.inputBytes
        // Merged only when there is something to merge: a copy of 12,580 entries, then freeing
        // the original, were two serial stretches of a large run with a cache.
        plan.inputFingerprints = dependencies.fingerprints.isEmpty ? sources.fingerprints
            : sources.fingerprints.merging(dependencies.fingerprints)
        plan.fingerprintsOutputs = request.fingerprintsInputs
        // Held by the plan, so that they are freed when it is (see `GenerationPlan.models`).
        plan.models = models
        if case .index(let index, let cache) = sources.sources {
            plan.index = index
            plan.indexCache = cache.map(HeldUntilFreed.init)
        }
        guard !plan.hasErrors else { return plan.finished() }

        var request = request
        request.options.numericTypeAliases = c.numericTypeAliases
        // The inputs were folded as they were parsed; models of C headers or mirrors would go
        // among them in walk order, so then every model is walked again. Taken out of `sources`,
        // the finder is this function's alone: the standard interfaces are walked into it in
        // place (after the dependencies, if any: then by the resolver), where walking them into
        // a finder `sources` still held copied each of its tables first, on one thread.
        var inputsFinder = sources.inputsFinder.take()
        let walksAgain = !c.models.isEmpty || !mirror.models.isEmpty
        if !walksAgain && dependencies.dependencies.isEmpty { inputsFinder?.addStandardInterfaces() }
        let mocks = MockStage.run(request, layout: plan.layout, sources: sources, models: models, dependencies: dependencies.dependencies, replacements: replacements,
                                  sections: c.models.first.map { ($0.path, c.mocksFileSections) }, inputsFinder: walksAgain ? nil : inputsFinder)
        plan.diagnostics += mocks.diagnostics
        plan.mockCount = mocks.mockCount
        plan.inputsFinder = inputsFinder
        // The mocks first, then the files the stages made of their own.
        plan.files = mocks.files + plan.files
        if !plan.hasErrors {
            plan.diagnostics += OutputWriter.checkBeforeWriting(plan.files, creating: Set(plan.folderToCreateFirst + plan.foldersToCreate))
        }
        return plan.finished()
    }

    /// The request again with the package's dependencies as `--dependency` sources, when a mock
    /// of `plan` refines a protocol that none of its sources declares and the package has the
    /// sources of modules the inputs import; `nil` otherwise (nothing is read then).
    static func withPackageDependencies(_ request: GenerationRequest, after plan: GenerationPlan) -> GenerationRequest? {
        guard request.discoversPackageDependencies, request.dependencies.isEmpty, !plan.hasErrors,
              plan.diagnostics.contains(where: { $0.missingAncestor != nil }) else { return nil }
        let folders = PackageDependencies.folders(for: plan.inputFiles)
        guard !folders.isEmpty else { return nil }
        var augmented = request
        augmented.dependencies = folders
        return augmented
    }
}
