import Foundation

/// Resolve stage: decides which protocols and classes get mocks and everything about each mock
/// (see `ResolvedType`). Types and members that cannot be mocked are reported, never dropped
/// silently; deliberately skipped ones (`private`, `final`) get a note in `--debug` only.
public struct MockResolver {
    public private(set) var types: [ResolvedType] = []
    public private(set) var diagnostics: [Diagnostic] = []

    private let options: GeneratorOptions
    private let finder: MockableTypeFinder
    private let inheritance: InheritanceResolver
    /// Top-level names of the tested module that the mocks write qualified (`Stencil.Scanner`):
    /// inside the module its own declaration wins, in the generated file the name is ambiguous
    /// when another imported module declares it too (see `ModuleQualification.forInputs`).
    private let moduleQualification: ModuleQualification?

    public init(models: [SourceFileModel], for paths: Set<String>? = nil, dependencies: Set<String> = [], options: GeneratorOptions) {
        self.options = options
        finder = MockableTypeFinder(models: models + [StandardInterfaces.model], dependencies: dependencies.union([StandardInterfaces.path]))
        inheritance = InheritanceResolver(finder: finder)
        moduleQualification = ModuleQualification.forInputs(of: finder, options: options)
        let pattern = options.typeNamePattern.flatMap { try? NSRegularExpression(pattern: $0) }
        if let text = options.typeNamePattern, pattern == nil, let first = finder.candidates.first {
            diagnostics.append(.error("invalid --regex pattern '\(text)'", at: SourceLocation(path: first.path, line: 1, column: 1)))
        }
        let duplicates = duplicateCandidates()
        for candidate in finder.candidates {
            if candidate.isDependency { continue }
            if let paths, !paths.contains(candidate.path) { continue }
            if let first = duplicates[candidate.order] {
                warn("cannot mock \(candidate.qualifiedName): \(first.path):\(first.declaration.header.location.line) declares another \(candidate.qualifiedName) under the same conditions, and their mocks would clash (Mock\(candidate.declaration.name)); generate the mocks of each module in a run of its own", at: candidate.declaration.header.location)
                continue
            }
            guard isWanted(candidate, pattern: pattern) else { continue }
            if let type = resolve(candidate) { types.append(type) }
        }
        // A member reached through several mocked subclasses is reported once.
        var seen: Set<Diagnostic> = []
        diagnostics = diagnostics.filter { seen.insert($0).inserted }.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }

    // MARK: Selection

    /// Input types declared twice under the same name and `#if` conditions (as in the sources
    /// of two modules), by walk position, with the first such declaration, which gets the mock.
    /// Read across every input, also in folder mode, where each would land in another file.
    private func duplicateCandidates() -> [Int: TypeCandidate] {
        var first: [String: TypeCandidate] = [:]
        var duplicates: [Int: TypeCandidate] = [:]
        for candidate in finder.candidates where !candidate.isDependency {
            let key = candidate.qualifiedName + "\u{0}" + candidate.conditions.joined(separator: "\u{0}")
            if let earlier = first[key] { duplicates[candidate.order] = earlier } else { first[key] = candidate }
        }
        return duplicates
    }

    private mutating func isWanted(_ candidate: TypeCandidate, pattern: NSRegularExpression?) -> Bool {
        let decl = candidate.declaration
        if options.excludedTypes.contains(candidate.qualifiedName) || options.excludedTypes.contains(decl.name) { return false }
        if let pattern, !(Self.matches(pattern, decl.name) || Self.matches(pattern, candidate.qualifiedName)) { return false }
        if let level = decl.header.accessLevel, level <= .fileprivate {
            note("\(candidate.qualifiedName) is \(level.rawValue); mocks live in another file", at: decl.header.location)
            return false
        }
        if candidate.isInsidePrivateType {
            note("\(candidate.qualifiedName) is inside a private type; mocks live in another file", at: decl.header.location)
            return false
        }
        if decl.kind == .class {
            if !options.mockClasses { return false }
            if decl.header.has("final") {
                note("\(candidate.qualifiedName) is final; it cannot be subclassed", at: decl.header.location)
                return false
            }
        }
        return true
    }

    private static func matches(_ pattern: NSRegularExpression, _ name: String) -> Bool {
        pattern.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
    }

    private mutating func note(_ message: String, at location: SourceLocation) {
        if options.debug { diagnostics.append(Diagnostic(.note, message, at: location)) }
    }

    private mutating func warn(_ message: String, at location: SourceLocation) {
        diagnostics.append(.warning(message, at: location))
    }

    // MARK: Types

