import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-mocks [--target T]… [mockgen options]`:
/// writes into each test target's source folder the file MockgenPlugin would generate at build
/// time (same name, same content), for teams that commit their mocks (docs/Plugins.md).
///
/// Without `--target`, every test target that depends on MockRuntime gets its mocks. Any other
/// argument is passed to `mockgen generate` (`--exclude LegacyClient`, `--no-class-mocking`).
@main
struct GenerateMocksCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let (targetNames, mockgenOptions) = Self.split(arguments)
        let testTargets = try Self.testTargets(named: targetNames, in: context.package)
        let mockgen = try context.tool(named: "mockgen").url
        var failures: [String] = []
        for testTarget in testTargets {
            let plan = PackageMockPlan.make(for: testTarget, package: context.package, outputFolder: testTarget.directoryURL,
                                            cacheFolder: context.pluginWorkDirectoryURL.appending(path: "cache"))
            plan.warnings.forEach { Diagnostics.warning($0) }
            for run in plan.runs {
                // mockgen prints its diagnostics (`path:line:col: error: …`) and summary to the
                // standard error this process shares with it.
                let status = try Self.launch(mockgen, arguments: [run.arguments[0]] + mockgenOptions + run.arguments.dropFirst())
                if status != 0 { failures.append("\(run.module) (for \(testTarget.name))") }
            }
        }
        guard failures.isEmpty else {
            Diagnostics.error("mockgen failed for \(failures.joined(separator: ", ")); nothing was written for it (see its diagnostics above)")
            throw GenerateMocksFailure()
        }
    }

    /// `--target NAME` (or `--target=NAME`, repeatable) for this plugin, everything else for mockgen.
    static func split(_ arguments: [String]) -> (targets: [String], mockgen: [String]) {
        var targets: [String] = []
        var passed: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--target", let name = remaining.popFirst() {
                targets.append(name)
            } else if argument.hasPrefix("--target=") {
                targets.append(String(argument.dropFirst("--target=".count)))
            } else {
                passed.append(argument)
            }
        }
        return (targets, passed)
    }

    static func testTargets(named names: [String], in package: Package) throws -> [SwiftSourceModuleTarget] {
        let all = package.targets.compactMap { $0 as? SwiftSourceModuleTarget }.filter { $0.kind == .test }
        guard !names.isEmpty else {
            let users = all.filter { PackageMockPlan.missingRuntimeMessage(for: $0) == nil }
            if users.isEmpty {
                Diagnostics.error("no test target of package '\(package.displayName)' depends on MockRuntime: no mocks to write (name one with --target)")
                throw GenerateMocksFailure()
            }
            return users
        }
        return try names.map { name in
            guard let target = all.first(where: { $0.name == name }) else {
                Diagnostics.error("--target \(name): package '\(package.displayName)' has no test target of that name (test targets: \(all.map(\.name).joined(separator: ", ")))")
                throw GenerateMocksFailure()
            }
            if let message = PackageMockPlan.missingRuntimeMessage(for: target) { Diagnostics.warning(message) }
            return target
        }
    }

    /// Runs mockgen with this process's standard output and error; its exit status.
    static func launch(_ executable: URL, arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }
}

/// Thrown after the reason was reported with `Diagnostics.error`, so that `swift package` exits
/// non-zero.
struct GenerateMocksFailure: Error, CustomStringConvertible {
    var description: String { "generate-mocks failed" }
}
