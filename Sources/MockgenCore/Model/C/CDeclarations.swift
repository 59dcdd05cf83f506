/// What mockgen reads from C headers (through libclang, `CHeaders/`): the functions a C module
/// declares, with their C types exactly as the C front end saw them. Nothing here is Swift yet:
/// `Resolve/C/` spells each type as Swift's Clang importer does, and decides what can be mocked.
public struct CModule: Sendable, Hashable {
    /// The Clang module's name (`CSQLite`), or for headers given one by one, the name chosen for
    /// them (`--c-module-name`, else derived from the first header's file name).
    public var name: String
    /// The headers whose declarations belong to the module, as read (absolute paths, symlinks
    /// resolved, sorted). For a Clang module, its headers as libclang reports them and those
    /// they include textually from the module's folders (as Swift imports them).
    public var headers: [String]
    /// What code including the module writes after `#include` (the link seam's header): the
    /// headers the module map names, as it names them (`"curl/curl.h"`, or a path relative to
    /// the map's folder, which a target depending on the module has on its include path;
    /// absolute when outside it), quotes or angle brackets included. For headers given one by
    /// one: `<name.h>`.
    public var includes: [String]
    /// The libraries the module map links (`link "sqlite3"`), in the order written, submodules'
    /// included; `link framework "Security"` is `"framework Security"`.
    public var linkedLibraries: [String]
    /// Every function declared in the module's headers (not in headers they include from
    /// elsewhere), once, in source order (header path, then line and column).
    public var functions: [CFunction]
    /// Every global variable declared in the module's headers (`extern int g;`), once, in source
    /// order: Swift imports them as global `var`s (a `const` one as a `let`).
    public var variables: [CVariable] = []
    /// Headers the module's headers include whose types Foundation's own C modules define
    /// differently (the system's ICU against the toolchain's `_FoundationICU`), by header path.
    public var foundationClashes: [CHeaderClash] = []

    public init(name: String, headers: [String] = [], includes: [String]? = nil, linkedLibraries: [String] = [], functions: [CFunction] = []) {
        self.name = name
        self.headers = headers
        self.includes = includes ?? headers.map { "<" + ($0.split(separator: "/").last.map(String.init) ?? $0) + ">" }
        self.linkedLibraries = linkedLibraries
        self.functions = functions
    }
}

/// A header of the module (or one its headers include) that one of Foundation's C modules also
/// has, with its own definitions: `/usr/include/unicode/utypes.h` against `_FoundationICU`'s
/// `utypes.h`. A Swift file importing both cannot spell the types both declare (`typeNames`).
public struct CHeaderClash: Sendable, Hashable {
    public var header: String
    public var foundationModule: String
    public var foundationHeader: String
    /// The types both declare (sorted).
    public var typeNames: [String]

    public init(header: String, foundationModule: String, foundationHeader: String, typeNames: [String]) {
        self.header = header
        self.foundationModule = foundationModule
        self.foundationHeader = foundationHeader
        self.typeNames = typeNames
    }
}

/// One C global variable: `extern xmlFreeFunc xmlFree;`, `extern const char sqlite3_version[];`.
public struct CVariable: Sendable, Hashable {
    public var name: String
    public var location: SourceLocation
    public var type: CType
    /// `const` (Swift imports it as a `let`): read only.
    public var isConst: Bool
    /// `__attribute__((deprecated("…")))`: its message, `""` without one; `nil` when not deprecated.
    public var deprecationMessage: String?
    public var unavailableReason: String?

    public init(name: String, location: SourceLocation, type: CType, isConst: Bool, deprecationMessage: String? = nil, unavailableReason: String? = nil) {
        self.name = name
        self.location = location
        self.type = type
        self.isConst = isConst
        self.deprecationMessage = deprecationMessage
        self.unavailableReason = unavailableReason
    }
}

/// One C function declaration: `int sqlite3_open(const char *filename, sqlite3 **ppDb);`
public struct CFunction: Sendable, Hashable {
    public var name: String
    /// The declaration's name in its header.
    public var location: SourceLocation
    public var result: CType
    public var parameters: [CParameter]
    /// `...` after the named parameters: Swift does not import such a function.
    public var isVariadic: Bool
    /// Declared `inline` (or `static inline`) with a body: no symbol to link a seam against, and
    /// for `static inline`, none to call outside the header either.
    public var isInline: Bool
    /// Marked unavailable to Swift or to C (`__attribute__((unavailable))`,
    /// `NS_SWIFT_UNAVAILABLE`, `swift_name` cannot be honoured here): the attribute's message,
    /// `"unavailable"` when it has none; `nil` when available.
    public var unavailableReason: String?
    /// `__attribute__((deprecated("…")))`: its message, `""` without one; `nil` when not deprecated.
    public var deprecationMessage: String?
    /// The result and parameter types as C spells them (`char *`, `const char *`), for the link
    /// seam's C code, of a variadic function or one taking a `va_list`; `nil` for others.
    public var cSpelling: CSignatureSpelling?
    /// `false` for `int f();` (K&R style): C callers may pass anything, which Swift cannot see.
    public var hasPrototype = true
    /// `__attribute__((noreturn))` or `_Noreturn`: Swift imports it as returning `Never`.
    public var isNoReturn = false

