/// One declaration as a mocked member, or the reason it cannot be one.
extension MockResolver {

    mutating func makeMember(_ declaration: Declaration, conditions: [String], isProtocol: Bool, owner: String, noncopyable: Set<String>, defaults: Set<String>) -> ResolvedMember? {
        let kind: ResolvedMember.Kind
        let header: DeclarationHeader
        let signature: String
        switch declaration {
        case .function(let function):
            header = function.header
            if MemberSignature.isOperator(function.name) {
                // `==` and `<` are implemented by identity (see `synthesizedConformances`).
                if function.name == "==" || function.name == "<" { return nil }
                // Other operators are static members, stubbed by name (`infixPlus(_:_:)`).
                if !isProtocol { return nil }
            }
            kind = .method(function)
            signature = MemberSignature.literal(of: function)
        case .variable(let variable):
            header = variable.header
            if !isProtocol && (Self.isNotOverridable(header) || variable.isLet) { return nil }
            if !isProtocol, let level = header.accessLevel, level <= .fileprivate {
                note("\(owner).\(variable.name) is \(level.rawValue); it cannot be overridden", at: header.location)
                return nil
            }
            guard variable.type != nil else {
                report(.untypedProperty, owner + "." + variable.name, at: header.location)
                return nil
            }
            if !isProtocol && variable.isLet { return nil }
            var settable = isProtocol ? variable.accessors.contains { $0.kind == .set } : variable.isSettable
            // A setter out of the mock's reach (`private(set)`, `fileprivate(set)`) leaves a
            // read-only override: Swift accepts a getter-only override of such a property, stored
            // or computed, and the class's own writes still reach its storage.
            if !isProtocol, settable, let setter = header.setterAccessLevel, setter <= .fileprivate {
                settable = false
            }
            kind = .property(variable, isSettable: settable)
            signature = MemberSignature.literal(of: variable)
        case .subscript(let subscriptDecl):
            header = subscriptDecl.header
            if subscriptDecl.accessors.contains(where: { $0.effects != .none }) {
                report(.effectfulSubscript, owner + ".subscript", at: header.location)
                return nil
            }
            kind = .subscript(subscriptDecl)
            signature = MemberSignature.literal(of: subscriptDecl)
        default:
            return nil
        }
        if !isProtocol {
            if Self.isNotOverridable(header) { return nil }
            if let level = header.accessLevel, level <= .fileprivate {
                note("\(owner).\(signature) is \(level.rawValue); it cannot be overridden", at: header.location)
                return nil
            }
        }
        if let reason = Self.unmockableReason(kind, isProtocol: isProtocol, noncopyable: noncopyable) {
            if isProtocol && defaults.contains(Self.defaultKey(signature, isStatic: header.isStatic)) {
                // The mock still conforms: the extension's implementation stands in, unrecorded.
                warn("not mocking \(owner).\(signature): \(reason.reason); calls run the protocol extension's implementation and cannot be stubbed or verified", at: header.location)
                return nil
            }
            report(reason, owner + "." + signature, at: header.location)
            return nil
        }
        let mentionsSelf: Bool
        switch kind {
        case .method(let function): mentionsSelf = function.mentions("Self")
        case .property(let variable, _): mentionsSelf = variable.type?.mentions("Self") ?? false
        case .subscript(let subscriptDecl): mentionsSelf = subscriptDecl.mentions("Self")
        }
        return ResolvedMember(
            kind: kind, isStatic: header.isStatic, index: 0, signature: signature, conditions: conditions,
            attributes: header.attributes.filter { $0.name == "available" || $0.name == "_spi" || $0.name == "discardableResult" || $0.name == "_disfavoredOverload" || Self.isGlobalActor($0.name) },
            keptModifiers: header.modifiers.filter { $0.hasPrefix("nonisolated") || $0 == "prefix" || $0 == "postfix" },
            documentation: header.documentation, accessModifier: nil, mentionsSelf: mentionsSelf,
            disambiguatedByResult: false, location: header.location, declaredIn: owner)
    }

