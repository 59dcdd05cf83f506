/// The Swift side of a C module, decided: a protocol with one requirement per C function that
/// Swift can call (`CSQLiteAPI`), a live implementation forwarding to the C functions
/// (`CSQLiteLive`), and what was left out and why. The protocol is mocked like any other.
public struct CFacade: Sendable, Hashable {
    /// The Clang module the live implementation imports and qualifies calls with (`CSQLite`).
    public var moduleName: String
    /// What a link seam's C header includes (`CModule.includes`: `"sqlite3.h"`, `</usr/include/curl/curl.h>`).
    public var includes: [String]
    public var protocolName: String
    public var liveName: String
    public var accessLevel: AccessLevel
    public var functions: [ImportedCFunction]
    /// The module's global variables, as properties (`var xmlFree: xmlFreeFunc! { get nonmutating set }`):
    /// Swift 6 refuses to touch a C global from Swift code ("not concurrency-safe"), except in a
    /// file importing its module `@preconcurrency`, as the facade does.
    public var variables: [ImportedCVariable] = []
    /// The variadic functions, for the link seam (`includingVariadics`): Swift cannot call them,
    /// so they are requirements of a protocol of their own (`CSQLiteVariadicAPI`) with no live
    /// implementation, their variable arguments a `CVaListPointer` after the fixed ones; a C
    /// caller's call reaches its mock through the seam.
    public var variadicFunctions: [ImportedCFunction] = []
    /// Functions of the module that get no requirement, each with its reason (in source order).
    public var skipped: [SkippedCFunction]
    /// The C enums the requirements take (`cf_mode`), sorted: Swift imports them `Equatable`, and
    /// the mocks' file makes them `Matchable` so that `when(stub.open(CF_READ))` needs no
    /// `equal(to:)`.
    public var enumTypeNames: [String] = []
    /// The typedefs of fixed-width numbers (`uLong`, not `size_t`: Swift maps that to `Int`)
    /// parameters are written with: their mocks' proxies take literals too.
    public var numericTypeAliases: Set<String> = []
    /// The file names of the module's headers that Foundation's C modules have their own copy of
    /// (`CModule.foundationClashes`), sorted: when any, function pointer types are spelled out.
    public var foundationClashHeaders: [String] = []

    /// `CSQLite` → `CSQLiteAPI`, `CSQLiteLive`.
    public static func protocolName(forModule module: String) -> String { module + "API" }
    public static func liveName(forModule module: String) -> String { module + "Live" }
    /// `CSQLite` → `CSQLiteVariadicAPI`.
    public var variadicProtocolName: String { moduleName + "VariadicAPI" }
}

/// One C function as a Swift requirement: `func sqlite3_close(_ db: OpaquePointer!) -> Int32`.
public struct ImportedCFunction: Sendable, Hashable {
    public var name: String
    public var location: SourceLocation
    /// Parameter names usable in Swift (the C name, escaped if a keyword; `argN` if unnamed).
    public var parameterNames: [String]
    public var parameterTypes: [TypeRef]
    public var result: TypeRef
    /// The C function is deprecated: `@available(*, deprecated, message: …)` on the requirement,
    /// the live witness and the seam's wrapper, so only the user's calls warn.
    public var deprecationMessage: String?
    /// For a variadic function or one taking a `va_list`: its C types, for the link seam's C code.
    public var cSpelling: CSignatureSpelling?
    /// `false` for a C function declared without a prototype (`int f();`): no link seam.
    public var hasPrototype = true

    /// `@available(*, deprecated)`, with the message when C gives one.
    var deprecationAttribute: Attribute? { CDeprecation.attribute(deprecationMessage) }

    /// The requirement, for the resolver to mock like a parsed one.
    var requirement: Declaration {
        .function(FunctionDeclaration(
            header: DeclarationHeader(attributes: deprecationAttribute.map { [$0] } ?? [], location: location), name: name,
            parameters: zip(parameterNames, parameterTypes).map { Parameter(label: nil, name: $0, type: $1) },
            result: result == .named("Void") ? nil : result))
    }
}

