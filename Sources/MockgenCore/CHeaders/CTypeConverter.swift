import CLibClang

/// libclang's view of a type → `CType`, keeping the sugar Swift's importer looks at: typedef
/// names (one level at a time), `const` on pointees, nullability written on a pointer or
/// inferred in an `assume_nonnull` region (which needs `LCParse_IncludeAttributedTypes`).
struct CTypeConverter {
    let functions: LCFunctions

    func convert(_ type: LCType) -> CType {
        switch type.kind {
        case LCType_Attributed:
            // `T * _Nonnull`: the attribute is sugar around the pointer (or a typedef of one).
            let inner = convert(functions.typeGetModifiedType(type))
            guard let nullability = nullability(of: type) else { return inner }
            return inner.applyingNullability(nullability)
        case LCType_Elaborated:
            // `struct S`, or since clang 16 any named type as written: what it names.
            return convert(functions.typeGetNamedType(type))
        case LCType_Typedef:
            return typedef(type)
        case LCType_Void:
            return .void
        case LCType_Pointer:
            let pointee = functions.getPointeeType(type)
            return .pointer(pointee: convert(pointee), pointeeIsConst: isConst(pointee), nullability: nullability(of: type) ?? .unspecified)
        case LCType_Enum:
            let declaration = ClangCursor(functions.getTypeDeclaration(type), functions)
            let integer = convert(functions.getEnumDeclIntegerType(declaration.cursor)).builtinUnderlying ?? .unsignedInt
            return .enumeration(name: tagName(declaration), underlying: integer, isComplete: isDefined(declaration))
        case LCType_Record:
            let declaration = ClangCursor(functions.getTypeDeclaration(type), functions)
            let kind: CRecordKind = declaration.kind == LCCursor_UnionDecl ? .union : .struct
            return .record(kind: kind, name: tagName(declaration), isComplete: isDefined(declaration))
        case LCType_FunctionProto, LCType_FunctionNoProto:
            let count = max(0, Int(functions.getNumArgTypes(type)))
            let parameters = (0..<count).map { convert(functions.getArgType(type, UInt32($0))) }
            return .function(result: convert(functions.getResultType(type)), parameters: parameters,
                             isVariadic: functions.isFunctionTypeVariadic(type) != 0)
        case LCType_ConstantArray, LCType_IncompleteArray, LCType_VariableArray:
            let element = functions.getArrayElementType(type)
            let size = functions.getArraySize(type)
            return .array(element: convert(element), elementIsConst: isConst(element),
                          count: type.kind == LCType_ConstantArray && size >= 0 ? Int(size) : nil)
        default:
            if let builtin = Self.builtins[type.kind.rawValue] { return .builtin(builtin) }
            return .unsupported(spelling: spelling(type))
        }
    }

    /// A typedef as used: its name and one level of what it stands for. Any typedef of
    /// `__builtin_va_list` (`va_list`, `__gnuc_va_list`, `__darwin_va_list`) is `.vaList`,
    /// whatever the platform's definition behind it.
    private func typedef(_ type: LCType) -> CType {
        let name = ClangString.take(functions.getTypedefName(type), functions) ?? spelling(type)
        if name == "__builtin_va_list" { return .vaList }
        let declaration = functions.getTypeDeclaration(type)
        let underlying = convert(functions.getTypedefDeclUnderlyingType(declaration))
        if underlying == .vaList { return .vaList }
        return .typedef(name: name, underlying: underlying)
    }

    /// `const` as the compiler sees it, through typedefs (`typedef const struct S CS; CS *p`).
    private func isConst(_ type: LCType) -> Bool {
        functions.isConstQualifiedType(type) != 0 || functions.isConstQualifiedType(functions.getCanonicalType(type)) != 0
    }

    /// The nullability written on (or inferred for) this level of the type; `nil` if none.
    private func nullability(of type: LCType) -> CNullability? {
        switch functions.typeGetNullability(type) {
        case LCNullability_NonNull: .nonnull
        case LCNullability_Nullable, LCNullability_NullableResult: .nullable
        case LCNullability_Unspecified: .unspecified
        default: nil
        }
    }

    /// A tag's name, or `nil` for an anonymous one (newer clangs spell those
    /// `enum (unnamed at f.h:3:9)`, older ones with an empty string).
    private func tagName(_ declaration: ClangCursor) -> String? {
        let name = declaration.spelling
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
              name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || $0.properties.numericType != nil })
        else { return nil }
        return name
    }

    /// A complete enum or record: its definition is somewhere in what was parsed.
    private func isDefined(_ declaration: ClangCursor) -> Bool {
        !declaration.isNull && !declaration.child(functions.getCursorDefinition(declaration.cursor)).isNull
    }

    private func spelling(_ type: LCType) -> String {
        ClangString.take(functions.getTypeSpelling(type), functions) ?? "?"
    }

    /// libclang's builtin kinds that are C arithmetic types Swift imports. `char` is `char`
    /// whether the target makes it signed (`Char_S`) or not (`Char_U`).
    private static let builtins: [UInt32: CBuiltinType] = [
        LCType_Bool.rawValue: .bool,
        LCType_Char_S.rawValue: .char, LCType_Char_U.rawValue: .char,
        LCType_SChar.rawValue: .signedChar, LCType_UChar.rawValue: .unsignedChar,
        LCType_Short.rawValue: .short, LCType_UShort.rawValue: .unsignedShort,
        LCType_Int.rawValue: .int, LCType_UInt.rawValue: .unsignedInt,
        LCType_Long.rawValue: .long, LCType_ULong.rawValue: .unsignedLong,
        LCType_LongLong.rawValue: .longLong, LCType_ULongLong.rawValue: .unsignedLongLong,
        LCType_Int128.rawValue: .int128, LCType_UInt128.rawValue: .unsignedInt128,
        LCType_Float.rawValue: .float, LCType_Double.rawValue: .double, LCType_LongDouble.rawValue: .longDouble,
        LCType_Float16.rawValue: .float16,
        LCType_WChar.rawValue: .wchar, LCType_Char16.rawValue: .char16, LCType_Char32.rawValue: .char32,
    ]
}

extension CType {
    /// Nullability written where a pointer is used goes on that pointer; on a typedef of a
    /// pointer (`CFStringRef _Nullable`), on the pointer the typedef stands for.
    func applyingNullability(_ nullability: CNullability) -> CType {
        switch self {
        case .pointer(let pointee, let pointeeIsConst, _):
            return .pointer(pointee: pointee, pointeeIsConst: pointeeIsConst, nullability: nullability)
        case .typedef(let name, let underlying):
            return .typedef(name: name, underlying: underlying.applyingNullability(nullability))
        default:
            return self
        }
    }

    /// The integer an enum's underlying type comes down to (`uint8_t` → `unsigned char`).
    var builtinUnderlying: CBuiltinType? {
        switch self {
        case .builtin(let builtin): builtin
        case .typedef(_, let underlying): underlying.builtinUnderlying
        case .enumeration(_, let underlying, _): underlying
        default: nil
        }
    }
}
