import Foundation
import MockgenCore

/// A reason to give up on a package (clone or describe failed); the run goes on with the next.
struct CheckFailure: Error {
    var description: String
}

/// The check for one package, step by step: clone, list its library modules, generate their mocks,
/// add mock targets to its manifest, build each module and then its mocks, read the diagnostics.
struct PackageCheck {
    var options: Options
    var location: PackageLocation
    /// Absolute paths.
    var scratch: String
    var mockgen: String
    var runtimeSources: String

    var root: String { scratch + "/" + location.name }
    /// Outside the clone, so they never show up in its `git status` or its targets.
    var logs: String { scratch + "/logs/" + location.name }

    func run() -> PackageResult {
        var result = PackageResult(name: location.name, location: location.location, root: root)
        do {
            try prepareClone()
            var modules = try libraryModules().map { ($0, ModuleResult(name: $0.name)) }
            try resolveDependencies()
            for index in modules.indices {
                generate(modules[index].0, into: &modules[index].1)
            }
            let withMocks = modules.filter { $0.1.generationFailure == nil && $0.1.mocksGenerated > 0 }
            try patchManifests(modules: withMocks.map(\.0))
            for index in modules.indices where modules[index].1.generationFailure == nil && modules[index].1.mocksGenerated > 0 {
                build(modules[index].0, into: &modules[index].1)
            }
            result.modules = modules.map(\.1)
        } catch let failure as CheckFailure {
            progress("not checked: \(failure.description)")
            result.failure = failure.description
        } catch {
            result.failure = "\(error)"
        }
        return result
    }

    // MARK: Steps

    /// A fresh clone, unless `--keep` and a clone is there (its `.build` then saves the rebuild).
    private func prepareClone() throws {
        let fileManager = FileManager.default
        if options.keep, fileManager.fileExists(atPath: root + "/.git") {
            progress("reusing the clone at \(root) (--keep)")
            return
        }
        try fileManager.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        var isFolder: ObjCBool = false
        if fileManager.fileExists(atPath: location.cloneSource, isDirectory: &isFolder) {
            // git's own message for a folder that is not a repository says it "does not exist".
            let check = Subprocess.run(["git", "-C", location.cloneSource, "rev-parse", "--git-dir"], in: scratch, log: logs + "/is-repository")
            if !isFolder.boolValue || !check.succeeded {
                throw CheckFailure(description: "\(location.location) is not a git repository")
            }
        }
        try? fileManager.removeItem(atPath: root)
        progress("cloning \(location.location)")
        let clone = Subprocess.run(["git", "clone", "--quiet", location.cloneSource, root], in: scratch, log: logs + "/clone")
        guard clone.succeeded else {
            throw CheckFailure(description: "git clone \(location.location) failed: \(Self.excerpt(clone.output))")
        }
    }

    private func libraryModules() throws -> [LibraryModule] {
        progress("listing targets (swift package describe; resolves dependencies on first use)")
        var describe = Subprocess.run([options.swift, "package", "describe", "--type", "json"], in: root, log: logs + "/describe")
        if !describe.succeeded, try restoreManifests() {
            // An earlier run's targets may be what fails (a mocks folder deleted by hand).
            describe = Subprocess.run([options.swift, "package", "describe", "--type", "json"], in: root, log: logs + "/describe")
        }
        guard describe.succeeded else {
            throw CheckFailure(description: "swift package describe failed: \(Self.excerpt(describe.output))")
        }
        let all: [LibraryModule]
        do {
            all = try PackageTargets.libraryModules(describeJSON: PackageTargets.jsonPart(of: describe.stdout))
        } catch {
            throw CheckFailure(description: "cannot read the output of swift package describe: \(error)")
        }
        let wanted = options.modules.isEmpty ? all : all.filter { options.modules.contains($0.name) || options.modules.contains($0.moduleName) }
        progress("\(all.count) library modules" + (options.modules.isEmpty ? "" : ", \(wanted.count) selected by --module") + ": " + wanted.map(\.name).joined(separator: ", "))
        return wanted
    }

