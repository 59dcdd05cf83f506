import CLibClang
import Foundation

/// The C headers of the modules the toolchain's Foundation is built on (on Linux: its own copy of
/// ICU, `_FoundationICU`, and `_FoundationCShims`, `CoreFoundation`), by file name.
///
/// A C module whose headers include another copy of one of them textually (libxml2's encoding.h
/// includes `<unicode/ucnv.h>` from the system's ICU) defines the same C types as Foundation,
/// differently: a Swift file that imports both and spells such a type fails ("'UErrorCode' has
/// different definitions in different modules"), and so does one that uses a Swift module whose
/// interface holds a C function type of the module (`@convention(c)` types keep their clang type
/// in a compiled module, and reading it back compares the two definitions). `CModule.foundationClashes`
/// records them; the facade then spells such types out and leaves functions spelling a clashing type.
enum FoundationCHeaders {
    /// The folders of Foundation's C modules under the toolchain's `usr/lib/swift`.
    static let moduleFolders = ["_foundation_unicode", "_FoundationCShims", "CoreFoundation"]

    /// File name → (module name, path), from the toolchain of `library` (or of the `swift` in
    /// `PATH`); empty on platforms whose Foundation has no C modules of its own to clash with.
    static func headers(library: LibClang, environment: [String: String] = ProcessInfo.processInfo.environment) -> [String: (module: String, path: String)] {
        #if os(Linux)
        var found: [String: (module: String, path: String)] = [:]
        // The Foundation user code compiles against is the `swift` in PATH's: looked at first.
        for lib in ToolchainFolders.libFolders(library: library, environment: environment).reversed() {
            for folder in moduleFolders {
                let path = lib + "/swift/" + folder
                guard let map = try? String(contentsOfFile: path + "/module.modulemap", encoding: .utf8),
                      let module = moduleName(inMap: map),
                      let files = try? FileManager.default.contentsOfDirectory(atPath: path) else { continue }
                for file in files.sorted() where file.hasSuffix(".h") && found[file] == nil {
                    found[file] = (module, path + "/" + file)
                }
            }
            if !found.isEmpty { break }
        }
        return found
        #else
        return [:]
        #endif
    }

    /// `_FoundationICU` for a map starting `module _FoundationICU {`.
    static func moduleName(inMap map: String) -> String? {
        for line in map.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "{" })
            if let index = words.firstIndex(where: { $0 == "module" }), index + 1 < words.count { return String(words[index + 1]) }
        }
        return nil
    }

    /// The clashes among `textualHeaders` (real paths of headers the module includes textually):
    /// those whose file name is one of Foundation's C headers, with the type names both declare
    /// (read from `unit`'s top-level declarations, looked for as whole words in Foundation's copy).
    static func clashes(in unit: TranslationUnit, textualHeaders: some Sequence<String>, foundation: [String: (module: String, path: String)]) -> [CHeaderClash] {
        var candidates: [String: (module: String, path: String)] = [:]
        for header in textualHeaders {
            if let match = foundation[(header as NSString).lastPathComponent] { candidates[header] = match }
        }
        guard !candidates.isEmpty else { return [] }
        let functions = unit.functions
        let root = ClangCursor(unit.cursor, functions)
        var pathOfFile: [UnsafeMutableRawPointer: String] = [:]
        var declared: [String: Set<String>] = [:]
        for child in root.children.map(root.child) {
            guard [LCCursor_TypedefDecl, LCCursor_EnumDecl, LCCursor_StructDecl, LCCursor_UnionDecl].contains(child.kind),
                  let file = child.file else { continue }
            let path: String
            if let known = pathOfFile[file] {
                path = known
            } else {
                let name = ClangString.take(functions.getFileName(file), functions) ?? ""
                path = FileSystemPath.realPath(name) ?? name
                pathOfFile[file] = path
            }
            let name = child.spelling
            guard candidates[path] != nil, !name.isEmpty, !name.contains(" ") else { continue }
            declared[path, default: []].insert(name)
        }
        return candidates.keys.sorted().compactMap { header in
            let match = candidates[header]!
            guard let text = try? String(contentsOfFile: match.path, encoding: .utf8) else { return nil }
            let words = Self.words(in: text)
            let shared = (declared[header] ?? []).filter { words.contains(Substring($0)) }.sorted()
            guard !shared.isEmpty else { return nil }
            return CHeaderClash(header: header, foundationModule: match.module, foundationHeader: match.path, typeNames: shared)
        }
    }

    /// The identifiers of a C text.
    private static func words(in text: String) -> Set<Substring> {
        Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") })
    }
}
