import Foundation

/// A protocol or class found in the inputs, with where it sits: its enclosing types and the
/// `#if` clauses around it.
///
/// Its fields are boxed (`CopyOnWrite`): candidates are copied out of the finder's tables by
/// every lookup of resolving (over 200,000 times in a run over the large corpus), and each copy
/// of the fields retained and released five references where the box is one.
struct TypeCandidate: Sendable {
    /// The stored fields, as the struct held them before they were boxed.
    struct Fields: Sendable {
        var declaration: TypeDeclaration
        var qualifiedName: String
        var outerTypeName: String?
        var conditions: [String]
        var path: String
        var order: Int
        var isInsidePrivateType: Bool
        var isDependency: Bool
        var needsAnyItself: Bool
    }

    private var storage: CopyOnWrite<Fields>

    init(declaration: TypeDeclaration, qualifiedName: String, outerTypeName: String?, conditions: [String], path: String, order: Int,
         isInsidePrivateType: Bool = false, isDependency: Bool = false, needsAnyItself: Bool = false) {
        storage = CopyOnWrite(Fields(declaration: declaration, qualifiedName: qualifiedName, outerTypeName: outerTypeName, conditions: conditions,
                                     path: path, order: order, isInsidePrivateType: isInsidePrivateType, isDependency: isDependency,
                                     needsAnyItself: needsAnyItself))
    }

    var declaration: TypeDeclaration {
        _read { yield storage.value.declaration }
        _modify { yield &storage.value.declaration }
    }

    var qualifiedName: String {
        _read { yield storage.value.qualifiedName }
        _modify { yield &storage.value.qualifiedName }
    }

    /// `Outer` for `Outer.Inner`, `nil` at file level.
    var outerTypeName: String? {
        _read { yield storage.value.outerTypeName }
        _modify { yield &storage.value.outerTypeName }
    }

    var conditions: [String] {
        _read { yield storage.value.conditions }
        _modify { yield &storage.value.conditions }
    }

    var path: String {
        _read { yield storage.value.path }
        _modify { yield &storage.value.path }
    }

    /// Position in the walk, so output order never depends on dictionaries.
    var order: Int {
        _read { yield storage.value.order }
        _modify { yield &storage.value.order }
    }

    /// An enclosing type is `private` or `fileprivate`: no other file can extend it.
    var isInsidePrivateType: Bool {
        _read { yield storage.value.isInsidePrivateType }
        _modify { yield &storage.value.isInsidePrivateType }
    }

    /// Declared in a `--dependency` source: another module, so only its `open` members can be
    /// overridden and it is never mocked itself.
    var isDependency: Bool {
        _read { yield storage.value.isDependency }
        _modify { yield &storage.value.isDependency }
    }

    /// A protocol that declares an associated type or mentions `Self` in a requirement: a type
    /// only as `any P` (`ExistentialAny`). Noted before a skeleton's members are dropped.
    var needsAnyItself: Bool {
        _read { yield storage.value.needsAnyItself }
        _modify { yield &storage.value.needsAnyItself }
    }
}

/// Walks every parsed file (members of types, extensions and `#if` clauses included) and
/// collects the protocols and classes, keyed for inheritance lookup.
struct MockableTypeFinder {
    /// The protocols and classes in walk order (a candidate's `order` is its position).
    var candidates: Candidates { Candidates(walked: walked, patches: patches) }
    private var walked: [TypeCandidate] = []
    /// Full declarations put over skeletons by `patched`, by order: a table beside the walked
    /// candidates rather than a changed copy of them (80,000 candidates on the tenfold corpus,
    /// copied for every chunk of mocks, were 18 MB of its peak).
    private var patches: [Int: TypeCandidate] = [:]
    /// Protocols and classes by simple and by qualified name; the first declaration wins.
    var byName: ByName { ByName(orders: orders, candidates: candidates) }
    /// `byName`'s positions: the candidates are not stored twice.
    private var orders: [String: Int] = [:]
    /// Type aliases by name (`typealias AppSendable = Sendable`), so inheritance through an
    /// alias is followed; the first declaration wins (an alias is usually the same in every
    /// `#if` clause).
    private(set) var typeAliases = NameTable<TypeRef>()
    /// Structs and enums declared `~Copyable`, by simple name: values a mock cannot record.
    private(set) var noncopyableTypes: Set<String> = MockableTypeFinder.knownNoncopyableTypes
    /// Members of unconstrained extensions, by extended type name: the default implementations
    /// a protocol mock can fall back on for requirements it cannot mock.
    private(set) var extensionMembers: [String: [Declaration]] = [:]
    /// Conformances added by extensions (`extension Recorder: @unchecked Sendable {}`), by
    /// extended type name: a subclass must restate an inherited `@unchecked Sendable`.
    private(set) var extensionConformances = NameTable<[String]>()

