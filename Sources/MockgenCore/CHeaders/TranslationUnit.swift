import CLibClang
import Foundation

/// One parse by libclang: an index and the translation unit it made from an in-memory source,
/// both disposed with this value. Not shared between threads (not `Sendable`).
final class TranslationUnit {
    let functions: LCFunctions
    private let index: LCIndex
    let unit: LCTranslationUnit

    /// The name given to the in-memory source; diagnostics located there are about the request,
    /// not about a header.
    static let sourceName = "/mockgen-c-headers.c"

    /// Parses `source` (never on disk) with `arguments`; `nil` with a diagnostic when libclang
    /// gives no translation unit (bad arguments, a crash it recovered from).
    static func parse(_ source: String, arguments: [String], library: LibClang) -> Result<TranslationUnit, Diagnostic> {
        let functions = library.functions
        guard let index = functions.createIndex(0, 0) else {
            return .failure(.option(.error, "libclang (\(library.path)) could not create an index"))
        }
        var unit: LCTranslationUnit?
        let status = withCStrings(arguments) { argv in
            source.withCString { contents in
                Self.sourceName.withCString { name in
                    var file = LCUnsavedFile(filename: name, contents: contents, length: UInt(source.utf8.count))
                    return functions.parseTranslationUnit2(
                        index, name, argv, Int32(arguments.count), &file, 1,
                        UInt32(LCParse_SkipFunctionBodies | LCParse_IncludeAttributedTypes), &unit)
                }
            }
        }
        guard status == LCError_Success, let unit else {
            if let unit { functions.disposeTranslationUnit(unit) }
            functions.disposeIndex(index)
            return .failure(.option(.error, "libclang (\(library.path)) could not parse the headers (error \(status.rawValue)); arguments: \(arguments.joined(separator: " "))"))
        }
        return .success(TranslationUnit(functions: functions, index: index, unit: unit))
    }

    private init(functions: LCFunctions, index: LCIndex, unit: LCTranslationUnit) {
        self.functions = functions
        self.index = index
        self.unit = unit
    }

    deinit {
        functions.disposeTranslationUnit(unit)
        functions.disposeIndex(index)
    }

    var cursor: LCCursor { functions.getTranslationUnitCursor(unit) }
}

/// `arguments` as a C `argv` for the duration of `body`.
private func withCStrings<Result>(_ arguments: [String], _ body: (UnsafePointer<UnsafePointer<CChar>?>) -> Result) -> Result {
    let copies = arguments.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    // A trailing null, as `argv` has, also keeps the buffer non-empty.
    let pointers = copies.map { UnsafePointer($0) } + [nil]
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
