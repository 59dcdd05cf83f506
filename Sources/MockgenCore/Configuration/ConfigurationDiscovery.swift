import Foundation

extension Configuration {
    /// The names looked for when `mockgen generate` is given neither inputs nor `--config`, in
    /// this order: mockgen's own file wins over Cuckoo's.
    public static let discoveredNames = ["mockgen.toml", "Cuckoofile.toml"]

    /// The configuration file in `folder` (as `folder/name`, or the bare name for "" or "."),
    /// if there is one.
    public static func discover(inFolder folder: String) -> String? {
        for name in discoveredNames {
            let path = folder.isEmpty || folder == "." ? name : FilePaths.join(folder, name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue { return path }
        }
        return nil
    }

    /// When `discover` found `path` in `folder` and another configuration file sits beside it:
    /// a note naming the one not read, so the choice is never silent.
    public static func unreadBeside(_ path: String, inFolder folder: String) -> Diagnostic? {
        let others = discoveredNames.map { folder.isEmpty || folder == "." ? $0 : FilePaths.join(folder, $0) }
            .filter { $0 != path && FileManager.default.fileExists(atPath: $0) }
        guard let other = others.first else { return nil }
        return Diagnostic(.note, "\(other) is not read: \(path), beside it, is read instead (give --config \(other) to read that one)",
                          at: SourceLocation(path: other, line: 1, column: 1))
    }
}
