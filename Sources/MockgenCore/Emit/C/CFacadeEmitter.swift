/// The Swift side of a C module that code under test calls instead of the C functions: the
/// protocol (`CSQLiteAPI`) and its live implementation (`CSQLiteLive`), which forwards each call
/// to the C function unchanged. The mock of the protocol is generated like any other mock.
struct CFacadeEmitter {
    let facade: CFacade

    func declarations() -> [CodeDeclaration] {
        // `@preconcurrency`: Swift 6 refuses to read or write a C global otherwise ("reference to
        // var 'xmlFree' is not concurrency-safe"); the live implementation is where it is done.
        [.import(CodeImport(attributes: facade.variables.isEmpty ? [] : ["@preconcurrency"], path: facade.moduleName)),
         protocolDeclaration()] + variadicProtocolDeclaration() + [liveDeclaration()]
    }

    /// The declarations as text (a file of their own, or the top of the mocks' file).
    func render() -> String {
        var renderer = CodeRenderer(reservingCapacity: 4096)
        renderer.render(declarations())
        return renderer.text
    }

    private var access: [CodeModifier] { facade.accessLevel == .internal ? [] : [.access(facade.accessLevel)] }

    private func protocolDeclaration() -> CodeDeclaration {
        .type(CodeType(
            documentation: "/// The C functions of `\(facade.moduleName)` that Swift imports, one requirement each, spelled as\n"
                + "/// Swift imports them. Call them through a value of this type to swap in `Mock\(facade.protocolName)`."
                + (facade.foundationClashHeaders.isEmpty ? "" : "\n/// C function pointer types are spelled out, not by their typedef names: the module's headers include\n"
                    + "/// \(facade.foundationClashHeaders.joined(separator: ", ")), which Foundation has its own copy of, and a compiled module\n"
                    + "/// holding such a typedef cannot be used next to Foundation."),
            modifiers: access, keyword: .protocol, name: facade.protocolName, inheritance: ["Sendable"],
            members: facade.functions.map { .function(signature(of: $0, body: nil)) } + facade.variables.map { .property(property($0, live: false)) }))
    }

    /// The variadic functions' protocol (with the link seam only): no live implementation, as
    /// Swift cannot call them.
    private func variadicProtocolDeclaration() -> [CodeDeclaration] {
        guard !facade.variadicFunctions.isEmpty else { return [] }
        return [.type(CodeType(
            documentation: "/// The variadic C functions of `\(facade.moduleName)`, which Swift cannot call: calls from C code reach\n"
                + "/// `Mock\(facade.variadicProtocolName)` through the link seam (`\(facade.moduleName)Seam.withMock(_:variadic:_:)`),\n"
                + "/// the variable arguments as a `CVaListPointer` (MockRuntime's `CVariadicArguments` reads them).",
            modifiers: access, keyword: .protocol, name: facade.variadicProtocolName, inheritance: ["Sendable"],
            members: facade.variadicFunctions.map { .function(signature(of: $0, body: nil)) }))]
    }

    private func liveDeclaration() -> CodeDeclaration {
        // `@inlinable` so that a call through `CSQLiteLive` costs what the C call costs.
        let initializer = CodeFunction(attributes: ["@inlinable"], modifiers: access, keyword: .initializer("init"), parameters: [], body: [])
        let members = [.function(initializer)] + facade.functions.map { function -> CodeDeclaration in
            // Qualified with the module: the requirement's own name would otherwise call itself.
            let call = CodeExpression.call(.member(.word(facade.moduleName), function.name),
                                           function.parameterNames.map { CodeArgument(nil, .word($0)) })
            return .function(signature(of: function, body: [.expression(call)]))
        } + facade.variables.map { .property(property($0, live: true)) }
        return .type(CodeType(
            documentation: "/// `\(facade.protocolName)` calling the C functions themselves.",
            modifiers: access, keyword: .struct, name: facade.liveName, inheritance: [facade.protocolName], members: members))
    }

    /// `var xmlFree: xmlFreeFunc! { get nonmutating set }`, and in the live implementation the
    /// accessors reading and writing the global itself.
    private func property(_ variable: ImportedCVariable, live: Bool) -> CodeProperty {
        let global = CodeExpression.member(.word(facade.moduleName), variable.name)
        var accessors = [CodeAccessor(kind: .get, body: live ? [.expression(global)] : [])]
        if !variable.isReadOnly {
            accessors.append(CodeAccessor(kind: .set, body: live ? [.expression(.assignment(global, .word("newValue")))] : [], isNonmutating: true))
        }
        var code = CodeProperty(name: variable.name, type: variable.type, accessors: accessors, isRequirement: !live)
        if live {
            code.attributes = ["@inlinable"]
            code.modifiers = access
        }
        if let deprecation = variable.deprecationAttribute { code.attributes.insert(deprecation.description, at: 0) }
        return code
    }

    private func signature(of function: ImportedCFunction, body: [CodeStatement]?) -> CodeFunction {
        let parameters = zip(function.parameterNames, function.parameterTypes).map { CodeParameter(label: "_", name: $0, type: $1) }
        var code = CodeFunction(keyword: .function(function.name), parameters: parameters,
                                result: function.result == .named("Void") ? nil : function.result, body: body ?? [])
        if body == nil {
            code.hasBody = false
        } else {
            code.attributes = ["@inlinable"]
            code.modifiers = access
        }
        // A deprecated C function: its requirement and its live witness say so, so that the
        // witness's call of it does not warn, and the user's calls through the facade do.
        if let deprecation = function.deprecationAttribute { code.attributes.insert(deprecation.description, at: 0) }
        return code
    }
}
