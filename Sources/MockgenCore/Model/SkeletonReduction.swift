/// A skeleton made as it is read: in pass 1 of a two-pass run (`Parser.readsSkeleton`) each type
/// is cut down to what `ModelSkeleton` keeps as soon as its body is parsed, while it is the
/// parser's alone, so its members change in place: no second model is built beside the parsed
/// one and then freed with it (`SkeletonParseTests` holds the two ways side by side).
extension TypeDeclaration {
    /// The type's facts, read from its members before they go (see `MemberFacts`), and its
    /// members cut down; its nested types are skeletons already.
    mutating func reduceToSkeleton() {
        header.documentation = nil
        if kind != .extension { droppedMemberFacts = MemberFacts.of(self) }
        Declaration.reduceToSkeletons(&members)
    }
}

extension Declaration {
    /// Functions, properties, subscripts, initializers and enum cases: no skeleton keeps them.
    var isDroppedBySkeleton: Bool {
        switch self {
        case .function, .variable, .subscript, .initializer, .enumCase: true
        case .type, .typeAlias, .associatedType, .import, .ifConfig: false
        }
    }

    /// What a skeleton keeps of `declarations`, whose types are skeletons already: every `#if`
    /// clause stays, emptied or not (the header repeats `#if` blocks of imports).
    static func reduceToSkeletons(_ declarations: inout [Declaration]) {
        declarations.removeAll(where: \.isDroppedBySkeleton)
        for index in declarations.indices {
            switch declarations[index] {
            case .ifConfig(var block):
                for clause in block.clauses.indices { reduceToSkeletons(&block.clauses[clause].declarations) }
                declarations[index] = .ifConfig(block)
            case .typeAlias(var decl) where decl.header.documentation != nil:
                decl.header.documentation = nil
                declarations[index] = .typeAlias(decl)
            case .associatedType(var decl) where decl.header.documentation != nil:
                decl.header.documentation = nil
                declarations[index] = .associatedType(decl)
            default:
                continue
            }
        }
    }
}
