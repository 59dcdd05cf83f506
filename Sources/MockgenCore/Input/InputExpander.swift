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
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        for input in inputs {
            let location = SourceLocation(path: input, line: 1, column: 1)
            if glob && GlobPattern.hasWildcards(input) {
                let matches = GlobExpander.expand(input)
                let before = files.count
                for match in matches {
                    if DirectoryListing.isDirectory(match) {
                        files += DirectoryListing.swiftFiles(under: match)
                    } else if match.hasSuffix(".swift") {
                        files.append(match)
                    }
                }
                if files.count == before {
                    diagnostics.append(.error("no Swift files match this pattern", at: location))
                }
            } else {
                let path = glob ? GlobPattern.unescaped(input) : input
                if DirectoryListing.isDirectory(path) {
                    let found = DirectoryListing.swiftFiles(under: path)
                    if found.isEmpty {
                        diagnostics.append(.warning("folder contains no .swift files", at: location))
                    }
                    files += found
                } else {
                    // Read (and so diagnosed if missing) by the parse stage like any other file.
                    files.append(path)
                }
            }
        }
        let unique = Array(Set(files)).sorted()
        return Expansion(files: unique, diagnostics: diagnostics)
    }
}
