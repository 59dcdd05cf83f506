/// JSON for `mockgen parse --json`: each declaration is an object with a `"declaration"` kind tag
/// next to its fields, which reads better than Swift's synthesized enum coding.
extension Declaration: Encodable {
    private enum TagKey: String, CodingKey { case declaration }

    public func encode(to encoder: any Encoder) throws {
        var tag = encoder.container(keyedBy: TagKey.self)
        switch self {
        case .type(let decl):
            try tag.encode(decl.kind.rawValue, forKey: .declaration)
            try decl.encode(to: encoder)
        case .function(let decl):
            try tag.encode("func", forKey: .declaration)
            try decl.encode(to: encoder)
        case .variable(let decl):
            try tag.encode(decl.isLet ? "let" : "var", forKey: .declaration)
            try decl.encode(to: encoder)
        case .subscript(let decl):
            try tag.encode("subscript", forKey: .declaration)
            try decl.encode(to: encoder)
        case .initializer(let decl):
            try tag.encode("init", forKey: .declaration)
            try decl.encode(to: encoder)
        case .associatedType(let decl):
            try tag.encode("associatedtype", forKey: .declaration)
            try decl.encode(to: encoder)
        case .typeAlias(let decl):
            try tag.encode("typealias", forKey: .declaration)
            try decl.encode(to: encoder)
        case .enumCase(let decl):
            try tag.encode("case", forKey: .declaration)
            try decl.encode(to: encoder)
        case .import(let decl):
            try tag.encode("import", forKey: .declaration)
            try decl.encode(to: encoder)
        case .ifConfig(let decl):
            try tag.encode("#if", forKey: .declaration)
            try decl.encode(to: encoder)
        }
    }
}