    private mutating func resolve(_ candidate: TypeCandidate) -> ResolvedType? {
        let decl = candidate.declaration
        let ancestry = inheritance.ancestry(of: candidate, followInputs: options.mockInheritedMembers)
        if let refined = ancestry.refinedClass {
            warn("cannot mock protocol \(candidate.qualifiedName): it refines class \(refined), so a mock would have to subclass it", at: decl.header.location)
            return nil
        }
        if decl.genericParameters.contains(where: \.isPack) {
            warn("cannot mock \(candidate.qualifiedName): parameter packs on types are not supported", at: decl.header.location)
            return nil
        }
        let prefix = candidate.outerTypeName.map { $0 + "." } ?? ""
        for generated in ["Mock" + decl.name, decl.name + "Stub"] where finder.byName[prefix + generated] != nil {
            // The generated type would shadow the input type of that name in the test target.
            warn("cannot mock \(candidate.qualifiedName): the inputs already declare a type named \(prefix + generated)", at: decl.header.location)
            return nil
        }
        let isProtocol = decl.kind == .protocol
        if isProtocol, let requirement = Self.selfReferentialRequirement(ancestry) {
            warn("cannot mock protocol \(candidate.qualifiedName): its requirement `\(requirement)` ties an associated type to the conforming type itself, which a generic mock class cannot state (Swift rejects self-referential generic requirements); a hand-written mock with concrete types can", at: decl.header.location)
            return nil
        }
        var type = ResolvedType(
            kind: isProtocol ? .protocol : .class, name: decl.name, qualifiedName: candidate.qualifiedName,
            outerTypeName: candidate.outerTypeName, location: decl.header.location, conditions: candidate.conditions,
            accessModifier: Self.accessModifier(decl.header.accessLevel), attributes: [], globalActor: nil,
            isActorProtocol: false, isClassBound: !isProtocol, documentation: decl.header.documentation, genericParameters: [], genericRequirements: [], fixedAssociatedTypes: [], nestedTypeNames: [:],
            mockedTypeReference: moduleQualified(candidate.qualifiedName), defaultImplementation: .none, members: [], initializers: [],
            synthesizedConformances: [], isSendableClass: false)
        // `@_spi(Group)`: the mock is SPI of the same group (it names the group's types), and the
        // generated file imports the module with that group.
        type.attributes = decl.header.attributes.filter { $0.name == "available" || $0.name == "_spi" }
        type.declarationPaths = ancestry.declarations.map(\.path)
        for ancestor in ancestry.declarations {
            if type.globalActor == nil, let actor = ancestor.declaration.header.attributes.first(where: { Self.isGlobalActor($0.name) }) {
                type.globalActor = actor.name
                type.attributes.append(actor)
            }
        }
        let allInherited = ancestry.declarations.flatMap { $0.declaration.inheritance.flatMap(InheritanceResolver.nominalNames) } + ancestry.externalNames
        type.isActorProtocol = isProtocol && allInherited.contains { $0 == "Actor" || $0 == "AnyActor" }
        if type.isActorProtocol, let actor = type.globalActor {
            warn("cannot mock protocol \(candidate.qualifiedName): it refines Actor and is isolated to \(actor), and no type can be both (an actor cannot have a global actor)", at: decl.header.location)
            return nil
        }
        type.isClassBound = type.isClassBound || type.isActorProtocol || allInherited.contains { $0 == "AnyObject" || $0 == "class" }
            || ancestry.declarations.contains { $0.declaration.header.hasAttribute("objc") }
        type.subclassesNSObject = isProtocol && allInherited.contains { $0 == "NSObjectProtocol" || $0.hasSuffix(".NSObjectProtocol") }
        type.isClassBound = type.isClassBound || type.subclassesNSObject
        if isProtocol {
            for name in ancestry.externalNames where !InheritanceResolver.knownProtocols.contains(name) {
                warn("\(candidate.qualifiedName) refines \(name), which is not among the inputs; its requirements are not mocked, so the mock compiles only if they have default implementations (or add its source to the inputs, or --exclude \(candidate.qualifiedName))", at: decl.header.location)
            }
        }
        let extended = ancestry.declarations.flatMap { finder.extensionConformances[$0.qualifiedName] ?? [] }
        // `Error` refines `Sendable`: a class conforming to it (Stencil `TemplateDoesNotExist`,
        // compiled in Swift 5 mode) has subclasses that Swift 6 requires to say `@unchecked`.
        let sendableProtocols: Set<String> = ["Sendable", "Error", "LocalizedError", "RecoverableError", "CustomNSError"]
        type.isSendableClass = allInherited.contains(where: sendableProtocols.contains) || extended.contains(where: sendableProtocols.contains)

        let diagnosticsBefore = diagnostics.count
        var members = collectMembers(ancestry, isProtocol: isProtocol, selfName: candidate.qualifiedName)
        if isProtocol {
            // A protocol mock must implement every requirement: without one it would not conform,
            // and the whole generated file would fail to compile. Better no mock, said plainly.
            let skipped = diagnostics[diagnosticsBefore...].filter { $0.severity == .warning && $0.message.hasPrefix("cannot mock ") }
            if !skipped.isEmpty {
                let requirements = skipped.count == 1 ? "1 of its requirements" : "\(skipped.count) of its requirements"
                warn("cannot mock protocol \(candidate.qualifiedName): \(requirements) cannot be mocked (each is reported with its reason), so a mock would not conform", at: decl.header.location)
                return nil
            }
        }
        if isProtocol {
            resolveAssociatedTypes(ancestry, into: &type)
            type.initializers = collectInitializers(ancestry)
            let operators = ancestry.declarations.flatMap { MockableTypeFinder.flattenMembers($0.declaration.members) }.compactMap { member -> String? in
                if case .function(let function) = member.0, function.name == "==" || function.name == "<" { return function.name == "==" ? "Equatable" : "Comparable" }
                return nil
            }
            type.synthesizedConformances = Self.synthesizedConformances(allInherited + operators, members: members)
            if type.subclassesNSObject {
                // NSObject is Equatable, Hashable and describes itself already.
                type.synthesizedConformances.removeAll { [.equatable, .hashable, .customStringConvertible, .customDebugStringConvertible].contains($0) }
            }
        } else {
            type.genericParameters = decl.genericParameters
            type.genericRequirements = decl.requirements
            if !decl.genericParameters.isEmpty {
                type.mockedTypeReference += type.genericArgumentClause
            }
            type.defaultImplementation = .existential(type.mockedTypeReference)
            if !hasAccessibleInitializer(ancestry) {
                warn("cannot mock class \(candidate.qualifiedName): all of its initializers are private, so no subclass can be created", at: decl.header.location)
                return nil
            }
        }
        // The proxies cannot see the mock's `typealias Item = String`: they write `String`.
        for fixed in type.fixedAssociatedTypes { type.nestedTypeNames[fixed.name] = fixed.type.description }
        for ancestor in ancestry.declarations {
            var reference = ancestor.qualifiedName == candidate.qualifiedName ? type.mockedTypeReference : ancestor.qualifiedName
            if reference == ancestor.qualifiedName, ancestor.declaration.kind == .class, !ancestor.declaration.genericParameters.isEmpty {
                // `BaseChannel<Socket>.AddressCache`: a generic superclass's nested type needs the
                // arguments the subclass chain gives it.
                let substitution = ancestry.substitutions[ancestor.qualifiedName] ?? [:]
                reference += "<" + ancestor.declaration.genericParameters.map { substitution[$0.name]?.description ?? $0.name }.joined(separator: ", ") + ">"
            }
            for (member, _) in MockableTypeFinder.flattenMembers(ancestor.declaration.members) {
                let name: String
                switch member {
                case .type(let nested) where nested.kind != .extension: name = nested.name
                case .typeAlias(let alias) where ancestor.declaration.kind == .protocol:
                    // `P.Element` cannot name a protocol's type alias: write what it stands for.
                    if type.nestedTypeNames[alias.name] == nil { type.nestedTypeNames[alias.name] = Self.spelling(of: alias, mockName: type.mockName) }
                    continue
                case .typeAlias(let alias): name = alias.name
                default: continue
                }
                if type.nestedTypeNames[name] == nil { type.nestedTypeNames[name] = reference + "." + name }
            }
        }
        if !isProtocol {
            // A class sees the type aliases of the protocols it conforms to (Yams
            // `BasicAliasDereferencingStrategy` uses `AliasDereferencingStrategy.Value`); the
            // proxy structs do not.
            for alias in conformedProtocolAliases(ancestry) where type.nestedTypeNames[alias.name] == nil {
                type.nestedTypeNames[alias.name] = Self.spelling(of: alias, mockName: type.mockName)
            }
        }
        // A generic parameter of the mock (an associated type) keeps its own name.
        type.nestedTypeNames.module = moduleQualification.map { qualification in
            var own = qualification
            own.excluded = Set(type.genericParameters.map(\.name))
            return own
        }
        Self.number(&members)
        type.members = members
        type.statesAssociatedTypes = isProtocol && Self.overloadsMentionGenerics(members, type.genericParameters.map(\.name))
        return type
    }

