#if canImport(XcodeProjectPlugin)
import Foundation
import PackagePlugin
import XcodeProjectPlugin

/// The same plugin applied to a test target of an Xcode project (Xcode only; not built on Linux).
///
/// Xcode describes targets by their input files and product, and may report no dependencies for
/// a target (as some Xcode versions do): then the module under test is the target named like the
/// test target without its `Tests` suffix (`ShopTests` tests `Shop`), as Xcode's templates name them.
extension MockgenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let declared = target.dependencies.compactMap { dependency -> XcodeTarget? in
            if case .target(let module) = dependency { return module }
            return nil
        }
        let modules = declared.isEmpty
            ? context.xcodeProject.targets.filter { $0.displayName + "Tests" == target.displayName }
            : declared
        if modules.isEmpty {
            Diagnostics.warning("\(target.displayName) depends on no target MockgenPlugin can find: no mocks are generated (name the test target <Module>Tests, or make it depend on the module's target)")
        }
        let config = MockgenRun.configFile(in: context.xcodeProject.directoryURL)
        let mockgen = try context.tool(named: "mockgen").url
        return modules.compactMap { module in
            let sources = module.swiftSources
            guard !sources.isEmpty else { return nil }
            // Xcode lists no dependencies of the module either: its own sources are all there is.
            let run = MockgenRun(module: module.moduleName, sources: sources, dependencySources: [], config: config,
                                 outputFolder: context.pluginWorkDirectoryURL,
                                 cacheFolder: context.pluginWorkDirectoryURL.appending(path: "cache"))
            return run.buildCommand(mockgen: mockgen)
        }
    }
}

extension XcodeTarget {
    /// Xcode's default module name: the product's name with every character that cannot be in an
    /// identifier replaced by `_` (PRODUCT_MODULE_NAME).
    var moduleName: String {
        let name = product?.name ?? displayName
        let identifier = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return identifier.first?.isNumber == true ? "_" + identifier : identifier
    }

    var swiftSources: [URL] {
        inputFiles.filter { $0.type == .source && $0.url.pathExtension == "swift" }.map(\.url).sorted { $0.filePath < $1.filePath }
    }
}
#endif
