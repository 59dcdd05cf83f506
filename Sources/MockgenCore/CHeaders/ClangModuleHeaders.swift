import CLibClang

/// A Clang module's headers, learnt the way clang itself resolves the module: a one-line source
/// imports it with `-fmodules`, and libclang reports the module behind the import declaration
/// (`clang_Cursor_getModule`) and its top-level headers. The headers an umbrella header pulls in
/// belong to the module too (as submodules): those are the files of the imported declarations
/// that `clang_getModuleForFile` places in the module or one of its submodules. The import is `@import M;` in
/// Objective-C: C's `#pragma clang module import` leaves no import declaration for libclang to
/// report. The declarations are then read from those headers in a plain C parse, so that they
/// are C's, whatever the module file holds.
struct ClangModuleHeaders {
    var fullName: String
    /// What to `#include` to read the module: its top-level headers (real paths, sorted).
    var headers: [String]
    /// Every header whose declarations belong to the module: `headers` and those they bring in
    /// as the module's own (an umbrella header's siblings). Real paths, sorted.
    var allHeaders: [String]
    /// Headers of the imported declarations that belong to no module: included textually by the
    /// module's headers (curl.h's `#include "easy.h"`, `<stdio.h>` on Linux), so Swift imports
    /// their declarations as the module's. Real paths, sorted.
    var textualHeaders: [String] = []

    static func find(module name: String, moduleMapFile: String?, callerArguments: [String], library: LibClang)
        -> (headers: ClangModuleHeaders?, diagnostics: [Diagnostic])
    {
        let arguments = ClangArguments.arguments(
            for: library, modules: .init(moduleMapFile: moduleMapFile), caller: callerArguments)
        let unit: TranslationUnit
        switch TranslationUnit.parse("@import \(name);\n", arguments: arguments, library: library) {
        case .success(let parsed): unit = parsed
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        var diagnostics = ClangDiagnostics.collect(from: unit)
        if diagnostics.contains(where: { $0.severity == .error }) {
            // libclang keeps "could not build module 'CX'" and drops why: read the map's headers again.
            if diagnostics.contains(where: { $0.message.hasPrefix("could not build module") }) {
                diagnostics = ModuleBuildFailure.causes(module: name, moduleMapFile: moduleMapFile, callerArguments: callerArguments, library: library) + diagnostics
            }
            return (nil, diagnostics)
        }
        let functions = library.functions
        let root = ClangCursor(unit.cursor, functions)
        if root.isNull { return (nil, diagnostics + [.option(.error, "libclang gave no declarations for 'import \(name)'")]) }
        guard let importDeclaration = root.children.first(where: { $0.kind == LCCursor_ModuleImportDecl }),
              let module = functions.cursorGetModule(importDeclaration)
        else {
            return (nil, diagnostics + [.option(.error, "libclang reported no module for 'import \(name)'")])
        }
        var headers: [String] = []
        for index in 0..<functions.moduleGetNumTopLevelHeaders(unit.unit, module) {
            guard let file = functions.moduleGetTopLevelHeader(unit.unit, module, index),
                  let path = ClangString.take(functions.getFileName(file), functions)
            else { continue }
            headers.append(FileSystemPath.realPath(path) ?? path)
        }
        let fullName = ClangString.take(functions.moduleGetFullName(module), functions) ?? name
        let (own, textual) = headersOwned(by: module, declarations: root.children.map(root.child), unit: unit)
        // A module whose headers are all in submodules (`module CX { module A { header "a.h" } }`)
        // has no top-level header of its own: its submodules' headers are read instead.
        if headers.isEmpty { headers = own.sorted() }
        if headers.isEmpty {
            return (nil, diagnostics + [.option(.error, "module '\(fullName)' has no headers")])
        }
        var found = ClangModuleHeaders(fullName: fullName, headers: Array(Set(headers)).sorted(), allHeaders: Array(own.union(headers)).sorted())
        found.textualHeaders = textual.subtracting(found.allHeaders).sorted()
        return (found, diagnostics)
    }

    /// The files of `declarations` that belong to `module` or to one of its submodules, and
    /// those that belong to no module at all.
    private static func headersOwned(by module: LCModule, declarations: [ClangCursor], unit: TranslationUnit) -> (owned: Set<String>, textual: Set<String>) {
        let functions = unit.functions
        var checked: Set<UnsafeMutableRawPointer> = []
        var owned: Set<String> = []
        var textual: Set<String> = []
        for declaration in declarations {
            guard let file = declaration.file, checked.insert(file).inserted,
                  let path = ClangString.take(functions.getFileName(file), functions) else { continue }
            let real = FileSystemPath.realPath(path) ?? path
            var owner = functions.getModuleForFile(unit.unit, file)
            if owner == nil {
                textual.insert(real)
                continue
            }
            while let current = owner, current != module { owner = functions.moduleGetParent(current) }
            if owner != nil { owned.insert(real) }
        }
        return (owned, textual)
    }
}