    static func accessModifier(_ level: AccessLevel?) -> String? {
        switch level {
        case .open, .public: return "public"
        case .package: return "package"
        default: return nil
        }
    }

    static func isGlobalActor(_ name: String) -> Bool {
        name == "MainActor" || (name.hasSuffix("Actor") && name != "preconcurrency")
    }

    private mutating func resolveAssociatedTypes(_ ancestry: InheritanceResolver.Ancestry, into type: inout ResolvedType) {
        let decl = ancestry.declarations[0].declaration
        var names: Set<String> = []
        var protocolAliases: [String: TypeRef] = [:]
        for ancestor in ancestry.declarations {
            for (member, _) in MockableTypeFinder.flattenMembers(ancestor.declaration.members) {
                if case .typeAlias(let alias) = member, protocolAliases[alias.name] == nil { protocolAliases[alias.name] = alias.type }
            }
        }
        // `#if A associatedtype D: X.P #else associatedtype D: Y.P #endif`: every clause counts.
        var clausesByName: [String: [ConditionalConstraint.Clause]] = [:]
        for ancestor in ancestry.declarations {
            for (member, conditions) in MockableTypeFinder.flattenMembers(ancestor.declaration.members) {
                guard case .associatedType(let associated) = member, !conditions.isEmpty, let constraint = Self.constraint(of: associated) else { continue }
                clausesByName[associated.name, default: []].append(.init(condition: conditions.joined(separator: " && "), constraint: constraint.replacingSelf(with: type.mockName)))
            }
        }
        for ancestor in ancestry.declarations {
            for (member, _) in MockableTypeFinder.flattenMembers(ancestor.declaration.members) {
                guard case .associatedType(let associated) = member else { continue }
                guard names.insert(associated.name).inserted else {
                    // Restated in a refinement (`associatedtype A` under an inherited
                    // `associatedtype A: Hashable`): the mock keeps every declaration's constraint.
                    mergeRestatedAssociatedType(associated, into: &type)
                    continue
                }
                var constraint = Self.constraint(of: associated)?.replacingSelf(with: type.mockName)
                if let clauses = clausesByName[associated.name], Set(clauses.map(\.constraint)).count > 1 {
                    let alias = "__" + type.mockName + "_" + associated.name
                    type.conditionalConstraints.append(ConditionalConstraint(aliasName: alias, clauses: clauses))
                    constraint = .named(alias)
                }
                type.genericParameters.append(GenericParameter(name: associated.name, constraint: constraint))
                type.genericRequirements += associated.requirements.map { Self.rewriteSelf($0, type.mockName) }
            }
            for requirement in ancestor.declaration.requirements where !requirement.left.isSelfOrOptionalSelf {
                // `where Context: P` with `typealias Context = Responder.Context` in the protocol
                // (hummingbird): the mock states it about what the alias stands for.
                let expanded = GenericRequirement(left: requirement.left.substituting(protocolAliases), relation: requirement.relation, right: requirement.right.substituting(protocolAliases))
                type.genericRequirements.append(Self.rewriteSelf(expanded, type.mockName))
            }
        }
        type.genericRequirements += ancestry.fixedByRefinement
        fixAssociatedTypes(&type)
        let primary = decl.primaryAssociatedTypes
        let existential = "any " + type.mockedTypeReference
        if type.isActorProtocol {
            type.defaultImplementation = .none
        } else if names.isEmpty || type.genericParameters.isEmpty {
            // Every associated type is fixed by a same-type requirement: `any P` knows them.
            type.defaultImplementation = .existential(existential)
        } else if !primary.isEmpty && Set(primary) == names {
            type.defaultImplementation = .existential(existential + "<" + primary.joined(separator: ", ") + ">")
        } else if type.globalActor != nil || !type.conditionalConstraints.isEmpty {
            type.defaultImplementation = .none
        } else {
            type.defaultImplementation = .opened(existential: existential, associatedTypes: type.genericParameters.map(\.name))
        }
    }

