extension TwoPassGeneration {
    /// Whether the run reads nothing in full but protocols, classes and extensions (the only
    /// kinds pass 2 selects): no `--dependency`, C, `--mirror` or `--replace`. A one-pass run
    /// that does not need more reads every struct, enum and actor as its skeleton
    /// (`FullTypeSelection.mockableKinds`).
    static func readsOnlyMockableKindsInFull(_ request: GenerationRequest) -> Bool {
        request.dependencies.isEmpty && request.c.isEmpty && request.mirroredNames.isEmpty && request.options.replacedNames.isEmpty
    }

    /// Files whose size is read at once when deciding (see `isEligible`): the first batch, then
    /// twice as many each time up to the last size. A run with a cache decides at 1 MiB, about a
    /// hundred files: a first batch of 1,024 was 2 ms of `stat` calls for nothing.
    static let filesStatedPerBatch = (first: 64, most: 1024)

    /// Runs with Swift inputs only; `--dependency`, C, `--mirror` and `--replace` read full
    /// models of other files (or of structs and enums), which pass 1 does not keep.
    ///
    /// Inputs that fit in `retainedSourceBytes` are read in one pass: pass 1 would keep every
    /// model anyway, and skeletons and patching would only cost time.
    static func isEligible(_ request: GenerationRequest, files: [String]) -> Bool {
        guard !request.inOnePass, readsOnlyMockableKindsInFull(request) else { return false }
        // With a cache folder, past 1 MiB: the incremental index (`IndexCache`) needs two passes.
        let threshold = request.cacheFolder != nil && RunCache.key(for: request) != nil ? min(request.retainedSourceBytes, 1 << 20) : request.retainedSourceBytes
        // A `stat` per file, on every core, a batch at a time so that a large input stops early.
        var bytes = 0
        var start = 0
        var batchSize = Self.filesStatedPerBatch.first
        while start < files.count {
            let batch = files[start..<min(start + batchSize, files.count)]
            bytes += ParallelMap.map(count: batch.count) { Int(FileStamp.of(batch[batch.startIndex + $0])?.size ?? 0) }.reduce(0, +)
            if bytes > threshold { return true }
            start += batch.count
            batchSize = min(batchSize * 2, Self.filesStatedPerBatch.most)
        }
        return false
    }
}
