/// Where the mocks go: one file for all inputs, or one file per input in a folder.
public enum OutputLayout: Sendable, Equatable {
    case singleFile(String)
    /// `exists` is `false` for a `path/` that is still to be created.
    case folder(String, exists: Bool)

    /// An existing folder, or a path ending in `/`, is a folder; anything else is a file.
    public init(output: String) {
        if DirectoryListing.isDirectory(output) {
            self = .folder(output, exists: true)
        } else if output.hasSuffix("/") {
            self = .folder(output, exists: false)
        } else {
            self = .singleFile(output)
        }
    }

    /// The output file for `input` in folder mode: `Sources/App/Greeter.swift` with prefix `Mock`
    /// gives `<folder>/MockGreeter.swift`.
    public static func fileName(forInput input: String, prefix: String) -> String {
        var name = input.split(separator: "/").last.map(String.init) ?? input
        if name.hasSuffix(".swift") { name.removeLast(".swift".count) }
        return prefix + name + ".swift"
    }
}

extension OutputLayout {
    var isFolder: Bool {
        if case .folder = self { return true }
        return false
    }
}
