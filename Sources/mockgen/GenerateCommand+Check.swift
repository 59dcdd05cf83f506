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
    func exitAfterChecking(_ request: GenerationRequest) -> Never {
        let check = GenerationPipeline.check(request)
        for file in check.staleFiles { FileHandle.standardOutput.write(Data(file.diff)) }
        var text = check.diagnostics.map { "\($0)\n" }.joined()
        text += check.staleFiles.map { "mockgen: \($0.change.rawValue) \($0.path)\n" }.joined()
        text += check.summary + "\n"
        FileHandle.standardError.write(Data(text.utf8))
        if check.hasErrors { Foundation.exit(ExitCode.failure.rawValue) }
        Foundation.exit(check.staleFiles.isEmpty ? ExitCode.success.rawValue : Self.staleExitCode)
    }
}
