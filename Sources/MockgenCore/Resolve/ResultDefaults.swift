/// How a mock makes the value a call returns when no stub answers it and no default is
/// registered: without one, the runtime can only stop the test process. The runtime makes
/// `Void`, numbers, `Bool`, `String`, `Data`, optionals, empty collections and tuples of those by
/// itself; a result that needs the module's own types gets a recipe, written into the member
/// table (`MockMember.method(0, "receipt()", fallback: { Shop.Receipt.cash })`).
public indirect enum DefaultValueRecipe: Sendable, Hashable {
    /// `Receipt.cash`: the type as the member spells it, and the case.
    case enumCase(TypeRef, String)
    /// `Receipt()`.
    case initializer(TypeRef)
    /// `ShelfStub()`: a lenient stub of a protocol mocked in the same run, for `any Shelf`.
    case stub(String)
    /// `0`, `""`, `false`, `nil`, `[]`, `[:]`, `()`.
    case literal(String)
    /// `(a, b) as (Int, Receipt)`: the literals need the type.
    case tuple([DefaultValueRecipe], TypeRef)
    /// `{ _, _ in value } as (Int, String) -> Receipt`.
    case closure(parameterCount: Int, result: DefaultValueRecipe, type: TypeRef)

    /// Needs the generated file: the runtime would make the rest by itself.
    var needsGeneratedCode: Bool {
        switch self {
        case .enumCase, .initializer, .stub, .closure: return true
        case .literal: return false
        case .tuple(let elements, _): return elements.contains(where: \.needsGeneratedCode)
        }
    }
}

/// Works out the `DefaultValueRecipe` of each member's result (`ResolvedMember.defaultValue`).
struct ResultDefaults: Sendable {
    let finder: MockableTypeFinder
    /// The stub class of each protocol mocked in this run that a plain `ShelfStub()` makes, by
    /// how a type may name the protocol (`Shelf`, `Outer.Shelf`).
    let stubs: [String: String]
    /// The mocks import the module `@testable`: its internal types are reachable.
    let testable: Bool
    let module: String?

    /// - Parameter stubs: `stubs(finder:selected:existentialAny:)`.
    init(finder: MockableTypeFinder, stubs: [String: String], options: ResolveOptions) {
        self.finder = finder
        self.stubs = stubs
        module = options.testableImports.count == 1 ? options.testableImports.first : nil
        testable = !options.testableImports.isEmpty
    }

    /// `stubs`, for the selected protocols. `existentialAny`: protocols with associated types
    /// (own or refined, such as `ExpressibleByArrayLiteral`'s) have generic stubs, which
    /// `XStub()` cannot name.
    static func stubs(finder: MockableTypeFinder, selected: [TypeCandidate], existentialAny: ExistentialAny) -> [String: String] {
        var stubs: [String: String] = [:]
        for candidate in selected where candidate.declaration.kind == .protocol && candidate.conditions.isEmpty {
            let name = candidate.qualifiedName
            let bareName = name.containsASCII(UInt8(ascii: "`")) ? name.split(separator: ".").map { SwiftIdentifier.bare(String($0)) }.joined(separator: ".") : name
            guard !candidate.needsAnyItself, !existentialAny.spellings.contains(bareName) else { continue }
            let decl = candidate.declaration
            // A stub made in a nonisolated closure: no global actor, no actor protocol; and made
            // without arguments by the mock's own initializer.
            guard !decl.header.attributes.contains(where: { $0.name == "available" || Attribute.isGlobalActor($0.name) }),
                  !decl.inheritance.flatMap(InheritanceResolver.nominalNames).contains(where: { name in
                      // A protocol bound to a class: its mock subclasses that class, whose initializers decide.
                      name == "Actor" || name == "AnyActor" || finder.byName[name]?.declaration.kind == .class
                  }) else { continue }
            let stub = (candidate.outerTypeName.map { $0 + "." } ?? "") + SwiftIdentifier.bare(decl.name) + "Stub"
            stubs[candidate.qualifiedName] = stub
        }
        return stubs
    }

    /// The member's recipe, when its result needs generated code and one can be made; `nil`
    /// for members that mention `Self`. `hidden`: names that mean other types where the mock is
    /// (its generics, nested types, the member's own generics).
    func recipe(for member: ResolvedMember, hidden: Set<String>) -> DefaultValueRecipe? {
        guard !member.mentionsSelf, member.noncopyable.isEmpty else { return nil }
        let result: TypeRef?
        switch member.kind {
        case .method(let function):
            if function.result.map(isSending) ?? false { return nil }
            result = function.result
        case .property(let variable, _): result = variable.type
        case .subscript(let subscriptDecl): result = subscriptDecl.result
        }
        guard let result else { return nil }
        // Most members have no generics of their own: `hidden` as it is, not a copy per member.
        let generics = member.genericParameterNames
        let names = generics.isEmpty ? hidden : hidden.union(generics.map(SwiftIdentifier.bare))
        guard let recipe = recipe(for: result, hidden: names), recipe.needsGeneratedCode else { return nil }
        return recipe
    }