    /// Adds the constraints and requirements of a second declaration of an associated type to
    /// the generic parameter the first one made.
    private func mergeRestatedAssociatedType(_ associated: AssociatedTypeDeclaration, into type: inout ResolvedType) {
        guard let position = type.genericParameters.firstIndex(where: { $0.name == associated.name }) else { return }
        let alias = "__" + type.mockName + "_" + associated.name
        if let added = Self.constraint(of: associated)?.replacingSelf(with: type.mockName) {
            switch type.genericParameters[position].constraint {
            case nil:
                type.genericParameters[position].constraint = added
            case .named(alias)?:
                break
            case let existing?:
                let parts = Self.compositionParts(existing) + Self.compositionParts(added).filter { !Self.compositionParts(existing).contains($0) }
                type.genericParameters[position].constraint = parts.count == 1 ? parts[0] : .composition(parts)
            }
        }
        for requirement in associated.requirements.map({ Self.rewriteSelf($0, type.mockName) }) where !type.genericRequirements.contains(requirement) {
            type.genericRequirements.append(requirement)
        }
    }

    private static func compositionParts(_ type: TypeRef) -> [TypeRef] {
        if case .composition(let parts) = type { return parts }
        return [type]
    }

    /// `where Key.PublicKey == Self` on the protocol or one of its associated types.
    private static func selfReferentialRequirement(_ ancestry: InheritanceResolver.Ancestry) -> GenericRequirement? {
        for ancestor in ancestry.declarations {
            var requirements = ancestor.declaration.requirements.filter { !$0.left.isSelfOrOptionalSelf }
            for (member, _) in MockableTypeFinder.flattenMembers(ancestor.declaration.members) {
                if case .associatedType(let associated) = member { requirements += associated.requirements }
            }
            if let found = requirements.first(where: { $0.relation == .sameType && $0.right.isSelfOrOptionalSelf }) {
                return found
            }
        }
        return nil
    }

    private static func constraint(of associated: AssociatedTypeDeclaration) -> TypeRef? {
        associated.inheritance.isEmpty ? nil : associated.inheritance.count == 1 ? associated.inheritance[0] : .composition(associated.inheritance)
    }

    /// `where Item == Int` makes `Item` a type alias rather than a generic parameter (a generic
    /// parameter made concrete is an error); requirements on associated types of protocols that
    /// are not among the inputs (`RawValue == Int64`) become type aliases too, or are dropped when
    /// they cannot be written on the mock (`RawValue: Hashable`).
    private func fixAssociatedTypes(_ type: inout ResolvedType) {
        var generics = Set(type.genericParameters.map(\.name))
        var kept: [GenericRequirement] = []
        for requirement in type.genericRequirements {
            guard case .nominal(let components) = requirement.left, components.count == 1 else {
                kept.append(requirement)
                continue
            }
            let name = components[0].name
            let rightIsFixed = !generics.contains { requirement.right.mentions($0) }
            if requirement.relation == .sameType && rightIsFixed {
                if !type.fixedAssociatedTypes.contains(where: { $0.name == name }) {
                    type.fixedAssociatedTypes.append(FixedAssociatedType(name: name, type: requirement.right))
                }
                if generics.remove(name) != nil {
                    type.genericParameters.removeAll { $0.name == name }
                }
            } else if generics.contains(name) {
                kept.append(requirement)
            }
        }
        let fixed = Set(type.fixedAssociatedTypes.map(\.name))
        type.genericRequirements = kept.filter { requirement in !fixed.contains { requirement.left.mentions($0) } }
    }

    private static func rewriteSelf(_ requirement: GenericRequirement, _ name: String) -> GenericRequirement {
        GenericRequirement(left: requirement.left.replacingSelf(with: name), relation: requirement.relation, right: requirement.right.replacingSelf(with: name))
    }

