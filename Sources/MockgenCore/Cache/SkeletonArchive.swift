/// A file's skeleton (`ModelSkeleton`) as bytes and back, for the incremental index: a run reuses
/// the skeletons of the files that did not change instead of parsing them again.
///
/// Only what a skeleton holds can be archived (types, aliases, associated types, imports, `#if`
/// blocks); `encode` returns `nil` for anything else. Locations in the file itself are written
/// without their path. With `locations: false` no location is written at all: the bytes then
/// describe the file's declarations only, and their hash (`IndexRecord.File.shape`) stays the same
/// when an edit only moves lines.
enum SkeletonArchive {
    static func encode(_ model: SourceFileModel, locations: Bool = true) -> [UInt8]? {
        var encoder = Encoder(path: model.path, locations: locations)
        guard encoder.list(model.declarations) else { return nil }
        encoder.writer.int(model.diagnostics.count)
        for diagnostic in model.diagnostics { encoder.diagnostic(diagnostic) }
        return encoder.writer.bytes
    }

    static func decode(_ bytes: UnsafeRawBufferPointer, path: String) throws(ArchiveReader.Malformed) -> SourceFileModel {
        var decoder = Decoder(reader: ArchiveReader(bytes), path: path)
        let declarations = try decoder.list(depth: 0)
        let count = try decoder.reader.count()
        var diagnostics: [Diagnostic] = []
        for _ in 0..<count { diagnostics.append(try decoder.diagnostic()) }
        guard decoder.reader.isAtEnd else { throw ArchiveReader.Malformed() }
        return SourceFileModel(path: path, declarations: declarations, diagnostics: diagnostics)
    }

    private enum Tag: UInt8 {
        case type, associatedType, typeAlias, `import`, ifConfig
    }

    private static let typeKinds: [TypeDeclaration.Kind] = [.protocol, .class, .actor, .struct, .enum, .extension]
    private static let clauseKinds: [IfConfigDeclaration.Clause.Kind] = [.if, .elseif, .else]
    private static let severities: [Diagnostic.Severity] = [.error, .warning, .note]

    /// Also what the folded index (`FoldedIndexArchive`) writes its declarations, types and
    /// diagnostics with: `path` is the file whose locations are written without it.
    struct Encoder {
        var writer = ArchiveWriter()
        var path: String
        let locations: Bool

        mutating func list(_ declarations: [Declaration]) -> Bool {
            writer.int(declarations.count)
            for declaration in declarations {
                switch declaration {
                case .type(let decl):
                    writer.byte(Tag.type.rawValue)
                    writer.byte(UInt8(SkeletonArchive.typeKinds.firstIndex(of: decl.kind)!))
                    header(decl.header)
                    writer.string(decl.name)
                    optionalType(decl.extendedType)
                    genericParameters(decl.genericParameters)
                    writer.strings(decl.primaryAssociatedTypes)
                    types(decl.inheritance)
                    requirements(decl.requirements)
                    memberFacts(decl.droppedMemberFacts)
                    guard list(decl.members) else { return false }
                case .associatedType(let decl):
                    writer.byte(Tag.associatedType.rawValue)
                    header(decl.header)
                    writer.string(decl.name)
                    types(decl.inheritance)
                    optionalType(decl.defaultType)
                    requirements(decl.requirements)
                case .typeAlias(let decl):
                    writer.byte(Tag.typeAlias.rawValue)
                    header(decl.header)
                    writer.string(decl.name)
                    genericParameters(decl.genericParameters)
                    type(decl.type)
                    requirements(decl.requirements)
                case .import(let decl):
                    writer.byte(Tag.import.rawValue)
                    attributes(decl.attributes)
                    writer.strings(decl.modifiers)
                    writer.optionalString(decl.kind)
                    writer.string(decl.path)
                    location(decl.location)
                case .ifConfig(let block):
                    writer.byte(Tag.ifConfig.rawValue)
                    writer.int(block.clauses.count)
                    for clause in block.clauses {
                        writer.byte(UInt8(SkeletonArchive.clauseKinds.firstIndex(of: clause.kind)!))
                        writer.optionalString(clause.condition)
                        guard list(clause.declarations) else { return false }
                    }
                    location(block.location)
                case .function, .variable, .subscript, .initializer, .enumCase:
                    return false
                }
            }
            return true
        }

