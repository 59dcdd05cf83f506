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
    var functions: [ImportedCFunction] { facade.functions.filter { !Self.takesVaList($0) && $0.hasPrototype && !Self.neverReturns($0) } }

    /// Declared `noreturn`: its C callers assume it does not come back (libpng's `png_error`
    /// longjmps), which a mock's answer would do.
    static func neverReturns(_ function: ImportedCFunction) -> Bool { function.result == .named("Never") }

    /// Functions taking a `va_list` (`cf_vformat`): their wrapper is C, which `va_copy`s the list
    /// and hands its address to the Swift side, or forwards the call to the real function.
    var vaListFunctions: [ImportedCFunction] { facade.functions.filter { Self.takesVaList($0) && $0.cSpelling != nil } }

    /// Everything the seam wraps, in the facade's order.
    private var wrapped: [ImportedCFunction] {
        facade.functions.filter { (!Self.takesVaList($0) || $0.cSpelling != nil) && $0.hasPrototype && !Self.neverReturns($0) } + facade.variadicFunctions
    }

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
        let quiet = wrapped.contains { $0.deprecationMessage != nil }
        if quiet { lines += ["#pragma clang diagnostic push", "#pragma clang diagnostic ignored \"-Wdeprecated-declarations\""] }
        lines += wrapped.map { "extern __typeof__(\($0.name)) __real_\($0.name) __attribute__((weak));" }
        if quiet { lines.append("#pragma clang diagnostic pop") }
        return lines.joined(separator: "\n") + "\n"
    }

    func linkerFlags() -> String {
        wrapped.map { "--wrap=" + $0.name + "\n" }.joined()
    }

    // MARK: Variadic functions

    /// The seam's C file: empty without variadic functions. With them, for each `f(fixed, ...)`:
    /// - `__wrap_f`, a few instructions that keep the call exactly as the caller made it (argument
    ///   registers, stack, `%al`), ask the Swift side whether this task installed a variadic mock,
    ///   and jump either to the real function (C cannot forward `...`; a jump passes it untouched)
    ///   or to `Seam_variadic_f`;
    /// - `Seam_variadic_f(fixed, ...)`, C, which gathers the variable arguments with `va_start`
    ///   and hands the fixed ones and the `va_list`'s address to the Swift side (`Seam_route_f`).
    func cSource() -> String {
        var lines = [GeneratedFileMarker.line]
        guard !facade.variadicFunctions.isEmpty || !vaListFunctions.isEmpty else {
            lines.append("// The link seam of \(facade.moduleName) is its header and the test target's Swift wrappers.")
            return lines.joined(separator: "\n") + "\n"
        }
        lines += [
            "// The link seam's C part, for the variadic functions of \(facade.moduleName): see \(seamName).h and",
            "// the test target's Swift routing (generated with it).",
            "#include \"\(seamName).h\"",
            "#include <stdarg.h>",
            "",
            "// `--wrap` is GNU ld's and lld's: the seam exists on Linux only (docs/CHeaders.md).",
            "#if defined(__linux__)",
            "",
            "// Defined by the Swift routing: whether this task installed a mock (of \(facade.protocolName), of",
            "// \(facade.variadicProtocolName)).",
            "int \(seamName)_hasMock(void);",
            "int \(seamName)_hasVariadicMock(void);",
        ]
        if !facade.variadicFunctions.isEmpty { lines += [
            "",
            "// __wrap_<f>: saves the argument registers, asks, restores them and jumps: to the mock's entry",
            "// when a variadic mock is installed, else to the real function, with the call as the caller made it.",
            "#if defined(__x86_64__)",
            "#define MOCKGEN_VARIADIC_WRAP(f, entry) __asm__( \\",
            "    \".text\\n.globl __wrap_\" #f \"\\n.type __wrap_\" #f \", @function\\n.weak __real_\" #f \"\\n__wrap_\" #f \":\\n\" \\",
            "    \"push %rbp\\nmov %rsp, %rbp\\nsub $192, %rsp\\n\" \\",
            "    \"mov %rdi, 0(%rsp)\\nmov %rsi, 8(%rsp)\\nmov %rdx, 16(%rsp)\\nmov %rcx, 24(%rsp)\\nmov %r8, 32(%rsp)\\nmov %r9, 40(%rsp)\\nmov %rax, 48(%rsp)\\n\" \\",
            "    \"movaps %xmm0, 64(%rsp)\\nmovaps %xmm1, 80(%rsp)\\nmovaps %xmm2, 96(%rsp)\\nmovaps %xmm3, 112(%rsp)\\n\" \\",
            "    \"movaps %xmm4, 128(%rsp)\\nmovaps %xmm5, 144(%rsp)\\nmovaps %xmm6, 160(%rsp)\\nmovaps %xmm7, 176(%rsp)\\n\" \\",
            "    \"call \(seamName)_hasVariadicMock@PLT\\nmov %eax, %r11d\\n\" \\",
            "    \"mov 0(%rsp), %rdi\\nmov 8(%rsp), %rsi\\nmov 16(%rsp), %rdx\\nmov 24(%rsp), %rcx\\nmov 32(%rsp), %r8\\nmov 40(%rsp), %r9\\nmov 48(%rsp), %rax\\n\" \\",
            "    \"movaps 64(%rsp), %xmm0\\nmovaps 80(%rsp), %xmm1\\nmovaps 96(%rsp), %xmm2\\nmovaps 112(%rsp), %xmm3\\n\" \\",
            "    \"movaps 128(%rsp), %xmm4\\nmovaps 144(%rsp), %xmm5\\nmovaps 160(%rsp), %xmm6\\nmovaps 176(%rsp), %xmm7\\n\" \\",
            "    \"mov %rbp, %rsp\\npop %rbp\\ntest %r11d, %r11d\\njnz \" #entry \"@PLT\\njmp __real_\" #f \"@PLT\\n\" \\",
            "    \".size __wrap_\" #f \", .-__wrap_\" #f \"\\n\")",
            "#elif defined(__aarch64__)",
            "#define MOCKGEN_VARIADIC_WRAP(f, entry) __asm__( \\",
            "    \".text\\n.globl __wrap_\" #f \"\\n.type __wrap_\" #f \", %function\\n.weak __real_\" #f \"\\n__wrap_\" #f \":\\n\" \\",
            "    \"stp x29, x30, [sp, #-224]!\\nmov x29, sp\\n\" \\",
            "    \"stp x0, x1, [sp, #16]\\nstp x2, x3, [sp, #32]\\nstp x4, x5, [sp, #48]\\nstp x6, x7, [sp, #64]\\nstr x8, [sp, #80]\\n\" \\",
            "    \"stp q0, q1, [sp, #96]\\nstp q2, q3, [sp, #128]\\nstp q4, q5, [sp, #160]\\nstp q6, q7, [sp, #192]\\n\" \\",
            "    \"bl \(seamName)_hasVariadicMock\\nmov w9, w0\\n\" \\",
            "    \"ldp x0, x1, [sp, #16]\\nldp x2, x3, [sp, #32]\\nldp x4, x5, [sp, #48]\\nldp x6, x7, [sp, #64]\\nldr x8, [sp, #80]\\n\" \\",
            "    \"ldp q0, q1, [sp, #96]\\nldp q2, q3, [sp, #128]\\nldp q4, q5, [sp, #160]\\nldp q6, q7, [sp, #192]\\n\" \\",
            "    \"ldp x29, x30, [sp], #224\\ncbnz w9, 1f\\nb __real_\" #f \"\\n1:\\nb \" #entry \"\\n\" \\",
            "    \".size __wrap_\" #f \", .-__wrap_\" #f \"\\n\")",
            "#else",
            "#error \"mockgen's link seam for variadic C functions is written for x86_64 and arm64 (the --wrap platforms it supports)\"",
            "#endif",
        ] }
        for function in facade.variadicFunctions {
            guard let spelling = function.cSpelling else { continue }
            let names = spelling.parameters.indices.map { "p\($0)" }
            let fixed = zip(spelling.parameters, names).map { "__typeof__(\($0)) \($1)" }.joined(separator: ", ")
            let returns = spelling.result != "void"
            let result = "__typeof__(\(spelling.result))"
            let route = "\(seamName)_route_\(function.name)"
            let call = route + "(" + (names + ["&arguments"]).joined(separator: ", ") + ")"
            lines += [
                "",
                "// \(function.name): the Swift side's entry, and the C function gathering the variable arguments.",
                "\(returns ? result : "void") \(route)(\(fixed), void *arguments);",
                "\(returns ? result : "void") \(seamName)_variadic_\(function.name)(\(fixed), ...) {",
                "    va_list arguments;",
                "    va_start(arguments, \(names.last!));",
                returns ? "    \(result) result = \(call);" : "    \(call);",
                "    va_end(arguments);",
                returns ? "    return result;" : nil,
                "}",
                "MOCKGEN_VARIADIC_WRAP(\(function.name), \(seamName)_variadic_\(function.name));",
            ].compactMap { $0 }
        }
        for function in vaListFunctions {
            guard let spelling = function.cSpelling else { continue }
            let names = spelling.parameters.indices.map { "p\($0)" }
            let declared = zip(spelling.parameters, names).map { "__typeof__(\($0)) \($1)" }.joined(separator: ", ")
            let listIndex = function.parameterTypes.firstIndex { $0.containsNominal { $0.last?.name == "CVaListPointer" } } ?? names.count - 1
            let returns = spelling.result != "void"
            let result = "__typeof__(\(spelling.result))"
            let route = "\(seamName)_route_\(function.name)"
            var routed = names
            routed[listIndex] = "&copy"
            let routeParameters = zip(spelling.parameters, names).enumerated().map { $0.offset == listIndex ? "void *arguments" : "__typeof__(\($0.element.0)) \($0.element.1)" }
            let real = "__real_\(function.name)(" + names.joined(separator: ", ") + ")"
            lines += [
                "",
                "// \(function.name): to the mock with a copy of the list, else to the real function.",
                "\(returns ? result : "void") \(route)(\(routeParameters.joined(separator: ", ")));",
                "\(returns ? result : "void") __wrap_\(function.name)(\(declared)) {",
                returns ? "    if (!\(seamName)_hasMock()) return \(real);" : "    if (!\(seamName)_hasMock()) { \(real); return; }",
                "    va_list copy;",
                "    va_copy(copy, \(names[listIndex]));",
                returns ? "    \(result) result = \(route)(\(routed.joined(separator: ", ")));" : "    \(route)(\(routed.joined(separator: ", ")));",
                "    va_end(copy);",
                returns ? "    return result;" : nil,
                "}",
            ].compactMap { $0 }
        }
        lines += ["", "#endif"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// `@_cdecl` entries the seam's C code calls: whether a variadic mock is installed, and for
    /// each variadic function the call handed to it.
    private func variadicRouting() -> [CodeDeclaration] {
        guard !facade.variadicFunctions.isEmpty || !vaListFunctions.isEmpty else { return [] }
        let hasMock = CodeFunction(
            attributes: ["@_cdecl(\"\(seamName)_hasMock\")"], keyword: .function(seamName + "_hasMock"), parameters: [],
            result: .named("Int32"), body: [.expression(.word("\(seamName).mock == nil ? 0 : 1"))])
        let listRoutes = vaListFunctions.map { function -> CodeDeclaration in
            let parameters = zip(function.parameterNames, function.parameterTypes).map { name, type in
                type.containsNominal { $0.last?.name == "CVaListPointer" }
                    ? (CodeParameter(label: "_", name: name, type: .named("UnsafeMutableRawPointer")), CodeArgument(.call(.word("__cVaListPointer"), [CodeArgument("at", .word(name))])))
                    : (CodeParameter(label: "_", name: name, type: type), CodeArgument(.word(name)))
            }
            let call = CodeExpression.call(.member(.word(seamName + ".mock!"), function.name), parameters.map(\.1))
            let returns = function.result != .named("Void")
            return .function(CodeFunction(
                attributes: ["@_cdecl(\"\(seamName)_route_\(function.name)\")"] + (function.deprecationAttribute.map { [$0.description] } ?? []),
                keyword: .function(seamName + "_route_" + function.name), parameters: parameters.map(\.0),
                result: returns ? function.result : nil, body: [returns ? .return(call) : .expression(call)]))
        }
        guard !facade.variadicFunctions.isEmpty else { return [.function(hasMock)] + listRoutes }
        let has = CodeFunction(
            attributes: ["@_cdecl(\"\(seamName)_hasVariadicMock\")"], keyword: .function(seamName + "_hasVariadicMock"), parameters: [],
            result: .named("Int32"),
            body: [.expression(.word("\(seamName).variadicMock == nil ? 0 : 1"))])
        let routes = facade.variadicFunctions.map { function -> CodeDeclaration in
            let fixed = Array(zip(function.parameterNames, function.parameterTypes).dropLast())
            let arguments = fixed.map { CodeArgument(.word($0.0)) } + [CodeArgument(.call(.word("__cVaListPointer"), [CodeArgument("at", .word("arguments"))]))]
            // Installed: the C side asked `hasVariadicMock` on this thread just before.
            let call = CodeExpression.call(.member(.word(seamName + ".variadicMock!"), function.name), arguments)
            let returns = function.result != .named("Void")
            return .function(CodeFunction(
                attributes: ["@_cdecl(\"\(seamName)_route_\(function.name)\")"] + (function.deprecationAttribute.map { [$0.description] } ?? []),
                keyword: .function(seamName + "_route_" + function.name),
                parameters: fixed.map { CodeParameter(label: "_", name: $0.0, type: $0.1) } + [CodeParameter(label: "_", name: "arguments", type: .named("UnsafeMutableRawPointer"))],
                result: returns ? function.result : nil, body: [returns ? .return(call) : .expression(call)]))
        }
        return [.function(hasMock)] + listRoutes + [.function(has)] + routes
    }

    func swiftDeclarations() -> [CodeDeclaration] {
        let wrappers = functions.map { CodeDeclaration.function(wrapper($0)) }
        let body: [CodeDeclaration] = [.group([.import(CodeImport(path: facade.moduleName)), .import(CodeImport(path: seamName))]), routing()] + wrappers + variadicRouting()
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
        var members: [CodeDeclaration] = [.property(current), .function(synchronous), .function(asynchronous)]
        if !facade.variadicFunctions.isEmpty {
            let variadicAPI = TypeRef.existential(.named(facade.variadicProtocolName))
            members.insert(.property(CodeProperty(attributes: ["@TaskLocal"], modifiers: [.static], name: "variadicMock", type: .optional(variadicAPI), initialValue: .word("nil"))), at: 1)
            var both = synchronous
            both.documentation = "/// Runs `body` with this task's calls of the C functions going to `mock`, and those of the variadic\n"
                + "/// ones (from C code: Swift cannot call them) going to `variadic`."
            both.parameters = [mockParameter, CodeParameter(label: nil, name: "variadic", type: variadicAPI), synchronous.parameters[1]]
            both.body = [.expression(.prefixed(.try, .call(.member(.word("$mock"), "withValue"), [CodeArgument(.word("mock"))],
                trailingClosure: CodeClosure(body: [.expression(.prefixed(.try, .call(.member(.word("$variadicMock"), "withValue"),
                    [CodeArgument(.word("variadic")), CodeArgument("operation", .word("body"))])))]))))]
            members.append(.function(both))
        }
        return .type(CodeType(
            documentation: "/// Routes the calls code under test makes to the C functions of `\(facade.moduleName)` (the test binary\n"
                + "/// is linked with `--wrap` for each): to the mock the current task installed with `withMock`, else to\n"
                + "/// the C functions. Per task, so tests running in parallel each see their own mock.",
            modifiers: access, keyword: .enum, name: seamName, members: members))
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