    /// Every type and alias name the walk has seen (qualified, and simple at file level), with
    /// how a mock can make a value of it from nothing (`Receipt.cash`, `Receipt()`) if it can:
    /// the first declaration of a name decides (`ResultDefaults`). One table, so that a name is
    /// hashed once: noted with `keepFirst`.
    private(set) var constructibleTypes = NameTable<ConstructibleType?>()
    /// Noncopyable types of the standard library and its companions that protocols mention.
    /// Values that cannot outlive a call (`~Escapable`): the standard library's spans, and the
    /// inputs' file-level types declared `~Escapable`.
    private(set) var nonescapableTypes: Set<String> = MockableTypeFinder.knownNonescapableTypes
    /// The last insertion (`true`) or removal of each of `knownNonescapableTypes`, for `append`.
    private var knownNonescapableChanges: [String: Bool] = [:]
    /// Every one of `knownNonescapableTypes` ends in `Span`: most names are ruled out by their
    /// last bytes, without hashing them.
    private static func mayBeKnownNonescapable(_ name: String) -> Bool {
        let bytes = name.utf8
        return bytes.count >= 4 && bytes.last == UInt8(ascii: "n") && bytes.dropLast().last == UInt8(ascii: "a")
    }

    static let knownNonescapableTypes: Set<String> = ["Span", "RawSpan", "MutableSpan", "MutableRawSpan", "OutputSpan", "OutputRawSpan", "UTF8Span"]
    static let knownNonescapableNames = NameSet(knownNonescapableTypes)
    static let knownNoncopyableTypes: Set<String> = ["ExecutorJob", "Mutex", "Atomic", "UniqueArray", "RigidArray", "UniqueBox", "MutableSpan", "MutableRawSpan", "OutputSpan", "OutputRawSpan"]

    private var dependencies: Set<String> = []
    /// File-level type names of the inputs, and of the `--dependency` sources (other modules): a
    /// name in both is ambiguous in the generated file, which imports both modules.
    private(set) var inputTopLevelNames: Set<String> = []
    private(set) var dependencyTopLevelNames: Set<String> = []
    /// Top-level generic types of the inputs: inside them (and their extensions) the bare name
    /// stands for the type with its own arguments (`ThreadSpecificVariable.Key`), which
    /// `NIOPosix.ThreadSpecificVariable.Key` would not.
    private(set) var inputGenericTopLevelNames: Set<String> = []
    /// Top-level names the inputs declare outside any `#if`: a name declared only under `#if`
    /// may not exist in this build (FlyingSocks's `sa_family_t` alias is for Windows; on Linux
    /// the name is Glibc's), so it is never written module-qualified.
    private(set) var inputUnconditionalTopLevelNames: Set<String> = []
    /// Modules the inputs import (first component: `import struct Foo.Bar` imports `Foo`).
    private(set) var inputImports: Set<String> = []
    /// Names generated code writes by itself (`IntroducedNames.candidates`) that the inputs or
    /// dependencies declare at file level (a type or type alias): every mock then writes them
    /// qualified. Names declared inside a type shadow them only there (`TypeResolver` adds those
    /// a mock sees).
    private(set) var declaredIntroducedNames: Set<String> = []
    /// The standard interfaces' model is among those walked (`addStandardInterfaces`).
    private(set) var walkedStandardInterfaces = false
    /// Names of the types and type aliases declared inside each type (by its qualified name,
    /// extensions included), without backticks: inside `extension Outer` they shadow top-level
    /// names, so a mock nested there writes them bare.
    private(set) var nestedNamesByOuter = NameTable<Set<String>>()
    /// `@_spi(Group)` types and type aliases of the inputs, at any depth, by simple name (`Abi`,
    /// and `Stat` of `Abi.Stat`): a mock that mentions one needs its module imported with the
    /// group. Keyed by simple name, so a group may be imported that a same-named type elsewhere
    /// needed; an import of a group the module has is harmless.
    private(set) var spiGroupsByName = NameTable<Set<String>>()

    /// Where each file's protocols and classes sit in `candidates`, by path (files without any
    /// are absent): a two-pass run puts a file's full declarations in place of its skeleton's.
    private(set) var candidateRanges: [String: Range<Int>] = [:]
    /// `false` while a two-pass run folds skeletons (which have no members to collect): the
    /// extension members that resolving a chunk needs come from its full models (`patched`).
    var collectsExtensionMembers = true
    /// `false` in the same case: a candidate's members (its nested types and aliases, in a
    /// skeleton) are read only from the full declaration that `patched` puts in its place.
    var keepsCandidateMembers = true
    /// `false` for the walk `patched` makes of a chunk's full models, which reads only the
    /// candidates and the extension members: the name tables, the constructions (each a look
    /// at every member of every full struct and class), aliases and imports are not made.
    private(set) var keepsTables = true

    /// The global actor the inputs' declarations take where they state no isolation (their
    /// module's default, `--default-isolation MainActor`: see `DefaultIsolation`); dependencies
    /// and the standard interfaces keep what they state. Kept by the finders made from this one.
    var inputsGlobalActor: String?

