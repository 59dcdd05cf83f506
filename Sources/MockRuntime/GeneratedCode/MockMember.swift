/// Identifies one mocked member within a mock type.
///
/// Generated code names a member by its index alone (`self.__callPassing(0, (name)) { … }`,
/// an integer literal), and describes every member once, to the mock's manager, in a
/// `MemberTable` (`"greet(_:); count; count.set"`): a call pays for no allocation and no
/// lookup, the index selects the member's stubs, and the manager gives the description to
/// whatever has to write a message. A descriptor may also be written whole
/// (`.method(0, "greet(_:)")`), as hand-written mocks do.
public struct MockMember: Hashable, Sendable, ExpressibleByIntegerLiteral {
    public enum Kind: Sendable {
        case method, getter, setter, subscriptGetter, subscriptSetter
    }

    /// Unique per member within one mock type; property accessors each get their own index.
    public let index: Int
    let spelling: Spelling
    public let kind: Kind
    /// Makes the result an unanswered call returns when `DefaultValueRegistry` has none for
    /// its type: the generator writes one where the result needs the module's own types
    /// (`{ Shop.Receipt.cash }`), so such a call never has to stop the test process.
    public let fallback: (@Sendable () -> Any)?

    /// How the signature was given: a literal of a whole descriptor, a part of a member table's
    /// text, or not at all (an index the manager's table describes). Each is copied without a
    /// retain: a member is copied into every recorded call, where a `String` cost a release per
    /// copy (18 % more instructions in `runtime-bench`).
    enum Spelling: Sendable {
        case literal(StaticString)
        case slice(LiteralSlice)
        case undescribed
    }

    /// A part of a string literal's bytes: static memory, never freed nor written, so it may be
    /// read from any thread (`@unchecked`: a raw pointer is not `Sendable` by itself).
    struct LiteralSlice: @unchecked Sendable {
        let start: UnsafeRawPointer
        let count: Int

        var text: String { String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self) }
    }

    /// `greet(_:)` for methods, `count` for properties, `subscript(_:)` for subscripts.
    public var signature: String {
        switch spelling {
        case .literal(let literal): return "\(literal)"
        case .slice(let slice): return slice.text
        case .undescribed: return "member \(index)"
        }
    }

    /// Whether this is a whole descriptor, not an index waiting for its mock's table.
    var isDescribed: Bool {
        if case .undescribed = spelling { return false }
        return true
    }

    @_spi(Generated) public init(index: Int, signature: StaticString, kind: Kind, fallback: (@Sendable () -> Any)? = nil) {
        self.init(index: index, spelling: .literal(signature), kind: kind, fallback: fallback)
    }

    init(index: Int, spelling: Spelling, kind: Kind, fallback: (@Sendable () -> Any)?) {
        self.index = index
        self.spelling = spelling
        self.kind = kind
        self.fallback = fallback
    }

    /// What generated code passes: the member's index, which its mock's `MemberTable`
    /// describes.
    @_documentation(visibility: internal)
    public init(integerLiteral index: Int) {
        self.init(index: index, spelling: .undescribed, kind: .method, fallback: nil)
    }

    /// A method: `.method(0, "greet(_:)")`.
    @_spi(Generated) public static func method(_ index: Int, _ signature: StaticString, fallback: (@Sendable () -> Any)? = nil) -> MockMember {
        MockMember(index: index, signature: signature, kind: .method, fallback: fallback)
    }

    /// A property, described by its getter: `.property(1, "count")`. A settable property's
    /// setter is `setter`, the next index.
    @_spi(Generated) public static func property(_ index: Int, _ name: StaticString, fallback: (@Sendable () -> Any)? = nil) -> MockMember {
        MockMember(index: index, signature: name, kind: .getter, fallback: fallback)
    }

    /// A subscript, described by its getter: `.subscript(2, "subscript(_:)")`; a settable
    /// one's setter is `setter`, the next index.
    @_spi(Generated) public static func `subscript`(_ index: Int, _ signature: StaticString, fallback: (@Sendable () -> Any)? = nil) -> MockMember {
        MockMember(index: index, signature: signature, kind: .subscriptGetter, fallback: fallback)
    }

    /// The registered default for `Output`, else the member's own fallback.
    func defaultResult<Output>(_: Output.Type = Output.self) -> Output? {
        DefaultValueRegistry.registeredDefault(for: Output.self) ?? (fallback?() as? Output)
    }

    /// The setter of a property or subscript described by its getter.
    @_spi(Generated) public var setter: MockMember {
        MockMember(index: index + 1, spelling: spelling, kind: kind == .subscriptGetter ? .subscriptSetter : .setter, fallback: nil)
    }

    public static func == (lhs: MockMember, rhs: MockMember) -> Bool { lhs.index == rhs.index }
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }
}

