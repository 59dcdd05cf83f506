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
        let candidateMaps = ModuleMapLinks.candidateModuleMaps(explicit: moduleMapFile, arguments: arguments)
        let links = ModuleMapLinks.links(of: found.fullName, in: candidateMaps)
        let includes = Self.includes(of: found.headers, moduleMap: ModuleMapLinks.declaringMap(of: found.fullName, in: candidateMaps))
        // The module map's folder is an include folder for its headers, as it is under -fmodules.
        let includeMapFolder = moduleMapFile.map { ["-I", ($0 as NSString).deletingLastPathComponent] } ?? []
        // Swift imports what the module's headers include textually as the module's own
        // (curl.h's easy.h, multi.h, …): mocked too when it lies in the module's folders. The
        // C library's headers are Glibc's or Darwin's; others' (zlib.h from png.h) are said.
        let folders = Set(found.headers.map { ($0 as NSString).deletingLastPathComponent + "/" })
        let platform = found.textualHeaders.isEmpty ? (headers: Set<String>(), umbrella: nil) : PlatformCLibrary.headers(library: libclang, arguments: includeMapFolder + arguments)
        let textual = found.textualHeaders.filter { !platform.headers.contains($0) }
        let inFolders = textual.filter { header in folders.contains { header.hasPrefix($0) } }
        let outside = Set(textual).subtracting(inFolders)
        // Headers Foundation's own C modules have too (the system's ICU, which libxml2 includes).
        let foundation = FoundationCHeaders.headers(library: libclang)
        let clashCandidates = foundation.isEmpty ? [] : (found.allHeaders + textual).filter { foundation[($0 as NSString).lastPathComponent] != nil }
        var result = readHeaders(found.headers, owning: found.allHeaders + inFolders, outside: outside, moduleName: found.fullName, linkedLibraries: links,
                                 arguments: includeMapFolder + arguments,
                                 clashCandidates: clashCandidates.isEmpty ? nil : (clashCandidates, foundation))
        result.module?.includes = includes
        result.diagnostics = Self.unique(diagnostics + result.diagnostics)
        return result
    }

    /// `"curl.h"` for a header in the module map's folder (or below it: `"curl/curl.h"`), which a
    /// target depending on the module has on its include path; the absolute path otherwise, or
    /// when the map is not known. Never the bare file name: `<system.h>` finds another library's.
    static func includes(of headers: [String], moduleMap: String?) -> [String] {
        let folder = moduleMap.map { (FileSystemPath.realPath($0) ?? $0) as NSString }.map { $0.deletingLastPathComponent + "/" }
        return headers.map { header in
            if let folder, header.hasPrefix(folder) { return "\"" + header.dropFirst(folder.count) + "\"" }
            return "\"" + header + "\""
        }
    }

    /// One warning per header outside the module's folders whose functions Swift imports through
    /// the module, at its first function: they are not mocked, and how to mock them.
    private static func outsideHeaderWarnings(_ functions: [CFunction], module: String, clashes: [CHeaderClash]) -> [Diagnostic] {
        var byHeader: [String: [CFunction]] = [:]
        for function in functions { byHeader[function.location.path, default: []].append(function) }
        return byHeader.keys.sorted().map { header in
            let declared = byHeader[header]!
            let name = (header as NSString).lastPathComponent
            if let clash = clashes.first(where: { $0.header == header }) {
                return .warning("not mocking the \(declared.count) function\(declared.count == 1 ? "" : "s") of \(name), which \(module)'s headers include: \(name) defines \(Self.namesText(clash.typeNames)), which Foundation's \(clash.foundationModule) defines too, so a Swift file importing Foundation cannot use them; call them from C functions of your own that do not expose those types, and mock those",
                                at: declared[0].location)
            }
            return .warning("not mocking the \(declared.count) function\(declared.count == 1 ? "" : "s") of \(name), which \(module)'s headers include: Swift imports them through \(module) too, but \(name) lies outside the module's folders; add `header \"\(header)\"` to \(module)'s module map to mock them with it, or mock its library as a module of its own",
                            at: declared[0].location)
        }
    }

    /// `A`, `A and B`, `A, B and 3 more`.
    static func namesText(_ names: [String]) -> String {
        let quoted = names.prefix(2).map { "`\($0)`" }
        switch names.count {
        case 0: return "nothing"
        case 1: return quoted[0]
        case 2: return quoted[0] + " and " + quoted[1]
        default: return quoted.joined(separator: ", ") + " and \(names.count - 2) more"
        }
    }

    /// One note for the clashes, at the first clashing header: what the facade does about them.
    private static func clashNotes(_ clashes: [CHeaderClash], module: String) -> [Diagnostic] {
        guard let first = clashes.first else { return [] }
        let headers = clashes.map { ($0.header as NSString).lastPathComponent }
        let modules = Array(Set(clashes.map(\.foundationModule))).sorted().joined(separator: ", ")
        let folder = (first.foundationHeader as NSString).deletingLastPathComponent
        let types = Array(Set(clashes.flatMap(\.typeNames))).sorted()
        let headersText = headers.count <= 3 ? headers.joined(separator: ", ") : headers.prefix(3).joined(separator: ", ") + " and \(headers.count - 3) more"
        return [Diagnostic(.note, "\(module)'s headers include \(headersText), which Foundation's \(modules) has its own copy of (\(folder)): their types (\(namesText(types))) have two definitions next to Foundation, which Swift rejects where they differ ('UErrorCode' has different definitions in different modules); the facade spells C function pointer types out instead of by their typedef names, and leaves out functions written with those types, so that it compiles next to Foundation",
                           at: SourceLocation(path: first.header, line: 1, column: 1))]
    }

    /// Parses a source that includes `headers`, and keeps the functions declared in `owning`
    /// (by default the headers themselves). `clashCandidates`: headers whose file names
    /// Foundation's C modules have, to check for types both define.
    private func readHeaders(_ headers: [String], owning: [String]? = nil, outside: Set<String> = [], moduleName: String, linkedLibraries: [String], arguments: [String],
                             clashCandidates: ([String], [String: (module: String, path: String)])? = nil) -> CHeaderReadResult {
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
        var module = CModule(
            name: moduleName, headers: Array(Set(owned)).sorted(), linkedLibraries: linkedLibraries,
            functions: collector.collect(unit))
        module.variables = collector.collectVariables(unit)
        if let (candidates, foundation) = clashCandidates {
            module.foundationClashes = FoundationCHeaders.clashes(in: unit, textualHeaders: candidates, foundation: foundation)
        }
        var skipped = Self.clashNotes(module.foundationClashes, module: moduleName)
        if !outside.isEmpty {
            var outsideCollector = CFunctionCollector(functions: libclang.functions, moduleHeaders: outside)
            skipped += Self.outsideHeaderWarnings(outsideCollector.collect(unit), module: moduleName, clashes: module.foundationClashes)
        }
        return CHeaderReadResult(module: module, diagnostics: diagnostics + skipped)
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
