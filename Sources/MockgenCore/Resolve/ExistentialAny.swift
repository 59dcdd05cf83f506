/// A protocol with `Self` or associated-type requirements (`Equatable`, `Identifiable`, a
/// module's `Repository` with its `Item`) is a type only when written `any P`: Swift 6 warns
/// about a bare `_ value: Equatable` (SE-0335). A requirement may say it bare (that warning is
/// the user's), but the mock, its stub and its proxies repeat the type in a file that must
/// compile without warnings: there it is written `any Equatable`.
///
/// Only value positions change. A generic constraint (`T: Equatable`, `where …`), the base of
/// `some P` and of an existing `any P` stay as written; a composition is marked as a whole
/// (`any Equatable & Sendable`); `P.Type` becomes `any P.Type` and `P.Protocol` `(any P).Type`.
/// Writing `any` before a protocol that does not need it is valid Swift, so the check is
/// generous: any mention of `Self` in a requirement counts.
struct ExistentialAny: Sendable {
    /// How member types may spell a protocol that needs `any`: `Equatable`, `Swift.Equatable`,
    /// `Repository`, `Shop.Repository`, `Outer.Nested`.
    let spellings: Set<String>
    /// The first component of each spelling: a type that names none of them is left as it is,
    /// found by a walk that copies nothing (most members mention no such protocol).
    private let heads: Set<String>

    init(spellings: Set<String>) {
        self.spellings = spellings
        heads = Self.heads(of: spellings)
    }

    private static func heads(of spellings: Set<String>) -> Set<String> {
        Set(spellings.map { spelling in
            let utf8 = spelling.utf8
            guard let dot = utf8.firstIndex(of: UInt8(ascii: ".")) else { return spelling }
            return String(spelling[..<dot])
        })
    }

    /// Whether `type` may name such a protocol somewhere (a nominal starts with a spelling's
    /// first component); `false` means `writingAny` returns it unchanged. Static, over the
    /// set alone: a closure that reads `self` copies it at each call.
    private static func mayName(_ type: TypeRef, heads: Set<String>) -> Bool {
        type.containsNominal { heads.contains(SwiftIdentifier.bare($0[0].name)) }
    }

    /// The protocols of the inputs, the dependencies and the standard library (and of Foundation,
    /// Combine and SwiftUI where the inputs import them) that need `any`. A name the inputs
    /// declare otherwise (a `struct Clock`) is theirs.
    init(finder: MockableTypeFinder, module: String?) {
        /// A protocol by its qualified name (the first declaration of a name).
        struct Entry {
            var needsAnyItself: Bool
            /// In `candidates`: its inheritance clause is read only for protocols asked about.
            var index: Int
            var spellings: [String]
        }
        var entries: [String: Entry] = [:]
        // Asked of the finder's sets as they are (a name may be kept in backticks), not of sets
        // of bare names made here: that copied every top-level name of the run.
        let inputTopLevelNames = finder.inputTopLevelNames
        let dependencyTopLevelNames = finder.dependencyTopLevelNames
        func holds(_ names: Set<String>, _ name: String) -> Bool { names.contains(name) || names.contains("`" + name + "`") }
        func inputsDeclare(_ name: String) -> Bool { holds(inputTopLevelNames, name) }
        func declared(_ name: String) -> Bool { holds(inputTopLevelNames, name) || holds(dependencyTopLevelNames, name) }
        let candidates = finder.candidates
        // Fields read in place: binding each candidate copied it whole (a retain per field).
        for index in candidates.indices where candidates[index].declaration.kind == .protocol {
            let key = candidates[index].qualifiedName
            guard entries[key] == nil else { continue }
            var spellings = [key]
            if candidates[index].outerTypeName == nil {
                let name = SwiftIdentifier.bare(candidates[index].declaration.name)
                let isDependency = candidates[index].isDependency
                if candidates[index].path == StandardInterfaces.path {
                    spellings = ["Swift." + name] + (declared(name) ? [] : [name])
                } else if !isDependency || !inputsDeclare(name) {
                    spellings = [name] + (isDependency ? [] : module.map { [$0 + "." + name] } ?? [])
                }
            }
            // Compared by bare components: `` Outer.`where` `` is spelled `Outer.where` here.
            spellings = spellings.map { spelling in
                guard spelling.containsASCII(UInt8(ascii: "`")) else { return spelling }
                return spelling.split(separator: ".").map { SwiftIdentifier.bare(String($0)) }.joined(separator: ".")
            }
            entries[key] = Entry(needsAnyItself: candidates[index].needsAnyItself, index: index, spellings: spellings)
        }
        var standard = Self.standardProtocols
        for (modules, names) in Self.frameworkProtocols where !finder.inputImports.isDisjoint(with: modules) { standard.formUnion(names) }
        var memo: [String: Bool] = [:]
        // The protocols being looked into: a cycle answers by the protocol alone.
        var visiting: Set<String> = []
        func needsAny(_ name: String) -> Bool {
            if let known = memo[name] { return known }
            // By the name as written, else bare; the inheritance clause only by the name as written.
            let exact = entries[name]
            guard let itself = exact?.needsAnyItself ?? entries[SwiftIdentifier.bare(name)]?.needsAnyItself else {
                return standard.contains(name) && !declared(name)
            }
            if itself {
                memo[name] = true
                return true
            }
            guard visiting.insert(name).inserted else { return false }
            defer { visiting.remove(name) }
            let inherited = exact.map { candidates[$0.index].declaration.inheritance.flatMap(InheritanceResolver.nominalNames) } ?? []
            let answer = inherited.contains { needsAny($0) }
            memo[name] = answer
            return answer
        }
        var spellings = Set(standard.filter { !declared($0) }).union(Self.standardProtocols.map { "Swift." + $0 })
        for (key, entry) in entries where needsAny(key) { spellings.formUnion(entry.spellings) }
        self.spellings = spellings
        heads = Self.heads(of: spellings)
    }

