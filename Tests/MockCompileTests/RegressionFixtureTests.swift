import Foundation
import MockgenCore
import Testing
import TestSupport

/// Each folder of `Fixtures/Regressions` is a class of input whose mocks once failed to compile
/// (see its README). The folder is built as a module, its mocks are generated in-process and
/// compiled in Swift 6 mode with warnings as errors, as a user's test target would: with and
/// without `--dependency` sources when the case has dependencies. A case with an `Exercise/`
/// folder is then linked with its mocks and MockRuntime into a program that stubs, calls and
/// verifies them, and run (on Linux, where the test frameworks MockRuntime links are libraries
/// of the toolchain).
@Suite(.serialized) struct RegressionFixtureTests {
    static let root = PackageRoot.url.appendingPathComponent("Fixtures/Regressions")

    static var cases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
    }

    @Test(arguments: cases)
    func mocksCompileInSwift6WithoutWarnings(_ name: String) async throws {
        let folder = Self.root.appendingPathComponent(name)
        let dependencies = Self.subfolders(folder.appendingPathComponent("Dependencies"))
        guard let modules = SwiftCompiler.builtModulesFolder(), let swiftc = SwiftCompiler.swiftc() else {
            Issue.record("could not find the built MockRuntime module or swiftc")
            return
        }
        let scratchFolder = ScratchFolder("regression")
        defer { scratchFolder.remove() }
        let scratch = scratchFolder.url
        let common = ["-parse-as-library", "-swift-version", "6", "-I", scratch.path, "-module-cache-path", SwiftCompiler.sharedModuleCache(modules)]
            + Self.subfolders(folder.appendingPathComponent("CModules")).flatMap { ["-I", $0.path] }
            + Self.swiftFlags(of: folder)
        // The fixture and its dependencies are compiled once; the mocks with and without
        // `--dependency` are generated, compiled and exercised against the same modules.
        try await Self.compileModules(name, folder: folder, dependencies: dependencies, common: common, swiftc: swiftc, in: scratch)
        for passDependencies in dependencies.isEmpty ? [false] : [false, true] {
            try await Self.check(name, folder: folder, dependencies: dependencies, passDependencies: passDependencies,
                                 common: common, modules: modules, swiftc: swiftc, in: scratch)
        }
    }

    static func compileModules(_ name: String, folder: URL, dependencies: [URL], common: [String], swiftc: URL, in scratch: URL) async throws {
        // Objects too, for the exercise program.
        func moduleArguments(_ module: String) -> [String] {
            ["-emit-module", "-emit-object", "-wmo", "-module-name", module, "-emit-module-path", scratch.appendingPathComponent(module + ".swiftmodule").path,
             "-o", scratch.appendingPathComponent(module + ".o").path]
        }
        for dependency in dependencies {
            let module = dependency.lastPathComponent
            let (status, text) = try await SwiftCompiler.compile(swiftc, moduleArguments(module) + common + SwiftCompiler.files(in: dependency))
            try #require(status == 0, "dependency \(module) did not compile:\n\(text)")
        }
        let sources = folder.appendingPathComponent("Sources")
        let (moduleStatus, moduleText) = try await SwiftCompiler.compile(swiftc, moduleArguments(name) + ["-enable-testing"] + common
            + flags(in: folder.appendingPathComponent("module-flags")) + SwiftCompiler.files(in: sources))
        try #require(moduleStatus == 0, "the fixture \(name) did not compile:\n\(moduleText)")
    }

    static func check(_ name: String, folder: URL, dependencies: [URL], passDependencies: Bool, common: [String], modules: URL, swiftc: URL,
                      in scratch: URL) async throws {
        let sources = folder.appendingPathComponent("Sources")
        let mocks = scratch.appendingPathComponent(passDependencies ? "MocksWithDependencies.swift" : "Mocks.swift").path
        let defaultIsolation = flags(in: folder.appendingPathComponent("default-isolation")).first
        var request = GenerationRequest(inputs: [sources.path], dependencies: passDependencies ? dependencies.map(\.path) : [], output: mocks,
                                        options: GeneratorOptions(testableImports: [name], defaultGlobalActor: defaultIsolation))
        if !passDependencies && !dependencies.isEmpty {
            // Without `--dependency`, as in a user's package: the sources are a target of a
            // package whose dependencies are checked out, which mockgen searches by itself.
            request.inputs = [try layOutPackage(name, sources: sources, dependencies: dependencies, in: scratch)]
            request.discoversPackageDependencies = true
        }
        let plan = GenerationPipeline.plan(request)
        #expect(!plan.hasErrors, "\(plan.diagnostics)")
        #expect(plan.mockCount > 0)
        let content = try #require(plan.files.first?.content)
        try content.write(toFile: mocks, atomically: true, encoding: .utf8)

        let (status, text) = try await SwiftCompiler.compile(swiftc, ["-c", "-wmo", "-warnings-as-errors", "-module-name", name + "Mocks", "-I", modules.path,
                                                        "-o", scratch.appendingPathComponent("Mocks.o").path] + common + [mocks])
        #expect(status == 0, "\(name) mocks (\(passDependencies ? "with" : "without") --dependency) did not compile:\n\(text)")

        let exercise = folder.appendingPathComponent("Exercise")
        guard status == 0, FileManager.default.fileExists(atPath: exercise.path) else { return }
        #if os(Linux)
        let objects = ([name] + dependencies.map(\.lastPathComponent)).map { scratch.appendingPathComponent($0 + ".o").path }
        let binaries = modules.lastPathComponent == "Modules" ? modules.deletingLastPathComponent() : modules
        let runtimeObjects = SwiftCompiler.files(in: binaries.appendingPathComponent("MockRuntime.build"), suffix: ".o")
        let program = scratch.appendingPathComponent("exercise").path
        let (linkStatus, linkText) = try await SwiftCompiler.compile(swiftc, ["-module-name", name + "Exercise", "-I", modules.path, "-o", program]
            + common.filter { $0 != "-parse-as-library" } + [mocks] + (try reportingExercise(exercise, in: scratch)) + objects + runtimeObjects
            + ["-lXCTest", "-lTesting"])
        try #require(linkStatus == 0, "\(name) exercise did not build:\n\(linkText)")
        let run = Process()
        run.executableURL = URL(fileURLWithPath: program)
        let (runStatus, output) = try await SwiftCompiler.run(run)
        // Outside a test, MockRuntime prints a failure (`MockRuntime: <place>: <message>`).
        #expect(runStatus == 0 && output.contains("exercise ok") && !output.contains("MockRuntime:"),
                "\(name) exercise (\(passDependencies ? "with" : "without") --dependency) failed (status \(runStatus)):\n\(output)")
        #endif
    }

    /// The exercise's files, copied with `main.swift` made to print every failure at once: a
    /// failure outside a test is otherwise kept on its mock until the mock dies, which a
    /// program's global mocks never do.
    static func reportingExercise(_ exercise: URL, in scratch: URL) throws -> [String] {
        let copy = scratch.appendingPathComponent("Exercise")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        return try SwiftCompiler.files(in: exercise).map { path in
            let file = URL(fileURLWithPath: path)
            var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            if file.lastPathComponent == "main.swift" {
                let afterImports = (lines.lastIndex { $0.hasPrefix("import ") || $0.hasPrefix("@") && $0.contains(" import ") } ?? -1) + 1
                lines.insert(#"MockRuntime.MockManager.fail = { failure in print("MockRuntime: line \(failure.sourceLocation.line): \(failure.message)") }"#,
                             at: afterImports)
            }
            let target = copy.appendingPathComponent(file.lastPathComponent)
            try lines.joined(separator: "\n").write(to: target, atomically: true, encoding: .utf8)
            return target.path
        }
    }

    /// `Package/Sources/<name>` (a copy of the fixture's sources) and each dependency as
    /// `Package/.build/checkouts/<module>/Sources/<module>`; returns the target's folder.
    static func layOutPackage(_ name: String, sources: URL, dependencies: [URL], in scratch: URL) throws -> String {
        let package = scratch.appendingPathComponent("Package")
        let target = package.appendingPathComponent("Sources/" + name)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: sources, to: target)
        try "// swift-tools-version: 6.0\n".write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        for dependency in dependencies {
            let module = dependency.lastPathComponent
            let checkout = package.appendingPathComponent(".build/checkouts/" + module.lowercased() + "/Sources")
            try FileManager.default.createDirectory(at: checkout, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: dependency, to: checkout.appendingPathComponent(module))
        }
        return target.path
    }

    /// The case's `swift-flags` file (flags separated by white space), given to every compile of
    /// the case: the module, its dependencies, the mocks and the exercise, as one package's
    /// settings would be (`-enable-upcoming-feature NonisolatedNonsendingByDefault`).
    static func swiftFlags(of folder: URL) -> [String] {
        flags(in: folder.appendingPathComponent("swift-flags"))
    }

    /// The words of `file` (none when there is no such file): `swift-flags`; `module-flags`, for
    /// the module's compile alone (its package's settings, which the test target's need not
    /// share: `-default-isolation MainActor`); `default-isolation`, the generator's
    /// `--default-isolation`.
    static func flags(in file: URL) -> [String] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return text.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    static func subfolders(_ folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

}
