/// Which files resolving some mocks reads beyond the mocked types' own: the files declaring the
/// protocols and classes that their inheritance reaches, and the files extending those.
///
/// It follows exactly the lookups the resolve passes make, and no more: `InheritanceResolver`
/// looks up the names of inheritance clauses (a sibling `Outer.Name` first, then `Name`,
/// expanding type aliases), `ProtocolExtensionMembers` and `NestedTypeNames` the protocols named
/// by inheritance clauses and by conformances that extensions add, and `MemberRules` and
/// `ProtocolExtensionMembers` the members of extensions of the types found, by their qualified
/// and simple names. Every lookup goes through `MockableTypeFinder.byName`, which holds the first
/// declaration of each name, so the files found are those the same lookups on full models reach.
struct ResolutionContextFiles {
    private let finder: MockableTypeFinder
    /// Files with an extension, by the extended type as written (`Outer.Inner`).
    private let extendingFiles: [String: [String]]

    init(finder: MockableTypeFinder, extendingFiles: [String: [String]]) {
        self.finder = finder
        self.extendingFiles = extendingFiles
    }

    /// The files to read in full to resolve `candidates` (their own files included).
    func files(for candidates: [TypeCandidate]) -> Set<String> {
        var files: Set<String> = []
        var visited: Set<Int> = []
        var pending = candidates
        while let candidate = pending.popLast() {
            guard visited.insert(candidate.order).inserted else { continue }
            files.insert(candidate.path)
            for name in Set([candidate.qualifiedName, candidate.declaration.name]) {
                for path in extendingFiles[name] ?? [] { files.insert(path) }
            }
            let named = candidate.declaration.inheritance.flatMap(InheritanceResolver.nominalNames) + (finder.extensionConformances[candidate.qualifiedName] ?? [])
            for name in expandingAliases(named) {
                if let outer = candidate.outerTypeName, let sibling = finder.byName[outer + "." + name] { pending.append(sibling) }
                if let found = finder.byName[name] { pending.append(found) }
            }
        }
        return files
    }

    /// The names, and what the ones that are type aliases stand for (as `InheritanceResolver`
    /// expands them, a few levels deep).
    private func expandingAliases(_ names: [String], depth: Int = 0) -> [String] {
        guard depth < 4 else { return names }
        var out = names
        for name in names {
            if let target = finder.typeAliases[name] { out += expandingAliases(InheritanceResolver.nominalNames(in: target), depth: depth + 1) }
        }
        return out
    }
}
