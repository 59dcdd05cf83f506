/// What to read C declarations from, and how to compile it.
public struct CHeaderRequest: Sendable, Hashable {
    public enum Source: Sendable, Hashable {
        /// These headers, read together in the order given.
        case headers([String])
        /// The module `name` defined by the module map at `path`.
        case moduleMap(path: String, module: String)
        /// The module `name`, found as clang finds it: `module.modulemap` files in the `-I` folders.
        case module(String)
    }

    public var source: Source
    /// The `CModule`'s name for `.headers` (`--c-module-name`); by default the first header's
    /// file name without extension. Modules keep their own name.
    public var moduleName: String?
    /// Passed to clang as given, after mockgen's own: `-I`, `-D`, `-isystem`, `--sysroot`, `-F`,
    /// anything given with `-Xcc`.
    public var compilerArguments: [String]

    public init(_ source: Source, moduleName: String? = nil, compilerArguments: [String] = []) {
        self.source = source
        self.moduleName = moduleName
        self.compilerArguments = compilerArguments
    }
}

/// What reading produced: the module when the headers compiled without error, and everything
/// clang said (warnings too), rendered as mockgen's diagnostics. A caller writes nothing and
/// exits non-zero when `module` is `nil`.
public struct CHeaderReadResult: Sendable, Hashable {
    public var module: CModule?
    public var diagnostics: [Diagnostic]

    public init(module: CModule?, diagnostics: [Diagnostic]) {
        self.module = module
        self.diagnostics = diagnostics
    }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    static func failure(_ diagnostics: [Diagnostic]) -> CHeaderReadResult {
        CHeaderReadResult(module: nil, diagnostics: diagnostics)
    }
}