    /// `enqueue(_:)` / `static make()` / `var count` for every member that unconstrained
    /// extensions of the protocols in `ancestry` implement.
    func defaultImplementations(_ ancestry: InheritanceResolver.Ancestry) -> Set<String> {
        var keys: Set<String> = []
        for ancestor in ancestry.declarations {
            var members = finder.extensionMembers[ancestor.qualifiedName] ?? []
            if ancestor.qualifiedName != ancestor.declaration.name { members += finder.extensionMembers[ancestor.declaration.name] ?? [] }
            for member in members {
                switch member {
                case .function(let function): keys.insert(Self.defaultKey(MemberSignature.literal(of: function), isStatic: function.header.isStatic))
                case .variable(let variable): keys.insert(Self.defaultKey(MemberSignature.literal(of: variable), isStatic: variable.header.isStatic))
                case .subscript(let subscriptDecl): keys.insert(Self.defaultKey(MemberSignature.literal(of: subscriptDecl), isStatic: subscriptDecl.header.isStatic))
                default: continue
                }
            }
        }
        return keys
    }

    static func defaultKey(_ signature: String, isStatic: Bool) -> String {
        (isStatic ? "static " : "") + signature
    }

    /// The member kind a class declaration would be overridden as, for sealing `final` members.
    static func overridableKind(of declaration: Declaration) -> ResolvedMember.Kind? {
        switch declaration {
        case .function(let function): return .method(function)
        case .variable(let variable): return .property(variable, isSettable: false)
        case .subscript(let subscriptDecl): return .subscript(subscriptDecl)
        default: return nil
        }
    }

    /// `final` and `static` class members, and `private`/`fileprivate` ones (noted in `--debug`
    /// by the caller), are simply not part of a class mock.
    static func isNotOverridable(_ header: DeclarationHeader) -> Bool {
        header.has("final") || header.has("static")
    }

    /// Generic parameters and associated types declared `~Copyable` anywhere in the ancestry.
    static func noncopyableNames(_ ancestry: InheritanceResolver.Ancestry) -> Set<String> {
        var names: Set<String> = []
        for ancestor in ancestry.declarations {
            let type = ancestor.declaration
            for parameter in type.genericParameters where parameter.constraint?.suppressesCopyable == true { names.insert(parameter.name) }
            for (member, _) in MockableTypeFinder.flattenMembers(type.members) {
                if case .associatedType(let associated) = member, associated.inheritance.contains(where: \.suppressesCopyable) {
                    names.insert(associated.name)
                }
            }
        }
        return names
    }

    static func unmockableReason(_ kind: ResolvedMember.Kind, isProtocol: Bool, noncopyable inherited: Set<String>) -> Unmockability? {
        var parameters: [Parameter]
        let generics: [GenericParameter]
        var result: TypeRef?
        var scopedResult: String?
        switch kind {
        case .method(let function):
            parameters = function.parameters
            generics = function.genericParameters
            result = function.result
            if let body = ScopedBody(function) {
                // The noncopyable result only passes through; what must be copyable is what the
                // stub supplies: the body's inputs.
                scopedResult = body.resultName
                parameters = function.parameters.enumerated().filter { $0.offset != body.parameterIndex }.map(\.element)
                    + body.inputs.indices.map { Parameter(label: nil, name: "_", type: body.inputType($0)) }
                result = nil
            }
        case .subscript(let subscriptDecl):
            parameters = subscriptDecl.parameters
            generics = subscriptDecl.genericParameters
            result = subscriptDecl.result
        case .property(let variable, _):
            parameters = []
            generics = []
            result = variable.type
        }
        if generics.contains(where: \.isPack) || parameters.contains(where: { $0.type.containsPack }) {
            return .parameterPacks
        }
        if let result, case .opaque = result.unattributed {
            return .opaqueResult
        }
        if !isProtocol, let result, result.isSelfOrOptionalSelf {
            return .classReturnsSelf
        }
        // `borrowing`/`consuming` parameters are recorded as copies; a noncopyable value cannot be.
        var noncopyable = inherited
        for parameter in generics where parameter.constraint?.suppressesCopyable == true { noncopyable.insert(parameter.name) }
        if case .method(let function) = kind {
            for requirement in function.requirements where requirement.right.suppressesCopyable { noncopyable.insert(requirement.left.description) }
        }
        if let scopedResult { noncopyable.remove(scopedResult) }
        let mentionsNoncopyable = { (type: TypeRef) in
            type.suppressesCopyable || noncopyable.contains { type.mentions($0) }
        }
        if parameters.contains(where: { mentionsNoncopyable($0.type) }) || result.map(mentionsNoncopyable) == true {
            return .noncopyable
        }
        return nil
    }
}