    private func collectInitializers(_ ancestry: InheritanceResolver.Ancestry) -> [InitializerDeclaration] {
        var seen: Set<String> = []
        var out: [InitializerDeclaration] = []
        for ancestor in ancestry.declarations {
            for (member, _) in MockableTypeFinder.flattenMembers(ancestor.declaration.members) {
                guard case .initializer(let initializer) = member else { continue }
                // The `where` clause counts: `init<S>(_:) where S.Element == (K, V)` and the same
                // with `== (key: K, value: V)` are two requirements.
                let key = initializer.parameters.map { ($0.label ?? "_") + ":" + $0.type.description }.joined(separator: ",") + initializer.failability.rawValue
                    + ShapeText.whereClause(initializer.requirements)
                if seen.insert(key).inserted { out.append(initializer) }
            }
        }
        return out
    }

    private func hasAccessibleInitializer(_ ancestry: InheritanceResolver.Ancestry) -> Bool {
        for ancestor in ancestry.declarations {
            let initializers: [InitializerDeclaration] = MockableTypeFinder.flattenMembers(ancestor.declaration.members).compactMap {
                if case .initializer(let initializer) = $0.0 { return initializer }
                return nil
            }
            // A class without initializers of its own inherits its superclass's.
            if initializers.isEmpty { continue }
            // Another module's class (a `--dependency` source) needs a public one.
            let needed: AccessLevel = ancestor.isDependency ? .public : .internal
            return initializers.contains { ($0.header.accessLevel ?? .internal) >= needed }
        }
        return true
    }

    private static func synthesizedConformances(_ inherited: [String], members: [ResolvedMember]) -> [ResolvedType.SynthesizedConformance] {
        var out: Set<ResolvedType.SynthesizedConformance> = []
        let names = Set(inherited)
        if names.contains("Equatable") || names.contains("Hashable") || names.contains("Comparable") { out.insert(.equatable) }
        if names.contains("Hashable") { out.insert(.hashable) }
        if names.contains("Comparable") { out.insert(.comparable) }
        if names.contains("CustomStringConvertible") { out.insert(.customStringConvertible) }
        if names.contains("CustomDebugStringConvertible") { out.insert(.customDebugStringConvertible) }
        if names.contains("Decodable") || names.contains("Codable") { out.insert(.decodable) }
        if names.contains("Encodable") || names.contains("Codable") { out.insert(.encodable) }
        if names.contains("CaseIterable") { out.insert(.caseIterable) }
        if names.contains("CustomReflectable") { out.insert(.customReflectable) }
        if names.contains("TextOutputStreamable") { out.insert(.textOutputStreamable) }
        // Requirements the inputs declare themselves are mocked like any other member.
        for member in members {
            switch member.kind {
            case .method(let function) where function.name == "hash": out.remove(.hashable)
            case .property(let variable, _) where variable.name == "description": out.remove(.customStringConvertible)
            case .property(let variable, _) where variable.name == "debugDescription": out.remove(.customDebugStringConvertible)
            default: break
            }
        }
        return out.sorted()
    }

    // MARK: Members

