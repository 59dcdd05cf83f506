/// Why a member's signature cannot be mocked (MockRuntime records arguments and returns stubbed
/// values, so both must be nameable and copyable).
enum MemberUnmockability {
    /// - Parameter overrides: the mock overrides the member (a class mock).
    static func reason(_ kind: ResolvedMember.Kind, allowsSelfResult: Bool, overrides: Bool = false, noncopyable inherited: NameSet,
                       nonescapable: NameSet = MockableTypeFinder.knownNonescapableNames) -> Unmockability? {
        var mentionsNoncopyable = false
        return reason(kind, allowsSelfResult: allowsSelfResult, overrides: overrides, noncopyable: inherited, nonescapable: nonescapable,
                      mentionsNoncopyable: &mentionsNoncopyable)
    }

    /// `reason(_:allowsSelfResult:overrides:noncopyable:nonescapable:)`, saying too, when the
    /// member is mockable, whether a parameter or the result mentions a noncopyable type: only
    /// then is there a `noncopyableUse` to work out (each look hashes every name a type mentions).
    static func reason(_ kind: ResolvedMember.Kind, allowsSelfResult: Bool, overrides: Bool, noncopyable inherited: NameSet,
                       nonescapable: NameSet, mentionsNoncopyable: inout Bool) -> Unmockability? {
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
        // What the checks below ask of the parameters, read in one walk, each parameter's type
        // taken once (each check walked them again, copying each parameter out: a retain of
        // each of its fields, for every member of every ancestor). The checks still answer in
        // their order.
        let isMethod: Bool
        if case .method = kind { isMethod = true } else { isMethod = false }
        // A `~Escapable` value (a `Span`) cannot be kept past the call nor handed out by a stub.
        var escapeless = nonescapable
        for parameter in generics where parameter.constraint?.suppressesEscapable == true { escapeless.insert(parameter.name) }
        var packInside = false, isolatedParameter = false, borrowedTuple = false, nonsendingClosure = false
        var firstNonescapable: Unmockability?
        for index in parameters.indices {
            let type = parameters[index].type
            let specifiers: [String]
            if case .attributed(_, let written, _) = type { specifiers = written } else { specifiers = [] }
            let unattributed = type.unattributed
            // A method's pack parameters (`_ values: repeat each T`) are recorded as the pack's
            // tuple; a pack inside another type (a closure's parameters) or a subscript's cannot be.
            if !packInside, type.containsPack {
                if case .packExpansion = unattributed, isMethod {} else { packInside = true }
            }
            if specifiers.contains("isolated") { isolatedParameter = true }
            if specifiers.contains("borrowing") && unattributed.isMultipleElementTuple { borrowedTuple = true }
            // A non-escaping `nonisolated(nonsending)` closure parameter crashes Swift 6.3 when
            // the mock hands it on (`withoutActuallyEscaping`).
            if !nonsendingClosure, type.isFunction, !unattributed.isOptional {
                let text = type.description
                nonsendingClosure = Self.contains(text, "nonisolated(nonsending)") && !Self.contains(text, "@escaping")
            }
            if firstNonescapable == nil {
                if let name = type.firstMentioned(of: escapeless) {
                    firstNonescapable = .nonescapable(name)
                } else if type.suppressesEscapable {
                    firstNonescapable = .nonescapable(type.description)
                }
            }
        }
        if isMethod {
            if packInside { return .parameterPacks }
            // Swift 6.3 matches no override to a method generic over a pack.
            if overrides && generics.contains(where: \.isPack) { return .overridingParameterPacks }
            // Swift 6.3's region checker fails on an override forwarding an `isolated` parameter.
            if overrides && isolatedParameter { return .overridingIsolatedParameter }
        } else if generics.contains(where: \.isPack) || packInside {
            return .parameterPacks
        }
        if let result, case .opaque = result.unattributed {
            return .opaqueResult
        }
        if borrowedTuple { return .borrowedTuple }
        if nonsendingClosure { return .nonsendingClosureParameter }
        if let result, kind.getterOrMethodEffects.isAsync, result.isStandardNever {
            return .asyncNeverResult
        }
        if let firstNonescapable { return firstNonescapable }
        if let result, let name = result.firstMentioned(of: escapeless) { return .nonescapable(name) }
        if kind.header.attributes.contains(where: { $0.name == "_lifetime" || $0.name == "lifetime" }) {
            return .lifetimeDependency
        }
        if !allowsSelfResult, let result, result.isSelfOrOptionalSelf {
            return .classReturnsSelf
        }
        // A method records noncopyable arguments by their projections' readings and makes
        // noncopyable results with the stub's closure (`NoncopyableUse`); nothing else can.
        var noncopyable = noncopyableNames(kind, inherited: inherited)
        if let scopedResult { noncopyable.remove(scopedResult) }
        let mentions = { (type: TypeRef) in type.mentionsNoncopyable(noncopyable) }
        // (No name to look for, nothing to look at: each name looked up is hashed.)
        if !noncopyable.isEmpty, parameters.indices.contains(where: { mentions(parameters[$0].type) }) || result.map(mentions) == true {
            if scopedResult != nil || noncopyableUse(kind, noncopyable: inherited) == nil { return .noncopyable }
            mentionsNoncopyable = true
        }
        return nil
    }

