#if Generator // the command line exists only with the package trait (GeneratorTrait.swift)
import ArgumentParser
import Foundation
import MockgenCore

/// `generate` with a configuration file (docs/Configuration.md): the file gives the outputs and
/// their settings, the flags given on the command line override them in every section.
extension GenerateCommand {
    /// `--config`, else, when the command line names nothing to mock, `mockgen.toml` or
    /// `Cuckoofile.toml` in the working folder; `nil`: the command line alone says what to do.
    var configurationFile: String? {
        if let path = configuration.config { return path }
        guard !input.namesInputs, c.module == nil, mirror.isEmpty else { return nil }
        return Configuration.discover(inFolder: "")
    }

    /// What the flags given on the command line set, `nil` for the others (so a default never
    /// overrides a configuration file's setting).
    var commandLineSettings: GenerationSettings {
        var settings = GenerationSettings()
        settings.sources = input.inputs.isEmpty ? nil : input.inputs
        settings.output = output
        settings.filePrefix = filePrefix
        settings.testable = testable.isEmpty ? nil : testable.flattened
        settings.imports = imports.isEmpty ? nil : imports.flattened
        settings.exclude = exclude.isEmpty ? nil : exclude.flattened
        settings.replace = replace.isEmpty ? nil : replace.flattened
        settings.mirror = mirror.isEmpty ? nil : mirror.flattened
        settings.mirrorOutput = mirrorOutput
        settings.mirrorModules = mirrorModule.isEmpty ? nil : mirrorModule.flattened
        settings.mirrorExclude = mirrorExclude.isEmpty ? nil : mirrorExclude.flattened
        settings.regex = regex
        settings.dependencies = dependency.isEmpty ? nil : dependency
        settings.packageDependencies = packageDependencies
        settings.header = header
        settings.timestamp = timestamp
        settings.inheritance = inheritance
        settings.classMocking = classMocking
        settings.defaultIsolation = defaultIsolation
        // Flags that can only turn something on: absent means "not said", not "off".
        settings.debug = debug ? true : nil
        settings.glob = input.glob ? true : nil
        settings.jobs = jobs
        settings.allowEmpty = allowEmpty ? true : nil
        settings.twoPassAboveMegabytes = twoPassAbove
        settings.cacheDir = cacheDir
        settings.cache = noCache ? false : nil
        settings.cModule = c.module
        settings.cModuleMap = c.moduleMap
        settings.clangArguments = c.clangArguments.isEmpty ? nil : c.clangArguments
        settings.libclang = c.libclang
        settings.cFacadeOutput = c.facadeOutput
        settings.cSeamOutput = c.seamOutput
        settings.cSkipUndefined = c.skipsUndefined ? true : nil
        return settings
    }

    /// Usage errors of `--config` and `--module`, before anything is read.
    func validateConfiguration() throws {
        if !configuration.module.isEmpty, configurationFile == nil {
            throw ValidationError("--module selects a section of a configuration file: give --config PATH, or run without inputs where mockgen.toml or Cuckoofile.toml is.")
        }
    }

    /// Reads the file, then generates every selected section's output in one all-or-nothing
    /// run, and exits: 1 if the file or any output has an error (then nothing is written).
    func runConfigured(_ path: String) throws -> Never {
        let configuration: Configuration
        switch TOMLConfigurationReader.read(path) {
        case .failure(let diagnostic):
            Self.finish(printing: [diagnostic], summary: "mockgen: 1 error; nothing written", failed: true)
        case .success(let read):
            configuration = read
        }
        // Inputs on the command line (a build plugin's) stand for every section's sources.
        var fileDiagnostics = configuration.diagnostics(withCommandLineInputs: input.namesInputs)
        if self.configuration.config == nil, let unread = Configuration.unreadBeside(path, inFolder: "") { fileDiagnostics.insert(unread, at: 0) }
        guard !fileDiagnostics.contains(where: { $0.severity == .error }) else {
            let errors = fileDiagnostics.filter { $0.severity == .error }.count
            Self.finish(printing: fileDiagnostics, summary: "mockgen: \(errors) error\(errors == 1 ? "" : "s") in \(path); nothing written", failed: true)
        }
        let sections: [Configuration.Section]
        do {
            sections = try configuration.outputs(selecting: self.configuration.module, overriding: commandLineSettings)
        } catch {
            throw ValidationError(error.description)
        }
        let now = Date()
        let environment = ProcessInfo.processInfo.environment
        let requests = sections.map { $0.settings.request(now: now) }
        // Each section whose default isolation is unstated, once per place it points to.
        var hints: [Diagnostic] = []
        for (section, request) in zip(sections, requests) where section.settings.defaultIsolation == nil {
            if let hint = DefaultIsolationHint.diagnostic(for: request.inputs), !hints.contains(hint) { hints.append(hint) }
        }
        fileDiagnostics += hints
        if check { exitAfterChecking(requests, diagnostics: fileDiagnostics) }
        let caches = sections.map { section in
            section.settings.cache == false ? nil : RunCache.folder(given: section.settings.cacheDir, environment: environment).map(RunCache.init)
        }
        let runs = GenerationPipeline.run(
            zip(requests, caches).map { request, cache in
                var request = request
                request.cacheFolder = cache?.folder
                return request
            },
            caches: caches)
        let diagnostics = fileDiagnostics + zip(sections, runs).flatMap { section, run in
            run.report.diagnostics + (section.settings.allowEmpty == true ? [] : run.report.emptyOutputWarning.map { [$0] } ?? [])
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        // One summary for a failed run (nothing was written anywhere), else one per output.
        let summary = errors > 0
            ? "mockgen: \(errors) error\(errors == 1 ? "" : "s"); nothing written"
            : zip(sections, runs).map { section, run in Self.labelled(run.report.summary, section.name) }.joined(separator: "\n")
        withExtendedLifetime(runs) {
            Self.finish(printing: diagnostics, summary: summary, failed: errors > 0)
        }
    }

    /// `mockgen: 3 mocks in 1 file (written)` as `mockgen: App: 3 mocks in 1 file (written)`.
    private static func labelled(_ summary: String, _ name: String?) -> String {
        let prefix = "mockgen: "
        guard let name, summary.hasPrefix(prefix) else { return summary }
        return prefix + name + ": " + summary.dropFirst(prefix.count)
    }

    private static func finish(printing diagnostics: [Diagnostic], summary: String, failed: Bool) -> Never {
        FileHandle.standardError.write(Data((diagnostics.map { "\($0)\n" }.joined() + summary + "\n").utf8))
        Foundation.exit(failed ? ExitCode.failure.rawValue : ExitCode.success.rawValue)
    }
}
#endif
