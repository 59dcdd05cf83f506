import Foundation

/// Finds the libclang mockgen reads C headers with. In order: an explicit path (`--libclang`),
/// `MOCKGEN_LIBCLANG`, the Swift toolchain's own copy (the clang Swift itself imports C with),
/// then system copies, newest LLVM first. An explicit choice that fails to load is an error
/// rather than a silent fallback to another copy, whose clang could read headers differently.
public struct LibClangLocator: Sendable {
    public var explicitPath: String?
    public var environment: [String: String]

    public init(explicitPath: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.explicitPath = explicitPath
        self.environment = environment
    }

    /// The first candidate that loads.
    public func load() -> Result<LibClang, LibClangLoadError> {
        var attempts: [LibClangLoadError.Attempt] = []
        for candidate in candidates() {
            switch LibClang.load(candidate) {
            case .success(let library): return .success(library)
            case .failure(let attempt):
                attempts.append(attempt)
                if candidate.origin == .option || candidate.origin == .environment {
                    return .failure(LibClangLoadError(attempts: attempts))
                }
            }
        }
        return .failure(LibClangLoadError(attempts: attempts))
    }

    /// Where to look, in order; files that do not exist are left out (but an explicit path is
    /// always kept, so that its failure is reported). Different names of one file appear once.
    public func candidates() -> [LibClangCandidate] {
        if let explicitPath, !explicitPath.isEmpty { return [LibClangCandidate(path: explicitPath, origin: .option)] }
        if let chosen = environment["MOCKGEN_LIBCLANG"], !chosen.isEmpty {
            return [LibClangCandidate(path: chosen, origin: .environment)]
        }
        var found: [LibClangCandidate] = []
        var seen: Set<String> = []
        func add(_ path: String, _ origin: LibClangCandidate.Origin) {
            guard let real = FileSystemPath.realPath(path), seen.insert(real).inserted else { return }
            found.append(LibClangCandidate(path: path, origin: origin))
        }
        for path in toolchainCopies() { add(path, .toolchain) }
        for path in systemCopies() { add(path, .system) }
        // Last resort: whatever the dynamic loader finds by name (`ldconfig`, `DYLD_LIBRARY_PATH`).
        found.append(LibClangCandidate(path: Self.loaderName, origin: .system))
        return found
    }

    #if canImport(Darwin)
    static let libraryFileName = "libclang.dylib"
    static let loaderName = "libclang.dylib"
    #else
    static let libraryFileName = "libclang.so"
    static let loaderName = "libclang.so.1"
    #endif

    /// `<bin>/../lib/libclang.so` for the `swift`/`swiftc` found in `PATH` (symlinks resolved,
    /// as `/usr/bin/swift` often links into a toolchain); on macOS also the active Xcode's or
    /// Command Line Tools' copy, through `xcrun --find clang`.
    func toolchainCopies() -> [String] {
        var paths: [String] = []
        for tool in ["swift", "swiftc"] {
            if let executable = FileSystemPath.findExecutable(tool, in: environment["PATH"] ?? ""),
               let real = FileSystemPath.realPath(executable) {
                paths.append(Self.libraryNextTo(binary: real))
            }
        }
        #if os(macOS)
        if let clang = Subprocess.output("/usr/bin/xcrun", ["--find", "clang"]) {
            paths.append(Self.libraryNextTo(binary: FileSystemPath.realPath(clang) ?? clang))
        }
        #endif
        return paths
    }

    static func libraryNextTo(binary: String) -> String {
        let bin = (binary as NSString).deletingLastPathComponent
        return ((bin as NSString).deletingLastPathComponent as NSString).appendingPathComponent("lib/" + libraryFileName)
    }

    /// Debian/Ubuntu's `/usr/lib/llvm-N/lib/libclang*.so*`, highest N first.
    func systemCopies() -> [String] {
        let root = "/usr/lib"
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? [])
            .compactMap { name -> (Int, String)? in
                guard name.hasPrefix("llvm-"), let major = Int(name.dropFirst(5)) else { return nil }
                return (major, "\(root)/\(name)/lib")
            }
            .sorted { $0.0 > $1.0 }
        var paths: [String] = []
        for (_, lib) in versions {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: lib)) ?? [])
                .filter { Self.isLibClangFileName($0) }
                .sorted { Self.preference($0) < Self.preference($1) }
            paths += names.map { "\(lib)/\($0)" }
        }
        return paths
    }

    /// `libclang.so`, `libclang.so.1`, `libclang-14.so.1`…, not `libclang-cpp` nor static archives.
    static func isLibClangFileName(_ name: String) -> Bool {
        guard name.hasPrefix("libclang"), !name.hasPrefix("libclang-cpp"), name.contains(".so") || name.hasSuffix(".dylib") else {
            return false
        }
        let stem = name.prefix { $0 != "." }
        return stem == "libclang" || stem.dropFirst("libclang-".count).allSatisfy(\.isNumber) && stem.hasPrefix("libclang-")
    }

    /// The stable name first (`libclang.so.1`), then shorter names.
    static func preference(_ name: String) -> (Int, Int, String) {
        (name == "libclang.so.1" ? 0 : 1, name.count, name)
    }
}
