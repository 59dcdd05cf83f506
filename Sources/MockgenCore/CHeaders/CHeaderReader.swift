import Foundation

/// Reads C declarations through libclang (never a C parser of ours) into a `CModule`.
///
/// Headers are compiled together from an in-memory source that `#include`s each of them; a
/// module is first resolved by clang (`ClangModuleHeaders`) and its headers then read the same
/// way. Only functions declared in those headers are kept. Anything clang reports comes back as
/// diagnostics; an error (a syntax error, a missing include, an unknown module) means no module.
public struct CHeaderReader: Sendable {
    public let libclang: LibClang

    public init(libclang: LibClang) {
        self.libclang = libclang
    }

    /// Locates and loads libclang (`LibClangLocator`), then reads; a libclang that cannot be
    /// loaded is an error diagnostic naming `--libclang` and `MOCKGEN_LIBCLANG`.
    public static func read(_ request: CHeaderRequest, locator: LibClangLocator = LibClangLocator()) -> CHeaderReadResult {
        switch locator.load() {
        case .success(let library): CHeaderReader(libclang: library).read(request)
        case .failure(let error): .failure([.option(.error, error.description)])
        }
    }

    public func read(_ request: CHeaderRequest) -> CHeaderReadResult {
        switch request.source {
        case .headers(let paths):
            var missing: [Diagnostic] = []
            var headers: [String] = []
            for path in paths {
                if let real = FileSystemPath.realPath(path), FileSystemPath.isFile(real) {
                    headers.append(real)
                } else {
                    let reason = FileSystemPath.isDirectory(path) ? "a folder, not a header" : "no such file"
                    missing.append(.option(.error, "cannot read C header '\(path)': \(reason)"))
                }
            }
            if paths.isEmpty { missing.append(.option(.error, "no C header to read")) }
            guard missing.isEmpty else { return .failure(missing) }
            let name = request.moduleName ?? Self.moduleName(forHeader: paths[0])
            return readHeaders(headers, moduleName: name, linkedLibraries: [], arguments: request.compilerArguments)

        case .moduleMap(let path, let module):
            guard let moduleMap = FileSystemPath.realPath(path), FileSystemPath.isFile(moduleMap) else {
                return .failure([.option(.error, "cannot read module map '\(path)': no such file")])
            }
            return readModule(module, moduleMapFile: moduleMap, arguments: request.compilerArguments)

        case .module(let module):
            return readModule(module, moduleMapFile: nil, arguments: request.compilerArguments)
        }
    }

    private func readModule(_ name: String, moduleMapFile: String?, arguments: [String]) -> CHeaderReadResult {
        let (found, diagnostics) = ClangModuleHeaders.find(
            module: name, moduleMapFile: moduleMapFile, callerArguments: arguments, library: libclang)
        guard let found else { return .failure(diagnostics) }
        let links = ModuleMapLinks.links(
            of: found.fullName, in: ModuleMapLinks.candidateModuleMaps(explicit: moduleMapFile, arguments: arguments))
        // The module map's folder is an include folder for its headers, as it is under -fmodules.
        let includeMapFolder = moduleMapFile.map { ["-I", ($0 as NSString).deletingLastPathComponent] } ?? []
        var result = readHeaders(found.headers, owning: found.allHeaders, moduleName: found.fullName, linkedLibraries: links, arguments: includeMapFolder + arguments)
        result.diagnostics = Self.unique(diagnostics + result.diagnostics)
        return result
    }

    /// Parses a source that includes `headers`, and keeps the functions declared in `owning`
    /// (by default the headers themselves).
    private func readHeaders(_ headers: [String], owning: [String]? = nil, moduleName: String, linkedLibraries: [String], arguments: [String]) -> CHeaderReadResult {
        let owned = owning ?? headers
        let source = headers.map { "#include \"\($0)\"\n" }.joined()
        let unit: TranslationUnit
        switch TranslationUnit.parse(source, arguments: ClangArguments.arguments(for: libclang, caller: arguments), library: libclang) {
        case .success(let parsed): unit = parsed
        case .failure(let diagnostic): return .failure([diagnostic])
        }
        let diagnostics = ClangDiagnostics.collect(from: unit)
        if diagnostics.contains(where: { $0.severity == .error }) { return .failure(diagnostics) }
        if ClangCursor(unit.cursor, libclang.functions).isNull {
            return .failure(diagnostics + [.option(.error, "libclang (\(libclang.path)) gave no declarations for the headers")])
        }
        var collector = CFunctionCollector(functions: libclang.functions, moduleHeaders: Set(owned))
        let module = CModule(
            name: moduleName, headers: Array(Set(owned)).sorted(), linkedLibraries: linkedLibraries,
            functions: collector.collect(unit))
        return CHeaderReadResult(module: module, diagnostics: diagnostics)
    }

    /// `sqlite3` for `…/sqlite3.h`.
    static func moduleName(forHeader path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// The module's own parse repeats what the import reported (warnings in its headers): once.
    private static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }
}
