/// What a file's model keeps between the two passes of a run (see `TwoPassGeneration`): every
/// type's name, kind, header, generics and inheritance, nested types, type aliases, associated
/// types, imports and `#if` structure. Members that only a mock of that very type needs
/// (functions, properties, subscripts, initializers, enum cases) and doc comments are dropped,
/// keeping what other mocks need of them (`MemberFacts`);
/// the file is parsed again in full when one of its types, or a type they inherit from, is mocked.
enum ModelSkeleton {
    static func of(_ model: SourceFileModel) -> SourceFileModel {
        SourceFileModel(path: model.path, declarations: skeletons(model.declarations), diagnostics: model.diagnostics)
    }

    static func skeletons(_ declarations: [Declaration]) -> [Declaration] {
        var kept: [Declaration] = []
        for declaration in declarations {
            if let skeleton = skeleton(declaration) { kept.append(skeleton) }
        }
        return kept
    }

    private static func skeleton(_ declaration: Declaration) -> Declaration? {
        switch declaration {
        case .type(var decl):
            decl.header.documentation = nil
            // Always kept (an empty skeleton's members would tell another story).
            if decl.kind != .extension { decl.droppedMemberFacts = MemberFacts.of(decl) }
            decl.members = skeletons(decl.members)
            return .type(decl)
        case .typeAlias(var decl):
            decl.header.documentation = nil
            return .typeAlias(decl)
        case .associatedType(var decl):
            decl.header.documentation = nil
            return .associatedType(decl)
        case .import:
            return declaration
        case .ifConfig(var block):
            // Every clause stays, emptied or not: the header repeats `#if` blocks of imports.
            for index in block.clauses.indices {
                block.clauses[index].declarations = skeletons(block.clauses[index].declarations)
            }
            return .ifConfig(block)
        case .function, .variable, .subscript, .initializer, .enumCase:
            return nil
        }
    }
}

extension ModelSkeleton {
    /// The declarations a generated file's header reads (`HeaderEmitter.importList`): file-level
    /// imports, and file-level `#if` blocks reduced to the imports inside them.
    static func imports(of model: SourceFileModel) -> SourceFileModel {
        SourceFileModel(path: model.path, declarations: model.declarations.compactMap(\.importsOnly))
    }
}

extension ModelSkeleton {
    /// The types the file extends, as written, at any depth.
    static func extendedNames(_ declarations: [Declaration]) -> [String] {
        var names: [String] = []
        for declaration in declarations {
            switch declaration {
            case .type(let type):
                if type.kind == .extension { names.append(type.name) }
                names += extendedNames(type.members)
            case .ifConfig(let block):
                for clause in block.clauses { names += extendedNames(clause.declarations) }
            default:
                continue
            }
        }
        return names
    }

    static func declaresProtocolOrClassOrExtension(_ declarations: [Declaration]) -> Bool {
        declarations.contains { declaration in
            switch declaration {
            case .type(let type):
                return type.kind == .protocol || type.kind == .class || type.kind == .extension || declaresProtocolOrClassOrExtension(type.members)
            case .ifConfig(let block):
                return block.clauses.contains { declaresProtocolOrClassOrExtension($0.declarations) }
            default:
                return false
            }
        }
    }
}
