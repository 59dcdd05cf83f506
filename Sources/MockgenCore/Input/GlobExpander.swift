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
                candidates = candidates.flatMap { [$0] + folders(below: $0) }
            } else if GlobPattern.hasWildcards(component) {
                let glob = GlobPattern(String(component))
                candidates = candidates.flatMap { folder -> [String] in
                    guard let entries = DirectoryListing.entries(of: folder.isEmpty ? "." : folder) else { return [] }
                    return entries
                        .filter { (isLast || $0.isDirectory) && glob.matches($0.name) }
                        .map { DirectoryListing.join(folder, $0.name) }
                }
            } else {
                let name = GlobPattern.unescaped(component)
                candidates = candidates.map { DirectoryListing.join($0, name) }
                if !isLast { candidates = candidates.filter(DirectoryListing.isDirectory) }
            }
            if candidates.isEmpty { return [] }
        }
        // `""` is what a relative leading `**` leaves for "this folder".
        let existing = candidates.map { $0.isEmpty ? "." : $0 }.filter(DirectoryListing.exists)
        return Array(Set(existing)).sorted()
    }

    /// Every non-hidden folder below `folder`, not following links.
    private static func folders(below folder: String) -> [String] {
        guard let entries = DirectoryListing.entries(of: folder.isEmpty ? "." : folder) else { return [] }
        var result: [String] = []
        for entry in entries where entry.isDirectory && !entry.isSymbolicLink && !entry.name.hasPrefix(".") {
            let path = DirectoryListing.join(folder, entry.name)
            result.append(path)
            result += folders(below: path)
        }
        return result
    }
}