    /// Inputs are walked before `dependencies`, so an input's declaration wins a name clash.
    ///
    /// On every core: runs of consecutive files (in walk order) are walked apart, then appended
    /// in order (`append`), which gives the tables one walk over every file would.
    init(models: [SourceFileModel], dependencies: Set<String> = [], inputsGlobalActor: String? = nil) {
        self.init(models: models, dependencies: dependencies, runs: nil, inputsGlobalActor: inputsGlobalActor)
    }

    /// - Parameter runs: how many runs of files are walked apart; `nil` for one per worker when
    ///   there are enough files to be worth it.
    /// - Parameter keepsTables: `false`: candidates and extension members only (`keepsTables`).
    init(models: [SourceFileModel], dependencies: Set<String>, runs wanted: Int?, keepsTables: Bool = true, inputsGlobalActor: String? = nil) {
        self.init(dependencies: dependencies)
        self.keepsTables = keepsTables
        self.inputsGlobalActor = inputsGlobalActor
        if keepsTables { reserveCapacity(forFiles: models.count) }
        let sorted = models.sorted(by: walkOrder)
        // The standard interfaces' `Swift.X` keys overwrite: walked last, on their own.
        let standard = sorted.firstIndex { $0.path == StandardInterfaces.path } ?? sorted.endIndex
        let runs = Self.runs(count: standard, wanted: wanted)
        if runs.count > 1 {
            let empty = self
            let parts = ParallelMap.map(count: runs.count) { index in
                var part = empty
                for model in sorted[runs[index]] { part.add(model) }
                return part
            }
            for part in parts { append(part) }
        } else {
            for model in sorted[..<standard] { add(model) }
        }
        for model in sorted[standard...] { add(model) }
    }

    /// Files walked apart per run: below this, one thread walks them all.
    static let filesPerRun = 64

    /// `wanted` (or one per worker, when there are enough files) consecutive ranges of `count` files.
    private static func runs(count: Int, wanted: Int?) -> [Range<Int>] {
        let runs = min(wanted ?? min(ParallelMap.threadCount, count / filesPerRun), count)
        guard runs > 1 else { return [0..<count] }
        return (0..<runs).map { count * $0 / runs..<count * ($0 + 1) / runs }
    }

    /// The tables this finder would have if it had gone on to walk the files `later` walked
    /// (in walk order, after this finder's own): each table merged by the rule that its walk
    /// applies one declaration at a time.
    mutating func append(_ later: MockableTypeFinder) {
        precondition(patches.isEmpty && later.patches.isEmpty, "MockableTypeFinder.append: walked finders only")
        let offset = walked.count
        walked.reserveCapacity(offset + later.walked.count)
        for var candidate in later.walked {
            candidate.order += offset
            walked.append(candidate)
        }
        for (path, range) in later.candidateRanges {
            candidateRanges[path] = range.lowerBound + offset..<range.upperBound + offset
        }
        for (key, order) in later.orders {
            // The first declaration of a name wins, except that a file-level one wins over a
            // nested one met before it (see `walk`): `later`'s entry is its first file-level
            // declaration of the name when it has one, else its first declaration.
            guard let earlier = orders[key] else {
                orders[key] = order + offset
                continue
            }
            if walked[earlier].outerTypeName != nil && later.walked[order].outerTypeName == nil { orders[key] = order + offset }
        }
        typeAliases.merge(later.typeAliases) { earlier, _ in earlier }
        constructibleTypes.merge(later.constructibleTypes) { earlier, _ in earlier }
        noncopyableTypes.formUnion(later.noncopyableTypes)
        // Standard `~Escapable` names are taken back and given again in walk order: `later`'s
        // last word on each one wins.
        nonescapableTypes.formUnion(later.nonescapableTypes.subtracting(Self.knownNonescapableTypes))
        for (name, isNonescapable) in later.knownNonescapableChanges {
            if isNonescapable { nonescapableTypes.insert(name) } else { nonescapableTypes.remove(name) }
            knownNonescapableChanges[name] = isNonescapable
        }
        extensionMembers.merge(later.extensionMembers) { earlier, more in earlier + more }
        extensionConformances.merge(later.extensionConformances) { earlier, more in earlier + more }
        inputTopLevelNames.formUnion(later.inputTopLevelNames)
        dependencyTopLevelNames.formUnion(later.dependencyTopLevelNames)
        inputGenericTopLevelNames.formUnion(later.inputGenericTopLevelNames)
        inputUnconditionalTopLevelNames.formUnion(later.inputUnconditionalTopLevelNames)
        inputImports.formUnion(later.inputImports)
        declaredIntroducedNames.formUnion(later.declaredIntroducedNames)
        nestedNamesByOuter.merge(later.nestedNamesByOuter) { earlier, more in earlier.union(more) }
        spiGroupsByName.merge(later.spiGroupsByName) { earlier, more in earlier.union(more) }
    }