/// `@available(*, deprecated, message: "…")` from clang's deprecation message, for functions and
/// globals alike.
enum CDeprecation {
    static func attribute(_ message: String?) -> Attribute? {
        message.map { message in
            Attribute(name: "available", arguments: "*, deprecated" + (message.isEmpty ? "" : ", message: " + literal(message)))
        }
    }

    /// `"text"`, escaped as a Swift string literal.
    private static func literal(_ text: String) -> String {
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "\\": escaped += "\\\\"
            case "\"": escaped += "\\\""
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return "\"" + escaped + "\""
    }
}

/// One C global as a Swift property requirement: `var xmlFree: xmlFreeFunc! { get nonmutating set }`.
public struct ImportedCVariable: Sendable, Hashable {
    public var name: String
    public var location: SourceLocation
    public var type: TypeRef
    /// `const` in C (a `let` in Swift): `{ get }` only.
    public var isReadOnly: Bool
    public var deprecationMessage: String?

    var deprecationAttribute: Attribute? { CDeprecation.attribute(deprecationMessage) }
}

public struct SkippedCFunction: Sendable, Hashable {
    public var name: String
    public var location: SourceLocation
    public var reason: String
}

extension CFacade {
    /// Decides the facade of `module`: every function Swift imports gets a requirement, the
    /// others (variadic, `inline` without a symbol, unavailable, types Swift cannot spell) are
    /// skipped with the reason a user needs to act on it.
    ///
    /// `excluding`: functions to leave out without a word (`--exclude`), typically ones a header
    /// declares but the library build lacks, which the live implementation could not link.
    /// `skippingUndefined`: functions the linked libraries lack (`--c-skip-undefined`), left out
    /// with that reason.
    public init(module: CModule, accessLevel: AccessLevel = .public, excluding excluded: Set<String> = [],
                skippingUndefined undefined: CUndefinedFunctions? = nil, includingVariadics: Bool = false) {
        moduleName = module.name
        includes = module.includes
        protocolName = Self.protocolName(forModule: module.name)
        liveName = Self.liveName(forModule: module.name)
        self.accessLevel = accessLevel
        functions = []
        skipped = []
        let importer = CTypeImporter(spellsOutFunctionPointerTypedefs: !module.foundationClashes.isEmpty)
        foundationClashHeaders = Array(Set(module.foundationClashes.map { String($0.header.split(separator: "/").last ?? "") })).sorted()
        var clashing: [String: CHeaderClash] = [:]
        for clash in module.foundationClashes {
            for name in clash.typeNames where clashing[name] == nil { clashing[name] = clash }
        }
        var seen: Set<String> = []
        var enumNames: Set<String> = []
        var numericAliases: Set<String> = []
        defer {
            enumTypeNames = enumNames.sorted()
            numericTypeAliases = numericAliases
        }
        for function in module.functions where !excluded.contains(function.name) && seen.insert(function.name).inserted {
            if let undefined, undefined.names.contains(function.name) {
                let reason = CSkipReason.undefined(libraries: undefined.librariesText)
                skipped.append(SkippedCFunction(name: function.name, location: function.location, reason: reason.text))
                continue
            }
            if let (name, clash) = Self.clashingType(in: function, clashing) {
                skipped.append(SkippedCFunction(name: function.name, location: function.location, reason: CSkipReason.foundationClash(name, clash).text))
                continue
            }
            if function.isVariadic, includingVariadics, !function.isInline, !function.isNoReturn, function.unavailableReason == nil {
                var fixed = function
                fixed.isVariadic = false
                switch Self.imported(fixed, importer) {
                case .success(var imported) where function.cSpelling != nil && !function.parameters.isEmpty:
                    imported.cSpelling = function.cSpelling
                    imported.parameterNames.append(Self.parameterName("arguments", index: imported.parameterNames.count, taken: imported.parameterNames))
                    imported.parameterTypes.append(.named("CVaListPointer"))
                    variadicFunctions.append(imported)
                case .success:
                    // `f(...)`: C before C23 has no `va_start` without a named parameter.
                    skipped.append(SkippedCFunction(name: function.name, location: function.location, reason: CSkipReason.variadic.text))
                case .failure(let reason): skipped.append(SkippedCFunction(name: function.name, location: function.location, reason: reason.text))
                }
                continue
            }
            switch Self.imported(function, importer) {
            case .success(let imported):
                functions.append(imported)
                for (parameter, type) in zip(function.parameters, imported.parameterTypes) {
                    guard case .nominal(let components) = type, components.count == 1 else { continue }
                    switch parameter.type.withoutTypedefs {
                    case .enumeration: enumNames.insert(components[0].name)
                    case .builtin(let builtin):
                        if case .typedef(let name, _) = parameter.type, name == components[0].name, let swiftName = CTypeImporter.builtinName(builtin), !["Int", "Double", "Bool"].contains(swiftName) {
                            numericAliases.insert(components[0].name)
                        }
                    default: break
                    }
                }
            case .failure(let reason): skipped.append(SkippedCFunction(name: function.name, location: function.location, reason: reason.text))
            }
        }
        for variable in module.variables where !excluded.contains(variable.name) && seen.insert(variable.name).inserted {
            switch Self.imported(variable, importer, clashing) {
            case .success(let imported): variables.append(imported)
            case .failure(let reason): skipped.append(SkippedCFunction(name: variable.name, location: variable.location, reason: reason.text))
            }
        }
    }

