import Foundation
import MockgenCore

/// Parse throughput on one thread, and memory while parsing file after file.
enum ParseBenchmark {
    static func run(roots: [String], minimumSeconds: Double) {
        let paths = Corpus.paths(under: roots)
        guard !paths.isEmpty else {
            print("parse: no .swift files under \(roots.joined(separator: ", "))")
            return
        }

        // 1. Memory: read, parse and drop one file at a time, sampling the resident size. A parser
        //    that keeps state between files shows a resident size that climbs with the file count.
        let baseline = ProcessMemory.resident
        var samples: [(files: Int, resident: Int)] = []
        let checkpoints = Set([1, 4, 2, 1].map { paths.count * $0 / 4 }.map { max($0, 1) })
        var declarations = 0
        var errors = 0
        for (index, path) in paths.enumerated() {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let model = DeclarationParser.parse([UInt8](data), path: path)
            declarations += countDeclarations(model.declarations)
            errors += model.diagnostics.filter { $0.severity == .error }.count
            if checkpoints.contains(index + 1) { samples.append((index + 1, ProcessMemory.resident)) }
        }

        // 2. Throughput: sources already in memory, so only lexing and parsing are timed.
        let corpus = Corpus.load(paths)
        let megabytes = Double(corpus.totalBytes) / 1_000_000
        // A sum of what was made keeps the optimiser from discarding the work.
        var sink = 0
        let full = Timing.repeated(minimumSeconds: minimumSeconds) {
            for file in corpus.files { sink &+= DeclarationParser.parse(file.bytes, path: file.path).declarations.count }
        }
        let best = full.best
        print("parse: \(corpus.files.count) files, \(String(format: "%.2f", megabytes)) MB, \(declarations) declarations, \(errors) error diagnostics")
        print(String(format: "parse: throughput %.0f MB/s best, %.0f MB/s median over %d passes (one thread)", megabytes / best, megabytes / full.median, full.passes))

        // 3. Pass 1 of a two-pass run: skeletons only (`ModelSkeleton`), members a skeleton drops
        //    never built.
        let skeletons = Timing.repeated(minimumSeconds: minimumSeconds) {
            for file in corpus.files { sink &+= DeclarationParser.skeleton(file.bytes, path: file.path).declarations.count }
        }
        if sink == -1 { print("") }
        print(String(format: "parse: skeletons (pass 1) %.0f MB/s best, %.0f MB/s median over %d passes (one thread)",
                     megabytes / skeletons.best, megabytes / skeletons.median, skeletons.passes))
        print(String(format: "parse: %.1f ms per pass (best)", best * 1000))
        let growth = samples.map { "\($0.files) files: \(formatBytes($0.resident))" }.joined(separator: ", ")
        print("parse: resident while streaming (baseline \(formatBytes(baseline))): \(growth)")
        print("parse: peak resident \(formatBytes(ProcessMemory.peakResident)) (includes the in-memory corpus of \(formatBytes(corpus.totalBytes)))")
    }

    private static func countDeclarations(_ declarations: [Declaration]) -> Int {
        declarations.reduce(0) { count, declaration in
            switch declaration {
            case .type(let type): return count + 1 + countDeclarations(type.members)
            case .ifConfig(let block): return count + block.clauses.reduce(0) { $0 + countDeclarations($1.declarations) }
            default: return count + 1
            }
        }
    }
}