// MARK: - Rendering for messages

extension MockMember {
    var signatureText: String { signature }

    var baseName: String {
        let text = signatureText
        guard let parenthesis = text.firstIndex(of: "(") else { return text }
        return String(text[..<parenthesis])
    }

    /// Argument labels from the signature, `_` for unlabelled ones.
    var labels: [String] {
        let text = signatureText
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")") else { return [] }
        return text[text.index(after: open)..<close].split(separator: ":").map(String.init)
    }

    /// How many values a recorded invocation of this member carries.
    var arity: Int {
        switch kind {
        case .method, .subscriptGetter: return labels.count
        case .getter: return 0
        case .setter: return 1
        case .subscriptSetter: return 2
        }
    }

    /// The name used in headings such as "Invocations of greet(_:) on greeter".
    var displayName: String {
        switch kind {
        case .method: return signatureText
        case .getter: return "\(signatureText).get"
        case .setter: return "\(signatureText).set"
        case .subscriptGetter: return "\(signatureText).get"
        case .subscriptSetter: return "\(signatureText).set"
        }
    }

    /// Renders a call from one text per argument (values or matcher descriptions).
    /// Subscript setters take the index texts followed by the new value's text.
    func renderCall(_ parts: [String]) -> String {
        switch kind {
        case .method:
            return "\(baseName)(\(labelled(parts)))"
        case .getter:
            return "\(signatureText).get"
        case .setter:
            return "\(signatureText).set(\(parts.first ?? ""))"
        case .subscriptGetter:
            return "[\(labelled(parts))].get"
        case .subscriptSetter:
            return "[\(labelled(Array(parts.dropLast())))].set(\(parts.last ?? ""))"
        }
    }

    /// Prefixes the mock's name: `greeter.greet(…)`, or `greeter[…].get` for subscripts.
    func renderCall(on mockName: String, _ parts: [String]) -> String {
        let call = renderCall(parts)
        return call.hasPrefix("[") ? mockName + call : "\(mockName).\(call)"
    }

    /// "argument 1" or "argument 2 (times:)"; "new value" for setters.
    func argumentName(position: Int) -> String {
        let names = labels
        switch kind {
        case .setter:
            return "new value"
        case .subscriptSetter where position > names.count:
            return "new value"
        default:
            let label = position - 1 < names.count ? names[position - 1] : "_"
            return label == "_" ? "argument \(position)" : "argument \(position) (\(label):)"
        }
    }

    private func labelled(_ parts: [String]) -> String {
        let names = labels
        return parts.enumerated().map { offset, part in
            let label = offset < names.count ? names[offset] : "_"
            return label == "_" ? part : "\(label): \(part)"
        }.joined(separator: ", ")
    }
}

/// The type `T` a generated mock asks for in type position, `(__mockType() as Self.Type)`: its
/// spelling of `Self.self` where a member named `` `Self` `` hides the keyword in expressions.
@_documentation(visibility: internal)
@inlinable
@_spi(Generated) public func __mockType<T>() -> T.Type { T.self }
