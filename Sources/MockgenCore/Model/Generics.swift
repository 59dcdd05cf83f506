/// `<T: Equatable, each U>` on a type, function, subscript, initializer or typealias.
public struct GenericParameter: Sendable, Hashable, Encodable {
    public var name: String
    /// `T: P & Q` — the written constraint, if any.
    public var constraint: TypeRef?
    /// `each T` (a parameter pack).
    public var isPack: Bool

    public init(name: String, constraint: TypeRef? = nil, isPack: Bool = false) {
        self.name = name
        self.constraint = constraint
        self.isPack = isPack
    }
}

/// One requirement of a `where` clause (or an associated type's inline `where`).
public struct GenericRequirement: Sendable, Hashable, Encodable, CustomStringConvertible {
    public enum Relation: String, Sendable, Hashable, Encodable {
        /// `T: P`
        case conformance = ":"
        /// `T == U`
        case sameType = "=="
    }

    public var left: TypeRef
    public var relation: Relation
    public var right: TypeRef

    public init(left: TypeRef, relation: Relation, right: TypeRef) {
        self.left = left
        self.relation = relation
        self.right = right
    }

    public var description: String {
        relation == .conformance ? "\(left): \(right)" : "\(left) == \(right)"
    }
}