    /// An empty finder, to `add` files to one at a time in `walkOrder`.
    init(dependencies: Set<String>) {
        self.dependencies = dependencies
    }

    /// Room in the tables for a walk over `count` files, from what files hold on average (the
    /// medium corpus: 2.9 names with a construction entry, 1.3 file-level names, 0.6 protocols
    /// and classes a file): grown one doubling at a time, a table hashes every name again at
    /// each step, as much work as the inserts themselves.
    /// The tables by name are sized for at most `filesReservedByName` files, and grow past that
    /// by doubling: names repeat across more files than that (a module's copies and forks), and
    /// sized for every file of the ten-fold corpus (ten copies of the same names) the tables held
    /// 21 MB of empty room at the run's peak.
    mutating func reserveCapacity(forFiles count: Int) {
        walked.reserveCapacity(count * 3 / 5)
        candidateRanges.reserveCapacity(count * 2 / 5)
        let names = min(count, Self.filesReservedByName)
        orders.reserveCapacity(names * 3 / 5)
        constructibleTypes.reserveCapacity(names * 3)
        typeAliases.reserveCapacity(names * 4 / 5)
        inputTopLevelNames.reserveCapacity(names * 4 / 3)
        inputUnconditionalTopLevelNames.reserveCapacity(names * 6 / 5)
        nestedNamesByOuter.reserveCapacity(names * 3 / 4)
    }

    static let filesReservedByName = 16_384

    /// The finder a one-pass run folds its Swift inputs into as they are parsed (in walk order,
    /// with `add`), before `followed(byDependencies:)`.
    static func forInputs(globalActor: String? = nil) -> MockableTypeFinder {
        var finder = MockableTypeFinder(dependencies: [StandardInterfaces.path])
        finder.inputsGlobalActor = globalActor
        return finder
    }

    /// This finder of the inputs, walked on to the `--dependency` sources `models`: the tables
    /// `init(models: inputs + models, dependencies: paths of models + the standard interfaces)`
    /// gives, without walking the inputs again.
    func followed(byDependencies models: [SourceFileModel]) -> MockableTypeFinder {
        // Untouched, the tables stay shared with the caller's finder rather than copied.
        guard !models.isEmpty else { return self }
        assert(!walkedStandardInterfaces, "the standard interfaces are walked after the dependencies")
        var finder = self
        finder.dependencies.formUnion(models.map(\.path))
        for model in models.sorted(by: { $0.path < $1.path }) { finder.add(model) }
        return finder
    }

    /// Inputs by path, then `--dependency` sources by path, then the standard interfaces.
    func walkOrder(_ lhs: SourceFileModel, _ rhs: SourceFileModel) -> Bool {
        (rank(of: lhs.path), lhs.path) < (rank(of: rhs.path), rhs.path)
    }

    func rank(of path: String) -> Int {
        path == StandardInterfaces.path ? 2 : dependencies.contains(path) ? 1 : 0
    }

    /// Walks one more file; files must come in `walkOrder`.
    /// The standard interfaces, walked last (after any `--dependency` sources), with the names
    /// the inputs declare written `Swift.X`.
    mutating func addStandardInterfaces() {
        add(StandardInterfaces.model(shadowedBy: declaredIntroducedNames))
    }

    mutating func add(_ model: SourceFileModel) {
        if model.path == StandardInterfaces.path { walkedStandardInterfaces = true }
        let start = walked.count
        let isDependency = dependencies.contains(model.path), isStandardInterfaces = model.path == StandardInterfaces.path
        let file = WalkedFile(path: model.path, isDependency: isDependency, isStandardInterfaces: isStandardInterfaces,
                              defaultGlobalActor: isDependency || isStandardInterfaces ? nil : inputsGlobalActor)
        walk(model.declarations, outer: nil, conditions: [], file: file, insidePrivate: false)
        if walked.count > start { candidateRanges[model.path] = start..<walked.count }
    }

    /// This finder, with the protocols and classes of `models` (full parses of files this finder
    /// walked as skeletons) in place of their skeletons, and the extension members of `models`.
    /// Lookups that a chunk's mocks make go to these files only (see `ResolutionContextFiles`),
    /// so resolving the chunk gives what a finder over every full model would.
    /// A file no longer declares the types its skeleton had: it changed between the passes.
    struct ChangedFile: Error {
        let path: String
    }