    /// The same, where the bare `names` of protocols nested beside the mock need `any` too.
    func adding(_ names: Set<String>) -> ExistentialAny { ExistentialAny(spellings: spellings.union(names)) }

    /// The names nested in the types around `candidate` (what a bare name inside its mock finds
    /// before the file's), split: those of protocols that need `any` (`Order` in `enum Sorting
    /// { protocol Order: Equatable … }`, for the mocks of `Order` and its siblings), and the
    /// others, which hide a protocol of the same name elsewhere. The innermost type declaring a
    /// name decides (fuzz find, seed 9001 Case139).
    func nestedNames(around candidate: TypeCandidate, finder: MockableTypeFinder) -> (others: Set<String>, needingAny: Set<String>) {
        var others: Set<String> = []
        var needingAny: Set<String> = []
        NestedTypeNames.forEachOuterType(of: candidate, finder: finder) { outer, nested in
            let prefix = outer.split(separator: ".").map { SwiftIdentifier.bare(String($0)) }.joined(separator: ".") + "."
            for name in nested where !others.contains(name) && !needingAny.contains(name) {
                if spellings.contains(prefix + name) { needingAny.insert(name) } else { others.insert(name) }
            }
        }
        return (others, needingAny)
    }

    /// The members with every value-position type that names such a protocol written `any P`;
    /// names in `shadowed` (the mock's generics, the types nested where the mock sees them)
    /// and each member's own generic parameters are other types.
    func spelling(_ members: [ResolvedMember], shadowed: Set<String>) -> [ResolvedMember] {
        // Usually no member names such a protocol: the array is handed back, nothing copied.
        let heads = heads
        func needsRewrite(_ member: ResolvedMember) -> Bool {
            member.kind.containsType(constraints: false) { Self.mayName($0, heads: heads) }
        }
        guard !spellings.isEmpty, let first = members.firstIndex(where: needsRewrite) else { return members }
        // Each member walked once: those before the first found were walked by the search.
        var spelled = members
        for index in first..<spelled.count where index == first || needsRewrite(spelled[index]) {
            let generics = spelled[index].genericParameterNames
            let hidden = generics.isEmpty ? shadowed : shadowed.union(generics.map(SwiftIdentifier.bare))
            spelled[index].kind = spelled[index].kind.mappingTypes(constraints: false) { writingAny($0, hidden: hidden) }
        }
        return spelled
    }

    func spelling(_ parameters: [Parameter], shadowed: Set<String>) -> [Parameter] {
        let heads = heads
        guard !spellings.isEmpty, parameters.contains(where: { Self.mayName($0.type, heads: heads) }) else { return parameters }
        return parameters.map { parameter in
            guard Self.mayName(parameter.type, heads: heads) else { return parameter }
            var copy = parameter
            copy.type = writingAny(parameter.type, hidden: shadowed)
            return copy
        }
    }

    /// `type` in a value position.
    func writingAny(_ type: TypeRef, hidden: Set<String>) -> TypeRef {
        func value(_ type: TypeRef) -> TypeRef { writingAny(type, hidden: hidden) }
        func element(_ element: TupleTypeElement) -> TupleTypeElement {
            var copy = element
            copy.type = value(element.type)
            return copy
        }
        switch type {
        case .nominal:
            let rewritten = constraint(type, hidden: hidden)
            return names(rewritten, hidden: hidden) ? .existential(rewritten) : rewritten
        case .composition(let parts):
            let rewritten = parts.map { constraint($0, hidden: hidden) }
            return parts.contains { names($0, hidden: hidden) } ? .existential(.composition(rewritten)) : .composition(rewritten)
        case .metatype(let base):
            guard names(base, hidden: hidden) || isMarkedComposition(base, hidden: hidden) else { return .metatype(value(base)) }
            return .existential(.metatype(constraint(base, hidden: hidden)))
        case .protocolMetatype(let base):
            guard names(base, hidden: hidden) else { return .protocolMetatype(constraint(base, hidden: hidden)) }
            return .metatype(.existential(constraint(base, hidden: hidden)))
        case .optional(let wrapped): return .optional(value(wrapped))
        case .implicitlyUnwrappedOptional(let wrapped): return .implicitlyUnwrappedOptional(value(wrapped))
        case .array(let element): return .array(value(element))
        case .dictionary(let key, let element): return .dictionary(key: value(key), value: value(element))
        case .tuple(let elements): return .tuple(elements.map(element))
        case .function(var function):
            function.parameters = function.parameters.map(element)
            function.result = value(function.result)
            if case .typed(let error) = function.throwing { function.throwing = .typed(value(error)) }
            return .function(function)
        case .attributed(let attributes, let specifiers, let base):
            return .attributed(attributes: attributes, specifiers: specifiers, base: value(base))
        case .opaque(let base): return .opaque(constraint(base, hidden: hidden))
        case .existential(let base): return .existential(constraint(base, hidden: hidden))
        case .packExpansion, .packReference, .suppressed: return type
        }
    }

