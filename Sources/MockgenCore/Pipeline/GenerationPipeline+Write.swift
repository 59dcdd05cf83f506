import Foundation

extension GenerationPipeline {
    /// Writes a plan's files, unless it has errors. Creates a `--output DIR/` folder first.
    public static func write(_ plan: GenerationPlan) -> GenerationReport {
        var diagnostics = plan.diagnostics
        guard !plan.hasErrors else {
            return GenerationReport(diagnostics: diagnostics, files: [], mockCount: plan.mockCount)
        }
        let writer = OutputWriter()
        // Only now that every check passed may the `--output DIR/` folder (and a seam's) be created.
        for folder in plan.folderToCreateFirst + plan.foldersToCreate {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                diagnostics.append(.error("cannot create output folder: \(error.localizedDescription)", at: SourceLocation(path: folder, line: 1, column: 1)))
                return GenerationReport(diagnostics: GenerationPlan.sorted(diagnostics), files: [], mockCount: plan.mockCount)
            }
        }
        let environment = ProcessInfo.processInfo.environment
        if XcodeScriptSandbox.isActive(environment) {
            // The sandbox forbids listing the output's folder; temporary files are in TMPDIR.
            OutputWriter.removeStaleTemporaries(in: XcodeScriptSandbox.temporaryFolder(environment))
        } else {
            var folders: Set<String> = []
            for file in plan.files where folders.insert((file.path as NSString).deletingLastPathComponent).inserted {
                OutputWriter.removeStaleTemporaries(in: (file.path as NSString).deletingLastPathComponent)
            }
        }
        var files: [GenerationReport.File] = []
        var fingerprints: [String: FileFingerprint] = [:]
        for file in plan.files {
            do {
                var fingerprint: FileFingerprint?
                files.append(.init(path: file.path, outcome: try writer.write(file, fingerprint: &fingerprint, hashing: plan.fingerprintsOutputs,
                                                                                vouched: plan.vouchedOutputs[file.path])))
                fingerprints[file.path] = fingerprint
            } catch let diagnostic as Diagnostic {
                diagnostics.append(diagnostic)
            } catch {
                diagnostics.append(.error("cannot write output: \(error)", at: SourceLocation(path: file.path, line: 1, column: 1)))
            }
        }
        return GenerationReport(diagnostics: GenerationPlan.sorted(diagnostics), files: files, mockCount: plan.mockCount, outputFingerprints: fingerprints)
    }
}