    /// - Parameter readInFull: the candidates of `models` to take (those read in full); the
    ///   others keep their skeletons from this finder (pass 2 may step over their bodies).
    func patched(with models: [SourceFileModel], readInFull: (TypeCandidate) -> Bool = { _ in true }) throws(ChangedFile) -> MockableTypeFinder {
        var patched = self
        // Walked on every core, in runs appended in walk order (as `init(models:)` does): one
        // thread walking a chunk's full models was a tenth of pass 2's serial time.
        let full = MockableTypeFinder(models: models, dependencies: dependencies, runs: nil, keepsTables: false, inputsGlobalActor: inputsGlobalActor)
        for model in models {
            guard let range = candidateRanges[model.path] else { continue }
            let fullRange = full.candidateRanges[model.path] ?? 0..<0
            // The skeleton keeps every type declaration, so the walks find the same types.
            guard fullRange.count == range.count else { throw ChangedFile(path: model.path) }
            for (offset, var candidate) in full.walked[fullRange].enumerated() where readInFull(candidate) {
                candidate.order = range.lowerBound + offset
                patched.patches[candidate.order] = candidate
            }
        }
        patched.extensionMembers = full.extensionMembers
        return patched
    }

    /// The file being walked, with what is asked of its path once, not per declaration (hashing
    /// a path for every declaration took a fifth of folding 12,580 skeletons).
    private struct WalkedFile {
        let path: String
        let isDependency: Bool
        let isStandardInterfaces: Bool
        /// The inputs' default isolation (`inputsGlobalActor`); `nil` for the other files.
        let defaultGlobalActor: String?
    }

    private mutating func walk(_ declarations: [Declaration], outer: String?, conditions: [String], file: WalkedFile, insidePrivate: Bool) {
        for declaration in declarations {
            // One binding per declaration, names noted inside it: each `case .type(let type)`
            // copies the whole type declaration (a retain per field).
            switch declaration {
            case .type(let declared):
                // Read as the compiler reads it in a module isolated to a global actor by default.
                let type = file.defaultGlobalActor.map { DefaultIsolation.isolating(declared, to: $0) } ?? declared
                let isPrivate = type.header.accessLevel.map { $0 <= .fileprivate } ?? false
                if type.kind != .extension {
                    if keepsTables {
                        noteName(type.name, header: type.header, outer: outer, conditions: conditions, file: file) {
                            type.inheritance.contains(where: \.suppressesEscapable)
                        }
                        if outer == nil, !file.isStandardInterfaces, !file.isDependency, !type.genericParameters.isEmpty {
                            inputGenericTopLevelNames.insert(type.name)
                        }
                    }
                } else {
                    // `@available(*, unavailable) extension C: Sendable {}` says the opposite.
                    let isUnavailable = type.header.attributes.contains(where: \.marksUnavailable)
                    // Most extensions conform to nothing: no entry (its readers take none as no
                    // conformance), and no lookup or empty list made for each of them.
                    if keepsTables && !isUnavailable && !type.inheritance.isEmpty {
                        var names: [String] = []
                        names.reserveCapacity(type.inheritance.count)
                        for inherited in type.inheritance { InheritanceResolver.appendNominalNames(in: inherited, to: &names) }
                        if !names.isEmpty { extensionConformances.withDictionary { $0[type.name, default: []].append(contentsOf: names) } }
                    }
                    if type.requirements.isEmpty && collectsExtensionMembers {
                        extensionMembers[type.name, default: []] += Self.flattenMembers(type.members).map(\.0)
                    }
                    walk(type.members, outer: qualified(outer, type.name), conditions: conditions, file: file, insidePrivate: insidePrivate || isPrivate)
                    continue
                }
                let name = qualified(outer, type.name)
                if keepsTables { noteTables(of: type, name: name, outer: outer, conditions: conditions, file: file, insidePrivate: insidePrivate) }
                if type.kind == .protocol || type.kind == .class {
                    var kept = type
                    // A skeleton's members are mostly gone already: emptying an empty list would
                    // still copy the type's fields out of the box it shares with `type`.
                    if !keepsCandidateMembers && !kept.members.isEmpty { kept.members = [] }
                    let candidate = TypeCandidate(declaration: kept, qualifiedName: name, outerTypeName: outer, conditions: conditions, path: file.path, order: walked.count,
                                                  isInsidePrivateType: insidePrivate, isDependency: file.isDependency, needsAnyItself: ExistentialAny.needsAnyItself(type))
                    walked.append(candidate)
                    if keepsTables { noteCandidate(candidate, of: type, name: name, outer: outer, file: file) }
                }
                walk(type.members, outer: name, conditions: conditions, file: file, insidePrivate: insidePrivate || isPrivate)
            case .typeAlias(let alias) where keepsTables:
                noteName(alias.name, header: alias.header, outer: outer, conditions: conditions, file: file) { false }
                let name = qualified(outer, alias.name)
                constructibleTypes.withDictionary { Self.keepFirst(&$0[name, default: nil]) }
                typeAliases.withDictionary { aliases in
                    if aliases[name] == nil { aliases[name] = alias.type }
                    if outer != nil, aliases[alias.name] == nil { aliases[alias.name] = alias.type }
                }
            case .import(let decl) where keepsTables && !file.isDependency && !file.isStandardInterfaces:
                inputImports.insert(decl.moduleName)
            case .ifConfig(let block):
                for (index, clause) in block.clauses.enumerated() {
                    let condition = Self.condition(of: block.clauses, at: index)
                    walk(clause.declarations, outer: outer, conditions: conditions + [condition], file: file, insidePrivate: insidePrivate)
                }
            default:
                continue
            }
        }
    }

