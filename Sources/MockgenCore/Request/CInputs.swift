/// What `mockgen generate` reads from C: headers or a Clang module, the flags the C front end
/// needs for them, and where the Swift side goes. Read through libclang (`CHeaders/`); the
/// module's protocol is then mocked like a Swift input.
public struct CInputs: Sendable, Equatable {
    /// `.h` files given as inputs.
    public var headers: [String]
    /// `--c-module NAME`: a Clang module, found through the module maps on the include paths
    /// (or `moduleMap`); with headers, the name the Swift side uses for them.
    public var moduleName: String?
    /// `--c-module-map PATH`: the module map declaring `moduleName`.
    public var moduleMap: String?
    /// `-Xcc FLAG`: passed to the C front end as given (`-I`, `-D`, `-isystem`, `--sysroot`, …).
    public var clangArguments: [String]
    /// `--libclang PATH`: this copy of libclang, else `MOCKGEN_LIBCLANG`, else the toolchain's.
    public var libclang: String?
    /// `--c-facade-output PATH`: the protocol and live implementation (for the code under test);
    /// without it they go into the mocks' file.
    public var facadeOutput: String?
    /// `--c-seam-output DIR`: a C target folder for a link seam (`include/<Module>Seam.h`,
    /// `<Module>Seam.c`, `wrap.flags`); its Swift routing goes into the mocks' file.
    public var seamOutput: String?
    /// `--c-skip-undefined`: leave out the functions the module's linked libraries do not define
    /// on this machine (else they are kept, each with a warning).
    public var skipsUndefined: Bool

    public init(headers: [String] = [], moduleName: String? = nil, moduleMap: String? = nil, clangArguments: [String] = [],
                libclang: String? = nil, facadeOutput: String? = nil, seamOutput: String? = nil, skipsUndefined: Bool = false) {
        self.headers = headers
        self.moduleName = moduleName
        self.moduleMap = moduleMap
        self.clangArguments = clangArguments
        self.libclang = libclang
        self.facadeOutput = facadeOutput
        self.seamOutput = seamOutput
        self.skipsUndefined = skipsUndefined
    }

    /// Nothing C was asked for.
    public var isEmpty: Bool { headers.isEmpty && moduleName == nil && moduleMap == nil }

    /// `.h` inputs go to the C front end, the rest to the Swift one.
    public static func splitHeaders(from inputs: [String]) -> (swift: [String], headers: [String]) {
        var swift: [String] = []
        var headers: [String] = []
        for input in inputs {
            if input.hasSuffix(".h") { headers.append(input) } else { swift.append(input) }
        }
        return (swift, headers)
    }
}
