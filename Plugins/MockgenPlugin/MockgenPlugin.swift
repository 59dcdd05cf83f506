import Foundation
import PackagePlugin

/// Applied to a test target: generates mocks for the modules it depends on while the target
/// builds (docs/Plugins.md).
///
/// Build commands, not prebuild commands: SwiftPM runs each one only when one of its input files
/// changed or its output is missing, and a failing one fails the build with mockgen's diagnostics
/// (`path:line:col: error: …`, at the user's source line). mockgen writes nothing when it reports
/// an error, and SwiftPM runs a failed command again on the next build, so the last good file is
/// never compiled as if it were up to date.
@main
struct MockgenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let testTarget = target as? SwiftSourceModuleTarget else {
            Diagnostics.warning("MockgenPlugin generates Swift mocks for Swift test targets; '\(target.name)' is not one, so it gets none")
            return []
        }
        if let message = PackageMockPlan.missingRuntimeMessage(for: testTarget) {
            Diagnostics.error(message)
            return []
        }
        let plan = PackageMockPlan.make(for: testTarget, package: context.package,
                                        outputFolder: context.pluginWorkDirectoryURL,
                                        cacheFolder: context.pluginWorkDirectoryURL.appending(path: "cache"))
        plan.warnings.forEach { Diagnostics.warning($0) }
        let mockgen = try context.tool(named: "mockgen").url
        return plan.runs.map { $0.buildCommand(mockgen: mockgen) }
    }
}

extension MockgenRun {
    func buildCommand(mockgen: URL) -> Command {
        .buildCommand(displayName: "Generating mocks for \(module) (mockgen)", executable: mockgen,
                      arguments: arguments, inputFiles: inputFiles, outputFiles: [output])
    }
}
