#if Generator // the command line exists only with the package trait (GeneratorTrait.swift)
import ArgumentParser
import Foundation
import MockgenCore

/// `mockgen generate --check`, for CI: the whole run, nothing written, and a status that says
/// whether the committed mocks are what a run would write.
extension GenerateCommand {
    /// The status when some output would change: not 1, which stays for errors in the inputs, so
    /// a script tells stale mocks (regenerate them) from broken sources (fix them).
    static let staleExitCode: Int32 = 2

    /// Diffs to standard output (they can be piped to `git apply`); diagnostics, one line per
    /// file that would change and the summary to standard error. Exits 0, 1 or `staleExitCode`.
    /// Several requests (a configuration file's sections) are checked together: any error in any
    /// of them (or `diagnostics`, the file's own) means exit 1 and no diff at all.
    func exitAfterChecking(_ requests: [GenerationRequest], diagnostics: [Diagnostic] = []) -> Never {
        let checks = requests.map(GenerationPipeline.check)
        let failed = diagnostics.contains { $0.severity == .error } || checks.contains(where: \.hasErrors)
        let stale = failed ? [] : checks.flatMap(\.staleFiles)
        for file in stale { FileHandle.standardOutput.write(Data(file.diff)) }
        var text = (diagnostics + checks.flatMap(\.diagnostics)).map { "\($0)\n" }.joined()
        text += stale.map { "mockgen: \($0.change.rawValue) \($0.path)\n" }.joined()
        text += checks.map { $0.summary + "\n" }.joined()
        FileHandle.standardError.write(Data(text.utf8))
        if failed { Foundation.exit(ExitCode.failure.rawValue) }
        Foundation.exit(stale.isEmpty ? ExitCode.success.rawValue : Self.staleExitCode)
    }
}
#endif