    /// What a type's declaration adds to the tables beyond its candidate: its construction,
    /// and whether its name is noncopyable or nonescapable.
    private mutating func noteTables(of type: TypeDeclaration, name: String, outer: String?, conditions: [String], file: WalkedFile, insidePrivate: Bool) {
        let isPrivate = type.header.accessLevel.map { $0 <= .fileprivate } ?? false
        let constructible = conditions.isEmpty && !insidePrivate && !isPrivate && (outer == nil || !file.isDependency) && type.kind != .protocol
            ? ConstructibleType(type, isDependency: file.isDependency) : nil
        // At file level the qualified name is the simple one: one entry.
        constructibleTypes.withDictionary { Self.keepFirst(&$0[name, default: constructible]) }
        // By simple name, so only file-level types: a nested `Element: ~Copyable` must not
        // make every `Element` in the module noncopyable.
        if outer == nil, type.kind == .struct || type.kind == .enum, type.inheritance.contains(where: \.suppressesCopyable) {
            noncopyableTypes.insert(type.name)
        }
        if outer == nil, type.kind == .struct || type.kind == .enum, type.inheritance.contains(where: \.suppressesEscapable) {
            nonescapableTypes.insert(type.name)
            if Self.knownNonescapableTypes.contains(type.name) { knownNonescapableChanges[type.name] = true }
        }
    }

    /// What a protocol's or class's candidate adds to the tables: the names its mock takes, and
    /// its order under its names.
    private mutating func noteCandidate(_ candidate: TypeCandidate, of type: TypeDeclaration, name: String, outer: String?, file: WalkedFile) {
        // The generated file declares `MockX` and `XStub`: a `MockStub` of its own
        // (for a type named `Mock`) makes the runtime's be written qualified.
        if !file.isDependency {
            let bare = SwiftIdentifier.bare(type.name)
            if IntroducedNames.mockedAs.contains(bare) { declaredIntroducedNames.insert("Mock" + bare) }
            if IntroducedNames.stubbedAs.contains(bare) { declaredIntroducedNames.insert(bare + "Stub") }
        }
        // The first declaration of a name wins, except that by simple name a file-level
        // declaration wins over a nested one met before it: outside its enclosing type,
        // the nested one's name does not reach it (and inside, `InheritanceResolver`
        // looks for the sibling first). At file level both names are one key.
        if outer == nil {
            if let existing = orders[name], walked[existing].outerTypeName == nil {} else { orders[name] = candidate.order }
        } else {
            if orders[name] == nil { orders[name] = candidate.order }
            if orders[type.name] == nil { orders[type.name] = candidate.order }
        }
        // `Swift.Numeric` names the standard one even where the inputs declare their own.
        if file.isStandardInterfaces { orders["Swift." + type.name] = candidate.order }
    }

    /// What a type or alias declaration tells about its name: introduced names it takes, its
    /// `@_spi` groups, its outer type's nested names, the module's top-level names.
    /// `suppressesEscapable` is asked only of a file-level type named like a standard `~Escapable` one.
    private mutating func noteName(_ name: String, header: DeclarationHeader, outer: String?, conditions: [String], file: WalkedFile,
                                   suppressesEscapable: () -> Bool) {
        guard !file.isStandardInterfaces else { return }
        let bare = SwiftIdentifier.bare(name)
        if outer == nil, IntroducedNames.candidates.contains(bare) { declaredIntroducedNames.insert(bare) }
        if !file.isDependency {
            for attribute in header.attributes where attribute.name == "_spi" {
                if let group = attribute.arguments { spiGroupsByName.withDictionary { _ = $0[bare, default: []].insert(group) } }
            }
        }
        guard let outer else {
            // A module's own `Span` (swift-distributed-tracing's protocol) is not the standard
            // library's `~Escapable` one: its values are recorded like any other.
            if Self.mayBeKnownNonescapable(bare), MockableTypeFinder.knownNonescapableTypes.contains(bare), !suppressesEscapable() {
                nonescapableTypes.remove(bare)
                knownNonescapableChanges[bare] = false
            }
            if file.isDependency { dependencyTopLevelNames.insert(name) } else { inputTopLevelNames.insert(name) }
            if conditions.isEmpty && !file.isDependency { inputUnconditionalTopLevelNames.insert(name) }
            return
        }
        nestedNamesByOuter.withDictionary { _ = $0[outer, default: []].insert(bare) }
    }

    /// Accessing `table[key, default: value]` in place stores `value` if the key is new and
    /// leaves an existing entry alone, with one lookup.
    private static func keepFirst<Value>(_ entry: inout Value) {}

    private func qualified(_ outer: String?, _ name: String) -> String {
        guard let outer else { return name }
        return outer + "." + name
    }

