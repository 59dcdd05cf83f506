import Foundation
import MockgenCore

/// Reading C headers through libclang (issue 13): wall time of whole reads (index, parse,
/// conversion into `CModule`) of the same headers, after one warm-up read that loads libclang.
enum CHeaderBenchmark {
    static func run(headers: [String], runs: Int) {
        let library: LibClang
        switch LibClangLocator().load() {
        case .success(let found): library = found
        case .failure(let error):
            print("mockgen-bench: \(error)")
            exit(1)
        }
        let reader = CHeaderReader(libclang: library)
        let request = CHeaderRequest(.headers(headers))
        let warmUp = reader.read(request)
        guard let module = warmUp.module else {
            warmUp.diagnostics.forEach { print($0) }
            exit(1)
        }
        var seconds: [Double] = []
        for _ in 0..<max(1, runs) {
            let start = DispatchTime.now().uptimeNanoseconds
            _ = reader.read(request)
            seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        seconds.sort()
        let median = seconds[seconds.count / 2]
        print("libclang: \(library)")
        print("c-headers: \(module.functions.count) functions from \(headers.joined(separator: ", "))")
        print(String(format: "c-headers: median %.3f s over %d runs (min %.3f, max %.3f)", median, seconds.count, seconds.first!, seconds.last!))
    }
}
