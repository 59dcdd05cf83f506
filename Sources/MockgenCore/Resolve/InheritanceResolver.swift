/// Follows protocol refinements and superclass chains among the inputs: collects the members,
/// associated types and attributes a mock must take from its ancestors.
struct InheritanceResolver {
    let finder: MockableTypeFinder

    /// Standard-library protocols whose requirements mockgen knows (or that have none).
    static let knownProtocols: Set<String> = [
        "AnyObject", "Sendable", "Actor", "AnyActor", "Equatable", "Hashable", "Comparable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Copyable", "Escapable",
        "SendableMetatype", "BitwiseCopyable", "Error", "ObservableObject", "Decodable", "Encodable", "Codable", "CaseIterable",
        "LocalizedError", "CustomReflectable", "TextOutputStreamable", "Any",
        // Implemented by `NSObject`, which such mocks subclass.
        "NSObjectProtocol", "ObjectiveC.NSObjectProtocol", "Foundation.NSObjectProtocol",
    ]

    /// Modules whose protocols are named by their bare names in `knownProtocols` and the
    /// standard interfaces.
    static let standardModules: Set<String> = ["Swift", "_Concurrency"]

    struct Ancestry {
        /// The mocked type first, then ancestors depth-first in inheritance-clause order.
        var declarations: [TypeCandidate] = []
        /// Names in any inheritance clause along the chain that are not among the inputs.
        var externalNames: [String] = []
        /// A protocol refines a class declared among the inputs (it could only be mocked by a
        /// subclass of that class).
        var refinedClass: String?
        /// `class IntBox: Box<Int>`: `T` is `Int` in the members taken from `Box`, by ancestor.
        var substitutions: [String: [String: TypeRef]] = [:]
        /// `protocol Names: Store<String>`: the parent's primary associated type `Item` is
        /// `String`, written as a same-type requirement.
        var fixedByRefinement: [GenericRequirement] = []
        /// Protocols of the chain isolated to a global actor, by their own attribute or by one
        /// they refine (`protocol B: A` is `@MainActor` when `A` is). The requirements of the
        /// others are nonisolated even when the mocked protocol is isolated.
        var globalActorIsolated: Set<String> = []
        /// The global actor each of those is isolated to (`MainActor`), by its own attribute or
        /// the first one it refines.
        var globalActorOf: [String: String] = [:]
        /// Protocols of the chain that are class-bound (`AnyObject`, `Actor`, `@objc`, or by one
        /// they refine): their setters and methods are nonmutating.
        var classBound: Set<String> = []
    }

    /// Protocols: every refined protocol among the inputs (when `followInputs`). Classes: the
    /// superclass chain among the inputs.
    func ancestry(of candidate: TypeCandidate, followInputs: Bool) -> Ancestry {
        var result = Ancestry()
        var visited: Set<String> = []
        collect(candidate, followInputs: followInputs, into: &result, visited: &visited)
        return result
    }

    private func collect(_ candidate: TypeCandidate, followInputs: Bool, into result: inout Ancestry, visited: inout Set<String>) {
        let ownSubstitution = result.substitutions[candidate.qualifiedName] ?? [:]
        // By file too: a module's own `Sequence` and the standard one are both ancestors.
        guard visited.insert(candidate.path + "\u{0}" + candidate.qualifiedName).inserted else { return }
        result.declarations.append(candidate)
        if let actor = candidate.declaration.header.attributes.first(where: { Attribute.isGlobalActor($0.name) }) {
            result.globalActorIsolated.insert(candidate.qualifiedName)
            result.globalActorOf[candidate.qualifiedName] = actor.name
        }
        let ownBounds = expandingAliases(candidate.declaration.inheritance.flatMap(inheritedNames))
        // `Actor` binds to a class only when it is the standard one, not a module's own protocol.
        // (A closure passed straight to `contains`: stored in a constant, it would copy `self`.)
        if candidate.declaration.header.hasAttribute("objc") || ownBounds.contains(where: { name in
            ["AnyObject", "class", "NSObjectProtocol"].contains(name) || ["Actor", "AnyActor"].contains(name) && lookUp(name, from: candidate) == nil
        }) {
            result.classBound.insert(candidate.qualifiedName)
        }
        let isClass = candidate.declaration.kind == .class
        for (position, inherited) in candidate.declaration.inheritance.enumerated() {
            for name in expandingAliases(inheritedNames(in: inherited)) {
                if let parent = lookUp(name, from: candidate) {
                    if candidate.declaration.kind == .protocol && parent.declaration.kind == .class {
                        result.refinedClass = parent.qualifiedName
                        continue
                    }
                    // Only a class's first inheritance entry can be its superclass.
                    if isClass && (parent.declaration.kind != .class || position != 0) { continue }
                    let arguments = Self.genericArguments(of: inherited).map { $0.substituting(ownSubstitution) }
                    if !arguments.isEmpty {
                        if parent.declaration.kind == .class {
                            var map: [String: TypeRef] = [:]
                            for (parameter, argument) in zip(parent.declaration.genericParameters, arguments) { map[parameter.name] = argument }
                            result.substitutions[parent.qualifiedName] = map
                        } else {
                            for (name, argument) in zip(parent.declaration.primaryAssociatedTypes, arguments) {
                                result.fixedByRefinement.append(GenericRequirement(left: .named(name), relation: .sameType, right: argument))
                            }
                        }
                    }
                    if followInputs { collect(parent, followInputs: followInputs, into: &result, visited: &visited) }
                    if result.globalActorIsolated.contains(parent.qualifiedName) {
                        result.globalActorIsolated.insert(candidate.qualifiedName)
                        if result.globalActorOf[candidate.qualifiedName] == nil { result.globalActorOf[candidate.qualifiedName] = result.globalActorOf[parent.qualifiedName] }
                    }
                    if result.classBound.contains(parent.qualifiedName) { result.classBound.insert(candidate.qualifiedName) }
                } else if !result.externalNames.contains(Self.standardName(name)) {
                    result.externalNames.append(Self.standardName(name))
                }
            }
        }
    }

