import Foundation

/// `mockgen-corpus`: checks that mockgen's mocks compile against real packages. Run through
/// `make corpus` / `scripts/corpus.sh`, which build the mockgen binary it checks; docs/Corpus.md.
///
/// Progress goes to stderr, the Markdown report to stdout (and to SCRATCH/report.md). The exit
/// status is 0 only when every package was checked and every generated mock compiled with no
/// error and no warning, so the check can gate.
@main
struct CorpusMain {
    static func main() {
        let options: Options
        do {
            options = try Options.parse(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
        } catch {
            FileHandle.standardError.write(Data("mockgen-corpus: \(error.description)\n\(Options.usage)\n".utf8))
            exit(64)
        }
        let scratch = absolute(options.scratch)
        var results: [PackageResult] = []
        for location in options.locations.map(PackageLocation.init) {
            let check = PackageCheck(options: options, location: location, scratch: scratch,
                                     mockgen: absolute(options.mockgen), runtimeSources: absolute(options.runtimeSources))
            results.append(check.run())
        }
        let report = ReportRenderer.render(results, perModule: options.perModule)
        print(report, terminator: "")
        try? report.write(toFile: scratch + "/report.md", atomically: true, encoding: .utf8)
        exit(results.allSatisfy(\.isClean) ? 0 : 1)
    }

    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
