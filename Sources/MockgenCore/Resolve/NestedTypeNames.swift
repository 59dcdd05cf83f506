/// The qualification pass: how the mock's proxies spell the type names its members mention
/// (see `TypeNameQualification`). The mock sees its type's nested types and aliases through
/// inheritance; the proxy structs beside it do not.
struct NestedTypeNames: Sendable {
    let finder: MockableTypeFinder
    let inheritance: InheritanceResolver
    let moduleQualification: ModuleQualification?

    func qualification(_ ancestry: InheritanceResolver.Ancestry, mockedTypeReference: TypeRef, mockName: String,
                       associatedTypes: AssociatedTypes) -> TypeNameQualification {
        let mocked = ancestry.declarations[0]
        var nested: [String: String] = [:]
        // The proxies cannot see the mock's `typealias Item = String`: they write `String`.
        for fixed in associatedTypes.fixedAssociatedTypes { nested[fixed.name] = fixed.type.description }
        for ancestor in ancestry.declarations {
            var reference = ancestor.qualifiedName == mocked.qualifiedName ? mockedTypeReference.description : ancestor.qualifiedName
            if reference == ancestor.qualifiedName, ancestor.declaration.kind == .class, !ancestor.declaration.genericParameters.isEmpty {
                // `BaseChannel<Socket>.AddressCache`: a generic superclass's nested type needs the
                // arguments the subclass chain gives it.
                let substitution = ancestry.substitutions[ancestor.qualifiedName] ?? [:]
                reference += "<" + ancestor.declaration.genericParameters.map { substitution[$0.name]?.description ?? $0.name }.joined(separator: ", ") + ">"
            }
            for (member, _) in MockableTypeFinder.flattenMembers(ancestor.declaration.members) {
                let name: String
                switch member {
                case .type(let type) where type.kind != .extension: name = type.name
                case .typeAlias(let alias) where ancestor.declaration.kind == .protocol:
                    // `P.Element` cannot name a protocol's type alias: write what it stands for.
                    if nested[alias.name] == nil { nested[alias.name] = Self.spelling(of: alias, mockName: mockName) }
                    continue
                case .typeAlias(let alias): name = alias.name
                default: continue
                }
                if nested[name] == nil { nested[name] = reference + "." + name }
            }
        }
        if mocked.declaration.kind == .class {
            // A class sees the type aliases of the protocols it conforms to (Yams
            // `BasicAliasDereferencingStrategy` uses `AliasDereferencingStrategy.Value`); the
            // proxy structs do not. (A protocol's refined protocols are its ancestry, above.)
            for alias in conformedProtocolAliases(ancestry) where nested[alias.name] == nil {
                nested[alias.name] = Self.spelling(of: alias, mockName: mockName)
            }
        }
        // A generic parameter of the mock (an associated type) keeps its own name, and so does a
        // type declared beside a nested mocked type: the mock is written inside its outer type.
        let module = moduleQualification.map { qualification in
            var own = qualification
            own.excluded = Set(associatedTypes.genericParameters.map { SwiftIdentifier.bare($0.name) }).union(siblingNames(of: mocked))
            return own
        }
        return TypeNameQualification(nested: nested, module: module)
    }

    /// Types and aliases declared in the outer types of a nested type.
    func siblingNames(of candidate: TypeCandidate) -> Set<String> {
        var names: Set<String> = []
        Self.forEachOuterType(of: candidate, finder: finder) { _, nested in names.formUnion(nested) }
        return names
    }

    /// Each outer type of a nested type, innermost first, with the names declared in it.
    static func forEachOuterType(of candidate: TypeCandidate, finder: MockableTypeFinder, _ body: (_ outer: Substring, _ nested: Set<String>) -> Void) {
        var outer: Substring? = candidate.outerTypeName.map { $0[...] }
        while let current = outer {
            body(current, finder.nestedNamesByOuter[String(current)] ?? [])
            outer = current.lastIndex(of: ".").map { current[..<$0] }
        }
    }

    /// What a protocol's type alias stands for, written as a name: a function type keeps its own
    /// parentheses (`(@Sendable (Request) async throws -> Void).self`).
    static func spelling(of alias: TypeAliasDeclaration, mockName: String) -> String {
        let expansion = alias.type.replacingSelf(with: mockName)
        switch expansion {
        case .function, .attributed, .composition, .existential, .opaque: return "(" + expansion.description + ")"
        default: return expansion.description
        }
    }

    /// Type aliases declared in the protocols (among the inputs and dependencies) that the
    /// classes of a class ancestry conform to, and in the protocols those refine.
    func conformedProtocolAliases(_ ancestry: InheritanceResolver.Ancestry) -> [TypeAliasDeclaration] {
        var aliases: [TypeAliasDeclaration] = []
        var visited: Set<String> = []
        for ancestor in ancestry.declarations {
            for name in ancestor.declaration.inheritance.flatMap(InheritanceResolver.nominalNames) {
                guard let conformed = finder.byName[name], conformed.declaration.kind == .protocol else { continue }
                for proto in inheritance.ancestry(of: conformed, followInputs: true).declarations where visited.insert(proto.qualifiedName).inserted {
                    for (member, _) in MockableTypeFinder.flattenMembers(proto.declaration.members) {
                        if case .typeAlias(let alias) = member { aliases.append(alias) }
                    }
                }
            }
        }
        return aliases
    }

    /// How the mock names an input type: `Stencil.Scanner` when its top-level name is ambiguous
    /// (the qualified spelling is the first component's name, as `TypeRef.qualifying` writes
    /// it, since `M::Name` has no other form), with `arguments` on the last component.
    func reference(to qualifiedName: String, arguments: [TypeRef] = []) -> TypeRef {
        var components = qualifiedName.split(separator: ".", omittingEmptySubsequences: false).map { TypeComponent(name: String($0)) }
        if let qualified = moduleQualification?.qualified(components[0].name) { components[0].name = qualified }
        components[components.count - 1].genericArguments = arguments
        return .nominal(components)
    }
}
