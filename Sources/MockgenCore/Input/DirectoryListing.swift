#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Folder contents straight from `opendir`/`readdir`: input expansion runs on every build, and
/// the entry type that `readdir` already reports saves a `stat` per file.
public enum DirectoryListing {
    public struct Entry: Sendable, Equatable {
        public var name: String
        public var isDirectory: Bool
        /// A symbolic link (to a folder, `isDirectory` is then `true`). Recursive searches do not
        /// follow linked folders, so a link cycle cannot make them run forever.
        public var isSymbolicLink: Bool
    }

    /// The entries of `path` other than `.` and `..`, sorted by name; `nil` if it cannot be opened.
    public static func entries(of path: String) -> [Entry]? {
        guard let directory = opendir(path.isEmpty ? "." : path) else { return nil }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name == "." || name == ".." { continue }
            let type = entry.pointee.d_type
            var isDirectory = type == UInt8(DT_DIR)
            let isLink = type == UInt8(DT_LNK)
            if isLink || type == UInt8(DT_UNKNOWN) {
                isDirectory = Self.isDirectory(FilePaths.join(path, name))
            }
            entries.append(Entry(name: name, isDirectory: isDirectory, isSymbolicLink: isLink))
        }
        entries.sort { $0.name < $1.name }
        return entries
    }

    /// `true` if `path` names a folder (following links).
    public static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    /// `true` if something exists at `path` (following links).
    public static func exists(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0
    }

    /// Every `.swift` file below `root`, sorted by path. Hidden entries (`.build`, `.git`) and
    /// linked folders are skipped.
    public static func swiftFiles(under root: String) -> [String] {
        var files: [String] = []
        collectSwiftFiles(in: root, into: &files)
        return files
    }

    private static func collectSwiftFiles(in folder: String, into files: inout [String]) {
        guard let entries = entries(of: folder) else { return }
        for entry in entries where !entry.name.hasPrefix(".") {
            let path = FilePaths.join(folder, entry.name)
            if entry.isDirectory {
                if !entry.isSymbolicLink { collectSwiftFiles(in: path, into: &files) }
            } else if entry.name.hasSuffix(".swift") {
                files.append(path)
            }
        }
    }
}