    private mutating func collectMembers(_ ancestry: InheritanceResolver.Ancestry, isProtocol: Bool, selfName: String) -> [ResolvedMember] {
        var members: [ResolvedMember] = []
        var positionByKey: [String: Int] = [:]
        let mockedAccess = ancestry.declarations[0].declaration.header.accessLevel ?? .internal
        // A type's own copyable associated types and generic parameters shadow module-level
        // noncopyable types of the same name.
        let shadowing = Set(ancestry.declarations.flatMap { ancestor in
            ancestor.declaration.genericParameters.map(\.name) + MockableTypeFinder.flattenMembers(ancestor.declaration.members).compactMap { member -> String? in
                if case .associatedType(let associated) = member.0 { return associated.name }
                return nil
            }
        })
        let noncopyable = Self.noncopyableNames(ancestry).union(finder.noncopyableTypes.subtracting(shadowing))
        let defaults = isProtocol ? defaultImplementations(ancestry) : []
        let isolatedChain = !ancestry.globalActorIsolated.isEmpty
        var droppedOverloads: Set<Int> = []
        for ancestor in ancestry.declarations {
            let substitution = ancestry.substitutions[ancestor.qualifiedName] ?? [:]
            for (declaration, conditions) in MockableTypeFinder.flattenMembers(ancestor.declaration.members) {
                if !isProtocol, var sealed = Self.overridableKind(of: declaration), sealed.header.has("final") {
                    // `final override` in a subclass seals the member for every class below it:
                    // the superclass's version met later in the walk must not be overridden.
                    if !substitution.isEmpty { sealed = sealed.substituting(substitution) }
                    positionByKey[MemberSignature.key(of: sealed, isStatic: false)] = positionByKey[MemberSignature.key(of: sealed, isStatic: false)] ?? -1
                    continue
                }
                guard var member = makeMember(declaration, conditions: conditions, isProtocol: isProtocol, owner: ancestor.qualifiedName, noncopyable: noncopyable, defaults: defaults) else { continue }
                if !substitution.isEmpty { member.kind = member.kind.substituting(substitution) }
                // A requirement of a nonisolated protocol refined by a `@MainActor` one is
                // nonisolated: the isolated mock must witness it with a nonisolated member. So is
                // a method a `@MainActor` class inherits from a nonisolated superclass.
                let inheritsNonisolation = isolatedChain && !ancestry.globalActorIsolated.contains(ancestor.qualifiedName)
                    && !member.attributes.contains { Self.isGlobalActor($0.name) } && !member.keptModifiers.contains { $0.hasPrefix("nonisolated") }
                if inheritsNonisolation { member.keptModifiers.insert("nonisolated", at: 0) }
                let isNonisolatedRequirement = isolatedChain && member.keptModifiers.contains { $0.hasPrefix("nonisolated") }
                member.needsMutableReceiver = isProtocol && !ancestry.classBound.contains(ancestor.qualifiedName)
                // Outside its module, only a class's `open` members can be overridden.
                if !isProtocol && ancestor.isDependency && member.header.accessLevel != .open { continue }
                if !isProtocol {
                    // The mock lives in another module, so Swift requires every override to be as
                    // accessible as the mock itself, whatever the overridden member's access
                    // (an `internal` member seen through `@testable import` included).
                    member.accessModifier = Self.accessModifier(mockedAccess)
                }
                let key = MemberSignature.key(of: member.kind, isStatic: member.isStatic)
                if let existing = positionByKey[key] {
                    if existing >= 0, !isProtocol, members[existing].declaredIn == member.declaredIn,
                       case .method(let kept) = members[existing].kind, case .method(let other) = member.kind, kept.effects != other.effects {
                        // One class declares both `f() async` and `f() throws`: the mock could not
                        // tell them apart in its proxies. Left to the class (not overridden).
                        note("\(member.declaredIn).\(member.signature) is overloaded by its effects only; it is not overridden", at: member.location)
                        droppedOverloads.insert(existing)
                    } else if existing >= 0, members[existing].conditions != member.conditions, !Self.sameType(members[existing].kind, member.kind),
                              !members[existing].conditions.isEmpty && !member.conditions.isEmpty {
                        // `#if A var x: Int #else var x: String #endif`: each build's own
                        // declaration, under its own conditions.
                        members.append(member)
                    } else if existing >= 0, !isProtocol, members[existing].conditions != member.conditions, !Self.sameType(members[existing].kind, member.kind) {
                        // A class property of another type under `#if` next to one without:
                        // the unconditional one is what every build of the class has.
                        if !members[existing].conditions.isEmpty { members[existing] = member }
                    } else if existing >= 0 {
                        mergeRepeatedRequirement(member, into: &members[existing], isProtocol: isProtocol,
                                                 isNonisolated: isNonisolatedRequirement, isolatedChain: isolatedChain)
                    }
                    continue
                }
                positionByKey[key] = members.count
                members.append(member)
            }
        }
        if !droppedOverloads.isEmpty {
            members = members.enumerated().filter { !droppedOverloads.contains($0.offset) }.map(\.element)
            // A dropped key stays taken (as a sealed member's does); later positions move up.
            positionByKey = positionByKey.mapValues { position in
                position < 0 || droppedOverloads.contains(position) ? -1 : position - droppedOverloads.filter { $0 < position }.count
            }
        }
        if !isProtocol {
            for var member in protocolExtensionMembers(ancestry, noncopyable: noncopyable) {
                let key = MemberSignature.key(of: member.kind, isStatic: member.isStatic)
                guard positionByKey[key] == nil else { continue }
                member.accessModifier = Self.accessModifier(mockedAccess)
                positionByKey[key] = members.count
                members.append(member)
            }
        }
        return members
    }

    /// Members of one key have the same signature, but properties are keyed by name alone.
    private static func sameType(_ first: ResolvedMember.Kind, _ second: ResolvedMember.Kind) -> Bool {
        if case .property(let one, _) = first, case .property(let other, _) = second { return one.type == other.type }
        return true
    }

    /// The same requirement reached twice (a refinement restates it, two parents declare it):
    /// the first declaration is kept, made to satisfy both.
    private mutating func mergeRepeatedRequirement(_ member: ResolvedMember, into kept: inout ResolvedMember, isProtocol: Bool, isNonisolated: Bool, isolatedChain: Bool) {
        // One name, two property types: no type can declare both.
        if isProtocol, case .property(let first, _) = kept.kind, case .property(let second, _) = member.kind,
           let firstType = first.type, let secondType = second.type, firstType != secondType {
            warn("cannot mock \(member.declaredIn).\(member.signature): \(kept.declaredIn) requires it with type \(firstType), this one with type \(secondType), and no type can declare both", at: member.location)
            return
        }
        // Under other `#if` conditions (or none): the mock needs it whenever any of them holds.
        if kept.conditions != member.conditions {
            let either = [kept.conditions, member.conditions]
            kept.conditions = either.contains(where: \.isEmpty) ? []
                : ["(" + either[0].joined(separator: ") && (") + ") || (" + either[1].joined(separator: ") && (") + ")"]
        }
        // Witnessing both an isolated and a nonisolated requirement takes a nonisolated member.
        let keptIsNonisolated = kept.keptModifiers.contains { $0.hasPrefix("nonisolated") }
        if isNonisolated != keptIsNonisolated && isolatedChain { kept.witnessesDifferingRequirements = true }
        if isNonisolated && !keptIsNonisolated { kept.keptModifiers.insert("nonisolated", at: 0) }
        kept.needsMutableReceiver = kept.needsMutableReceiver || member.needsMutableReceiver
        // A setter anywhere makes the property settable.
        if case .property(let variable, let settable) = kept.kind, case .property(_, let otherSettable) = member.kind, otherSettable && !settable {
            kept.kind = .property(variable, isSettable: true)
        }
        // A refinement may redeclare a `throws`/`async` requirement without the effect
        // (`encode(into:context:)` in postgres-nio): only the weaker one satisfies both.
        if case .method(var function) = kept.kind, case .method(let other) = member.kind {
            let declared = function.effects
            if !other.effects.throwing.canThrow { function.effects.throwing = other.effects.throwing }
            if !other.effects.isAsync { function.effects.isAsync = false }
            // Weaker than both declarations (`async` in one, `throws` in the other): a call
            // through the existential reaches one with the effect.
            if function.effects != declared { kept.witnessesDifferingRequirements = true }
            kept.kind = .method(function)
        }
    }

