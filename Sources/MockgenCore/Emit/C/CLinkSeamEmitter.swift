/// A link seam for a C module on Linux: code under test calls the C functions directly, and the
/// test binary is linked with `--wrap=<function>` for each, so those calls reach
/// `__wrap_<function>` instead. The wrapper, generated here in Swift, hands the call to the mock
/// the current task installed (`<Module>Seam.withMock`), or to the real function
/// (`__real_<function>`, which the linker resolves to the C definition) when there is none.
///
/// Three parts, because each goes where its language is compiled:
/// - `cHeader`: a C target's header declaring each `__real_<function>` with the C function's own
///   type (`__typeof__`), so Swift imports it with exactly the parameters of the original;
/// - `swiftDeclarations`: the routing and the wrappers, in the test target;
/// - `linkerFlags`: the `--wrap` options, one per line, for the test target's linker settings.
struct CLinkSeamEmitter {
    let facade: CFacade

    /// `CSQLiteSeam`: the C target holding `cHeader`, and the Swift type that routes calls.
    var seamName: String { facade.moduleName + "Seam" }

    /// The functions a Swift `@_cdecl` wrapper can stand in for: not those taking a `va_list`,
    /// which Swift cannot receive in a function C calls (`CVaListPointer` is a Swift struct).
    var functions: [ImportedCFunction] { facade.functions.filter { !Self.takesVaList($0) } }

    static func takesVaList(_ function: ImportedCFunction) -> Bool {
        (function.parameterTypes + [function.result]).contains { type in type.containsNominal { $0.last?.name == "CVaListPointer" } }
    }

    func cHeader() -> String {
        var lines = [
            GeneratedFileMarker.line,
            "// The real C functions of \(facade.moduleName), under the names `ld --wrap` gives them: a test binary",
            "// linked with --wrap=<function> calls __wrap_<function> instead, and __real_<function> reaches the",
            "// C definition. Declared with each function's own type so Swift imports them alike, and weak:",
            "// a function the header declares but the library was built without links (to null), and only",
            "// a call to it that no mock takes would crash.",
            "#pragma once",
        ]
        lines += facade.includes.map { "#include \($0)" }
        // Weak because headers declare more than libraries define: Debian's libsqlite3 has no
        // sqlite3_snapshot_get (SQLITE_ENABLE_SNAPSHOT), sqlite3_win32_set_directory or
        // sqlite3_mutex_held (debug builds), and a strong __real_ reference to one made the whole
        // test binary fail to link (`make c-corpus`, docs/CHeaders.md).
        // `__typeof__` of a deprecated function is a use of it: the seam's own declarations are
        // kept quiet, the user's calls still warn.
        let quiet = functions.contains { $0.deprecationMessage != nil }
        if quiet { lines += ["#pragma clang diagnostic push", "#pragma clang diagnostic ignored \"-Wdeprecated-declarations\""] }
        lines += functions.map { "extern __typeof__(\($0.name)) __real_\($0.name) __attribute__((weak));" }
        if quiet { lines.append("#pragma clang diagnostic pop") }
        return lines.joined(separator: "\n") + "\n"
    }

    func linkerFlags() -> String {
        functions.map { "--wrap=" + $0.name + "\n" }.joined()
    }

    func swiftDeclarations() -> [CodeDeclaration] {
        let wrappers = functions.map { CodeDeclaration.function(wrapper($0)) }
        let body: [CodeDeclaration] = [.group([.import(CodeImport(path: facade.moduleName)), .import(CodeImport(path: seamName))]), routing()] + wrappers
        // `--wrap` is GNU ld's and lld's; Apple's linker has no equivalent (see docs/CHeaders.md).
        return [.ifConfig([CodeIfClause(condition: "os(Linux)", members: body)])]
    }

    private var access: [CodeModifier] { facade.accessLevel == .internal ? [] : [.access(facade.accessLevel)] }

    /// `enum CSQLiteSeam` with the task-local mock and `withMock` for synchronous and async code.
    private func routing() -> CodeDeclaration {
        let api = TypeRef.existential(.named(facade.protocolName))
        let mockParameter = CodeParameter(label: "_", name: "mock", type: api)
        let current = CodeProperty(attributes: ["@TaskLocal"], modifiers: [.static], name: "mock", type: .optional(api), initialValue: .word("nil"))
        let generic = [GenericParameter(name: "Result")]
        let synchronous = CodeFunction(
            documentation: "/// Runs `body` with this task's calls of the C functions going to `mock` (and from tasks it creates).",
            modifiers: access + [.static], keyword: .function("withMock"), genericParameters: generic,
            parameters: [mockParameter, CodeParameter(label: "_", name: "body", type: .function(FunctionTypeRef(parameters: [], throwing: .throws, result: .named("Result"))))],
            effects: Effects(throwing: .rethrows), result: .named("Result"),
            body: [.expression(.prefixed(.try, .call(.member(.word("$mock"), "withValue"), [CodeArgument(.word("mock")), CodeArgument("operation", .word("body"))])))])
        var asynchronous = synchronous
        asynchronous.documentation = "/// Runs `body` with this task's calls of the C functions going to `mock`, for async code."
        asynchronous.parameters = [mockParameter,
                                   CodeParameter(label: nil, name: "isolation", type: .attributed(attributes: [], specifiers: ["isolated"], base: .optional(.existential(.named("Actor")))), defaultValue: "#isolation"),
                                   CodeParameter(label: "_", name: "body", type: .function(FunctionTypeRef(parameters: [], isAsync: true, throwing: .throws, result: .named("Result"))))]
        asynchronous.effects = Effects(isAsync: true, throwing: .rethrows)
        asynchronous.body = [.expression(.prefixed(.try, .prefixed(.await, .call(.member(.word("$mock"), "withValue"), [
            CodeArgument(.word("mock")), CodeArgument("operation", .word("body")), CodeArgument("isolation", .word("isolation")),
        ]))))]
        return .type(CodeType(
            documentation: "/// Routes the calls code under test makes to the C functions of `\(facade.moduleName)` (the test binary\n"
                + "/// is linked with `--wrap` for each): to the mock the current task installed with `withMock`, else to\n"
                + "/// the C functions. Per task, so tests running in parallel each see their own mock.",
            modifiers: access, keyword: .enum, name: seamName,
            members: [.property(current), .function(synchronous), .function(asynchronous)]))
    }

    /// `@_cdecl("__wrap_f") func __wrap_f(…) -> R { if let mock = Seam.mock { return mock.f(…) }; return __real_f(…) }`
    private func wrapper(_ function: ImportedCFunction) -> CodeFunction {
        let arguments = function.parameterNames.map { CodeArgument(.word($0)) }
        let returns = function.result != .named("Void")
        func call(_ callee: CodeExpression) -> CodeStatement { returns ? .return(.call(callee, arguments)) : .expression(.call(callee, arguments)) }
        // `__mock`: a C parameter may be called `mock`.
        var body: [CodeStatement] = [.ifLet(name: "__mock", value: .member(.word(seamName), "mock"),
                                            body: [call(.member(.word("__mock"), function.name))] + (returns ? [] : [.expression(.word("return"))]))]
        body.append(call(.word("__real_" + function.name)))
        return CodeFunction(
            attributes: ["@_cdecl(\"__wrap_\(function.name)\")"] + (function.deprecationAttribute.map { [$0.description] } ?? []),
            keyword: .function("__wrap_" + function.name),
            parameters: zip(function.parameterNames, function.parameterTypes).map { CodeParameter(label: "_", name: $0, type: $1) },
            result: returns ? function.result : nil, body: body)
    }
}
