/// One declaration as a mocked member, or why it is not one, under a mock's `MemberRules`.
struct MemberMaker: Sendable {
    enum Outcome: Sendable, Equatable {
        case member(ResolvedMember)
        /// Not a member of the mock; the finding says why when the user should know.
        case leftOut(Finding?)
    }

    let rules: MemberRules
    /// Type names a mock cannot record values of (see `MemberUnmockability.noncopyableNames`).
    let noncopyable: NameSet
    /// Type names whose values cannot outlive a call (`MockableTypeFinder.nonescapableTypes`).
    var nonescapable: NameSet = MockableTypeFinder.knownNonescapableNames
    /// Made from an extension of a protocol a class conforms to (see `ProtocolExtensionMembers`).
    var fromProtocolExtension = false

    func make(_ declaration: Declaration, conditions: [String], owner: String) -> Outcome {
        let kind: ResolvedMember.Kind
        let header: DeclarationHeader
        let signature: String
        switch declaration {
        case .function(let function):
            header = function.header
            if MemberSignature.isOperator(function.name) {
                // `==` and `<` are implemented by identity (see `ConformanceSynthesis`).
                if function.name == "==" || function.name == "<" { return .leftOut(nil) }
                if !rules.takesOperators { return .leftOut(nil) }
            }
            kind = .method(function)
            signature = MemberSignature.literal(of: function)
        case .variable(let variable):
            header = variable.header
            if rules.overridableOnly {
                if Self.isNotOverridable(header) || variable.isLet { return .leftOut(nil) }
                if let level = header.accessLevel, level <= .fileprivate {
                    return .leftOut(.note(.privateMember(owner + "." + variable.name, level), at: header.location))
                }
            }
            guard variable.type != nil else {
                return .leftOut(.unmockable(.untypedProperty, what: owner + "." + variable.name, at: header.location))
            }
            kind = .property(variable, isSettable: isSettable(variable))
            signature = MemberSignature.literal(of: variable)
        case .subscript(let subscriptDecl):
            header = subscriptDecl.header
            // An effectful getter cannot come with a setter; anything else effectful is not Swift.
            if subscriptDecl.accessors.contains(where: { $0.kind != .get && $0.effects != .none }) {
                return .leftOut(.unmockable(.effectfulSubscript, what: owner + ".subscript", at: header.location))
            }
            kind = .subscript(subscriptDecl)
            signature = MemberSignature.literal(of: subscriptDecl)
        default:
            return .leftOut(nil)
        }
        if rules.overridableOnly {
            if Self.isNotOverridable(header) { return .leftOut(nil) }
            if let level = header.accessLevel, level <= .fileprivate {
                return .leftOut(.note(.privateMember(owner + "." + signature, level), at: header.location))
            }
        }
        var mentionsNoncopyable = false
        if let reason = MemberUnmockability.reason(kind, allowsSelfResult: rules.allowsSelfResult, overrides: rules.overridableOnly, noncopyable: noncopyable,
                                                   nonescapable: nonescapable, mentionsNoncopyable: &mentionsNoncopyable) {
            if rules.defaultImplementations.contains(MemberRules.defaultKey(signature, isStatic: header.isStatic)) {
                // The mock still conforms: the extension's implementation stands in, unrecorded.
                return .leftOut(.warning(.defaultImplementationStandsIn(what: owner + "." + signature, reason), at: header.location))
            }
            return .leftOut(.unmockable(reason, what: owner + "." + signature, at: header.location))
        }
        let mentionsSelf: Bool
        switch kind {
        case .method(let function): mentionsSelf = function.mentions("Self")
        case .property(let variable, _): mentionsSelf = variable.type?.mentions("Self") ?? false
        case .subscript(let subscriptDecl): mentionsSelf = subscriptDecl.mentions("Self")
        }
        return .member(ResolvedMember(
            kind: kind, isStatic: header.isStatic, index: 0, signature: signature, conditions: conditions,
            attributes: header.attributes.filter(\.isRepeatedOnMockMember),
            keptModifiers: header.modifiers.filter { $0.hasPrefix("nonisolated") || $0 == "prefix" || $0 == "postfix" },
            documentation: header.documentation, accessLevel: rules.memberAccess, mentionsSelf: mentionsSelf,
            disambiguatedByResult: false, location: header.location, declaredIn: owner, isProtocolExtensionMember: fromProtocolExtension,
            witnessesDifferingRequirements: false, needsMutableReceiver: rules.mutableReceiverOwners.contains(owner),
            noncopyable: mentionsNoncopyable ? Self.noncopyableUse(kind, noncopyable: noncopyable) : NoncopyableUse()))
    }

    /// A scoped body's noncopyable result passes through unrecorded (see `ScopedBody`).
    private static func noncopyableUse(_ kind: ResolvedMember.Kind, noncopyable: NameSet) -> NoncopyableUse {
        if case .method(let function) = kind, ScopedBody(function) != nil { return NoncopyableUse() }
        return MemberUnmockability.noncopyableUse(kind, noncopyable: noncopyable) ?? NoncopyableUse()
    }

    /// A requirement is settable with a written setter. An override is settable when the
    /// property is, unless its setter is out of the mock's reach (`private(set)`): Swift accepts
    /// a getter-only override of such a property, and the class's own writes still reach its storage.
    private func isSettable(_ variable: VariableDeclaration) -> Bool {
        guard rules.overridableOnly else { return variable.accessors.contains { $0.kind == .set } }
        if let setter = variable.header.setterAccessLevel, setter <= .fileprivate { return false }
        return variable.isSettable
    }

    /// `final` and `static` class members, and `private`/`fileprivate` ones (noted in `--debug`),
    /// are simply not part of a class mock.
    static func isNotOverridable(_ header: DeclarationHeader) -> Bool {
        header.has("final") || header.has("static")
    }
}