    /// Instance members that the classes of `ancestry` get from unconstrained extensions of the
    /// protocols they conform to (and the protocols those refine), among the inputs.
    ///
    /// Optional extras, so only what restates safely: not for nested mocks (the extension's
    /// names were written in another scope: `Sequence` inside `extension Publishers` is
    /// `Publishers.Sequence`), and not members that mention `Self` or an associated type (the
    /// class binds them; the extension's spelling does not).
    private mutating func protocolExtensionMembers(_ ancestry: InheritanceResolver.Ancestry, noncopyable: Set<String>) -> [ResolvedMember] {
        var out: [ResolvedMember] = []
        var visited: Set<String> = []
        guard ancestry.declarations.first?.outerTypeName == nil else { return [] }
        for ancestor in ancestry.declarations where !ancestor.isDependency {
            let conformed = ancestor.declaration.inheritance.flatMap(InheritanceResolver.nominalNames) + (finder.extensionConformances[ancestor.qualifiedName] ?? [])
            for name in conformed {
                guard let proto = finder.byName[name], proto.declaration.kind == .protocol, !proto.isDependency else { continue }
                let protocols = inheritance.ancestry(of: proto, followInputs: true).declarations
                let unspellable = ["Self"] + protocols.flatMap { refined in
                    MockableTypeFinder.flattenMembers(refined.declaration.members).compactMap { member -> String? in
                        if case .associatedType(let associated) = member.0 { return associated.name }
                        return nil
                    }
                }
                for refined in protocols where visited.insert(refined.qualifiedName).inserted && !refined.isDependency {
                    for declaration in finder.extensionMembers[refined.qualifiedName] ?? [] {
                        if unspellable.contains(where: { Self.mentions(declaration, $0) }) { continue }
                        let header: DeclarationHeader
                        switch declaration {
                        case .function(let function): header = function.header
                        case .variable(let variable): header = variable.header
                        default: continue
                        }
                        // Statics, mutating members and what the mock's file cannot see stay out.
                        if header.isStatic || header.has("mutating") || header.accessLevel.map({ $0 <= .fileprivate }) == true { continue }
                        // Optional extras: one that cannot be mocked is left to the extension, unsaid.
                        let diagnosticsBefore = diagnostics.count
                        let made = makeMember(declaration, conditions: [], isProtocol: true, owner: refined.qualifiedName, noncopyable: noncopyable, defaults: [])
                        diagnostics.removeSubrange(diagnosticsBefore...)
                        guard var member = made else { continue }
                        if case .property(let variable, _) = member.kind {
                            // A computed extension property: settable only with a written setter.
                            member.kind = .property(variable, isSettable: variable.accessors.contains { $0.kind == .set })
                        }
                        member.isProtocolExtensionMember = true
                        out.append(member)
                    }
                }
            }
        }
        return out
    }

    /// Overloads (one name and labels) of which one mentions an associated type: from such a
    /// witness Swift may infer the associated type to be another overload's type.
    private static func overloadsMentionGenerics(_ members: [ResolvedMember], _ names: [String]) -> Bool {
        guard !names.isEmpty else { return false }
        var counts: [String: Int] = [:]
        for member in members { counts[member.signature, default: 0] += 1 }
        return members.contains { member in
            guard counts[member.signature, default: 0] > 1 else { return false }
            switch member.kind {
            case .method(let function): return names.contains(where: function.mentions)
            case .subscript(let subscriptDecl): return names.contains(where: subscriptDecl.mentions)
            case .property(let variable, _): return names.contains { variable.type?.mentions($0) ?? false }
            }
        }
    }

    /// The function or property declaration mentions `name` in its types or constraints.
    private static func mentions(_ declaration: Declaration, _ name: String) -> Bool {
        switch declaration {
        case .function(let function):
            return function.mentions(name) || function.genericParameters.contains { $0.constraint?.mentions(name) ?? false }
        case .variable(let variable): return variable.type?.mentions(name) ?? true
        default: return true
        }
    }

    /// What a protocol's type alias stands for, written as a name: a function type keeps its own
    /// parentheses (`(@Sendable (Request) async throws -> Void).self`).
    private static func spelling(of alias: TypeAliasDeclaration, mockName: String) -> String {
        let expansion = alias.type.replacingSelf(with: mockName)
        switch expansion {
        case .function, .attributed, .composition, .existential, .opaque: return "(" + expansion.description + ")"
        default: return expansion.description
        }
    }

