/// A parameter of a function, initializer or subscript.
public struct Parameter: Sendable, Hashable, Encodable {
    /// The argument label; `nil` for `_` (and for subscripts without an explicit label).
    public var label: String?
    /// The name used inside the body (the label when only one name is written).
    public var name: String
    /// The type including attributes and specifiers (`@escaping`, `inout`, …) as `.attributed`.
    public var type: TypeRef
    /// `Int...`
    public var isVariadic: Bool
    /// `= expression` was written.
    public var hasDefaultValue: Bool
    /// The default expression's source text, tokens separated by single spaces (comments
    /// dropped); `nil` when there is none or it cannot be restated (it spans an `#if`).
    /// Class mocks repeat it on their overrides, so `mock.track("a")` compiles as on the class.
    public var defaultValue: String?
    /// Attributes on the parameter itself rather than its type (rare: `@_const`, property wrappers).
    public var attributes: [Attribute]

    public init(label: String?, name: String, type: TypeRef, isVariadic: Bool = false, hasDefaultValue: Bool = false, attributes: [Attribute] = []) {
        self.label = label
        self.name = name
        self.type = type
        self.isVariadic = isVariadic
        self.hasDefaultValue = hasDefaultValue
        self.attributes = attributes
    }

    /// `inout`, `borrowing`, … written before the type.
    public var specifiers: [String] {
        if case .attributed(_, let specifiers, _) = type { return specifiers }
        return []
    }

    public var isInout: Bool { specifiers.contains("inout") }

    /// `repeat each T` (or `repeat [each T]`): the parameter is a pack of values.
    public var isPackExpansion: Bool {
        if case .packExpansion = type.unattributed { return true }
        return false
    }
}

/// `async` / `throws` on a function, initializer, accessor.
public struct Effects: Sendable, Hashable, Encodable {
    public var isAsync: Bool
    public var throwing: ThrowsClause

    public init(isAsync: Bool = false, throwing: ThrowsClause = .none) {
        self.isAsync = isAsync
        self.throwing = throwing
    }

    public static let none = Effects()
}
