import CLibClang

/// The functions a translation unit declares in the module's own headers (not in what those
/// headers include from elsewhere), once each: a redeclaration keeps the first one's location.
/// Sorted by location (header path, line, column), so output never depends on parse order.
struct CFunctionCollector {
    let functions: LCFunctions
    /// Real paths of the headers whose declarations belong to the module.
    let moduleHeaders: Set<String>
    private var realPaths: [String: String?] = [:]

    init(functions: LCFunctions, moduleHeaders: Set<String>) {
        self.functions = functions
        self.moduleHeaders = moduleHeaders
    }

    mutating func collect(_ unit: TranslationUnit) -> [CFunction] {
        var found: [String: CFunction] = [:]
        var pending = [ClangCursor(unit.cursor, functions)]
        while let container = pending.popLast() {
            for child in container.children.map(container.child) {
                if child.kind == LCCursor_LinkageSpec { pending.append(child); continue }
                guard child.kind == LCCursor_FunctionDecl else { continue }
                let location = child.location
                guard let file = location.file, let path = realPath(file), moduleHeaders.contains(path) else { continue }
                let function = makeFunction(child, at: SourceLocation(path: path, line: location.line, column: location.column))
                if let earlier = found[function.name], earlier.location <= function.location { continue }
                found[function.name] = function
            }
        }
        return found.values.sorted { ($0.location, $0.name) < ($1.location, $1.name) }
    }

    /// The global variables the module's headers declare (`extern`, or without a storage class),
    /// once each, sorted like the functions. `static` ones are the header's own (Swift imports a
    /// `static const` as a constant), never a library's state.
    mutating func collectVariables(_ unit: TranslationUnit) -> [CVariable] {
        var found: [String: CVariable] = [:]
        var pending = [ClangCursor(unit.cursor, functions)]
        let converter = CTypeConverter(functions: functions)
        while let container = pending.popLast() {
            for child in container.children.map(container.child) {
                if child.kind == LCCursor_LinkageSpec { pending.append(child); continue }
                guard child.kind == LCCursor_VarDecl, functions.cursorGetStorageClass(child.cursor) != 3 else { continue }
                let location = child.location
                guard let file = location.file, let path = realPath(file), moduleHeaders.contains(path) else { continue }
                let type = functions.getCursorType(child.cursor)
                let availability = CAvailability.read(child)
                let variable = CVariable(
                    name: child.spelling, location: SourceLocation(path: path, line: location.line, column: location.column),
                    type: converter.convert(type), isConst: functions.isConstQualifiedType(type) != 0,
                    deprecationMessage: availability.deprecationMessage, unavailableReason: availability.unavailableReason)
                if let earlier = found[variable.name], earlier.location <= variable.location { continue }
                found[variable.name] = variable
            }
        }
        return found.values.sorted { ($0.location, $0.name) < ($1.location, $1.name) }
    }

    private func makeFunction(_ cursor: ClangCursor, at location: SourceLocation) -> CFunction {
        let converter = CTypeConverter(functions: functions)
        let type = functions.getCursorType(cursor.cursor)
        let availability = CAvailability.read(cursor)
        let count = Int(functions.cursorGetNumArguments(cursor.cursor))
        var parameters: [CParameter] = []
        if count >= 0 {
            for index in 0..<count {
                let parameter = cursor.child(functions.cursorGetArgument(cursor.cursor, UInt32(index)))
                let name = parameter.spelling
                parameters.append(CParameter(name: name.isEmpty ? nil : name, type: converter.convert(functions.getCursorType(parameter.cursor))))
            }
        }
        // `int f();` (no prototype, K&R style): libclang calls it variadic; Swift imports it as
        // taking nothing, and so does the facade (its link seam cannot forward the arguments).
        let hasPrototype = type.kind != LCType_FunctionNoProto
        let isVariadic = hasPrototype && functions.isFunctionTypeVariadic(type) != 0
        var spelling: CSignatureSpelling?
        // The seam's C code declares wrappers for these (variadic, or taking a `va_list`).
        if isVariadic || parameters.contains(where: { if case .vaList = $0.type.withoutTypedefs { true } else { false } }) {
            func spelled(_ type: LCType) -> String { ClangString.take(functions.getTypeSpelling(type), functions) ?? "" }
            spelling = CSignatureSpelling(
                result: spelled(functions.getCursorResultType(cursor.cursor)),
                parameters: (0..<max(count, 0)).map { spelled(functions.getCursorType(functions.cursorGetArgument(cursor.cursor, UInt32($0)))) })
        }
        var function = CFunction(
            name: cursor.spelling,
            location: location,
            result: converter.convert(functions.getCursorResultType(cursor.cursor)),
            parameters: parameters,
            isVariadic: isVariadic,
            isInline: functions.cursorIsFunctionInlined(cursor.cursor) != 0,
            unavailableReason: availability.unavailableReason,
            deprecationMessage: availability.deprecationMessage
        )
        function.cSpelling = spelling
        function.hasPrototype = hasPrototype
        // `__attribute__((noreturn))`, `_Noreturn`: clang prints it in the function type's spelling,
        // libclang has no call for it. Swift imports such a function as returning `Never`.
        function.isNoReturn = (ClangString.take(functions.getTypeSpelling(type), functions) ?? "").contains("__attribute__((noreturn))")
        return function
    }

    private mutating func realPath(_ file: String) -> String? {
        if let known = realPaths[file] { return known }
        let path = FileSystemPath.realPath(file)
        realPaths[file] = path
        return path
    }
}

private extension SourceLocation {
    static func <= (lhs: SourceLocation, rhs: SourceLocation) -> Bool { !(rhs < lhs) }
}