    /// Whether `text` holds `word`, byte for byte (Foundation's `contains` took about 8,800
    /// instructions a call).
    private static func contains(_ text: String, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= count, let base = bytes.baseAddress else { return false }
            let wordBytes = UnsafeBufferPointer(start: word.utf8Start, count: count)
            for offset in 0...(bytes.count - count) where base[offset] == wordBytes[0] {
                if UnsafeBufferPointer(start: base + offset, count: count).elementsEqual(wordBytes) { return true }
            }
            return false
        }
    }

    /// Which parameters of a method are recorded as `NoncopyableArgument`s and whether its
    /// result comes from a `NoncopyableResult`; `nil` when a noncopyable value appears where the
    /// mock cannot take it (a property, subscript, closure, `inout` or `some` parameter).
    static func noncopyableUse(_ kind: ResolvedMember.Kind, noncopyable inherited: NameSet) -> NoncopyableUse? {
        let names = noncopyableNames(kind, inherited: inherited)
        guard !names.isEmpty else { return NoncopyableUse() }
        guard case .method(let function) = kind else {
            let types: [TypeRef]
            switch kind {
            case .subscript(let subscriptDecl): types = subscriptDecl.parameters.map(\.type) + [subscriptDecl.result]
            case .property(let variable, _): types = variable.type.map { [$0] } ?? []
            case .method: types = []
            }
            return types.contains { $0.mentionsNoncopyable(names) } ? nil : NoncopyableUse()
        }
        var use = NoncopyableUse()
        for (index, parameter) in function.parameters.enumerated() where parameter.type.mentionsNoncopyable(names) {
            guard !parameter.isInout, !parameter.isVariadic, parameter.type.isWholeValue else { return nil }
            use.parameters.insert(index)
        }
        if let result = function.result, result.mentionsNoncopyable(names) {
            guard result.isWholeValue, !result.isSelfOrOptionalSelf else { return nil }
            use.returnsResult = true
        }
        return use
    }

    /// The names of noncopyable types a member sees: `inherited`, and its own generic
    /// parameters declared `~Copyable`.
    private static func noncopyableNames(_ kind: ResolvedMember.Kind, inherited: NameSet) -> NameSet {
        var names = inherited
        let generics: [GenericParameter]
        switch kind {
        case .method(let function):
            generics = function.genericParameters
            for requirement in function.requirements where requirement.right.suppressesCopyable { names.insert(requirement.left.description) }
        case .subscript(let subscriptDecl): generics = subscriptDecl.genericParameters
        case .property: generics = []
        }
        for parameter in generics where parameter.constraint?.suppressesCopyable == true { names.insert(parameter.name) }
        return names
    }

    /// Type names whose values a mock of `ancestry` cannot record: generic parameters and
    /// associated types declared `~Copyable` anywhere in the ancestry, and the module's
    /// noncopyable types, except where the type's own copyable associated types and generic
    /// parameters shadow them.
    static func noncopyableNames(_ ancestry: InheritanceResolver.Ancestry, finder: MockableTypeFinder) -> Set<String> {
        var names: Set<String> = []
        var shadowing: Set<String> = []
        for ancestor in ancestry.declarations {
            let type = ancestor.declaration
            for parameter in type.genericParameters {
                shadowing.insert(parameter.name)
                if parameter.constraint?.suppressesCopyable == true { names.insert(parameter.name) }
            }
            forEachAssociatedType(in: type.members) { associated in
                shadowing.insert(associated.name)
                if associated.inheritance.contains(where: \.suppressesCopyable) { names.insert(associated.name) }
            }
        }
        // Most types add no name and shadow none: the run's set is then the answer, shared
        // rather than copied into a new one for each mocked type.
        if names.isEmpty && shadowing.isDisjoint(with: finder.noncopyableTypes) { return finder.noncopyableTypes }
        return names.union(finder.noncopyableTypes.subtracting(shadowing))
    }

    /// The associated types among `declarations`, inside `#if` blocks too (walked in place: a
    /// mocked type's every ancestor is looked at, and a flattened copy of each one's members cost
    /// more than the rest of this check).
    private static func forEachAssociatedType(in declarations: [Declaration], _ body: (AssociatedTypeDeclaration) -> Void) {
        for declaration in declarations {
            switch declaration {
            case .associatedType(let associated): body(associated)
            case .ifConfig(let block): for clause in block.clauses { forEachAssociatedType(in: clause.declarations, body) }
            default: break
            }
        }
    }
}

