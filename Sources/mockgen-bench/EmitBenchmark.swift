import Foundation
import MockgenCore

/// Emission alone, on one thread, for as long as asked: what `perf record` should look at when
/// the emit figure of `generate` is to be explained (the other stages are done once, first).
enum EmitBenchmark {
    static func run(roots: [String], minimumSeconds: Double) {
        let request = GenerationRequest(inputs: roots, output: "/dev/null")
        let files = InputExpander.expand(roots, glob: false).files
        let models = ParallelMap.map(count: files.count) { index in
            DeclarationParser.parse((try? SourceReader.read(path: files[index]).get()) ?? [], path: files[index])
        }
        let resolved = MockGenerator.generate(models: models, for: nil, options: request.options)
        let bytes = resolved.text.emittedByteCount
        let emit = resolved.text.emissionOnOneThread(minimumSeconds: minimumSeconds)
        let rate = Double(bytes) / 1_000_000 / emit.best
        print(String(format: "emit: %d bytes of mocks, one thread: %.2f ms best, %.2f ms median over %d passes: %.0f MB/s (best)",
                     bytes, emit.best * 1000, emit.median * 1000, emit.passes, rate))
    }
}

extension GeneratedText {
    /// Emission timed on one thread: a deep-stack thread with `--jobs 1`, as the command's own
    /// thread emits. (Called from the main thread, which cannot make results, one pool thread
    /// made every section and handed each to the main thread under a lock: a wake-up per section,
    /// a tenth of the samples, counted against emission.)
    func emissionOnOneThread(minimumSeconds: Double) -> Timing {
        DeepStack.run {
            ParallelMap.$workerLimit.withValue(1) {
                Timing.repeated(minimumSeconds: minimumSeconds) { _ = emittedByteCount }
            }
        }
    }

    /// The text made as the writer gets it (bytes, never a `String`), counted.
    var emittedByteCount: Int {
        var count = 0
        forEachByteChunk { count += $0.count }
        return count
    }
}
