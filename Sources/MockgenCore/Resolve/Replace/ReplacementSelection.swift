/// Finds the types `--replace` names among the inputs and mirrors each as a protocol the usual
/// protocol mock is made from: one requirement per replaceable member, instance and `static`
/// alike (a static member becomes an instance member of the mock, so one mock object takes every
/// call a test routes to it). Members of the type's extensions in the inputs are included. What
/// cannot be replaced is reported at the member (`ReplacementLimit`).
struct ReplacementSelection: Sendable {
    /// `--replace` mirrors a type as its mock's members; `--mirror` as a protocol the type is
    /// made to conform to (`ClockProtocol`), for code that cannot be rebuilt with dynamic
    /// replacement: statics stay static, `mutating` stays, and the protocol is written out.
    enum Mode: Sendable {
        case replacement, protocolMirror
    }

    struct Mirror: Sendable {
        var candidate: TypeCandidate
        var replaced: ReplacedType
    }

    private(set) var mirrors: [Mirror] = []
    private(set) var findings: [Finding] = []
    /// `--replace` names that matched no type of the inputs.
    private(set) var unmatchedNames: [String] = []
    /// `--mirror-exclude`: `Type.member` (every overload) or `Type.member(label:)`.
    private let excludedMembers: Set<String>
    /// The exclusions that left a member out.
    private var usedExclusions: Set<String> = []
    /// Names (`init(_:)`, `load(from:)`) that several generic members of the type being mirrored
    /// share, overloaded by their constraints only.
    private var genericOverloads: Set<String> = []

    /// - Parameter module: what the mock of replaced global functions is named after
    ///   (`Mock<module>Globals`; `MockGlobals` when `nil`).
    let mode: Mode

    init(models: [SourceFileModel], names: Set<String>, paths: Set<String>?, module: String? = nil, mode: Mode = .replacement, excludedMembers: Set<String> = []) {
        self.mode = mode
        self.excludedMembers = excludedMembers
        guard !names.isEmpty else { return }
        var declarations: [String: (TypeDeclaration, path: String, order: Int)] = [:]
        var extensions: [String: [Declaration]] = [:]
        var functions: [(FunctionDeclaration, path: String)] = []
        var classNames: Set<String> = []
        var constrainedProperties: [String: [VariableDeclaration]] = [:]
        var order = 0
        // Extensions count from every input (a type's members may be spread over files); the
        // type itself only from `paths`, the files whose mocks are being generated.
        for model in models.sorted(by: { $0.path < $1.path }) {
            let generating = paths?.contains(model.path) ?? true
            if mode == .replacement {
                functions += Self.fileLevelFunctions(model.declarations).filter { names.contains($0.name) }.map { ($0, model.path) }
            }
            Self.walk(model.declarations, outer: nil, path: model.path, conditions: []) { qualifiedName, type, path, conditions in
                if type.kind == .class { classNames.insert(qualifiedName) }
                if type.kind == .extension {
                    // An extension inside `#if canImport(AppKit)`: its members keep the condition.
                    var members = Self.members(of: type)
                    if !type.requirements.isEmpty {
                        let split = Self.constrained(members, by: type.requirements)
                        members = split.kept
                        constrainedProperties[qualifiedName, default: []] += split.properties
                    }
                    extensions[qualifiedName, default: []] += conditions.isEmpty ? members
                        : [.ifConfig(IfConfigDeclaration(clauses: [.init(kind: .if, condition: conditions.joined(separator: " && "), declarations: members)],
                                                         location: type.header.location))]
                } else if generating && declarations[qualifiedName] == nil {
                    declarations[qualifiedName] = (type, path, order)
                    order += 1
                }
            }
        }
        let functionNames = Set(functions.map(\.0.name))
        for name in names.sorted() {
            let nested = declarations.keys.filter { $0.hasSuffix("." + name) }.min()
            guard let (declaration, path, order) = declarations[name] ?? nested.flatMap({ declarations[$0] }) else {
                if !functionNames.contains(name) { unmatchedNames.append(name) }
                continue
            }
            let qualifiedName = declarations.first { $0.value.0 == declaration }?.key ?? name
            for property in constrainedProperties[qualifiedName] ?? [] {
                findings.append(.notReplaced(.constrainedProperty, what: "\(qualifiedName).\(property.name)", at: property.header.location, mirroring: mode == .protocolMirror))
            }
            mirror(declaration, qualifiedName: qualifiedName, extensionMembers: extensions[qualifiedName] ?? [], path: path, order: order,
                   classNames: classNames, module: module)
        }
        // Global functions: one mock for all of them, generated with the first file declaring one.
        if let first = functions.first, paths?.contains(first.path) ?? true {
            mirrorGlobals(functions.map(\.0), name: (module ?? "") + "Globals", path: first.path, order: order)
        }
        mirrors.sort { $0.candidate.order < $1.candidate.order }
    }