    /// The condition under which clause `index` is active, as one expression: `#elseif B` after
    /// `#if A` becomes `!(A) && (B)`, `#else` becomes `!(A) && !(B)`.
    static func condition(of clauses: [IfConfigDeclaration.Clause], at index: Int) -> String {
        let own = clauses[index].condition
        if index == 0 { return own ?? "true" }
        // Written into one string, each earlier clause's condition read in place (copying the
        // clauses out retained their declarations; the parts were joined from an array).
        var text = ""
        for previous in 0..<index {
            if previous > 0 { text += " && " }
            text += "!("
            text += clauses[previous].condition ?? "true"
            text += ")"
        }
        if let own {
            text += " && ("
            text += own
            text += ")"
        }
        return text
    }

    /// Members inside a type body, each with its conditions relative to the type, in order.
    static func flattenMembers(_ declarations: [Declaration], conditions: [String] = []) -> FlattenedMembers {
        FlattenedMembers(declarations: declarations, conditions: conditions)
    }
}

/// `MockableTypeFinder.flattenMembers`: the members of a type body, `#if` clauses opened, each
/// with the conditions it is declared under. Walked where they are: resolving asks this of every
/// ancestor of every mocked type, and an array of them made first cost an allocation and a
/// retain and release of every member each time (most bodies have no `#if` at all).
struct FlattenedMembers: Sequence {
    let declarations: [Declaration]
    let conditions: [String]

    func makeIterator() -> Iterator { Iterator(declarations: declarations, conditions: conditions) }

    struct Iterator: IteratorProtocol {
        fileprivate let declarations: [Declaration]
        fileprivate let conditions: [String]
        private var position = 0
        /// The members of an `#if` block met on the way, opened, still to come (last first).
        private var opened: [(Declaration, [String])] = []

        fileprivate init(declarations: [Declaration], conditions: [String]) {
            self.declarations = declarations
            self.conditions = conditions
        }

        mutating func next() -> (Declaration, [String])? {
            if let member = opened.popLast() { return member }
            while position < declarations.count {
                let declaration = declarations[position]
                position += 1
                guard case .ifConfig(let block) = declaration else { return (declaration, conditions) }
                var members: [(Declaration, [String])] = []
                for (index, clause) in block.clauses.enumerated() {
                    members += MockableTypeFinder.flattenMembers(clause.declarations, conditions: conditions + [MockableTypeFinder.condition(of: block.clauses, at: index)])
                }
                opened = members.reversed()
                if let member = opened.popLast() { return member }
            }
            return nil
        }
    }
}

/// A type whose value a mock can make from nothing, for a result no stub answers
/// (`ResultDefaults`).
struct ConstructibleType: Sendable {
    var construction: MemberFacts.Construction
    var typeAccess: AccessLevel?
    var isDependency: Bool

    /// `nil` for a type that cannot be made from a nonisolated closure in another module:
    /// generic, isolated to a global actor, `@available`-restricted or noncopyable, or without
    /// a construction.
    init?(_ type: TypeDeclaration, isDependency: Bool) {
        guard type.genericParameters.isEmpty, let construction = MemberFacts.of(type).construction else { return nil }
        guard !type.header.attributes.contains(where: { $0.name == "available" || Attribute.isGlobalActor($0.name) }),
              !type.inheritance.contains(where: { $0.suppressesCopyable || $0.suppressesEscapable }) else { return nil }
        self.construction = construction
        self.typeAccess = type.header.accessLevel
        self.isDependency = isDependency
    }

    /// Reachable from the generated file, which can name the type (its mocks mention it): for
    /// another module's type, a public construction of a public type; with `@testable`, an
    /// internal one; otherwise one as visible as the type (the mocks may be in its module).
    func isReachable(testable: Bool) -> Bool {
        let type = typeAccess ?? .internal
        let constructionAccess: AccessLevel
        switch construction {
        case .enumCase: constructionAccess = type
        case .initializer(let access): constructionAccess = access ?? .internal
        }
        if isDependency { return type >= .public && constructionAccess >= .public }
        return constructionAccess >= (testable ? .internal : min(type, .public))
    }
}

extension MockableTypeFinder {
    /// The candidates in walk order, with `patched`'s full declarations in place of skeletons.
    struct Candidates: RandomAccessCollection, Sendable {
        fileprivate let walked: [TypeCandidate]
        fileprivate let patches: [Int: TypeCandidate]

        var startIndex: Int { 0 }
        var endIndex: Int { walked.count }

        /// Read in place (`_read`): `candidates[i].declaration.kind` copies no candidate.
        subscript(position: Int) -> TypeCandidate {
            _read {
                if !patches.isEmpty, let patch = patches[position] {
                    yield patch
                } else {
                    yield walked[position]
                }
            }
        }
    }

