import Foundation

/// The sources of the modules a SwiftPM package's inputs import, found by mockgen itself: its
/// other targets (`Sources/<Module>`), its checked-out dependencies
/// (`.build/checkouts/<package>/Sources/<Module>`) and its local path dependencies
/// (`.package(path: "…")`), followed through their own imports. A module is its folder's name,
/// as SwiftPM names targets by default.
///
/// Read only when a mock refines a protocol that no source given declares (so the plain command
/// line needs no `--dependency` in a package), and only for inputs in the package's `Sources/`
/// or `Tests/`, never otherwise: a run that needs nothing from the dependencies reads nothing of
/// them. Such a run plans twice (the first plan finds what is missing) and is not replayed by
/// the run cache, so that a changed checkout reaches the mocks.
enum PackageDependencies {
    /// The folders to read as `--dependency` sources for `inputs`, sorted; empty outside a package.
    static func folders(for inputs: [String]) -> [String] {
        guard let first = inputs.first.map(absolute), let root = packageRoot(containing: first) else { return [] }
        // Only a target's sources are the package's: a folder of sources that merely lies inside
        // a package (a corpus, a scratch copy) is not one of its targets.
        guard ["Sources", "Tests"].contains(where: { first.hasPrefix(FilePaths.join(root, $0) + "/") }) else { return [] }
        let modules = moduleFolders(root: root)
        let inputPaths = inputs.map(absolute).flatMap { isDirectory($0) ? swiftFiles(in: $0) : [$0] }
        // The module under test is not its own dependency.
        let candidates = modules.filter { _, folder in !inputPaths.contains { $0 == folder || $0.hasPrefix(folder + "/") } }
        var chosen: [String: String] = [:]
        var pending = imports(of: inputPaths)
        while let module = pending.popFirst() {
            guard chosen[module] == nil, let folder = candidates[module] else { continue }
            chosen[module] = folder
            pending.formUnion(imports(of: swiftFiles(in: folder)).filter { chosen[$0] == nil })
        }
        return chosen.values.sorted()
    }

    /// The nearest folder at or above `path` that holds a `Package.swift`.
    static func packageRoot(containing path: String) -> String? {
        var folder = (path as NSString).deletingLastPathComponent
        if isDirectory(path) { folder = path }
        while !folder.isEmpty && folder != "/" {
            if FileManager.default.fileExists(atPath: FilePaths.join(folder, "Package.swift")) { return folder }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// Module name → folder, for the package's targets, its checkouts and its path dependencies.
    /// The package's own targets win a name clash, then checkouts and path dependencies in
    /// name order, so the map does not depend on the order folders are listed in.
    static func moduleFolders(root: String) -> [String: String] {
        var packages = [root]
        let checkouts = FilePaths.join(root, ".build/checkouts")
        packages += subfolders(checkouts).map { FilePaths.join(checkouts, $0) }
        packages += localPathDependencies(root: root)
        var modules: [String: String] = [:]
        for package in packages {
            let sources = FilePaths.join(package, "Sources")
            for module in subfolders(sources) where modules[module] == nil {
                modules[module] = FilePaths.join(sources, module)
            }
        }
        return modules
    }

    /// `.package(path: "../Kit")` and `.package(name: "Kit", path: "../Kit")` in the manifest.
    static func localPathDependencies(root: String) -> [String] {
        guard let manifest = try? String(contentsOfFile: FilePaths.join(root, "Package.swift"), encoding: .utf8) else { return [] }
        var folders: [String] = []
        for call in manifest.components(separatedBy: ".package(").dropFirst() {
            guard let argument = call.range(of: "path:") else { continue }
            let rest = call[argument.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
            guard rest.first == "\"", let end = rest.dropFirst().firstIndex(of: "\"") else { continue }
            let path = String(rest[rest.index(after: rest.startIndex)..<end])
            folders.append(path.hasPrefix("/") ? path : (FilePaths.join(root, path) as NSString).standardizingPath)
        }
        return folders.sorted()
    }

    /// Modules the files import (`import Kit`, `@testable import Kit`, `import struct Kit.Box`).
    static func imports(of files: [String]) -> Set<String> {
        var modules: Set<String> = []
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
                while let word = words.first, word.hasPrefix("@") || ["public", "internal", "package", "private", "fileprivate"].contains(word) {
                    words = words.dropFirst()
                }
                guard words.first == "import", words.count >= 2 else { continue }
                var path = words.dropFirst()
                if path.count >= 2, ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"].contains(path.first!) { path = path.dropFirst() }
                if let module = path.first?.split(separator: ".").first { modules.insert(String(module)) }
            }
        }
        return modules
    }

    private static func swiftFiles(in folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let name = enumerator.nextObject() as? String {
            if name.hasSuffix(".swift") { files.append(FilePaths.join(folder, name)) }
        }
        return files.sorted()
    }

    private static func subfolders(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") && isDirectory(FilePaths.join(folder, $0)) }.sorted()
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func absolute(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FilePaths.join(FileManager.default.currentDirectoryPath, path)
        return (full as NSString).standardizingPath
    }
}
