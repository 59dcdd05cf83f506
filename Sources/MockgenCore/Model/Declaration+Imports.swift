/// What a generated file's header reads of a file's declarations: its imports, file-level and
/// inside `#if` blocks (`ModelSkeleton.imports`, `HeaderEmitter`).
extension Declaration {
    /// An import, or a `#if` block reduced to the imports (and blocks of imports) inside it;
    /// `nil` for anything else and for a block without imports.
    var importsOnly: Declaration? {
        switch self {
        case .import:
            return self
        case .ifConfig(var block):
            // Most blocks hold no import (`#if DEBUG`, platform code): looked through before any copy.
            guard Self.containsImport(block) else { return nil }
            var hasImport = false
            for index in block.clauses.indices {
                block.clauses[index].declarations = block.clauses[index].declarations.compactMap(\.importsOnly)
                hasImport = hasImport || !block.clauses[index].declarations.isEmpty
            }
            return hasImport ? .ifConfig(block) : nil
        default:
            return nil
        }
    }

    private static func containsImport(_ block: IfConfigDeclaration) -> Bool {
        block.clauses.contains { clause in
            clause.declarations.contains { declaration in
                switch declaration {
                case .import: true
                case .ifConfig(let nested): containsImport(nested)
                default: false
                }
            }
        }
    }

    /// A text equal for two import lists exactly when `HeaderEmitter` reads them the same
    /// (locations aside): every field of every import, and the clauses around them.
    static func importsKey(_ declarations: [Declaration]) -> String {
        var key = UTF8Text(reservingCapacity: 256)
        appendKey(declarations, to: &key)
        return key.string
    }

    /// Written piece by piece into one buffer: joining the pieces as strings made a string per
    /// `+` (11,000 instructions a file, for every file of a large run's first pass).
    private static func appendKey(_ declarations: [Declaration], to key: inout UTF8Text) {
        for declaration in declarations {
            switch declaration {
            case .import(let decl):
                key += "i\u{1}"
                for (index, attribute) in decl.attributes.enumerated() {
                    if index > 0 { key += "\u{2}" }
                    key += attribute.description
                }
                key += "\u{1}"
                for (index, modifier) in decl.modifiers.enumerated() {
                    if index > 0 { key += "\u{2}" }
                    key += modifier
                }
                key += "\u{1}"
                if let kind = decl.kind { key += kind }
                key += "\u{1}"
                key += decl.path
                key += "\u{0}"
            case .ifConfig(let block):
                key += "{\u{0}"
                for clause in block.clauses {
                    key += clause.kind.rawValue
                    key += "\u{1}"
                    if let condition = clause.condition { key += condition }
                    key += "\u{0}"
                    appendKey(clause.declarations, to: &key)
                }
                key += "}\u{0}"
            default:
                continue
            }
        }
    }
}