    /// `type` where it is a constraint (after `some`/`any`, a part of a composition): itself
    /// unchanged, its generic arguments (`any Collection<Equatable>`) values.
    private func constraint(_ type: TypeRef, hidden: Set<String>) -> TypeRef {
        switch type {
        case .nominal(let components):
            return .nominal(components.map { component in
                TypeComponent(name: component.name, genericArguments: component.genericArguments.map { writingAny($0, hidden: hidden) })
            })
        case .composition(let parts): return .composition(parts.map { constraint($0, hidden: hidden) })
        default: return writingAny(type, hidden: hidden)
        }
    }

    /// `type` is a nominal type that names such a protocol.
    private func names(_ type: TypeRef, hidden: Set<String>) -> Bool {
        guard case .nominal(let components) = type, components.allSatisfy(\.genericArguments.isEmpty) else { return false }
        // Unquoted `Any`, `Self`, `Type` are Swift's own, whatever the inputs declare as `` `Any` ``.
        guard !hidden.contains(SwiftIdentifier.bare(components[0].name)), !Self.builtinTypeWords.contains(components[0].name) else { return false }
        return spellings.contains(components.map { SwiftIdentifier.bare($0.name) }.joined(separator: "."))
    }

    private func isMarkedComposition(_ type: TypeRef, hidden: Set<String>) -> Bool {
        guard case .composition(let parts) = type else { return false }
        return parts.contains { names($0, hidden: hidden) }
    }

    /// The protocol declares an associated type or mentions `Self` in a requirement (or, as a
    /// skeleton, did in a member it dropped).
    static func needsAnyItself(_ declaration: TypeDeclaration) -> Bool {
        guard declaration.kind == .protocol else { return false }
        if MemberFacts.of(declaration).mentionsSelf { return true }
        return MockableTypeFinder.flattenMembers(declaration.members).contains { member, _ in
            if case .associatedType = member { return true }
            return false
        }
    }

    static let builtinTypeWords: NameSet = ["Any", "AnyObject", "Self", "Type", "Protocol"]

    /// Standard-library protocols with `Self` or associated-type requirements that code uses
    /// as types.
    static let standardProtocols: Set<String> = [
        "AdditiveArithmetic", "AsyncIteratorProtocol", "AsyncSequence", "BidirectionalCollection", "BinaryFloatingPoint",
        "BinaryInteger", "CaseIterable", "Clock", "Collection", "Comparable", "DurationProtocol", "Equatable",
        "ExpressibleByArrayLiteral", "ExpressibleByBooleanLiteral", "ExpressibleByDictionaryLiteral",
        "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByFloatLiteral", "ExpressibleByIntegerLiteral",
        "ExpressibleByStringInterpolation", "ExpressibleByStringLiteral", "ExpressibleByUnicodeScalarLiteral",
        "FixedWidthInteger", "FloatingPoint", "Hashable", "Identifiable", "InstantProtocol", "IteratorProtocol",
        "LazyCollectionProtocol", "LazySequenceProtocol", "MutableCollection", "Numeric", "OptionSet",
        "RandomAccessCollection", "RangeExpression", "RangeReplaceableCollection", "RawRepresentable", "SIMD",
        "Sequence", "SetAlgebra", "SignedInteger", "SignedNumeric", "Strideable", "StringInterpolationProtocol",
        "StringProtocol", "UnsignedInteger",
    ]

    /// The same for frameworks, by the modules whose import brings them.
    static let frameworkProtocols: [(modules: Set<String>, names: Set<String>)] = [
        (["Foundation", "FoundationEssentials"], ["DataProtocol", "MutableDataProtocol", "ReferenceConvertible", "SortComparator", "FormatStyle", "ParseStrategy", "ParseableFormatStyle"]),
        (["Combine", "SwiftUI"], ["Publisher", "Subscriber", "Subject", "Scheduler", "ObservableObject", "ConnectablePublisher"]),
        (["SwiftUI"], ["View", "ViewModifier", "Shape", "Scene", "App"]),
    ]
}
