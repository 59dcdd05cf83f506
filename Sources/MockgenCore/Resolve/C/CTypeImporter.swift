/// Spells a C type as Swift's Clang importer does, so that a generated requirement matches the
/// imported function exactly (a live implementation forwards to it without a conversion, and a
/// user reads the same types as in Xcode's generated interface).
///
/// The rules follow the importer's: arithmetic types by width (`int` → `Int32`, `long` → `Int`),
/// the typedefs the importer maps (`size_t` → `Int`, `uint8_t` → `UInt8`), other typedef names
/// kept, pointers by `const`-ness and pointee (`void *` → `UnsafeMutableRawPointer`, a pointer to
/// a struct only declared → `OpaquePointer`, a function pointer → `@convention(c)`), and
/// nullability deciding optionality: `_Nonnull` → `T`, `_Nullable` → `T?`, unspecified → `T!` at
/// the top of a parameter or result, `T?` anywhere inside another type.
struct CTypeImporter: Sendable {
    /// Spell a typedef of a function pointer as the function type it stands for
    /// (`@convention(c) (UnsafeMutableRawPointer?) -> Void`, not `xmlFreeFunc`): for a module whose
    /// headers clash with Foundation's (`CModule.foundationClashes`), since a compiled Swift
    /// module keeps the clang type of an imported function pointer typedef, and reading it back
    /// next to Foundation fails. Swift converts between the two spellings implicitly.
    var spellsOutFunctionPointerTypedefs = false

    /// Where a type appears: only the top of a parameter or result may be `T!`.
    enum Position: Sendable {
        case topLevel, nested
    }

    /// The Swift type, or why there is none (`unsupported` C types, `long double`, …).
    func swiftType(_ type: CType, at position: Position = .topLevel) -> Result<TypeRef, CImportFailure> {
        switch type {
        case .void:
            return .success(.named("Void"))
        case .builtin(let builtin):
            return Self.builtinName(builtin).map { .success(.named($0)) } ?? .failure(.unsupported("`\(builtin.rawValue)`"))
        case .typedef(let name, let underlying):
            return typedef(name, underlying, at: position)
        case .enumeration(let name, let underlying, _):
            // An anonymous enum reaches a signature only through its integer type.
            guard let name else { return swiftType(.builtin(underlying), at: position) }
            return .success(.named(name))
        case .record(_, let name, _):
            guard let name else { return .failure(.unsupported("an anonymous struct or union")) }
            return .success(.named(name))
        case .pointer(let pointee, let pointeeIsConst, let nullability):
            return pointer(to: pointee, pointeeIsConst: pointeeIsConst).map { optional($0, nullability, at: position) }
        case .array(let element, let elementIsConst, _):
            // An array parameter is a pointer to its first element in C.
            return pointer(to: element, pointeeIsConst: elementIsConst).map { optional($0, .unspecified, at: position) }
        case .function:
            return .failure(.unsupported("a function type that is not a pointer"))
        case .vaList:
            return .success(.named("CVaListPointer"))
        case .unsupported(let spelling):
            return .failure(.unsupported("`\(spelling)`"))
        }
    }

    // MARK: Typedefs

    /// The typedefs Swift maps to its own types instead of importing their names.
    static let mappedTypedefs: [String: String] = [
        "size_t": "Int", "ssize_t": "Int", "rsize_t": "Int", "ptrdiff_t": "Int",
        "intptr_t": "Int", "uintptr_t": "UInt",
        "int8_t": "Int8", "int16_t": "Int16", "int32_t": "Int32", "int64_t": "Int64",
        "uint8_t": "UInt8", "uint16_t": "UInt16", "uint32_t": "UInt32", "uint64_t": "UInt64",
    ]

    private func typedef(_ name: String, _ underlying: CType, at position: Position) -> Result<TypeRef, CImportFailure> {
        if let mapped = Self.mappedTypedefs[name] { return .success(.named(mapped)) }
        switch underlying.withoutTypedefs {
        case .pointer(let pointee, _, let nullability):
            // A pointer typedef keeps its name, unless it points to a struct only declared: the
            // importer makes that an `OpaquePointer` whatever the typedef is called.
            if pointee.isIncompleteRecord { return .success(optional(.named("OpaquePointer"), nullability, at: position)) }
            if spellsOutFunctionPointerTypedefs, case .function(_, _, isVariadic: false) = pointee.withoutTypedefs {
                return pointer(to: pointee, pointeeIsConst: false).map { optional($0, nullability, at: position) }
            }
            return .success(optional(.named(name), nullability, at: position))
        case .vaList:
            return .success(.named("CVaListPointer"))
        case .unsupported(let spelling):
            return .failure(.unsupported("`\(name)` (`\(spelling)`)"))
        case .builtin(let builtin) where Self.builtinName(builtin) == nil:
            return .failure(.unsupported("`\(name)` (`\(builtin.rawValue)`)"))
        default:
            return .success(.named(name))
        }
    }