    /// Type aliases declared in the protocols (among the inputs and dependencies) that the
    /// classes of a class ancestry conform to, and in the protocols those refine.
    private func conformedProtocolAliases(_ ancestry: InheritanceResolver.Ancestry) -> [TypeAliasDeclaration] {
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

    /// `Stencil.Scanner` for an input type whose top-level name is ambiguous, else unchanged.
    private func moduleQualified(_ qualifiedName: String) -> String {
        let topLevel = qualifiedName.split(separator: ".", maxSplits: 1).first.map(String.init) ?? qualifiedName
        guard let qualified = moduleQualification?.qualified(topLevel) else { return qualifiedName }
        return qualified + qualifiedName.dropFirst(topLevel.count)
    }

    private mutating func makeMember(_ declaration: Declaration, conditions: [String], isProtocol: Bool, owner: String, noncopyable: Set<String>, defaults: Set<String>) -> ResolvedMember? {
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
                warn("cannot mock \(owner).\(variable.name): its type is not written and cannot be inferred", at: header.location)
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
                warn("cannot mock \(owner).subscript: effectful subscripts are not supported by MockRuntime", at: header.location)
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
                warn("not mocking \(owner).\(signature): \(reason); calls run the protocol extension's implementation and cannot be stubbed or verified", at: header.location)
                return nil
            }
            warn("cannot mock \(owner).\(signature): \(reason)", at: header.location)
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
    private func defaultImplementations(_ ancestry: InheritanceResolver.Ancestry) -> Set<String> {
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

    private static func defaultKey(_ signature: String, isStatic: Bool) -> String {
        (isStatic ? "static " : "") + signature
    }

    /// The member kind a class declaration would be overridden as, for sealing `final` members.
    private static func overridableKind(of declaration: Declaration) -> ResolvedMember.Kind? {
        switch declaration {
        case .function(let function): return .method(function)
        case .variable(let variable): return .property(variable, isSettable: false)
        case .subscript(let subscriptDecl): return .subscript(subscriptDecl)
        default: return nil
        }
    }

    /// `final` and `static` class members, and `private`/`fileprivate` ones (noted in `--debug`
    /// by the caller), are simply not part of a class mock.
    private static func isNotOverridable(_ header: DeclarationHeader) -> Bool {
        header.has("final") || header.has("static")
    }

    /// Generic parameters and associated types declared `~Copyable` anywhere in the ancestry.
    private static func noncopyableNames(_ ancestry: InheritanceResolver.Ancestry) -> Set<String> {
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

    private static func unmockableReason(_ kind: ResolvedMember.Kind, isProtocol: Bool, noncopyable inherited: Set<String>) -> String? {
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
            return "parameter packs are not supported"
        }
        if let result, case .opaque = result.unattributed {
            return "an opaque result type (`some`) names a type only the original implementation knows"
        }
        if !isProtocol, let result, result.isSelfOrOptionalSelf {
            return "a class mock cannot return `Self` (the dynamic type of an arbitrary subclass)"
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
            return "noncopyable (`~Copyable`) values cannot be recorded or returned from a stub"
        }
        return nil
    }

    /// Indices: instance and static members counted separately; getters and setters take one
    /// each. Members differing only by result type are flagged for disambiguation.
    static func number(_ members: inout [ResolvedMember]) {
        var instanceIndex = 0
        var staticIndex = 0
        var countsByKey: [String: Int] = [:]
        for member in members {
            if let key = MemberSignature.keyIgnoringResult(of: member.kind, isStatic: member.isStatic) {
                countsByKey[key, default: 0] += 1
            }
        }
        for position in members.indices {
            let member = members[position]
            let width: Int
            switch member.kind {
            case .method: width = 1
            case .property(_, let isSettable): width = isSettable ? 2 : 1
            case .subscript(let subscriptDecl): width = subscriptDecl.isSettable ? 2 : 1
            }
            if member.isStatic {
                members[position].index = staticIndex
                staticIndex += width
            } else {
                members[position].index = instanceIndex
                instanceIndex += width
            }
            if let key = MemberSignature.keyIgnoringResult(of: member.kind, isStatic: member.isStatic), countsByKey[key, default: 0] > 1 {
                members[position].disambiguatedByResult = true
            }
        }
    }
}

extension TypeRef {
    /// `~Copyable`, alone or in a composition.
    var suppressesCopyable: Bool {
        switch self {
        case .suppressed(let base): return base.description == "Copyable"
        case .composition(let parts): return parts.contains { $0.suppressesCopyable }
        case .attributed(_, _, let base): return base.suppressesCopyable
        default: return false
        }
    }

    var containsPack: Bool {
        switch self {
        case .packExpansion, .packReference: return true
        case .attributed(_, _, let base): return base.containsPack
        case .tuple(let elements): return elements.contains { $0.type.containsPack }
        case .function(let function): return function.parameters.contains { $0.type.containsPack } || function.result.containsPack
        default: return false
        }
    }
}

extension ResolvedMember.Kind {
    /// The member as seen from a subclass that fixed the superclass's generic parameters.
    func substituting(_ map: [String: TypeRef]) -> ResolvedMember.Kind {
        func parameters(_ list: [Parameter]) -> [Parameter] {
            list.map { parameter in
                var copy = parameter
                copy.type = parameter.type.substituting(map)
                return copy
            }
        }
        switch self {
        case .method(var function):
            function.parameters = parameters(function.parameters)
            function.result = function.result?.substituting(map)
            if case .typed(let error) = function.effects.throwing { function.effects.throwing = .typed(error.substituting(map)) }
            return .method(function)
        case .property(var variable, let isSettable):
            variable.type = variable.type?.substituting(map)
            return .property(variable, isSettable: isSettable)
        case .subscript(var subscriptDecl):
            subscriptDecl.parameters = parameters(subscriptDecl.parameters)
            subscriptDecl.result = subscriptDecl.result.substituting(map)
            return .subscript(subscriptDecl)
        }
    }
}
