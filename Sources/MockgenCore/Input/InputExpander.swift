/// Turns the INPUTS of `mockgen generate` into the list of Swift files to read.
///
/// - a file is used as given, whatever its extension;
/// - a folder is searched recursively for `.swift` files (hidden entries such as `.build` skipped);
/// - with `--glob`, a path with `*`, `?`, `**` or `[…]` is expanded (`GlobExpander`); matched
///   folders are searched as above, matched files are used if they end in `.swift`.
///
/// The result is sorted and free of duplicates, so the generated output does not depend on the
/// order the inputs were given in, nor on the order the file system lists a folder.
public enum InputExpander {
    public struct Expansion: Sendable, Equatable {
        public var files: [String]
        public var diagnostics: [Diagnostic]
    }

    /// - Parameter memo: a run with a cache: the folders listed by the run before, and what this
    ///   listing finds for the next (`FolderMemo`).
    public static func expand(_ inputs: [String], glob: Bool, memo: FolderMemo? = nil) -> Expansion {
        // What each input names, in order; every folder of every input is then listed together
        // (`DirectoryListing.swiftFiles(under:)`), before any is added.
        enum Found {
            case folder(String)
            case file(String)
        }
        var named: [(input: String, found: [Found], isPattern: Bool)] = []
        var folders: [String] = []
        for input in inputs {
            if glob && GlobPattern.hasWildcards(input) {
                var found: [Found] = []
                for match in GlobExpander.expand(input) {
                    if DirectoryListing.isDirectory(match) {
                        found.append(.folder(match))
                        folders.append(match)
                    } else if match.hasSuffix(".swift") {
                        found.append(.file(match))
                    }
                }
                named.append((input, found, true))
            } else {
                let path = glob ? GlobPattern.unescaped(input) : input
                if DirectoryListing.isDirectory(path) {
                    named.append((input, [.folder(path)], false))
                    folders.append(path)
                } else {
                    // Read (and so diagnosed if missing) by the parse stage like any other file.
                    named.append((input, [.file(path)], false))
                }
            }
        }
        let listed = DirectoryListing.swiftFiles(under: folders, memo: memo)
        var filesByFolder: [String: [String]] = [:]
        for (folder, files) in zip(folders, listed) { filesByFolder[folder] = files }

        var found = FoundFiles()
        var diagnostics: [Diagnostic] = []
        for (input, matches, isPattern) in named {
            let location = SourceLocation(path: input, line: 1, column: 1)
            let before = found.count
            for match in matches {
                switch match {
                case .folder(let folder):
                    let files = filesByFolder[folder] ?? []
                    if !isPattern && files.isEmpty {
                        diagnostics.append(.warning("folder contains no .swift files", at: location))
                    }
                    found.add(files, under: folder)
                case .file(let file):
                    found.add(file)
                }
            }
            if isPattern && found.count == before {
                diagnostics.append(.error("no Swift files match this pattern", at: location))
            }
        }
        return Expansion(files: found.paths, diagnostics: diagnostics)
    }

    /// The files found so far, one per file on disk: `tree/F.swift`, `./tree/F.swift`, a path
    /// through a linked folder and `**` reaching a folder from two matches are the same file,
    /// read once. Each root (a folder searched, a file given) is resolved once (realpath(3)), not
    /// each file below it. Of several spellings the smallest is kept, whatever the input order.
    private struct FoundFiles {
        /// Each `add`: the files listed under a root, or one file given (`root` `nil`).
        private var additions: [(files: [String], root: String?)] = []
        private(set) var count = 0

        /// `files`, each of which starts with `root`.
        mutating func add(_ files: [String], under root: String) {
            guard !files.isEmpty else { return }
            additions.append((files, root))
            count += files.count
        }

        mutating func add(_ file: String) {
            additions.append(([file], nil))
            count += 1
        }

        var paths: [String] {
            // One folder (or one file), the usual run: a listing holds each file once (links to
            // folders are not followed), so there is nothing to resolve or compare. It comes in
            // path order (`DirectoryListing.swiftFiles(under:)`): checked, not sorted again
            // (sorting the large corpus's 12,580 paths took 1.2 ms on one thread).
            if additions.count == 1 { return Self.sorted(additions[0].files) }
            var resolvedRoots: [String: String] = [:]
            for case (_, let root?) in additions where resolvedRoots[root] == nil {
                resolvedRoots[root] = FilePaths.resolved(root) ?? root
            }
            // Folders only, none the same as or inside another once resolved: no file is listed
            // twice, so the lists are joined as they are (the large corpus's 40 folders: 12,580
            // keys made and hashed for nothing).
            let roots = additions.compactMap { $0.root.flatMap { resolvedRoots[$0] } }
            if roots.count == additions.count, Self.areDisjoint(roots) {
                return Self.sorted(additions.flatMap(\.files))
            }
            var spellingByKey: [String: String] = [:]
            func insert(_ file: String, key: String) {
                if let kept = spellingByKey[key], kept <= file { return }
                spellingByKey[key] = file
            }
            for (files, root) in additions {
                guard let root else {
                    insert(files[0], key: FilePaths.resolved(files[0]) ?? files[0])
                    continue
                }
                let resolvedRoot = resolvedRoots[root] ?? root
                for file in files {
                    let below = file.utf8.dropFirst(root.utf8.count).drop { $0 == UInt8(ascii: "/") }
                    insert(file, key: file.hasPrefix(root) ? FilePaths.join(resolvedRoot, String(decoding: below, as: UTF8.self)) : file)
                }
            }
            return spellingByKey.values.sorted()
        }

        /// `paths` sorted: as they are when they are in order already.
        private static func sorted(_ paths: [String]) -> [String] {
            DirectoryListing.isAscending(paths) ? paths : paths.sorted()
        }

        /// No two of `folders` the same, and none inside another.
        private static func areDisjoint(_ folders: [String]) -> Bool {
            // In byte order, whatever starts with `F/` sorts right after `F/` (or after another
            // such path): comparing neighbours finds every folder inside another.
            let sorted = folders.map { Array(($0.hasSuffix("/") ? $0 : $0 + "/").utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
            for (earlier, later) in zip(sorted, sorted.dropFirst()) where later.starts(with: earlier) {
                return false
            }
            return true
        }
    }
}