    public init(name: String, location: SourceLocation, result: CType, parameters: [CParameter], isVariadic: Bool = false, isInline: Bool = false, unavailableReason: String? = nil, deprecationMessage: String? = nil) {
        self.name = name
        self.location = location
        self.result = result
        self.parameters = parameters
        self.isVariadic = isVariadic
        self.isInline = isInline
        self.unavailableReason = unavailableReason
        self.deprecationMessage = deprecationMessage
    }
}

/// C spellings of a signature's types, as libclang prints them; written inside `__typeof__(…)` by
/// the link seam, which makes a declaration of any of them (function pointers included).
public struct CSignatureSpelling: Sendable, Hashable {
    public var result: String
    public var parameters: [String]

    public init(result: String, parameters: [String]) {
        self.result = result
        self.parameters = parameters
    }
}

/// A C parameter; `name` is `nil` when the header leaves it out (`int f(int);`).
public struct CParameter: Sendable, Hashable {
    public var name: String?
    public var type: CType

    public init(name: String?, type: CType) {
        self.name = name
        self.type = type
    }
}

/// A C type as libclang reports it, with the sugar Swift's importer looks at (typedef names,
/// nullability, `const` on pointees) kept.
public indirect enum CType: Sendable, Hashable {
    case void
    case builtin(CBuiltinType)
    /// `T *`: `pointeeIsConst` for `const T *`; nullability from `_Nonnull`/`_Nullable`/
    /// `_Null_unspecified` or an enclosing `assume_nonnull` region.
    case pointer(pointee: CType, pointeeIsConst: Bool, nullability: CNullability)
    /// `typedef … name;` as used: the name, and what it stands for (one level). Nullability
    /// written where a typedef of a pointer is used (`cf_ref _Nullable`) is on that underlying
    /// pointer, so the pointer this value is always says how it may be null.
    case typedef(name: String, underlying: CType)
    /// `enum name`; `name` is `nil` for an anonymous enum (used through a typedef). `isComplete`
    /// is false for a forward declaration only.
    case enumeration(name: String?, underlying: CBuiltinType, isComplete: Bool)
    /// `struct name` / `union name`; `isComplete` is false when only declared (`struct sqlite3;`),
    /// which Swift imports pointers to as `OpaquePointer`.
    case record(kind: CRecordKind, name: String?, isComplete: Bool)
    /// A function type (the pointee of a function pointer): `int (*)(void *, int)`.
    case function(result: CType, parameters: [CType], isVariadic: Bool)
    /// `T name[N]` (`count`) or `T name[]` (`nil`); as a parameter it is a pointer in C already.
    case array(element: CType, elementIsConst: Bool, count: Int?)
    /// `va_list` (whatever the platform defines it as): any typedef of `__builtin_va_list`
    /// (`va_list`, `__gnuc_va_list`, `__darwin_va_list`) reads as this, without its name.
    case vaList
    /// What Swift cannot import into a signature (vector types, `_Complex`, blocks, `_Atomic`,
    /// bit-precise integers, …): libclang's spelling of it.
    case unsupported(spelling: String)
}

/// C's arithmetic types and `_Bool`, as libclang names them.
public enum CBuiltinType: String, Sendable, Hashable, CaseIterable {
    case bool = "_Bool"
    case char = "char"
    case signedChar = "signed char"
    case unsignedChar = "unsigned char"
    case short = "short"
    case unsignedShort = "unsigned short"
    case int = "int"
    case unsignedInt = "unsigned int"
    case long = "long"
    case unsignedLong = "unsigned long"
    case longLong = "long long"
    case unsignedLongLong = "unsigned long long"
    case int128 = "__int128"
    case unsignedInt128 = "unsigned __int128"
    case float = "float"
    case double = "double"
    case longDouble = "long double"
    case float16 = "_Float16"
    case wchar = "wchar_t"
    case char8 = "char8_t"
    case char16 = "char16_t"
    case char32 = "char32_t"
}

public enum CRecordKind: String, Sendable, Hashable {
    case `struct`, union
}

/// Clang's nullability of a pointer, which decides how Swift imports it: `_Nonnull` as `T`,
/// `_Nullable` as `T?`, unspecified as `T!`.
public enum CNullability: Sendable, Hashable {
    case nonnull, nullable, unspecified
}
