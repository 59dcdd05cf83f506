/// Expands a path pattern such as `Sources/**/*Service.swift` into the paths that exist.
///
/// Each `/`-separated component is either a literal name or a `GlobPattern`; a component that is
/// exactly `**` matches zero or more folders (hidden and linked folders excluded, as in a shell
/// with `globstar`). A trailing `**` stands for the folders themselves, which the input expander
/// then searches recursively. Results are sorted by path.
public enum GlobExpander {
    public static func expand(_ pattern: String) -> [String] {
        let isAbsolute = pattern.hasPrefix("/")
        let components = pattern.split(separator: "/", omittingEmptySubsequences: true)
        var candidates = [isAbsolute ? "/" : ""]
        for (index, component) in components.enumerated() {
            let isLast = index == components.count - 1
            if component == "**" {
                candidates = withFoldersBelow(candidates)
            } else if GlobPattern.hasWildcards(component) {
                let glob = GlobPattern(String(component))
                candidates = candidates.flatMap { folder -> [String] in
                    guard let entries = DirectoryListing.entries(of: folder.isEmpty ? "." : folder) else { return [] }
                    return entries
                        .filter { (isLast || $0.isDirectory) && glob.matches($0.name) }
                        .map { FilePaths.join(folder, $0.name) }
                }
            } else {
                let name = GlobPattern.unescaped(component)
                candidates = candidates.map { FilePaths.join($0, name) }
                if !isLast { candidates = candidates.filter(DirectoryListing.isDirectory) }
            }
            if candidates.isEmpty { return [] }
            // Several `**` reach a folder along several paths: without this, each further
            // component would multiply the copies (exponential in the number of `**`).
            candidates = unique(candidates)
        }
        // `""` is what a relative leading `**` leaves for "this folder".
        let existing = candidates.map { $0.isEmpty ? "." : $0 }.filter(DirectoryListing.exists)
        return Array(Set(existing)).sorted()
    }

    /// `folders` and every folder below them, each walked once: a folder inside another one of
    /// the list is already covered by that one's walk (sorted, an ancestor comes first).
    private static func withFoldersBelow(_ folders: [String]) -> [String] {
        var result: [String] = []
        var covered: Set<String> = []
        for folder in folders.sorted() where !covered.contains(folder) {
            result.append(folder)
            for below in self.folders(below: folder) where covered.insert(below).inserted {
                result.append(below)
            }
        }
        return result
    }

    private static func unique(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }
    }

    /// Every non-hidden folder below `folder`, not following links.
    private static func folders(below folder: String) -> [String] {
        guard let entries = DirectoryListing.entries(of: folder.isEmpty ? "." : folder) else { return [] }
        var result: [String] = []
        for entry in entries where entry.isDirectory && !entry.isSymbolicLink && !entry.name.hasPrefix(".") {
            let path = FilePaths.join(folder, entry.name)
            result.append(path)
            result += folders(below: path)
        }
        return result
    }
}