    /// `--mirror-exclude` entries that left nothing out (a typo would otherwise go unnoticed).
    var unusedExclusions: [String] { excludedMembers.subtracting(usedExclusions).sorted() }

    /// `name(label:)` of every generic method and initializer that another generic one shares
    /// (generic, or constrained by a `where`: `title(_:)` in `extension Node where Context: A`
    /// and in `extension Node where Context: B`).
    private static func genericOverloads(in members: [Declaration]) -> Set<String> {
        var counts: [String: Int] = [:]
        func count(_ declarations: [Declaration]) {
            for member in declarations {
                switch member {
                case .function(let function) where !function.genericParameters.isEmpty || !function.requirements.isEmpty:
                    counts[overloadKey(function.name, function.parameters), default: 0] += 1
                case .initializer(let initializer) where !initializer.genericParameters.isEmpty || !initializer.requirements.isEmpty:
                    counts[overloadKey("init", initializer.parameters), default: 0] += 1
                case .ifConfig(let config):
                    for clause in config.clauses { count(clause.declarations) }
                default:
                    break
                }
            }
        }
        count(members)
        return Set(counts.filter { $0.value > 1 }.keys)
    }

    private static func overloadKey(_ name: String, _ parameters: [Parameter]) -> String {
        name + "(" + parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// An extension's members, those of a `private` or `fileprivate` extension marked so (they
    /// are as hidden as members declared with the keyword, and their types often are too).
    private static func members(of extensionDeclaration: TypeDeclaration) -> [Declaration] {
        guard let level = extensionDeclaration.header.accessLevel, level <= .fileprivate else { return extensionDeclaration.members }
        func hidden(_ header: DeclarationHeader) -> DeclarationHeader {
            var copy = header
            if copy.accessLevel == nil { copy.modifiers.append(level.keyword) }
            return copy
        }
        return extensionDeclaration.members.map { member in
            switch member {
            case .function(var function): function.header = hidden(function.header); return .function(function)
            case .variable(var variable): variable.header = hidden(variable.header); return .variable(variable)
            case .subscript(var subscriptDecl): subscriptDecl.header = hidden(subscriptDecl.header); return .subscript(subscriptDecl)
            case .initializer(var initializer): initializer.header = hidden(initializer.header); return .initializer(initializer)
            default: return member
            }
        }
    }

    /// The members of `extension Box where Element: Equatable`: methods, subscripts and
    /// initializers carry the extension's requirements as their own `where` clause (the mock's
    /// and the replacement's, SE-0267); properties cannot, and are set apart.
    private static func constrained(_ members: [Declaration], by requirements: [GenericRequirement]) -> (kept: [Declaration], properties: [VariableDeclaration]) {
        var kept: [Declaration] = []
        var properties: [VariableDeclaration] = []
        for member in members {
            switch member {
            case .function(var function): function.requirements = requirements + function.requirements; kept.append(.function(function))
            case .subscript(var subscriptDecl): subscriptDecl.requirements = requirements + subscriptDecl.requirements; kept.append(.subscript(subscriptDecl))
            case .initializer(var initializer): initializer.requirements = requirements + initializer.requirements; kept.append(.initializer(initializer))
            case .variable(let variable): properties.append(variable)
            case .ifConfig(let config):
                let clauses = config.clauses.map { clause -> IfConfigDeclaration.Clause in
                    let split = constrained(clause.declarations, by: requirements)
                    properties += split.properties
                    return IfConfigDeclaration.Clause(kind: clause.kind, condition: clause.condition, declarations: split.kept)
                }
                kept.append(.ifConfig(IfConfigDeclaration(clauses: clauses, location: config.location)))
            default: kept.append(member)
            }
        }
        return (kept, properties)
    }

    /// `members` with the types they mention rewritten by `map` (`TypeRef.substituting`).
    private static func substituting(_ map: [String: TypeRef], in members: [Declaration]) -> [Declaration] {
        func parameters(_ list: [Parameter]) -> [Parameter] {
            list.map { parameter in
                var copy = parameter
                copy.type = parameter.type.substituting(map)
                return copy
            }
        }
        return members.map { member in
            switch member {
            case .function(var function):
                function.parameters = parameters(function.parameters)
                function.result = function.result?.substituting(map)
                if case .typed(let error) = function.effects.throwing { function.effects.throwing = .typed(error.substituting(map)) }
                return .function(function)
            case .variable(var variable):
                variable.type = variable.type?.substituting(map)
                return .variable(variable)
            case .subscript(var subscriptDecl):
                subscriptDecl.parameters = parameters(subscriptDecl.parameters)
                subscriptDecl.result = subscriptDecl.result.substituting(map)
                return .subscript(subscriptDecl)
            case .ifConfig(var config):
                config.clauses = config.clauses.map { IfConfigDeclaration.Clause(kind: $0.kind, condition: $0.condition, declarations: substituting(map, in: $0.declarations)) }
                return .ifConfig(config)
            default:
                return member
            }
        }
    }

    /// File-level functions, those inside `#if` included.
    private static func fileLevelFunctions(_ declarations: [Declaration]) -> [FunctionDeclaration] {
        declarations.flatMap { declaration -> [FunctionDeclaration] in
            switch declaration {
            case .function(let function): return [function]
            case .ifConfig(let config): return config.clauses.flatMap { fileLevelFunctions($0.declarations) }
            default: return []
            }
        }
    }

    private mutating func mirrorGlobals(_ functions: [FunctionDeclaration], name: String, path: String, order: Int) {
        var replaced = ReplacedType(kind: .globals, reference: .named("Mock" + name))
        var storedNames: [String] = []
        let members = functions.compactMap { mirrored(.function($0), of: name, kind: .globals, storedNames: &storedNames, into: &replaced) }
        let header = DeclarationHeader(location: functions[0].header.location)
        let candidate = TypeCandidate(declaration: TypeDeclaration(kind: .protocol, header: header, name: name, members: members),
                                      qualifiedName: name, outerTypeName: nil, conditions: [], path: path, order: order)
        mirrors.append(Mirror(candidate: candidate, replaced: replaced))
    }

    /// Calls `visit` with every type and extension, nested ones with their qualified name.
    private static func walk(_ declarations: [Declaration], outer: String?, path: String, conditions: [String],
                             _ visit: (String, TypeDeclaration, String, [String]) -> Void) {
        for declaration in declarations {
            switch declaration {
            case .type(let type):
                let name = type.kind == .extension ? type.name : outer.map { "\($0).\(type.name)" } ?? type.name
                visit(name, type, path, conditions)
                walk(type.members, outer: name, path: path, conditions: conditions, visit)
            case .ifConfig(let config):
                for index in config.clauses.indices {
                    let condition = MockableTypeFinder.condition(of: config.clauses, at: index)
                    walk(config.clauses[index].declarations, outer: outer, path: path, conditions: conditions + [condition], visit)
                }
            default:
                break
            }
        }
    }

    private mutating func mirror(_ type: TypeDeclaration, qualifiedName: String, extensionMembers: [Declaration], path: String, order: Int,
                                 classNames: Set<String>, module: String?) {
        let kind: ReplacedType.Kind
        switch type.kind {
        case .struct: kind = .struct
        case .class: kind = .class
        case .enum: kind = .enum
        case .actor: kind = .actor
        case .protocol, .extension:
            findings.append(.notReplaced(.kind(type.kind.rawValue), what: qualifiedName, at: type.header.location, mirroring: mode == .protocolMirror))
            return
        }
        if type.genericParameters.contains(where: \.isPack) || (mode == .protocolMirror && !type.genericParameters.isEmpty) {
            findings.append(.notReplaced(.genericType(pack: type.genericParameters.contains(where: \.isPack)), what: qualifiedName, at: type.header.location, mirroring: mode == .protocolMirror))
            return
        }
        var replaced = ReplacedType(kind: kind, reference: .named(qualifiedName, type.genericParameters.map { .named($0.name) }))
        replaced.genericParameters = type.genericParameters.map(\.name)
        if kind == .class && !type.header.has("final") { replaced.namePrefix = "__replacement_\(SwiftIdentifier.bare(type.name))_" }
        var designated: DesignatedConstruction?
        if mode == .replacement && (kind == .class || kind == .actor) {
            let construction = DesignatedConstruction(type, classNames: classNames, module: module)
            designated = construction
            replaced.storedProperties = construction.storedProperties
            replaced.keepsOriginalAlive = type.declaresDeinitializer
        }
        var members: [Declaration] = []
        var storedNames: [String] = []
        genericOverloads = Self.genericOverloads(in: type.members + extensionMembers)
        // A member declared twice, by a module and one it re-exports (Foundation's and
        // FoundationEssentials' `url(for:in:appropriateFor:create:)`), is one requirement.
        var seenSignatures: Set<String> = []
        // Members inside `#if` keep their clauses: the mock and the replacements repeat them.
        func mirrorAll(_ declarations: [Declaration], conditional: Bool) -> [Declaration] {
            var out: [Declaration] = []
            for member in declarations {
                if case .ifConfig(let config) = member {
                    let clauses = config.clauses.map { IfConfigDeclaration.Clause(kind: $0.kind, condition: $0.condition, declarations: mirrorAll($0.declarations, conditional: true)) }
                    if clauses.contains(where: { !$0.declarations.isEmpty }) { out.append(.ifConfig(IfConfigDeclaration(clauses: clauses, location: config.location))) }
                    continue
                }
                if mode == .protocolMirror {
                    if let exclusion = exclusion(of: member, in: qualifiedName) {
                        usedExclusions.insert(exclusion)
                        continue
                    }
                    if Self.isUnavailable(member) { continue }
                }
                if let mirrored = mirrored(member, of: qualifiedName, kind: kind, designated: designated, storedNames: &storedNames, into: &replaced) {
                    if mode == .protocolMirror, !conditional, !seenSignatures.insert(Self.signatureKey(mirrored)).inserted { continue }
                    out.append(mirrored)
                }
            }
            return out
        }
        members = mirrorAll(type.members + extensionMembers, conditional: false)
        // Inside `Attribute<Context>`, a bare `Attribute` means `Attribute<Context>`; the mock is
        // outside it, and says so.
        if !type.genericParameters.isEmpty {
            members = Self.substituting([type.name: replaced.reference], in: members)
        }
        // A generic type's parameters are the mirror's associated types: its mock is generic
        // over them (`MockBox<Element>`), one mock per specialization.
        members.insert(contentsOf: type.genericParameters.enumerated().map { index, parameter in
            .associatedType(AssociatedTypeDeclaration(header: DeclarationHeader(location: type.header.location), name: parameter.name,
                                                      inheritance: parameter.constraint.map { [$0] } ?? [],
                                                      requirements: index == type.genericParameters.count - 1 ? type.requirements : []))
        }, at: 0)
        // The type's nested types and aliases, as empty shells: the mock's members name them
        // (`ChildSequence`), and the qualification pass writes them `Folder.ChildSequence`. Not
        // those inside `#if`: BigInt declares `ComparisonResult` where Foundation is missing,
        // and the name means Foundation's everywhere else.
        if mode == .replacement {
            for member in type.members + extensionMembers {
                switch member {
                case .type(let nested) where nested.kind != .extension && !(nested.header.accessLevel.map { $0 <= .fileprivate } ?? false):
                    members.append(.type(TypeDeclaration(kind: nested.kind, header: DeclarationHeader(location: nested.header.location), name: nested.name)))
                case .typeAlias(let alias) where !(alias.header.accessLevel.map { $0 <= .fileprivate } ?? false):
                    members.append(.type(TypeDeclaration(kind: .struct, header: DeclarationHeader(location: alias.header.location), name: alias.name)))
                default:
                    break
                }
            }
        }
        // Said once for the type, not at each property: `Analytics.shared` is as expected a
        // stored property as `Clock.zone`, yet a test may count on replacing it.
        if !storedNames.isEmpty {
            findings.append(.notReplaced(.storedProperties(storedNames), what: "the stored properties of \(qualifiedName)", at: type.header.location))
        }
        if let designated, designated.needsPrivateImport,
           replaced.initializers.contains(where: { !$0.header.has("convenience") }) {
            replaced.privateImportFile = FilePaths.fileName(of: path)
            replaced.privateImportModule = module
        }
        // The mirror is a protocol named like the type: its mock is `MockClock`. It is never
        // written out; the mock conforms to `ReplacementMock` instead (`ResolvedType.replaced`).
        var header = DeclarationHeader(documentation: type.header.documentation, location: type.header.location)
        header.attributes = type.header.attributes.filter(\.isRepeatedOnReplacementType)
        let outer = qualifiedName.contains(".") ? String(qualifiedName[..<qualifiedName.lastIndex(of: ".")!]) : nil
        if mode == .protocolMirror {
            header.modifiers = type.header.accessLevel.map { $0 >= .public ? ["public"] : [$0.keyword] } ?? []
        }
        if mode == .replacement, replaced.initializers.isEmpty, !members.isEmpty, !members.contains(where: { if case .function = $0 { return true } else { return false } }) {
            findings.append(.warning(.replacedPropertiesOnly(qualifiedName), at: type.header.location))
        }
        let protocolName = mode == .protocolMirror ? type.name + "Protocol" : type.name
        let protocolDeclaration = TypeDeclaration(kind: .protocol, header: header, name: protocolName, members: members)
        let candidate = TypeCandidate(declaration: protocolDeclaration, qualifiedName: qualifiedName, outerTypeName: outer,
                                      conditions: [], path: path, order: order)
        mirrors.append(Mirror(candidate: candidate, replaced: replaced))
    }

    /// The `--mirror-exclude` entry naming `member` of `typeName`, if one does.
    private func exclusion(of member: Declaration, in typeName: String) -> String? {
        guard !excludedMembers.isEmpty else { return nil }
        let names: [String]
        switch member {
        case .function(let function):
            names = [function.name, function.name + "(" + function.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"]
        case .variable(let variable): names = [variable.name]
        case .subscript(let subscriptDecl):
            names = ["subscript", "subscript(" + subscriptDecl.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"]
        default: return nil
        }
        return names.map { typeName + "." + $0 }.first { excludedMembers.contains($0) }
    }

    /// `@available(*, unavailable)`, `@available(swift, obsoleted: …)`: no witness to require.
    private static func isUnavailable(_ member: Declaration) -> Bool {
        let header: DeclarationHeader
        switch member {
        case .function(let function): header = function.header
        case .variable(let variable): header = variable.header
        case .subscript(let subscriptDecl): header = subscriptDecl.header
        default: return false
        }
        return header.attributes.contains { attribute in
            guard attribute.name == "available", let arguments = attribute.arguments else { return false }
            let parts = arguments.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            return parts.contains("unavailable") || parts.contains { $0.hasPrefix("obsoleted") } && parts.first == "swift"
                || parts.contains("unavailable") && parts.first == "*"
        }
    }

    /// What makes two requirements the same for a conformance: kind, `static`, name, labels and
    /// types, effects, result (parameter names left out: they differ between redeclarations).
    private static func signatureKey(_ member: Declaration) -> String {
        switch member {
        case .function(let function):
            let parameters = function.parameters.map { ($0.label ?? "_") + ":" + $0.type.description }.joined(separator: ",")
            return "func \(function.header.isStatic) \(function.name)(\(parameters)) \(function.effects) \(function.result?.description ?? "")"
                + " \(function.genericParameters.map(\.name)) \(function.requirements.count)"
        case .variable(let variable):
            return "var \(variable.header.isStatic) \(variable.name)"
        case .subscript(let subscriptDecl):
            let parameters = subscriptDecl.parameters.map { ($0.label ?? "_") + ":" + $0.type.description }.joined(separator: ",")
            return "subscript \(subscriptDecl.header.isStatic) (\(parameters)) \(subscriptDecl.result.description)"
        default:
            return "\(member)"
        }
    }

    /// The requirement standing for `member`, or `nil` (with a finding when the user should know).
    private mutating func mirrored(_ member: Declaration, of typeName: String, kind: ReplacedType.Kind, designated: DesignatedConstruction? = nil,
                                   storedNames: inout [String], into replaced: inout ReplacedType) -> Declaration? {
        func limit(_ reason: ReplacementLimit, _ name: String, _ location: SourceLocation) -> Declaration? {
            let what = kind == .globals ? name : "\(typeName).\(name)"
            switch reason {
            // What a user does not expect to be replaced: a note with --debug.
            case .privateMember, .lazyProperty:
                findings.append(.note(.notReplaced(what, reason, mirroring: mode == .protocolMirror), at: location))
            default:
                findings.append(.notReplaced(reason, what: what, at: location, mirroring: mode == .protocolMirror))
            }
            return nil
        }
        func requirementHeader(_ header: DeclarationHeader) -> DeclarationHeader? {
            if let level = header.accessLevel, level <= .fileprivate { return nil }
            if header.isStatic { replaced.staticMembers[header.location] = header.has("class") ? "class" : "static" }
            if header.has("mutating") { replaced.mutatingMembers.insert(header.location) }
            var copy = header
            let kept = mode == .protocolMirror ? ["nonisolated", "static", "mutating"] : ["nonisolated"]
            copy.modifiers = header.modifiers.map { $0 == "class" ? "static" : $0 }.filter { kept.contains($0) }
            copy.attributes = header.attributes.filter(\.isRepeatedOnReplacementMember)
            return copy
        }
        switch member {
        case .function(var function):
            if let level = function.header.accessLevel, level <= .fileprivate { return limit(.privateMember(level), function.name + "(…)", function.header.location) }
            if mode == .replacement, function.header.hasAttribute("inlinable") || function.header.hasAttribute("_transparent") { return limit(.inlinable, function.name + "(…)", function.header.location) }
            if let first = function.name.unicodeScalars.first, !(first == "_" || first.properties.isAlphabetic || first == "`") {
                return limit(.operator, function.name, function.header.location)
            }
            if mode == .replacement, function.parameters.contains(where: \.isVariadic) { return limit(.variadic, function.name + "(…)", function.header.location) }
            if mode == .replacement, !function.genericParameters.isEmpty || !function.requirements.isEmpty, genericOverloads.contains(Self.overloadKey(function.name, function.parameters)) {
                return limit(.genericOverload, function.name + "(…)", function.header.location)
            }
            if let result = function.result, case .opaque = result.unattributed { return limit(.opaqueResult, function.name + "(…)", function.header.location) }
            if function.mentions("Self") { return limit(.mentionsSelf, function.name + "(…)", function.header.location) }
            guard let header = requirementHeader(function.header) else { return nil }
            function.header = header
            function.hasBody = false
            return .function(function)
        case .variable(var variable):
            if let level = variable.header.accessLevel, level <= .fileprivate { return limit(.privateMember(level), variable.name, variable.header.location) }
            // A protocol can require a stored property: the mirror keeps it (`{ get }` for a `let`
            // or a `private(set)` one).
            if mode == .replacement, variable.isLet || variable.isStored || variable.header.has("lazy") {
                storedNames.append(variable.name)
                return nil
            }
            if variable.header.has("lazy") { return limit(.lazyProperty, variable.name, variable.header.location) }
            if mode == .replacement, variable.header.hasAttribute("inlinable") { return limit(.inlinable, variable.name, variable.header.location) }
            if variable.type == nil { return nil }
            if let type = variable.type, type.mentions("Self") { return limit(.mentionsSelf, variable.name, variable.header.location) }
            if let type = variable.type, case .opaque = type.unattributed { return limit(.opaqueResult, variable.name, variable.header.location) }
            let setterIsVisible = variable.header.setterAccessLevel.map { $0 > .fileprivate } ?? true
            guard let header = requirementHeader(variable.header) else { return nil }
            variable.header = header
            variable.hasInitializer = false
            // A requirement's accessors: `get` (with the getter's effects) and `set` if there is one.
            var accessors = [Accessor(kind: .get, effects: variable.getterEffects)]
            if variable.isSettable && setterIsVisible { accessors.append(Accessor(kind: .set)) }
            variable.accessors = accessors
            return .variable(variable)
        case .subscript(var subscriptDecl):
            if let level = subscriptDecl.header.accessLevel, level <= .fileprivate { return limit(.privateMember(level), "subscript", subscriptDecl.header.location) }
            if subscriptDecl.mentions("Self") { return limit(.mentionsSelf, "subscript", subscriptDecl.header.location) }
            guard let header = requirementHeader(subscriptDecl.header) else { return nil }
            subscriptDecl.header = header
            let getEffects = subscriptDecl.accessors.first { $0.kind == .get }?.effects ?? .none
            subscriptDecl.accessors = [Accessor(kind: .get, effects: getEffects)] + (subscriptDecl.isSettable ? [Accessor(kind: .set)] : [])
            return .subscript(subscriptDecl)
        case .initializer where mode == .protocolMirror:
            return nil
        case .initializer(let initializer):
            // Not a mock member: the replacement records the construction (`Constructions`).
            if let level = initializer.header.accessLevel, level <= .fileprivate { return nil }
            let name = "init(" + initializer.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
            if initializer.header.hasAttribute("inlinable") || initializer.header.hasAttribute("_transparent") { return limit(.inlinable, name, initializer.header.location) }
            if initializer.parameters.isEmpty { return limit(.initializerWithoutParameters, name, initializer.header.location) }
            if initializer.parameters.contains(where: \.isVariadic) { return limit(.variadic, name, initializer.header.location) }
            if !initializer.genericParameters.isEmpty || !initializer.requirements.isEmpty, genericOverloads.contains(Self.overloadKey("init", initializer.parameters)) {
                return limit(.genericOverload, name, initializer.header.location)
            }
            if let designated, !initializer.header.has("convenience") {
                // Runs the original on another instance and takes over its stored properties.
                if let reason = designated.limit { return limit(reason, name, initializer.header.location) }
                if initializer.handsOutSelf { return limit(.handsOutSelf, name, initializer.header.location) }
            } else if initializer.effects.isAsync {
                return limit(.asyncInitializer, name, initializer.header.location)
            }
            replaced.initializers.append(initializer)
            return nil
        default:
            return nil
        }
    }
}