    /// Checks out the package's dependencies before mocks are generated, so that their sources
    /// are there to pass as `--dependency` (`describe` alone does not check them out).
    private func resolveDependencies() throws {
        progress("resolving dependencies (swift package resolve)")
        var resolve = Subprocess.run([options.swift, "package", "resolve"], in: root, log: logs + "/resolve")
        if !resolve.succeeded, FileManager.default.fileExists(atPath: root + "/Package.resolved") {
            // A committed Package.resolved may pin revisions a mirror does not have: resolve
            // afresh against the versions at hand (in the clone only).
            try? FileManager.default.removeItem(atPath: root + "/Package.resolved")
            resolve = Subprocess.run([options.swift, "package", "resolve"], in: root, log: logs + "/resolve-again")
        }
        guard resolve.succeeded else {
            throw CheckFailure(description: "swift package resolve failed: \(Self.excerpt(resolve.output))")
        }
    }

    private func generate(_ module: LibraryModule, into result: inout ModuleResult) {
        let files = module.sources.map { module.path + "/" + $0 }
        result.census = Self.census(of: files.map { root + "/" + $0 })
        let folder = root + "/" + ManifestPatch.mocksFolder(for: module.moduleName)
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let output = folder + "/GeneratedMocks.swift"
        let arguments = [mockgen, "generate", "--testable", module.moduleName, "--no-timestamp", "--debug", "--output", output]
            + dependencyArguments(for: module) + files
        // The command line goes next to its output: which `--dependency` sources were passed.
        try? (arguments.joined(separator: " ") + "\n").write(toFile: logs + "/\(module.name).mockgen.command", atomically: true, encoding: .utf8)
        let run = Subprocess.run(arguments, in: root, log: logs + "/\(module.name).mockgen")
        let parsed = MockgenOutput(stderr: run.stderr)
        result.mockgen = parsed
        guard run.succeeded, let text = try? String(contentsOfFile: output, encoding: .utf8) else {
            let reason = run.status >= 128 ? "mockgen crashed (status \(run.status))" : "mockgen exited with status \(run.status)"
            let errors = parsed.errors.prefix(3).map { $0.description(relativeTo: root) }
            result.generationFailure = reason + (errors.isEmpty ? ": " + Self.excerpt(run.stderr) : ": " + errors.joined(separator: "; "))
            progress("\(module.name): \(result.generationFailure!)")
            return
        }
        let chunks = MockChunks(source: text)
        result.mocks = chunks.mockNames
        for chunk in chunks.chunks { result.origins[chunk.name] = chunk.origin }
        progress("\(module.name): \(result.mocks.count) mocks generated, \(parsed.skipped.count) declarations skipped")
    }

    /// `--dependency` for the package's modules this one depends on and, when it uses other
    /// packages, for their checked-out sources: protocols it refines there are then mocked in
    /// full, as a user would generate them by pointing at those sources.
    private func dependencyArguments(for module: LibraryModule) -> [String] {
        var paths = module.dependencyPaths
        if module.usesOtherPackages {
            let checkouts = root + "/.build/checkouts"
            let packages = (try? FileManager.default.contentsOfDirectory(atPath: checkouts)) ?? []
            for package in packages.sorted() where FileManager.default.fileExists(atPath: checkouts + "/" + package + "/Sources") {
                paths.append(".build/checkouts/" + package + "/Sources")
            }
        }
        return paths.flatMap { ["--dependency", $0] }
    }

    /// Copies MockRuntime in and appends the mock targets to every root manifest.
    private func patchManifests(modules: [LibraryModule]) throws {
        try FolderSync.mirror(runtimeSources, to: root + "/" + ManifestPatch.runtimeFolder)
        let block = ManifestPatch.block(modules: modules.map { ($0.name, $0.moduleName) }, inheritSettings: options.inheritSettings)
        for manifest in try manifests() {
            let text = try String(contentsOfFile: manifest, encoding: .utf8)
            let patched = ManifestPatch.patched(text, block: block)
            if patched != text { try patched.write(toFile: manifest, atomically: true, encoding: .utf8) }
        }
    }

    /// Takes an earlier run's block out of every manifest; true if any had one.
    private func restoreManifests() throws -> Bool {
        var changed = false
        for manifest in try manifests() {
            let text = try String(contentsOfFile: manifest, encoding: .utf8)
            let original = ManifestPatch.original(text)
            if original != text {
                try original.write(toFile: manifest, atomically: true, encoding: .utf8)
                changed = true
            }
        }
        return changed
    }

