/// A Swift type as written in source, parsed into its structure so later stages can ask
/// questions ("is this a closure?", "is it optional?", "does it mention `Self`?") without
/// re-reading text. `description` prints it back as canonical Swift source.
/// Cases whose payload is an array are stored inline (an array is one reference already): a
/// nominal type, the commonest by far, costs its components' array and no box besides.
public enum TypeRef: Sendable, Hashable {
    /// `A.B<C>.D`: one component per dot.
    case nominal([TypeComponent])
    /// `T?`
    indirect case optional(TypeRef)
    /// `T!`
    indirect case implicitlyUnwrappedOptional(TypeRef)
    /// `[T]`
    indirect case array(TypeRef)
    /// `[K: V]`
    indirect case dictionary(key: TypeRef, value: TypeRef)
    /// `(a: A, B)`; `()` is the empty tuple. A one-element unlabeled tuple is parenthesised type.
    case tuple([TupleTypeElement])
    /// `@Sendable (A) async throws -> B`
    indirect case function(FunctionTypeRef)
    /// `some P`
    indirect case opaque(TypeRef)
    /// `any P`
    indirect case existential(TypeRef)
    /// `A & B`
    case composition([TypeRef])
    /// `T.Type`
    indirect case metatype(TypeRef)
    /// `P.Protocol`
    indirect case protocolMetatype(TypeRef)
    /// Attributes and specifiers in front of a type: `@escaping`, `@autoclosure`, `inout`,
    /// `borrowing`, `consuming`, `sending`, `isolated`, `__owned`, ….
    indirect case attributed(attributes: [Attribute], specifiers: [String], base: TypeRef)
    /// `repeat T` (a pack expansion).
    indirect case packExpansion(TypeRef)
    /// `each T` (a pack reference).
    indirect case packReference(TypeRef)
    /// `~Copyable`
    indirect case suppressed(TypeRef)
}

/// One dotted component of a nominal type: `Dictionary<K, V>` or `Element`.
public struct TypeComponent: Sendable, Hashable {
    public var name: String
    public var genericArguments: [TypeRef]

    public init(name: String, genericArguments: [TypeRef] = []) {
        self.name = name
        self.genericArguments = genericArguments
    }
}

public struct TupleTypeElement: Sendable, Hashable {
    /// `label` in `(label: Int)`; for `(_ name: Int)` in function types, `_`.
    public var label: String?
    /// The second name in `(_ name: Int)`; only function-type parameters have one.
    public var secondName: String?
    public var type: TypeRef
    /// `Int...` inside a function type's parameter list.
    public var isVariadic: Bool

    public init(label: String? = nil, secondName: String? = nil, type: TypeRef, isVariadic: Bool = false) {
        self.label = label
        self.secondName = secondName
        self.type = type
        self.isVariadic = isVariadic
    }
}

public struct FunctionTypeRef: Sendable, Hashable {
    public var parameters: [TupleTypeElement]
    public var isAsync: Bool
    public var throwing: ThrowsClause
    public var result: TypeRef

    public init(parameters: [TupleTypeElement], isAsync: Bool = false, throwing: ThrowsClause = .none, result: TypeRef) {
        self.parameters = parameters
        self.isAsync = isAsync
        self.throwing = throwing
        self.result = result
    }
}

/// What a function, accessor or function type may throw.
public enum ThrowsClause: Sendable, Hashable {
    case none
    case `throws`
    case `rethrows`
    /// `throws(E)`
    case typed(TypeRef)

    public var canThrow: Bool { self != .none }
}

extension TypeRef {
    /// A plain one-component name such as `Int` or `Self`.
    public static func named(_ name: String, _ genericArguments: [TypeRef] = []) -> TypeRef {
        .nominal([TypeComponent(name: name, genericArguments: genericArguments)])
    }

    /// `()` / `Void`.
    public static let void = TypeRef.tuple([])

    /// The type with attributes and specifiers such as `@escaping` and `inout` removed.
    public var unattributed: TypeRef {
        if case .attributed(_, _, let base) = self { return base.unattributed }
        return self
    }

    /// The type without redundant parentheses: `(() -> Int)` → `() -> Int`.
    public var unparenthesized: TypeRef {
        if case .tuple(let elements) = self, elements.count == 1, elements[0].label == nil, !elements[0].isVariadic {
            return elements[0].type.unparenthesized
        }
        return self
    }

    /// `true` for a function type, also behind attributes or parentheses.
    public var isFunction: Bool {
        switch self {
        case .function: return true
        case .attributed(_, _, let base): return base.isFunction
        case .tuple(let elements) where elements.count == 1 && elements[0].label == nil:
            return elements[0].type.isFunction
        default: return false
        }
    }

    /// `true` for `T?` and `T!`.
    public var isOptional: Bool {
        switch self {
        case .optional, .implicitlyUnwrappedOptional: return true
        case .attributed(_, _, let base): return base.isOptional
        default: return false
        }
    }
}
