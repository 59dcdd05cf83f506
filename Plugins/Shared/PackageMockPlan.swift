import Foundation
import PackagePlugin

/// What a test target of a package gets mocks for: the Swift modules it depends on directly.
///
/// Direct dependencies only: they are the modules a test imports and exercises. A module that only
/// comes in through one of them (a utility module, another package's library) is passed to
/// mockgen as `--dependency` sources instead, so a protocol refining one of its protocols is
/// mocked with every requirement, but its own types get no mocks: mocking every transitive module
/// would add mocks (and compile time) for code the tests never replace, and clash on names
/// (`MockLogger` from two packages). Products of other packages are not mocked either: the test
/// target depends on a library there, not on a module it tests.
struct PackageMockPlan {
    var runs: [MockgenRun]
    /// Why nothing or something unexpected is generated, for `Diagnostics.warning`.
    var warnings: [String]

    /// One run per module, each into its own file: a change in one module regenerates its mocks
    /// only, and a module whose protocols refine another's reads that module as `--dependency`.
    static func make(for testTarget: any Target, package: Package, outputFolder: URL, cacheFolder: URL) -> PackageMockPlan {
        let modules = testTarget.dependencies.compactMap { dependency -> SwiftSourceModuleTarget? in
            guard case .target(let target) = dependency, let module = target as? SwiftSourceModuleTarget, module.kind != .test else { return nil }
            return module
        }
        var warnings: [String] = []
        if modules.isEmpty {
            warnings.append("\(testTarget.name) depends on no Swift module of package '\(package.displayName)': mockgen has nothing to generate mocks for (list the modules under test in the test target's dependencies)")
        }
        let config = MockgenRun.configFile(in: package.directoryURL)
        let runs = modules.map { module in
            let dependencySources = module.recursiveTargetDependencies
                .compactMap { $0 as? SwiftSourceModuleTarget }
                .flatMap(\.swiftSources)
            return MockgenRun(module: module.moduleName, sources: module.swiftSources, dependencySources: dependencySources,
                              config: config, outputFolder: outputFolder, cacheFolder: cacheFolder)
        }
        return PackageMockPlan(runs: runs, warnings: warnings)
    }

    /// The generated mocks import MockRuntime; without it the test target fails on the generated
    /// file with "no such module", which says nothing about what to add.
    static func missingRuntimeMessage(for testTarget: any Target) -> String? {
        let dependsOnRuntime = testTarget.recursiveTargetDependencies.contains { $0.name == "MockRuntime" }
        if dependsOnRuntime { return nil }
        return "\(testTarget.name) uses mockgen's mocks but does not depend on MockRuntime: add .product(name: \"MockRuntime\", package: \"mockgen\") to its dependencies"
    }
}

extension SwiftSourceModuleTarget {
    /// The `.swift` files the module is compiled from, sorted (the order of mockgen's arguments
    /// then never changes, and neither does the command SwiftPM compares between builds).
    var swiftSources: [URL] {
        sourceFiles(withSuffix: "swift").filter { $0.type == .source }.map(\.url).sorted { $0.filePath < $1.filePath }
    }
}