    func recipe(for type: TypeRef, hidden: Set<String>) -> DefaultValueRecipe? {
        switch type {
        case .nominal(let components):
            guard components.allSatisfy(\.genericArguments.isEmpty) || Self.collections.contains(components.last?.name ?? "") else { return nil }
            // One component, most results: its name as it is (no array, no joined string).
            let head = SwiftIdentifier.bare(components[0].name)
            let name = components.count == 1 ? head : components.map { SwiftIdentifier.bare($0.name) }.joined(separator: ".")
            guard !hidden.contains(head), !ExistentialAny.builtinTypeWords.contains(components[0].name) else { return nil }
            if let literal = Self.literals[name] { return .literal(literal) }
            if let last = components.last, Self.collections.contains(last.name), components.count == 1 || components[0].name == "Swift" {
                return .literal(last.name == "Dictionary" ? "[:]" : "[]")
            }
            // Only a qualified name can start with the module's (`Module.Name`).
            let key = components.count > 1 ? module.map { name.hasPrefix($0 + ".") ? String(name.dropFirst($0.count + 1)) : name } ?? name : name
            if let stub = stubs[key] { return .stub(stub) }
            guard let constructible = finder.constructibleTypes[key] ?? nil, constructible.isReachable(testable: testable) else { return nil }
            switch constructible.construction {
            case .enumCase(let name): return .enumCase(type, name)
            case .initializer: return .initializer(type)
            }
        case .existential(let base):
            guard case .nominal = base, case .stub(let stub)? = recipe(for: base, hidden: hidden) else { return nil }
            return .stub(stub)
        case .optional, .implicitlyUnwrappedOptional: return .literal("nil")
        case .array: return .literal("[]")
        case .dictionary: return .literal("[:]")
        case .tuple(let elements):
            if elements.isEmpty { return .literal("()") }
            if elements.count == 1 && elements[0].label == nil { return recipe(for: elements[0].type, hidden: hidden) }
            // The recipe spells the tuple's type: none of it may be a name that means another type
            // where the fallback is written (the member table is not generic).
            guard !hidden.contains(where: type.mentions) else { return nil }
            var recipes: [DefaultValueRecipe] = []
            for element in elements {
                guard !element.isVariadic, let recipe = recipe(for: element.type, hidden: hidden) else { return nil }
                recipes.append(recipe)
            }
            return .tuple(recipes, type)
        case .function(let function):
            // Parameters that a closure literal cannot ignore with `_`: packs, `inout`… stay out.
            // The closure literal spells the function type (`{ nil } as () -> Value?`): none of it
            // may be a name that means another type where the fallback is written.
            guard !function.parameters.contains(where: { $0.isVariadic || $0.type.isPackOrSpecified }), !hidden.contains(where: type.mentions),
                  let result = recipe(for: function.result, hidden: hidden) else { return nil }
            return .closure(parameterCount: function.parameters.count, result: result, type: type)
        case .attributed(let attributes, let specifiers, let base):
            // `@Sendable`, `@escaping`: the closure literal takes the function type as written.
            guard specifiers.isEmpty, case .function = base, attributes.allSatisfy({ ["Sendable", "escaping"].contains($0.name) }),
                  case .closure(let count, let result, _)? = recipe(for: base, hidden: hidden) else { return nil }
            return .closure(parameterCount: count, result: result, type: .attributed(attributes: attributes.filter { $0.name != "escaping" }, specifiers: [], base: base))
        default:
            return nil
        }
    }

    private func isSending(_ type: TypeRef) -> Bool {
        if case .attributed(_, let specifiers, _) = type { return specifiers.contains("sending") }
        return false
    }

    static let literals: [String: String] = {
        var literals: [String: String] = ["Bool": "false", "String": "\"\"", "Void": "()"]
        for number in ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float"] {
            literals[number] = "0"
        }
        for (name, literal) in literals { literals["Swift." + name] = literal }
        return literals
    }()

    static let collections: NameSet = ["Array", "Set", "Dictionary"]
}

extension TypeRef {
    /// A pack expansion, or a type with `inout`, `isolated`, `sending`, … in front.
    fileprivate var isPackOrSpecified: Bool {
        switch self {
        case .packExpansion, .packReference: return true
        case .attributed(_, let specifiers, let base): return !specifiers.isEmpty || base.isPackOrSpecified
        default: return false
        }
    }
}
