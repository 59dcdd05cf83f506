import CLibClang

/// What clang said about a translation unit, as mockgen's diagnostics: its severity (a fatal
/// error is an error), its own message text, and where (`path:line:col`). Notes and ignored
/// diagnostics are left out; a message about the in-memory source mockgen wrote (an unknown
/// module, a header that cannot be opened) is about the request and carries no location.
enum ClangDiagnostics {
    static func collect(from unit: TranslationUnit) -> [Diagnostic] {
        let functions = unit.functions
        var diagnostics: [Diagnostic] = []
        for index in 0..<functions.getNumDiagnostics(unit.unit) {
            guard let diagnostic = functions.getDiagnostic(unit.unit, index) else { continue }
            defer { functions.disposeDiagnostic(diagnostic) }
            let severity: Diagnostic.Severity
            switch functions.getDiagnosticSeverity(diagnostic) {
            case LCDiagnostic_Error, LCDiagnostic_Fatal: severity = .error
            case LCDiagnostic_Warning: severity = .warning
            default: continue
            }
            let message = ClangString.take(functions.getDiagnosticSpelling(diagnostic), functions) ?? "(no message)"
            let location = ClangLocation(functions.getDiagnosticLocation(diagnostic), functions)
            if let file = location.file, file != TranslationUnit.sourceName {
                let path = FileSystemPath.realPath(file) ?? file
                diagnostics.append(Diagnostic(severity, message, at: SourceLocation(path: path, line: location.line, column: location.column)))
            } else {
                diagnostics.append(.option(severity, message))
            }
        }
        return diagnostics
    }
}