        /// 0: none; else bit 0 `mentionsSelf`, then 1 no construction, 2 an enum case (its name
        /// follows), 3 an initializer (its access level follows, `nil` as an empty string).
        mutating func memberFacts(_ facts: MemberFacts?) {
            guard let facts else { return writer.byte(0) }
            switch facts.construction {
            case nil:
                writer.byte(facts.mentionsSelf ? 3 : 2)
            case .enumCase(let name):
                writer.byte(facts.mentionsSelf ? 5 : 4)
                writer.string(name)
            case .initializer(let access):
                writer.byte(facts.mentionsSelf ? 7 : 6)
                writer.string(access?.rawValue ?? "")
            }
        }

        mutating func header(_ header: DeclarationHeader) {
            writer.optionalString(header.documentation)
            attributes(header.attributes)
            writer.strings(header.modifiers)
            location(header.location)
        }

        mutating func location(_ location: SourceLocation) {
            guard locations else { return }
            // Nearly every location is in the file itself: its path is not repeated.
            let elsewhere = location.path != path
            writer.bool(elsewhere)
            if elsewhere { writer.string(location.path) }
            writer.int(location.line)
            writer.int(location.column)
        }

        mutating func diagnostic(_ diagnostic: Diagnostic) {
            writer.byte(UInt8(SkeletonArchive.severities.firstIndex(of: diagnostic.severity)!))
            writer.string(diagnostic.message)
            location(diagnostic.location)
        }

        mutating func attributes(_ attributes: [Attribute]) {
            writer.int(attributes.count)
            for attribute in attributes {
                writer.string(attribute.name)
                writer.optionalString(attribute.arguments)
            }
        }

        mutating func genericParameters(_ parameters: [GenericParameter]) {
            writer.int(parameters.count)
            for parameter in parameters {
                writer.string(parameter.name)
                optionalType(parameter.constraint)
                writer.bool(parameter.isPack)
            }
        }

        mutating func requirements(_ requirements: [GenericRequirement]) {
            writer.int(requirements.count)
            for requirement in requirements {
                type(requirement.left)
                writer.bool(requirement.relation == .sameType)
                type(requirement.right)
            }
        }

        mutating func types(_ types: [TypeRef]) {
            writer.int(types.count)
            for item in types { type(item) }
        }

        mutating func optionalType(_ type: TypeRef?) {
            writer.bool(type != nil)
            if let type { self.type(type) }
        }

        mutating func tupleElements(_ elements: [TupleTypeElement]) {
            writer.int(elements.count)
            for element in elements {
                writer.optionalString(element.label)
                writer.optionalString(element.secondName)
                type(element.type)
                writer.bool(element.isVariadic)
            }
        }

        mutating func type(_ type: TypeRef) {
            switch type {
            case .nominal(let components):
                writer.byte(0)
                writer.int(components.count)
                for component in components {
                    writer.string(component.name)
                    types(component.genericArguments)
                }
            case .optional(let wrapped): writer.byte(1); self.type(wrapped)
            case .implicitlyUnwrappedOptional(let wrapped): writer.byte(2); self.type(wrapped)
            case .array(let element): writer.byte(3); self.type(element)
            case .dictionary(let key, let value): writer.byte(4); self.type(key); self.type(value)
            case .tuple(let elements): writer.byte(5); tupleElements(elements)
            case .function(let function):
                writer.byte(6)
                tupleElements(function.parameters)
                writer.bool(function.isAsync)
                switch function.throwing {
                case .none: writer.byte(0)
                case .throws: writer.byte(1)
                case .rethrows: writer.byte(2)
                case .typed(let error): writer.byte(3); self.type(error)
                }
                self.type(function.result)
            case .opaque(let base): writer.byte(7); self.type(base)
            case .existential(let base): writer.byte(8); self.type(base)
            case .composition(let parts): writer.byte(9); types(parts)
            case .metatype(let base): writer.byte(10); self.type(base)
            case .protocolMetatype(let base): writer.byte(11); self.type(base)
            case .attributed(let attributes, let specifiers, let base):
                writer.byte(12)
                self.attributes(attributes)
                writer.strings(specifiers)
                self.type(base)
            case .packExpansion(let base): writer.byte(13); self.type(base)
            case .packReference(let base): writer.byte(14); self.type(base)
            case .suppressed(let base): writer.byte(15); self.type(base)
            }
        }
    }

    struct Decoder {
        var reader: ArchiveReader
        var path: String
        /// Set when what is being decoded is no longer wanted: long decodings stop at the next
        /// check (`FoldedIndexArchive`'s tables).
        var cancellation: OnceFlag?

