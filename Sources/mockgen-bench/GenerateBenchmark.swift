import Foundation
import MockgenCore

/// The whole `mockgen generate` pipeline in-process (expand, read and parse on every core,
/// generate, check the output), then each stage alone, so a slow run can be pinned on a stage.
/// Nothing is written: the writer's cost is one file, measured end to end by `scripts/bench.sh`.
enum GenerateBenchmark {
    static func run(roots: [String], minimumSeconds: Double) {
        let output = NSTemporaryDirectory() + "mockgen-bench-\(ProcessInfo.processInfo.processIdentifier).swift"
        let request = GenerationRequest(inputs: roots, output: output)

        let first = GenerationPipeline.plan(request)
        let errors = first.diagnostics.filter { $0.severity == .error }
        let megabytes = Double(first.inputBytes) / 1_000_000
        let outputBytes = first.files.reduce(0) { $0 + $1.content.utf8.count }
        print("generate: \(first.inputFiles.count) files, \(String(format: "%.2f", megabytes)) MB in, \(first.mockCount) mocks, \(formatBytes(outputBytes)) out, \(errors.count) errors, \(first.diagnostics.count - errors.count) warnings/notes")
        for error in errors.prefix(5) { print("generate:   \(error)") }

        let pipeline = Timing.repeated(minimumSeconds: minimumSeconds) { _ = GenerationPipeline.plan(request) }
        print(String(format: "generate: pipeline %.1f ms best, %.1f ms median over %d passes; %.0f MB/s (best); %.1f ms CPU per pass; %d cores",
                     pipeline.best * 1000, pipeline.median * 1000, pipeline.passes, megabytes / pipeline.best, pipeline.cpuPerPass * 1000, ProcessInfo.processInfo.activeProcessorCount))

        // Stage by stage, each repeated; the sum is close to the pipeline figure.
        let stageSeconds = max(minimumSeconds / 4, 0.3)
        let expand = Timing.repeated(minimumSeconds: stageSeconds) { _ = InputExpander.expand(roots, glob: false) }
        let files = InputExpander.expand(roots, glob: false).files
        let read = Timing.repeated(minimumSeconds: stageSeconds) {
            _ = ParallelMap.map(count: files.count) { index in (try? SourceReader.read(path: files[index]).get())?.count ?? 0 }
        }
        let sources = ParallelMap.map(count: files.count) { index in (try? SourceReader.read(path: files[index]).get()) ?? [] }
        let parallelParse = Timing.repeated(minimumSeconds: stageSeconds) {
            _ = ParallelMap.map(count: files.count) { index in DeclarationParser.parse(sources[index], path: files[index]).declarations.count }
        }
        let serialParse = Timing.repeated(minimumSeconds: stageSeconds) {
            for index in files.indices { _ = DeclarationParser.parse(sources[index], path: files[index]) }
        }
        let models = ParallelMap.map(count: files.count) { index in DeclarationParser.parse(sources[index], path: files[index]) }
        let generate = Timing.repeated(minimumSeconds: stageSeconds) {
            _ = MockGenerator.generate(models: models, for: nil, options: request.options)
        }
        // Resolving alone (the output's text is made only when read), then emitting alone on one
        // thread: resolved once, the text made again each pass (issue 34: ≥ 300 MB/s per thread).
        let resolve = Timing.repeated(minimumSeconds: stageSeconds) {
            _ = MockGenerator.generate(models: models, for: nil, options: request.options)
        }
        let resolved = MockGenerator.generate(models: models, for: nil, options: request.options)
        let emittedBytes = resolved.text.emittedByteCount
        let emit = resolved.text.emissionOnOneThread(minimumSeconds: stageSeconds)
        func line(_ name: String, _ timing: Timing) -> String {
            String(format: "%@ %.1f ms (CPU %.1f ms)", name, timing.best * 1000, timing.cpuPerPass * 1000)
        }
        print("generate: stages, best wall (mean CPU): " + [
            line("expand inputs", expand), line("read (parallel)", read), line("parse (parallel)", parallelParse),
            line("parse (one thread)", serialParse), line("generate", generate),
        ].joined(separator: ", "))
        let emitRate = Double(emittedBytes) / 1_000_000 / emit.best
        print(String(format: "generate: resolve %.1f ms (CPU %.1f ms); emit on one thread %.1f ms for %@ of mocks: %.0f MB/s  [goal: ≥ 300 MB/s per thread (issue 34): %@]",
                     resolve.best * 1000, resolve.cpuPerPass * 1000, emit.best * 1000, formatBytes(emittedBytes), emitRate, emitRate >= 300 ? "met" : "NOT met"))
        print(String(format: "generate: parallel parse speed-up %.2fx (wall, best); its CPU cost %.2fx of one thread's (above 1: contention)",
                     serialParse.best / parallelParse.best, parallelParse.cpuPerPass / serialParse.cpuPerPass))
        print("generate: peak resident \(formatBytes(ProcessMemory.peakResident))")
    }
}

/// Best and median wall time of a block run repeatedly for at least `minimumSeconds` (3 passes at
/// least), and the CPU time per pass (all threads, user + system). On a busy machine the wall time
/// says little; CPU time barely changes with load, and CPU ÷ wall shows how many cores were used.
struct Timing {
    var best: Double
    var median: Double
    var passes: Int
    var cpuPerPass: Double

    static func repeated(minimumSeconds: Double, _ body: () -> Void) -> Timing {
        let clock = ContinuousClock()
        var passes: [Double] = []
        let deadline = clock.now.advanced(by: .milliseconds(Int(minimumSeconds * 1000)))
        let cpuStart = processCPUSeconds()
        repeat {
            let start = clock.now
            body()
            let elapsed = start.duration(to: clock.now)
            passes.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        } while clock.now < deadline || passes.count < 3
        let cpu = (processCPUSeconds() - cpuStart) / Double(passes.count)
        let sorted = passes.sorted()
        return Timing(best: sorted[0], median: sorted[sorted.count / 2], passes: sorted.count, cpuPerPass: cpu)
    }

    static func processCPUSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
