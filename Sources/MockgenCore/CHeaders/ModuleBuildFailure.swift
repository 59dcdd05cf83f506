import Foundation

/// Why clang "could not build module 'CX'": libclang keeps only that line of a module build
/// that failed, while clang itself says what failed inside it (`parser.h:303:5: error: unknown
/// type name 'xmlError'`). The module map's headers are read again, plainly: a header the map
/// names that does not exist is an error at its line of the map, and what clang reports on the
/// others comes back with its own locations.
enum ModuleBuildFailure {
    /// `header "…"` entries of the module's block (submodules, `umbrella header`, `textual
    /// header` and `private header` included; `exclude header` left out).
    struct HeaderEntry: Equatable {
        var path: String
        var line: Int
        var column: Int
    }

    static func causes(module: String, moduleMapFile: String?, callerArguments: [String], library: LibClang) -> [Diagnostic] {
        let maps = ModuleMapLinks.candidateModuleMaps(explicit: moduleMapFile, arguments: callerArguments)
        guard let map = ModuleMapLinks.declaringMap(of: module, in: maps),
              let text = try? String(contentsOfFile: map, encoding: .utf8) else { return [] }
        let folder = (map as NSString).deletingLastPathComponent
        let topLevel = module.split(separator: ".").first.map(String.init) ?? module
        var diagnostics: [Diagnostic] = []
        var existing: [String] = []
        for entry in headerEntries(of: topLevel, inModuleMap: text) {
            let path = entry.path.hasPrefix("/") ? entry.path : folder + "/" + entry.path
            if FileSystemPath.isFile(path) {
                existing.append(FileSystemPath.realPath(path) ?? path)
            } else {
                diagnostics.append(.error("header '\(entry.path)' of module '\(topLevel)' not found", at: SourceLocation(path: FileSystemPath.realPath(map) ?? map, line: entry.line, column: entry.column)))
            }
        }
        guard !existing.isEmpty else { return diagnostics }
        // Each header on its own, as the module build compiles it: one that needs another's
        // declarations first fails here too.
        for header in existing {
            let arguments = ClangArguments.arguments(for: library, caller: ["-I", folder] + callerArguments)
            guard case .success(let unit) = TranslationUnit.parse("#include \"\(header)\"\n", arguments: arguments, library: library) else { continue }
            diagnostics += ClangDiagnostics.collect(from: unit).filter { $0.severity == .error && !diagnostics.contains($0) }
        }
        return diagnostics
    }

    static func headerEntries(of module: String, inModuleMap text: String) -> [HeaderEntry] {
        let tokens = ModuleMapLinks.blockTokens(of: module, inModuleMap: text) ?? []
        return tokens.indices.compactMap { index in
            guard tokens[index].text == "header", index + 1 < tokens.count, tokens[index + 1].text.hasPrefix("\""),
                  index == 0 || tokens[index - 1].text != "exclude" else { return nil }
            let quoted = tokens[index + 1]
            return HeaderEntry(path: String(quoted.text.dropFirst().dropLast()), line: quoted.line, column: quoted.column)
        }
    }
}
