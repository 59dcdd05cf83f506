import Foundation

/// A package to check, as given on the command line: a git URL or a path to a repository.
struct PackageLocation: Equatable {
    var location: String

    /// The clone's folder name: the last path component without `.git` (`…/apple/swift-log.git`
    /// and `https://github.com/apple/swift-log` both give `swift-log`).
    var name: String {
        var trimmed = location
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        var last = trimmed.split(separator: "/").last.map(String.init) ?? trimmed
        if last.hasSuffix(".git") { last.removeLast(4) }
        // `host:owner/name` (scp-like git URLs) has no slash before the owner.
        if let colon = last.lastIndex(of: ":") { last = String(last[last.index(after: colon)...]) }
        return last.isEmpty ? "package" : last
    }

    /// What `git clone` is given: local paths are made absolute, since git runs in the scratch folder.
    var cloneSource: String {
        if location.contains("://") || location.hasPrefix("git@") { return location }
        if location.hasPrefix("/") { return location }
        return FileManager.default.currentDirectoryPath + "/" + location
    }
}
