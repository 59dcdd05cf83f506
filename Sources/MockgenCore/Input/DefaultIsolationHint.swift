/// Says so when the inputs probably belong to a target built isolated to the main actor by
/// default and nothing told mockgen (`--default-isolation` unstated): the sources cannot show
/// that setting, and their mocks then fail to compile in the user's build, in generated code the
/// user did not write (see `DefaultIsolation`). The evidence is the nearest package manifest
/// above the first input (`.defaultIsolation(MainActor.self)`) or Xcode project
/// (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;`), looked for where the folders above the inputs
/// have one; the warning is at that line, with both ways out. A project whose other targets are
/// the main-actor ones is answered with `--default-isolation nonisolated`.
public enum DefaultIsolationHint {
    /// The warning for `inputs`, or `nil` when no manifest or project above them sets it.
    public static func diagnostic(for inputs: [String]) -> Diagnostic? {
        guard let first = inputs.first else { return nil }
        // System calls, not `FileManager`: this runs on every build, before any input is read
        // (its `FileManager` calls and listings made strings of every entry of every folder).
        let current = FilePaths.currentFolder()
        var folder = first.hasPrefix("/") ? first : FilePaths.join(current, first)
        if !DirectoryListing.isDirectory(folder) { folder = FilePaths.parentFolder(of: folder) }
        while !folder.isEmpty {
            let manifest = FilePaths.join(folder, "Package.swift")
            if DirectoryListing.exists(manifest) {
                // The package the inputs are in: its manifest is the evidence, whatever it says.
                return find(".defaultIsolation(", then: "MainActor", in: manifest, current: current).map { location in
                    warning(at: location, setting: "`.defaultIsolation(MainActor.self)`")
                }
            }
            let projects = DirectoryListing.entries(of: folder) { name, _ in name.count > 10 && name.suffix(10).elementsEqual(".xcodeproj".utf8) } ?? []
            if !projects.isEmpty {
                for project in projects {
                    let file = FilePaths.join(FilePaths.join(folder, project.name), "project.pbxproj")
                    if let location = find("SWIFT_DEFAULT_ACTOR_ISOLATION", then: "=MainActor;", in: file, current: current) {
                        return warning(at: location, setting: "Default Actor Isolation = MainActor")
                    }
                }
                return nil
            }
            // A repository's root: its projects and manifests are at or below it.
            if folder == "/" || DirectoryListing.exists(FilePaths.join(folder, ".git")) { break }
            folder = FilePaths.parentFolder(of: folder)
        }
        return nil
    }

    private static func warning(at location: SourceLocation, setting: String) -> Diagnostic {
        .warning("a target here is built isolated to the main actor by default (\(setting)): if the inputs are its sources, their "
                 + "protocols and types are @MainActor though they do not say so, and their mocks will not compile; pass "
                 + "--default-isolation MainActor (default-isolation = \"MainActor\" in mockgen.toml), or --default-isolation "
                 + "nonisolated if they belong to another target", at: location)
    }

    /// Where `key` is first followed by `value` (spaces, tabs and line breaks between their
    /// characters skipped) in `path`, relative to `current` when inside it; `nil` if nowhere.
    /// No regular expression: this is read on every run, and making one costs a millisecond.
    private static func find(_ key: String, then value: String, in path: String, current: String) -> SourceLocation? {
        guard case .success(let bytes) = SourceReader.read(path: path) else { return nil }
        let keyBytes = Array(key.utf8), valueBytes = Array(value.utf8)
        guard let found = bytes.withUnsafeBufferPointer({ firstOffset(of: keyBytes, followedBy: valueBytes, in: $0) }) else { return nil }
        let line = bytes[..<found].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let column = found - (bytes[..<found].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0) + 1
        let shown = path.hasPrefix(current + "/") ? String(path.dropFirst(current.count + 1)) : path
        // `.defaultIsolation(` is reported at the name, not its dot.
        return SourceLocation(path: shown, line: line, column: key.hasPrefix(".") ? column + 1 : column)
    }

    /// Where `key` first starts in `bytes` followed by `value`, white space allowed between
    /// their characters. Over the bytes in place: a package's manifest is read on every build,
    /// and a search through array slices and closures took a tenth of a millisecond of it.
    static func firstOffset(of key: [UInt8], followedBy value: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = key.first, bytes.count >= key.count else { return nil }
        var start = 0
        while start + key.count <= bytes.count {
            guard bytes[start] == first else {
                start += 1
                continue
            }
            var matchesKey = true
            for offset in 1..<key.count where bytes[start + offset] != key[offset] {
                matchesKey = false
                break
            }
            if matchesKey {
                var index = start + key.count, matched = 0
                while index < bytes.count, matched < value.count {
                    let byte = bytes[index]
                    if byte == value[matched] {
                        matched += 1
                    } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\r") {
                        break
                    }
                    index += 1
                }
                if matched == value.count { return start }
            }
            start += 1
        }
        return nil
    }
}