        /// As deep as the parser reads (bodies and `#if` blocks, then a type within them), and no
        /// deeper: a damaged record cannot recurse without end. Decoding runs on a `DeepStack`.
        static let maximumDepth = 2 * Parser.maximumNestingDepth + Parser.maximumTypeDepth + 2

        mutating func list(depth: Int) throws(ArchiveReader.Malformed) -> [Declaration] {
            guard depth < Self.maximumDepth else { throw ArchiveReader.Malformed() }
            let count = try reader.count()
            var declarations: [Declaration] = []
            declarations.reserveCapacity(count)
            for _ in 0..<count {
                guard let tag = Tag(rawValue: try reader.byte()) else { throw ArchiveReader.Malformed() }
                switch tag {
                case .type:
                    let kind = try element(of: SkeletonArchive.typeKinds)
                    let header = try header()
                    let name = try reader.string()
                    let extended = try optionalType(depth: depth)
                    let parameters = try genericParameters(depth: depth)
                    let primary = try reader.strings()
                    let inheritance = try types(depth: depth)
                    let requirements = try requirements(depth: depth)
                    let facts = try memberFacts()
                    let members = try list(depth: depth + 1)
                    // Made in place: set afterwards, the declaration was copied into the list
                    // (a retain of every field) and the original released.
                    declarations.append(.type(TypeDeclaration(kind: kind, header: header, name: name, extendedType: extended, genericParameters: parameters,
                                                              primaryAssociatedTypes: primary, inheritance: inheritance, requirements: requirements, members: members,
                                                              droppedMemberFacts: facts)))
                case .associatedType:
                    let header = try header()
                    let name = try reader.string()
                    let inheritance = try types(depth: depth)
                    let defaultType = try optionalType(depth: depth)
                    let requirements = try requirements(depth: depth)
                    declarations.append(.associatedType(AssociatedTypeDeclaration(header: header, name: name, inheritance: inheritance,
                                                                                  defaultType: defaultType, requirements: requirements)))
                case .typeAlias:
                    let header = try header()
                    let name = try reader.string()
                    let parameters = try genericParameters(depth: depth)
                    let type = try type(depth: depth)
                    let requirements = try requirements(depth: depth)
                    declarations.append(.typeAlias(TypeAliasDeclaration(header: header, name: name, genericParameters: parameters, type: type, requirements: requirements)))
                case .import:
                    let attributes = try attributes()
                    let modifiers = try reader.strings()
                    let kind = try reader.optionalString()
                    let importPath = try reader.string()
                    let location = try location()
                    declarations.append(.import(ImportDeclaration(attributes: attributes, modifiers: modifiers, kind: kind, path: importPath, location: location)))
                case .ifConfig:
                    let clauseCount = try reader.count()
                    var clauses: [IfConfigDeclaration.Clause] = []
                    for _ in 0..<clauseCount {
                        let kind = try element(of: SkeletonArchive.clauseKinds)
                        let condition = try reader.optionalString()
                        clauses.append(.init(kind: kind, condition: condition, declarations: try list(depth: depth + 1)))
                    }
                    declarations.append(.ifConfig(IfConfigDeclaration(clauses: clauses, location: try location())))
                }
            }
            return declarations
        }

        mutating func element<Element>(of table: [Element]) throws(ArchiveReader.Malformed) -> Element {
            let index = Int(try reader.byte())
            guard index < table.count else { throw ArchiveReader.Malformed() }
            return table[index]
        }

        mutating func memberFacts() throws(ArchiveReader.Malformed) -> MemberFacts? {
            let tag = try reader.byte()
            guard tag != 0 else { return nil }
            guard tag <= 7 else { throw ArchiveReader.Malformed() }
            var facts = MemberFacts(mentionsSelf: tag & 1 == 1)
            switch tag >> 1 {
            case 2:
                facts.construction = .enumCase(try reader.string())
            case 3:
                let access = try reader.string()
                guard access.isEmpty || AccessLevel(rawValue: access) != nil else { throw ArchiveReader.Malformed() }
                facts.construction = .initializer(AccessLevel(rawValue: access))
            default:
                break
            }
            return facts
        }

        mutating func header() throws(ArchiveReader.Malformed) -> DeclarationHeader {
            let documentation = try reader.optionalString()
            let attributes = try attributes()
            let modifiers = try reader.strings()
            return DeclarationHeader(documentation: documentation, attributes: attributes, modifiers: modifiers, location: try location())
        }

        mutating func location() throws(ArchiveReader.Malformed) -> SourceLocation {
            let locationPath = try reader.bool() ? try reader.string() : path
            let line = try reader.int()
            return SourceLocation(path: locationPath, line: line, column: try reader.int())
        }

