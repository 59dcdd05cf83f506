/// The parameter types an integer or floating-point literal does not reach through a
/// `some Matchable<T>` parameter: Swift gives a literal its default type (`Int`, `Double`) when
/// the context is generic, so `when(stub.seek(0))` with an `Int32` parameter needs a proxy
/// overload taking the `Int32` itself (`ProxyEmitter.literalOverloads`).
enum NumericLiteralTypes {
    /// Swift's fixed-width numbers and the C names it declares for them, `Int` and `Double`
    /// (the literals' own types) and `Bool` aside.
    static let standard: Set<String> = [
        "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Float",
        "CChar", "CSignedChar", "CUnsignedChar", "CShort", "CUnsignedShort", "CInt", "CUnsignedInt",
        "CUnsignedLong", "CLongLong", "CUnsignedLongLong", "CFloat",
    ]

    /// Whether `parameter` is one of those numbers (bare, only where the inputs declare no type
    /// of that name: fuzz find, seed 9001 Case276), or a name of the run's `aliases` (a C
    /// module's typedefs of them: `uLong`, `sqlite3_int64`), written as a plain name.
    static func takesLiteral(_ parameter: ParameterShape, aliases: Set<String>, names: IntroducedNames) -> Bool {
        guard parameter.autoclosureValue == nil, parameter.opaqueConstraint == nil,
              case .nominal(let components) = parameter.inputType, components.count == 1 || components.first?.name == "Swift",
              let last = components.last, last.genericArguments.isEmpty else { return false }
        // Asked of every parameter of every method: the first letter rules most names out
        // before any is hashed.
        if let first = last.name.utf8.first, Self.standardInitials.contains(first), standard.contains(last.name) {
            return components.count == 2 || names.isStandard(last.name)
        }
        return components.count == 1 && !aliases.isEmpty && aliases.contains(last.name)
    }

    /// The first letters of `standard`'s names.
    private static let standardInitials: [UInt8] = [UInt8(ascii: "I"), UInt8(ascii: "U"), UInt8(ascii: "F"), UInt8(ascii: "C")]
}
