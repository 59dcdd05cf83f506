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
    }

    /// The regular Swift library targets: not tests, executables, macros, plugins, snippets or
    /// system/C targets, and not the targets an earlier corpus run added to the manifest.
    static func libraryModules(describeJSON: String) throws -> [LibraryModule] {
        let description = try JSONDecoder().decode(Description.self, from: Data(describeJSON.utf8))
        return description.targets
            .filter { $0.type == "library" && $0.module_type == "SwiftTarget" }
            .filter { !$0.path.hasPrefix(corpusFolder + "/") && $0.path != corpusFolder }
            .map { LibraryModule(name: $0.name, moduleName: $0.c99name ?? $0.name, path: $0.path, sources: ($0.sources ?? []).filter { $0.hasSuffix(".swift") }) }
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
