/// A place libclang may be loaded from, and why the locator looks there.
public struct LibClangCandidate: Sendable, Hashable, CustomStringConvertible {
    public enum Origin: Sendable, Hashable, CustomStringConvertible {
        /// `--libclang PATH`.
        case option
        /// The `MOCKGEN_LIBCLANG` environment variable.
        case environment
        /// The copy shipped with the Swift toolchain (next to `swift` in `PATH`, or `xcrun`'s).
        case toolchain
        /// A system copy (Debian's `/usr/lib/llvm-N`, or whatever the dynamic loader finds).
        case system

        public var description: String {
            switch self {
            case .option: "--libclang"
            case .environment: "MOCKGEN_LIBCLANG"
            case .toolchain: "Swift toolchain"
            case .system: "system"
            }
        }
    }

    /// A file path, or a bare library name the dynamic loader searches for (`libclang.so.1`).
    public var path: String
    public var origin: Origin

    public init(path: String, origin: Origin) {
        self.path = path
        self.origin = origin
    }

    public var description: String { "\(path) (\(origin))" }
}

/// No libclang could be loaded: every place tried, and why each failed.
public struct LibClangLoadError: Error, Sendable, Hashable, CustomStringConvertible {
    public struct Attempt: Error, Sendable, Hashable {
        public var candidate: LibClangCandidate
        public var reason: String
    }

    public var attempts: [Attempt]

    public var description: String {
        var text = "cannot load libclang, which mockgen needs to read C headers; "
            + "name a copy with --libclang PATH or the MOCKGEN_LIBCLANG environment variable"
        if attempts.isEmpty {
            text += " (no copy found: no Swift toolchain in PATH, no /usr/lib/llvm-*)"
        } else {
            text += " (tried: " + attempts.map { "\($0.candidate.path): \($0.reason)" }.joined(separator: "; ") + ")"
        }
        return text
    }
}