    private func manifests() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root)
            .filter { ManifestPatch.isManifest(fileName: $0) }
            .sorted()
            .map { root + "/" + $0 }
    }

    /// Builds the module (so a module that does not build here is reported as such), then its
    /// mocks, and charges every diagnostic in the generated file to a mock.
    private func build(_ module: LibraryModule, into result: inout ModuleResult) {
        progress("\(module.name): building the module")
        let moduleBuild = Subprocess.run([options.swift, "build", "--target", module.name], in: root, log: logs + "/\(module.name).build")
        guard moduleBuild.succeeded else {
            result.moduleBuildFailure = Self.firstErrors(in: moduleBuild.output, root: root)
            progress("\(module.name): does not build: \(result.moduleBuildFailure!)")
            return
        }
        let generated = root + "/" + ManifestPatch.mocksFolder(for: module.moduleName) + "/GeneratedMocks.swift"
        // Each mock gets a `#warning` the compiler reports only if the mock is in active code.
        let marked = CompiledMarkers.marked((try? String(contentsOfFile: generated, encoding: .utf8)) ?? "")
        try? marked.write(toFile: generated, atomically: true, encoding: .utf8)
        // An unchanged file is not recompiled, and then its warnings are not printed again.
        try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: generated)
        let target = ManifestPatch.mocksTarget(for: module.moduleName)
        // MockRuntime first, so that the mocks' build below times the mocks alone.
        _ = Subprocess.run([options.swift, "build", "--target", ManifestPatch.runtimeTarget], in: root, log: logs + "/\(module.name).runtime-build")
        progress("\(module.name): compiling its mocks (\(target), Swift 6 mode)")
        let mocksBuild = Subprocess.run([options.swift, "build", "--target", target], in: root, log: logs + "/\(module.name).mocks-build")
        if mocksBuild.succeeded { result.mocksCompileSeconds = mocksBuild.cpuSeconds }
        let suffix = "/" + ManifestPatch.mocksFolder(for: module.moduleName) + "/GeneratedMocks.swift"
        let (compiled, diagnostics) = CompiledMarkers.split(DiagnosticLine.all(in: mocksBuild.output).filter { $0.path.hasSuffix(suffix) })
        let chunks = MockChunks(source: marked)
        result.attribute(diagnostics, chunks: chunks)
        // No marker at all: the compiler stopped before type-checking; nothing is known.
        if !compiled.isEmpty { result.inactiveMocks = Set(result.mocks).subtracting(compiled) }
        result.checked = true
        if !mocksBuild.succeeded, !diagnostics.contains(where: { $0.severity == "error" }) {
            result.mocksTargetFailure = Self.firstErrors(in: mocksBuild.output, root: root)
        }
        progress("\(module.name): \(result.mocksCompiling) of \(result.mocksGenerated) mocks compile cleanly, \(result.inactiveMocks.count) in inactive #if branches, \(result.compilerWarnings) warnings")
    }

    // MARK: Helpers

    static func census(of paths: [String]) -> MockCandidateCensus {
        let models = paths.compactMap { path -> SourceFileModel? in
            guard case .success(let bytes) = SourceReader.read(path: path) else { return nil }
            return DeclarationParser.parse(bytes, path: path)
        }
        return MockCandidateCensus(models: models)
    }

    /// The first compiler errors of a build log, else its last lines.
    static func firstErrors(in output: String, root: String) -> String {
        let errors = DiagnosticLine.all(in: output).filter { $0.severity == "error" }
        if errors.isEmpty { return excerpt(output) }
        return errors.prefix(3).map { $0.description(relativeTo: root) }.joined(separator: "; ")
    }

    /// The last few non-empty lines of a tool's output, on one line.
    static func excerpt(_ output: String, lines count: Int = 3) -> String {
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return lines.isEmpty ? "(no output)" : lines.suffix(count).joined(separator: " / ")
    }

    private func progress(_ message: String) {
        Progress.say("\(location.name): \(message)")
    }
}

enum Progress {
    static func say(_ message: String) {
        FileHandle.standardError.write(Data("corpus: \(message)\n".utf8))
    }
}