        mutating func diagnostic() throws(ArchiveReader.Malformed) -> Diagnostic {
            let severity = try element(of: SkeletonArchive.severities)
            let message = try reader.string()
            return Diagnostic(severity, message, at: try location())
        }

        mutating func attributes() throws(ArchiveReader.Malformed) -> [Attribute] {
            let count = try reader.count()
            var attributes: [Attribute] = []
            for _ in 0..<count {
                let name = try reader.string()
                attributes.append(Attribute(name: name, arguments: try reader.optionalString()))
            }
            return attributes
        }

        mutating func genericParameters(depth: Int) throws(ArchiveReader.Malformed) -> [GenericParameter] {
            let count = try reader.count()
            var parameters: [GenericParameter] = []
            for _ in 0..<count {
                let name = try reader.string()
                let constraint = try optionalType(depth: depth)
                parameters.append(GenericParameter(name: name, constraint: constraint, isPack: try reader.bool()))
            }
            return parameters
        }

        mutating func requirements(depth: Int) throws(ArchiveReader.Malformed) -> [GenericRequirement] {
            let count = try reader.count()
            var requirements: [GenericRequirement] = []
            for _ in 0..<count {
                let left = try type(depth: depth)
                let relation: GenericRequirement.Relation = try reader.bool() ? .sameType : .conformance
                requirements.append(GenericRequirement(left: left, relation: relation, right: try type(depth: depth)))
            }
            return requirements
        }

        mutating func types(depth: Int) throws(ArchiveReader.Malformed) -> [TypeRef] {
            let count = try reader.count()
            var types: [TypeRef] = []
            types.reserveCapacity(count)
            for _ in 0..<count { types.append(try type(depth: depth)) }
            return types
        }

        mutating func optionalType(depth: Int) throws(ArchiveReader.Malformed) -> TypeRef? {
            try reader.bool() ? try type(depth: depth) : nil
        }

        mutating func tupleElements(depth: Int) throws(ArchiveReader.Malformed) -> [TupleTypeElement] {
            let count = try reader.count()
            var elements: [TupleTypeElement] = []
            for _ in 0..<count {
                let label = try reader.optionalString()
                let secondName = try reader.optionalString()
                let type = try type(depth: depth)
                elements.append(TupleTypeElement(label: label, secondName: secondName, type: type, isVariadic: try reader.bool()))
            }
            return elements
        }

        mutating func type(depth: Int) throws(ArchiveReader.Malformed) -> TypeRef {
            guard depth < Self.maximumDepth else { throw ArchiveReader.Malformed() }
            let inner = depth + 1
            switch try reader.byte() {
            case 0:
                let count = try reader.count()
                var components: [TypeComponent] = []
                for _ in 0..<count {
                    let name = try reader.string()
                    components.append(TypeComponent(name: name, genericArguments: try types(depth: inner)))
                }
                return .nominal(components)
            case 1: return .optional(try type(depth: inner))
            case 2: return .implicitlyUnwrappedOptional(try type(depth: inner))
            case 3: return .array(try type(depth: inner))
            case 4:
                let key = try type(depth: inner)
                return .dictionary(key: key, value: try type(depth: inner))
            case 5: return .tuple(try tupleElements(depth: inner))
            case 6:
                let parameters = try tupleElements(depth: inner)
                let isAsync = try reader.bool()
                let throwing: ThrowsClause
                switch try reader.byte() {
                case 0: throwing = .none
                case 1: throwing = .throws
                case 2: throwing = .rethrows
                case 3: throwing = .typed(try type(depth: inner))
                default: throw ArchiveReader.Malformed()
                }
                return .function(FunctionTypeRef(parameters: parameters, isAsync: isAsync, throwing: throwing, result: try type(depth: inner)))
            case 7: return .opaque(try type(depth: inner))
            case 8: return .existential(try type(depth: inner))
            case 9: return .composition(try types(depth: inner))
            case 10: return .metatype(try type(depth: inner))
            case 11: return .protocolMetatype(try type(depth: inner))
            case 12:
                let attributes = try attributes()
                let specifiers = try reader.strings()
                return .attributed(attributes: attributes, specifiers: specifiers, base: try type(depth: inner))
            case 13: return .packExpansion(try type(depth: inner))
            case 14: return .packReference(try type(depth: inner))
            case 15: return .suppressed(try type(depth: inner))
            default: throw ArchiveReader.Malformed()
            }
        }
    }
}
