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

    /// The file's model with the declarations `reach` reads in full as they are, and every other
    /// declaration as its skeleton: what pass 2 puts in place of a skeleton. Types nested in a
    /// skeleton are looked at one by one (a protocol inside an `enum` namespace may be read).
    /// Pass 2 makes this model as it parses (`DeclarationParser.parsePruned`); this is the same
    /// cut made from a full parse, which the tests hold the parser to.
    static func pruned(_ model: SourceFileModel, keepingInFull reach: ResolutionContextFiles.Reach) -> SourceFileModel {
        let selection = reach.selection(in: model.path)
        return SourceFileModel(path: model.path, declarations: pruned(model.declarations, outer: nil, selection: selection), diagnostics: model.diagnostics)
    }

    private static func pruned(_ declarations: [Declaration], outer: String?, selection: FullTypeSelection) -> [Declaration] {
        var kept: [Declaration] = []
        kept.reserveCapacity(declarations.count)
        for declaration in declarations {
            switch declaration {
            case .type(var decl):
                // Named as `MockableTypeFinder` names it: an extension's members sit under the
                // extended name as written.
                let name = outer.map { $0 + "." + decl.name } ?? decl.name
                if selection.readsInFull(decl, qualifiedName: name) {
                    kept.append(declaration)
                    continue
                }
                decl.header.documentation = nil
                if decl.kind != .extension { decl.droppedMemberFacts = MemberFacts.of(decl) }
                decl.members = pruned(decl.members, outer: name, selection: selection)
                kept.append(.type(decl))
            case .ifConfig(var block):
                for index in block.clauses.indices {
                    block.clauses[index].declarations = pruned(block.clauses[index].declarations, outer: outer, selection: selection)
                }
                kept.append(.ifConfig(block))
            default:
                if let skeleton = skeleton(declaration) { kept.append(skeleton) }
            }
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

extension DeclarationParser {
    /// The skeleton of a file (`ModelSkeleton`), as pass 1 of a two-pass run makes it, as it
    /// reads: what `mockgen-bench parse` times beside the full parse.
    public static func skeleton(_ source: [UInt8], path: String) -> SourceFileModel {
        parseSkeleton(source, path: path, hashingDeclarations: false).model
    }
}