    /// Names that are type aliases among the inputs are replaced by what they stand for
    /// (`typealias AppSendable = Sendable & AnyObject`), a few levels deep.
    private func expandingAliases(_ names: [String], depth: Int = 0) -> [String] {
        guard depth < 4, !finder.typeAliases.isEmpty else { return names }
        var out: [String] = []
        for name in names {
            if finder.byName[name] == nil, let target = finder.typeAliases[name] {
                out += expandingAliases(Self.nominalNames(in: target), depth: depth + 1)
            } else {
                out.append(name)
            }
        }
        return out
    }

    /// Nested types see their siblings first (`Outer.Sibling`), then file-level names. The
    /// standard interfaces see only each other (the inputs may declare a `Comparable` of their own).
    private func lookUp(_ name: String, from candidate: TypeCandidate) -> TypeCandidate? {
        if candidate.path == StandardInterfaces.path {
            return finder.byName[name.hasPrefix("Swift.") ? name : "Swift." + name]
        }
        if let outer = candidate.outerTypeName, let sibling = finder.byName[outer + "." + name] { return sibling }
        return finder.byName[name]
    }

    /// `nominalNames`, except that `Swift.X` stays qualified where the inputs declare a protocol
    /// or class `X` of their own: it names the standard interface (registered as `Swift.X`), or,
    /// not described there, the standard protocol known by its bare name.
    private func inheritedNames(in type: TypeRef) -> [String] {
        switch type {
        case .nominal(let components) where components.count == 2 && Self.standardModules.contains(components[0].name):
            let name = components[1].name
            if let own = finder.byName[name], own.path != StandardInterfaces.path { return ["Swift." + name] }
            return [name]
        case .composition(let parts): return parts.flatMap(inheritedNames)
        case .attributed(_, _, let base): return inheritedNames(in: base)
        default: return Self.nominalNames(in: type)
        }
    }

    /// `Swift.Hashable` → `Hashable`: how `knownProtocols` names a standard protocol.
    static func standardName(_ name: String) -> String {
        name.hasPrefix("Swift.") ? String(name.dropFirst("Swift.".count)) : name
    }

    /// `Box<Int>` → [Int]: the arguments of the last component.
    static func genericArguments(of type: TypeRef) -> [TypeRef] {
        if case .nominal(let components) = type { return components.last?.genericArguments ?? [] }
        return []
    }

    /// `A & B` → [A, B]; `Outer.P` → ["Outer.P"]; generic arguments dropped. The standard
    /// library's protocols written qualified (`Swift.Hashable`) are named as the standard
    /// library's are everywhere else: `Hashable`.
    static func nominalNames(in type: TypeRef) -> [String] {
        var names: [String] = []
        appendNominalNames(in: type, to: &names)
        return names
    }

    /// `nominalNames(in:)` appended to `names`: no array made per type (a file's extensions
    /// conform to some 25,000 of them on the large corpus).
    static func appendNominalNames(in type: TypeRef, to names: inout [String]) {
        switch type {
        case .nominal(let components):
            if components.count == 1 {
                names.append(components[0].name)
            } else if components.count == 2, standardModules.contains(components[0].name) {
                names.append(components[1].name)
            } else {
                // Joined in place: `map` and `joined` made an array and went through a generic
                // join for each of some 15,000 qualified names of the large corpus's fold.
                var name = components[0].name
                for index in 1..<components.count {
                    name += "."
                    name += components[index].name
                }
                names.append(name)
            }
        case .composition(let parts):
            for part in parts { appendNominalNames(in: part, to: &names) }
        case .attributed(_, _, let base), .existential(let base):
            appendNominalNames(in: base, to: &names)
        default:
            return
        }
    }
}