    // MARK: Pointers

    private func pointer(to pointee: CType, pointeeIsConst: Bool) -> Result<TypeRef, CImportFailure> {
        let target = pointee.withoutTypedefs
        if case .void = target { return .success(.named(pointeeIsConst ? "UnsafeRawPointer" : "UnsafeMutableRawPointer")) }
        if pointee.isIncompleteRecord { return .success(.named("OpaquePointer")) }
        if case .function(let result, let parameters, let isVariadic) = target {
            // Swift cannot call a variadic function: a pointer to one is imported as an
            // `OpaquePointer` (`xmlGenericErrorFunc`, `typealias … = OpaquePointer`).
            guard !isVariadic else { return .success(.named("OpaquePointer")) }
            return functionPointer(result: result, parameters: parameters)
        }
        return swiftType(pointee, at: .nested).map { .named(pointeeIsConst ? "UnsafePointer" : "UnsafeMutablePointer", [$0]) }
    }

    /// `@convention(c) (A, B) -> R`, optionality added by the caller.
    private func functionPointer(result: CType, parameters: [CType]) -> Result<TypeRef, CImportFailure> {
        var elements: [TupleTypeElement] = []
        for parameter in parameters {
            switch swiftType(parameter, at: .nested) {
            case .success(let type): elements.append(TupleTypeElement(type: type))
            case .failure(let failure): return .failure(failure)
            }
        }
        return swiftType(result, at: .nested).map { result in
            .attributed(attributes: [Attribute(name: "convention", arguments: "c")], specifiers: [],
                        base: .function(FunctionTypeRef(parameters: elements, result: result)))
        }
    }

    private func optional(_ type: TypeRef, _ nullability: CNullability, at position: Position) -> TypeRef {
        // A function type is parenthesised inside an optional: `(@convention(c) () -> Void)?`.
        let wrapped: TypeRef = type.isFunction ? .tuple([TupleTypeElement(type: type)]) : type
        switch nullability {
        case .nonnull: return type
        case .nullable: return .optional(wrapped)
        case .unspecified: return position == .topLevel ? .implicitlyUnwrappedOptional(wrapped) : .optional(wrapped)
        }
    }

    // MARK: Arithmetic types

    /// Swift's name for a C arithmetic type, or `nil` where Swift has none on every platform
    /// (`long double` is `Float80` on x86 only; 128-bit and half floats need newer OS versions).
    static func builtinName(_ builtin: CBuiltinType) -> String? {
        switch builtin {
        case .bool: return "Bool"
        case .char: return "CChar"
        case .signedChar: return "Int8"
        case .unsignedChar: return "UInt8"
        case .short: return "Int16"
        case .unsignedShort: return "UInt16"
        case .int: return "Int32"
        case .unsignedInt: return "UInt32"
        case .long: return "Int"
        case .unsignedLong: return "UInt"
        case .longLong: return "Int64"
        case .unsignedLongLong: return "UInt64"
        case .float: return "Float"
        case .double: return "Double"
        case .wchar: return "wchar_t"
        case .char8: return "UInt8"
        case .char16: return "UInt16"
        case .char32: return "Unicode.Scalar"
        case .int128, .unsignedInt128, .longDouble, .float16: return nil
        }
    }
}

/// Why a C declaration has no Swift spelling here.
enum CImportFailure: Error, Sendable, Hashable {
    /// A type Swift does not import (or not on every platform): its C spelling.
    case unsupported(String)
}

extension CType {
    /// The type a chain of typedefs stands for.
    var withoutTypedefs: CType {
        if case .typedef(_, let underlying) = self { return underlying.withoutTypedefs }
        return self
    }

    /// Every type name the type is written with, typedefs' underlying types included
    /// (`xmlFreeFunc`, `UErrorCode`, `_xmlDoc`).
    var namesUsed: Set<String> {
        switch self {
        case .typedef(let name, let underlying): return underlying.namesUsed.union([name])
        case .enumeration(let name, _, _), .record(_, let name, _): return name.map { [$0] } ?? []
        case .pointer(let pointee, _, _): return pointee.namesUsed
        case .array(let element, _, _): return element.namesUsed
        case .function(let result, let parameters, _): return parameters.reduce(result.namesUsed) { $0.union($1.namesUsed) }
        case .void, .builtin, .vaList, .unsupported: return []
        }
    }

    /// A struct or union only declared (`struct sqlite3;`), behind typedefs.
    var isIncompleteRecord: Bool {
        if case .record(_, _, let isComplete) = withoutTypedefs { return !isComplete }
        return false
    }
}
