import CLibClang

/// Reading a cursor through libclang's function table: what this stage asks of an AST node.
struct ClangCursor {
    let cursor: LCCursor
    let functions: LCFunctions

    init(_ cursor: LCCursor, _ functions: LCFunctions) {
        self.cursor = cursor
        self.functions = functions
    }

    var kind: LCCursorKind { cursor.kind }

    /// libclang's null cursor, or one of its "invalid" kinds (no declaration found, …).
    var isNull: Bool {
        functions.cursorIsNull(cursor) != 0
            || (cursor.kind.rawValue >= LCCursor_FirstInvalid.rawValue && cursor.kind.rawValue <= LCCursor_LastInvalid.rawValue)
    }

    var spelling: String { ClangString.take(functions.getCursorSpelling(cursor), functions) ?? "" }

    /// The cursor's direct children, in source order.
    var children: [LCCursor] {
        var result: [LCCursor] = []
        withUnsafeMutablePointer(to: &result) { collected in
            _ = functions.visitChildren(cursor, { child, _, context in
                context!.assumingMemoryBound(to: [LCCursor].self).pointee.append(child)
                return LCChildVisit_Continue
            }, collected)
        }
        return result
    }

    /// Where the declaration's name is, in the file that was read: for a declaration produced
    /// by a macro (`SQLITE_API int …`, zlib's `OF((…))`), where the macro is used.
    var location: ClangLocation { ClangLocation(functions.getCursorLocation(cursor), functions) }

    func child(_ cursor: LCCursor) -> ClangCursor { ClangCursor(cursor, functions) }

    /// libclang's handle of the file the declaration is in (where a macro producing it is used).
    var file: LCFile? {
        var file: LCFile?
        functions.getExpansionLocation(functions.getCursorLocation(cursor), &file, nil, nil, nil)
        return file
    }
}

/// A decoded source location: the file (as libclang names it) and 1-based line and column.
struct ClangLocation {
    var file: String?
    var line: Int
    var column: Int

    init(_ location: LCSourceLocation, _ functions: LCFunctions) {
        var file: LCFile?
        var line: UInt32 = 0
        var column: UInt32 = 0
        functions.getExpansionLocation(location, &file, &line, &column, nil)
        self.file = file.flatMap { ClangString.take(functions.getFileName($0), functions) }
        self.line = Int(line)
        self.column = Int(column)
    }
}