    /// Protocols and classes by simple and by qualified name.
    struct ByName: Sendable {
        /// Each name's candidate's position.
        let orders: [String: Int]
        fileprivate let candidates: Candidates

        subscript(name: String) -> TypeCandidate? {
            guard let order = orders[name] else { return nil }
            return candidates[order]
        }
    }
}

// MARK: - The folded tables in the incremental index

extension MockableTypeFinder {
    /// Every table of a finder pass 1 folds, as plain values: what the incremental index
    /// records of it (`FoldedIndexArchive`), so that a run after an edit that changed no
    /// skeleton takes the tables back instead of decoding and folding every skeleton again.
    struct Folded: Sendable {
        var walked: [TypeCandidate] = []
        var candidateRanges: [String: Range<Int>] = [:]
        var orders: [String: Int] = [:]
        var typeAliases = NameTable<TypeRef>()
        var constructibleTypes = NameTable<ConstructibleType?>()
        var extensionConformances = NameTable<[String]>()
        var knownNonescapableChanges: [String: Bool] = [:]
        var nestedNamesByOuter = NameTable<Set<String>>()
        var spiGroupsByName = NameTable<Set<String>>()
        var noncopyableTypes: Set<String> = []
        var nonescapableTypes: Set<String> = []
        var dependencies: Set<String> = []
        var inputTopLevelNames: Set<String> = []
        var dependencyTopLevelNames: Set<String> = []
        var inputGenericTopLevelNames: Set<String> = []
        var inputUnconditionalTopLevelNames: Set<String> = []
        var inputImports: Set<String> = []
        var declaredIntroducedNames: Set<String> = []
        var walkedStandardInterfaces = false
    }

    /// `nil` for a finder pass 1 does not make (one with patches or extension members).
    var folded: Folded? {
        guard patches.isEmpty, extensionMembers.isEmpty, !keepsCandidateMembers, !collectsExtensionMembers, keepsTables else { return nil }
        return Folded(walked: walked, candidateRanges: candidateRanges, orders: orders, typeAliases: typeAliases, constructibleTypes: constructibleTypes,
                      extensionConformances: extensionConformances, knownNonescapableChanges: knownNonescapableChanges, nestedNamesByOuter: nestedNamesByOuter,
                      spiGroupsByName: spiGroupsByName, noncopyableTypes: noncopyableTypes, nonescapableTypes: nonescapableTypes, dependencies: dependencies,
                      inputTopLevelNames: inputTopLevelNames, dependencyTopLevelNames: dependencyTopLevelNames, inputGenericTopLevelNames: inputGenericTopLevelNames,
                      inputUnconditionalTopLevelNames: inputUnconditionalTopLevelNames, inputImports: inputImports, declaredIntroducedNames: declaredIntroducedNames,
                      walkedStandardInterfaces: walkedStandardInterfaces)
    }

    /// The finder pass 1 folded into `folded`.
    init(folded: Folded) {
        self.init(dependencies: folded.dependencies)
        collectsExtensionMembers = false
        keepsCandidateMembers = false
        walked = folded.walked
        candidateRanges = folded.candidateRanges
        orders = folded.orders
        typeAliases = folded.typeAliases
        constructibleTypes = folded.constructibleTypes
        extensionConformances = folded.extensionConformances
        knownNonescapableChanges = folded.knownNonescapableChanges
        nestedNamesByOuter = folded.nestedNamesByOuter
        spiGroupsByName = folded.spiGroupsByName
        noncopyableTypes = folded.noncopyableTypes
        nonescapableTypes = folded.nonescapableTypes
        inputTopLevelNames = folded.inputTopLevelNames
        dependencyTopLevelNames = folded.dependencyTopLevelNames
        inputGenericTopLevelNames = folded.inputGenericTopLevelNames
        inputUnconditionalTopLevelNames = folded.inputUnconditionalTopLevelNames
        inputImports = folded.inputImports
        declaredIntroducedNames = folded.declaredIntroducedNames
        walkedStandardInterfaces = folded.walkedStandardInterfaces
    }

    /// This finder with the candidates of `skeleton`, a file it walked whose skeleton changed in
    /// its locations only (the same bytes without them), in place of the ones it walked: the
    /// tables by name hold no location. `false` if the file's candidates do not line up.
    mutating func replaceCandidates(with skeleton: SourceFileModel) -> Bool {
        var walker = MockableTypeFinder(dependencies: dependencies)
        walker.inputsGlobalActor = inputsGlobalActor
        walker.keepsTables = false
        walker.collectsExtensionMembers = false
        walker.keepsCandidateMembers = false
        walker.add(skeleton)
        let range = candidateRanges[skeleton.path] ?? 0..<0
        guard walker.walked.count == range.count else { return false }
        for (offset, var candidate) in walker.walked.enumerated() {
            candidate.order = range.lowerBound + offset
            guard walked[candidate.order].qualifiedName == candidate.qualifiedName else { return false }
            walked[candidate.order] = candidate
        }
        return true
    }
}