extension ResolvedMember.Kind {
    /// A method's effects, or a property's or subscript's getter's.
    var getterOrMethodEffects: Effects {
        switch self {
        case .method(let function): return function.effects
        case .property(let variable, _): return variable.getterEffects
        case .subscript(let subscriptDecl): return subscriptDecl.accessors.first { $0.kind == .get }?.effects ?? .none
        }
    }
}

/// What a mock cannot record or return.
extension TypeRef {
    /// `~Copyable`, alone or in a composition.
    var suppressesCopyable: Bool { suppresses("Copyable") }

    /// Whether the type is, or mentions, a noncopyable type (`names`, or `~Copyable`).
    func mentionsNoncopyable<Names: NameMembership>(_ names: Names) -> Bool {
        suppressesCopyable || firstMentioned(of: names) != nil
    }

    /// A value a mock can hold while the call lasts and read with projections: not a closure
    /// (whose parameters merely mention the type), not an opaque or existential type.
    var isWholeValue: Bool {
        switch unattributed.unparenthesized {
        case .function, .opaque, .existential, .composition, .suppressed: return false
        default: return true
        }
    }

    /// `~Escapable`, alone or in a composition.
    var suppressesEscapable: Bool { suppresses("Escapable") }

    /// `~protocolName`, alone or in a composition.
    private func suppresses(_ protocolName: String) -> Bool {
        switch self {
        case .suppressed(let base): return base.description == protocolName
        case .composition(let parts): return parts.contains { $0.suppresses(protocolName) }
        case .attributed(_, _, let base), .opaque(let base), .existential(let base): return base.suppresses(protocolName)
        default: return false
        }
    }

    /// The first nominal component (in the order the type is written) named in `names`.
    func firstMentioned<Names: NameMembership>(of names: Names) -> String? {
        switch self {
        case .nominal(let components):
            // By index, here and below: each element read in place, not copied out.
            for index in components.indices {
                if names.contains(components[index].name) { return components[index].name }
                for argument in components[index].genericArguments { if let name = argument.firstMentioned(of: names) { return name } }
            }
            return nil
        case .optional(let wrapped), .implicitlyUnwrappedOptional(let wrapped), .array(let wrapped), .opaque(let wrapped),
             .existential(let wrapped), .metatype(let wrapped), .protocolMetatype(let wrapped), .packExpansion(let wrapped),
             .packReference(let wrapped), .suppressed(let wrapped), .attributed(_, _, let wrapped):
            return wrapped.firstMentioned(of: names)
        case .dictionary(let key, let value):
            return key.firstMentioned(of: names) ?? value.firstMentioned(of: names)
        case .tuple(let elements):
            for index in elements.indices { if let name = elements[index].type.firstMentioned(of: names) { return name } }
            return nil
        case .function(let function):
            let parameters = function.parameters
            for index in parameters.indices { if let name = parameters[index].type.firstMentioned(of: names) { return name } }
            if case .typed(let error) = function.throwing, let name = error.firstMentioned(of: names) { return name }
            return function.result.firstMentioned(of: names)
        case .composition(let parts):
            for part in parts { if let name = part.firstMentioned(of: names) { return name } }
            return nil
        }
    }


    /// `any Actor` or `(any Actor)?`: an `isolated` parameter of no particular actor type.
    var isAnyActor: Bool {
        switch self {
        case .optional(let wrapped): return wrapped.unparenthesized.isAnyActor
        case .existential(let base): return base.description == "Actor"
        default: return false
        }
    }

    /// `Never` or `Swift.Never` (as written; a module's own `Never` is rare enough to accept).
    var isStandardNever: Bool {
        guard case .nominal(let components) = unattributed else { return false }
        switch components.count {
        // The names only, with no array made for them (each member's result is asked).
        case 1: return components[0].name == "Never"
        case 2: return components[0].name == "Swift" && components[1].name == "Never"
        default: return false
        }
    }

    /// `(A, B)`: a tuple of two or more elements (not a parenthesised type).
    var isMultipleElementTuple: Bool {
        if case .tuple(let elements) = unparenthesized { return elements.count > 1 }
        return false
    }

    var containsPack: Bool {
        switch self {
        case .packExpansion, .packReference: return true
        case .attributed(_, _, let base): return base.containsPack
        case .tuple(let elements): return elements.indices.contains { elements[$0].type.containsPack }
        case .function(let function): return function.parameters.indices.contains { function.parameters[$0].type.containsPack } || function.result.containsPack
        default: return false
        }
    }
}
