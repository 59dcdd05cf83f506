import Foundation

/// A library module of a package, from `swift package describe --type json`.
struct LibraryModule: Equatable {
    /// The target name (what `swift build --target` and manifest dependencies use).
    var name: String
    /// The module name (what `import` uses; differs from `name` when the name has a `-`).
    var moduleName: String
    /// The target's folder, relative to the package root.
    var path: String
    /// Its Swift sources relative to `path`, as SwiftPM resolved them (excludes applied).
    var sources: [String]
    /// Folders of the package's library modules it depends on, directly or not: given to
    /// mockgen as `--dependency`, so protocols refined across modules are known.
    var dependencyPaths: [String] = []
    /// It depends on products of other packages (whose sources are in `.build/checkouts`).
    var usesOtherPackages = false
}

/// Reads the targets out of `swift package describe --type json`.
enum PackageTargets {
    /// Folders under the package root that belong to the corpus check itself.
    static let corpusFolder = "MockgenCorpus"

    private struct Description: Decodable {
        var targets: [Target]
    }

    private struct Target: Decodable {
        var name: String
        var c99name: String?
        var type: String
        var module_type: String?
        var path: String
        var sources: [String]?
        var target_dependencies: [String]?
        var product_dependencies: [String]?
    }

    /// The regular Swift library targets: not tests, executables, macros, plugins, snippets or
    /// system/C targets, and not the targets an earlier corpus run added to the manifest.
    static func libraryModules(describeJSON: String) throws -> [LibraryModule] {
        let description = try JSONDecoder().decode(Description.self, from: Data(describeJSON.utf8))
        let byName = Dictionary(description.targets.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return description.targets
            .filter { $0.type == "library" && $0.module_type == "SwiftTarget" }
            .filter { !$0.path.hasPrefix(corpusFolder + "/") && $0.path != corpusFolder }
            .map { target in
                var module = LibraryModule(name: target.name, moduleName: target.c99name ?? target.name, path: target.path, sources: (target.sources ?? []).filter { $0.hasSuffix(".swift") })
                var seen: Set<String> = [target.name]
                var queue = target.target_dependencies ?? []
                while let next = queue.popLast() {
                    guard seen.insert(next).inserted, let dependency = byName[next] else { continue }
                    if dependency.module_type == "SwiftTarget" { module.dependencyPaths.append(dependency.path) }
                    if !(dependency.product_dependencies ?? []).isEmpty { module.usesOtherPackages = true }
                    queue += dependency.target_dependencies ?? []
                }
                module.dependencyPaths.sort()
                module.usesOtherPackages = module.usesOtherPackages || !(target.product_dependencies ?? []).isEmpty
                return module
            }
            .sorted { $0.name < $1.name }
    }

    /// `describe` prints its JSON after any progress lines SwiftPM writes to stdout (fetching,
    /// resolving); the JSON starts at the first line that is exactly `{`.
    static func jsonPart(of stdout: String) -> String {
        let lines = stdout.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == "{" }) else { return stdout }
        return lines[start...].joined(separator: "\n")
    }
}
