import CLibClang
import Foundation

/// One copy of libclang, loaded with `dlopen` and never unloaded (libclang keeps process-wide
/// state), with the table of its functions mockgen calls. Immutable once made: every read of C
/// headers may use it from any thread, each with its own index and translation unit.
public final class LibClang: Sendable, CustomStringConvertible {
    /// The library file the dynamic loader opened, symlinks resolved.
    public let path: String
    /// How the locator came to this copy.
    public let origin: LibClangCandidate.Origin
    /// libclang's own version line (`clang version 21.0.0 (…)`).
    public let version: String
    /// The clang resource folder that matches this copy (`…/lib/clang/21`, holding
    /// `include/stddef.h`), passed as `-resource-dir`; `nil` when none was found next to it.
    public let resourceDirectory: String?
    let functions: LCFunctions

    private init(path: String, candidatePath: String, origin: LibClangCandidate.Origin, functions: LCFunctions) {
        self.functions = functions
        self.path = path
        self.origin = origin
        self.version = ClangString.take(functions.getClangVersion(), functions) ?? "clang (unknown version)"
        self.resourceDirectory = ClangResourceDirectory.find(libraryPaths: [candidatePath, path], version: version)
    }

    /// `libclang 21.0.0 at /opt/swift/usr/lib/libclang.so (Swift toolchain)`: what `mockgen
    /// version` prints.
    public var description: String {
        "\(version) at \(path) (\(origin.description))"
    }

    /// The major version (`21`), parsed from `version`; `nil` if it says none.
    public var majorVersion: Int? { ClangResourceDirectory.majorVersion(of: version) }

    /// Loads `candidate`, or returns the copy already loaded from the same file: each library is
    /// opened once per process, whichever thread asks first.
    static func load(_ candidate: LibClangCandidate) -> Result<LibClang, LibClangLoadError.Attempt> {
        loaded.withLock { cache in
            if let known = cache[candidate.path] { return .success(known) }
            let table = UnsafeMutablePointer<LCFunctions>.allocate(capacity: 1)
            defer { table.deallocate() }
            var message = [CChar](repeating: 0, count: 1024)
            let status = lc_load(candidate.path, table, &message, message.count)
            guard status == 0 else {
                return .failure(.init(candidate: candidate, reason: ClangString.decode(message)))
            }
            let functions = table.pointee
            var resolved = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let path = lc_loaded_path(table, &resolved, resolved.count) == 0 ? ClangString.decode(resolved) : candidate.path
            // Two candidates may name the same file (a symlink and its target): one object.
            if let same = cache[path] {
                cache[candidate.path] = same
                return .success(same)
            }
            let library = LibClang(path: path, candidatePath: candidate.path, origin: candidate.origin, functions: functions)
            cache[candidate.path] = library
            cache[path] = library
            return .success(library)
        }
    }

    /// Every copy loaded so far, by the path asked for and by its real path.
    private static let loaded = LockedValue<[String: LibClang]>([:])
}

/// A value behind a lock, for the few process-wide caches of this stage (`NSLock`, as
/// `Mutex` needs macOS 15).
final class LockedValue<Value>: @unchecked Sendable {
    // @unchecked: `value` is only touched inside `withLock`, under `lock`.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
