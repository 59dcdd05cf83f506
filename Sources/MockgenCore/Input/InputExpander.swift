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

    public static func expand(_ inputs: [String], glob: Bool) -> Expansion {
        var found = FoundFiles()
        var diagnostics: [Diagnostic] = []
        for input in inputs {
            let location = SourceLocation(path: input, line: 1, column: 1)
            if glob && GlobPattern.hasWildcards(input) {
                let matches = GlobExpander.expand(input)
                let before = found.count
                for match in matches {
                    if DirectoryListing.isDirectory(match) {
                        found.add(DirectoryListing.swiftFiles(under: match), under: match)
                    } else if match.hasSuffix(".swift") {
                        found.add(match)
                    }
                }
                if found.count == before {
                    diagnostics.append(.error("no Swift files match this pattern", at: location))
                }
            } else {
                let path = glob ? GlobPattern.unescaped(input) : input
                if DirectoryListing.isDirectory(path) {
                    let files = DirectoryListing.swiftFiles(under: path)
                    if files.isEmpty {
                        diagnostics.append(.warning("folder contains no .swift files", at: location))
                    }
                    found.add(files, under: path)
                } else {
                    // Read (and so diagnosed if missing) by the parse stage like any other file.
                    found.add(path)
                }
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
            // folders are not followed), so there is nothing to resolve or compare.
            if additions.count == 1 { return additions[0].files.sorted() }
            var spellingByKey: [String: String] = [:]
            func insert(_ file: String, key: String) {
                if let kept = spellingByKey[key], kept <= file { return }
                spellingByKey[key] = file
            }
            var resolvedRoots: [String: String] = [:]
            for (files, root) in additions {
                guard let root else {
                    insert(files[0], key: FilePaths.resolved(files[0]) ?? files[0])
                    continue
                }
                let resolvedRoot = resolvedRoots[root] ?? FilePaths.resolved(root) ?? root
                resolvedRoots[root] = resolvedRoot
                for file in files {
                    let below = file.utf8.dropFirst(root.utf8.count).drop { $0 == UInt8(ascii: "/") }
                    insert(file, key: file.hasPrefix(root) ? FilePaths.join(resolvedRoot, String(decoding: below, as: UTF8.self)) : file)
                }
            }
            return spellingByKey.values.sorted()
        }
    }
}
