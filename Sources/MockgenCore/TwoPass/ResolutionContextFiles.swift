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
    private let extendingFiles: NameTable<[String]>

    init(finder: MockableTypeFinder, extendingFiles: NameTable<[String]>) {
        self.finder = finder
        self.extendingFiles = extendingFiles
    }

    /// The files to read in full to resolve `candidates` (their own files included).
    func files(for candidates: [TypeCandidate]) -> Set<String> {
        reach(of: candidates).files
    }

    /// What resolving some mocks reads of the files it reads: the type declarations the lookups
    /// find and the extensions of them. The rest of those files is read as skeletons would be.
    struct Reach {
        /// The files to read in full (the candidates' own files included).
        var files: Set<String> = []
        /// Type declarations found, by file, by qualified name.
        var typeNames: [String: Set<String>] = [:]
        /// Extended names (as written) whose extensions are read, in every file.
        var extendedNames: Set<String> = []

        /// What is read in full of the file at `path`: the types the lookups find there, and the
        /// extensions of any type they find (`DeclarationParser.parsePruned`, `ModelSkeleton.pruned`).
        func selection(in path: String) -> FullTypeSelection {
            FullTypeSelection(typeNames: typeNames[path] ?? [], extendedNames: extendedNames, skipsUnreadBodies: true)
        }
    }

    func reach(of candidates: [TypeCandidate]) -> Reach {
        var reach = Reach()
        var visited: Set<Int> = []
        var pending = candidates
        while let candidate = pending.popLast() {
            guard visited.insert(candidate.order).inserted else { continue }
            reach.files.insert(candidate.path)
            reach.typeNames[candidate.path, default: []].insert(candidate.qualifiedName)
            for name in Set([candidate.qualifiedName, candidate.declaration.name]) {
                reach.extendedNames.insert(name)
                for path in extendingFiles[name] ?? [] { reach.files.insert(path) }
            }
            let named = candidate.declaration.inheritance.flatMap(InheritanceResolver.nominalNames) + (finder.extensionConformances[candidate.qualifiedName] ?? [])
            for name in expandingAliases(named) {
                if let outer = candidate.outerTypeName, let sibling = finder.byName[outer + "." + name] { pending.append(sibling) }
                if let found = finder.byName[name] { pending.append(found) }
            }
        }
        return reach
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