    private static func imported(_ variable: CVariable, _ importer: CTypeImporter, _ clashing: [String: CHeaderClash]) -> Result<ImportedCVariable, CSkipReason> {
        if let reason = variable.unavailableReason { return .failure(.unavailable(reason)) }
        if let name = variable.type.namesUsed.sorted().first(where: { clashing[$0] != nil }) { return .failure(.foundationClash(name, clashing[name]!)) }
        // Swift imports a C array global as a tuple (`char v[4]` → `(CChar, CChar, CChar, CChar)`)
        // or not at all (`char v[]`): nothing a requirement can spell on every platform.
        if case .array = variable.type.withoutTypedefs { return .failure(.arrayGlobal) }
        switch importer.swiftType(variable.type) {
        case .success(let type):
            return .success(ImportedCVariable(name: variable.name, location: variable.location, type: type, isReadOnly: variable.isConst,
                                              deprecationMessage: variable.deprecationMessage))
        case .failure(.unsupported(let spelling)):
            return .failure(.unsupportedType(spelling, parameter: nil))
        }
    }

    private static func imported(_ function: CFunction, _ importer: CTypeImporter) -> Result<ImportedCFunction, CSkipReason> {
        if function.isVariadic { return .failure(.variadic) }
        if function.isInline { return .failure(.inline) }
        if let reason = function.unavailableReason { return .failure(.unavailable(reason)) }
        var names: [String] = []
        var types: [TypeRef] = []
        for (index, parameter) in function.parameters.enumerated() {
            switch importer.swiftType(parameter.type) {
            case .success(let type): types.append(type)
            case .failure(.unsupported(let spelling)):
                return .failure(.unsupportedType(spelling, parameter: parameter.name ?? "#\(index + 1)"))
            }
            names.append(parameterName(parameter.name, index: index, taken: names))
        }
        switch function.isNoReturn ? .success(.named("Never")) : importer.swiftType(function.result) {
        case .success(let result):
            return .success(ImportedCFunction(name: function.name, location: function.location, parameterNames: names, parameterTypes: types, result: result,
                                              deprecationMessage: function.deprecationMessage, cSpelling: function.cSpelling, hasPrototype: function.hasPrototype))
        case .failure(.unsupported(let spelling)):
            return .failure(.unsupportedType(spelling, parameter: nil))
        }
    }

    /// The first type (by name) the function is written with that Foundation's C modules define too.
    private static func clashingType(in function: CFunction, _ clashing: [String: CHeaderClash]) -> (String, CHeaderClash)? {
        guard !clashing.isEmpty else { return nil }
        let names = function.parameters.reduce(function.result.namesUsed) { $0.union($1.type.namesUsed) }
        return names.sorted().lazy.compactMap { name in clashing[name].map { (name, $0) } }.first
    }

