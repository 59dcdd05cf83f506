// Release-mode benchmarks for mockgen. Run through `make bench` (scripts/bench.sh), which builds
// with `-c release`; figures from a debug build mean nothing.
//
//   mockgen-bench parse [--seconds S] ROOT...      parse throughput (MB/s) and memory, one thread
//   mockgen-bench generate [--seconds S] ROOT...   the generate pipeline in-process, and its stages
//   mockgen-bench emit [--seconds S] ROOT...      emission alone on one thread (to profile it)
//   mockgen-bench c-headers [--runs N] HEADER...   reading C headers through libclang, median time
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
guard let benchmark = arguments.first else {
    print("usage: mockgen-bench parse|generate|emit [--seconds S] ROOT... | c-headers [--runs N] HEADER...")
    exit(2)
}
arguments.removeFirst()
var seconds = 3.0
if let flag = arguments.firstIndex(of: "--seconds"), flag + 1 < arguments.count {
    seconds = Double(arguments[flag + 1]) ?? seconds
    arguments.removeSubrange(flag...(flag + 1))
}

switch benchmark {
case "parse":
    ParseBenchmark.run(roots: arguments, minimumSeconds: seconds)
case "generate":
    GenerateBenchmark.run(roots: arguments, minimumSeconds: seconds)
case "emit":
    EmitBenchmark.run(roots: arguments, minimumSeconds: seconds)
case "c-headers":
    var runs = 9
    if let flag = arguments.firstIndex(of: "--runs"), flag + 1 < arguments.count {
        runs = Int(arguments[flag + 1]) ?? runs
        arguments.removeSubrange(flag...(flag + 1))
    }
    CHeaderBenchmark.run(headers: arguments, runs: runs)
default:
    print("mockgen-bench: unknown benchmark '\(benchmark)'")
    exit(2)
}
