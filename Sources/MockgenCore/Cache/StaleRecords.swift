#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Temporary records (`<key>.index.<pid>.<n>.tmp`, `<key>.run.<pid>.tmp`, `<key>.folders.<pid>.<n>.tmp`) left in a cache folder
/// by a run that was killed before it could rename or remove them: removed by the next run that
/// writes a record there, once no process has that id any more.
enum StaleRecords {
    static func remove(in folder: String) {
        guard let entries = DirectoryListing.entries(of: folder) else { return }
        for entry in entries where entry.name.hasSuffix(".tmp") {
            let parts = entry.name.split(separator: ".")
            guard let kind = parts.firstIndex(where: { $0 == "index" || $0 == "run" || $0 == "folders" }), kind + 1 < parts.count,
                  let pid = pid_t(parts[kind + 1]), pid > 0 else { continue }
            if kill(pid, 0) == 0 || errno == EPERM { continue }
            unlink(FilePaths.join(folder, entry.name))
        }
    }
}