    /// The C name where Swift accepts it; `argN` for an unnamed parameter or a repeated name.
    static func parameterName(_ name: String?, index: Int, taken: [String]) -> String {
        guard let name, !name.isEmpty, !taken.contains(name) else { return "arg\(index + 1)" }
        return SwiftKeywords.needsEscaping(name) ? "`\(name)`" : name
    }
}

extension CFacade {
    /// The protocol as a declaration, for the resolver to mock like a parsed one.
    public var protocolDeclaration: TypeDeclaration {
        let location = functions.first?.location ?? SourceLocation(path: moduleName, line: 1, column: 1)
        let members = functions.map(\.requirement) + variables.map { variable in
            Declaration.variable(VariableDeclaration(
                header: DeclarationHeader(attributes: variable.deprecationAttribute.map { [$0] } ?? [], location: variable.location),
                isLet: false, name: variable.name, type: variable.type,
                accessors: [Accessor(kind: .get)] + (variable.isReadOnly ? [] : [Accessor(kind: .set, modifiers: ["nonmutating"])])))
        }
        return TypeDeclaration(kind: .protocol, header: DeclarationHeader(modifiers: [accessLevel.keyword], location: location),
                               name: protocolName, inheritance: [.named("Sendable")], members: members)
    }

    /// The variadic functions' protocol, for the resolver; `nil` when there are none.
    public var variadicProtocolDeclaration: TypeDeclaration? {
        guard let first = variadicFunctions.first else { return nil }
        return TypeDeclaration(kind: .protocol, header: DeclarationHeader(modifiers: [accessLevel.keyword], location: first.location),
                               name: variadicProtocolName, inheritance: [.named("Sendable")], members: variadicFunctions.map(\.requirement))
    }
}

extension CFacade {
    /// The facade as if it were a parsed Swift file at `path`: the module's import and the
    /// protocol, so that the mock pipeline resolves and mocks it as it does any input.
    public func sourceModel(path: String) -> SourceFileModel {
        let location = SourceLocation(path: path, line: 1, column: 1)
        return SourceFileModel(path: path, declarations: [.import(ImportDeclaration(path: moduleName, location: location)), .type(protocolDeclaration)]
                               + (variadicProtocolDeclaration.map { [.type($0)] } ?? []))
    }
}

/// Why a C function gets no requirement.
enum CSkipReason: Error, Sendable, Hashable {
    case variadic, inline
    case unavailable(String)
    case unsupportedType(String, parameter: String?)
    case undefined(libraries: String)
    case foundationClash(String, CHeaderClash)
    case arrayGlobal

    var text: String {
        switch self {
        case .variadic:
            return "it is variadic (`...`): Swift does not import C variadic functions; calls from C code reach a mock through the link seam (--c-seam-output), or mock the `va_list` variant if the library has one"
        case .inline:
            return "it is `inline`: there is no symbol to call or to link a seam against"
        case .unavailable(let reason):
            return "it is unavailable" + (reason.isEmpty ? "" : " (\(reason))")
        case .unsupportedType(let spelling, let parameter):
            let place = parameter.map { "parameter `\($0)`" } ?? "its result"
            return "\(place) has the type \(spelling), which Swift does not import on every platform"
        case .undefined(let libraries):
            return "\(libraries) on this machine does not define it (--c-skip-undefined)"
        case .arrayGlobal:
            return "it is an array, which Swift imports as a tuple of its elements, or not at all when its size is not given; read it from C"
        case .foundationClash(let name, let clash):
            return "it is written with `\(name)`, which \(clash.header) defines and Foundation's \(clash.foundationModule) (\(clash.foundationHeader)) defines too: a Swift file importing Foundation (as mocks do) cannot spell it; call it from a C function of your own that does not expose `\(name)`, and mock that"
        }
    }
}

/// Swift's reserved words that need backticks as parameter names.
enum SwiftKeywords {
    static let reserved: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "Any", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
    ]

    static func needsEscaping(_ name: String) -> Bool { reserved.contains(name) }
}
