import Foundation

/// Resolve stage: decides which protocols and classes get mocks and everything about each mock
/// (see `ResolvedType`). Types and members that cannot be mocked are reported, never dropped
/// silently; deliberately skipped ones (`private`, `final`) get a note in `--debug` only.
///
/// The stage is a sequence of passes, each a type of its own returning a value: `TypeSelection`,
/// then per type `TypeResolver` (`TypeTraits`, `TypeMockability`, `MemberCollector` with
/// `MemberRules`, `AssociatedTypes`, `Initializers`, `ConformanceSynthesis`, `NestedTypeNames`,
/// `MemberNumbering`). Their `Finding`s become diagnostic text once, here.
public enum MockResolver {
    /// Counts resolutions in tests (folder mode must resolve once, not once per output file).
    @TaskLocal static var resolutionCounter: ResolutionCounter?

    /// - Parameters:
    ///   - models: every parsed input; all of them are used to resolve inheritance.
    ///   - paths: the inputs whose protocols and classes get mocks (`nil`: all).
    ///   - dependencies: paths among `models` that are `--dependency` sources: followed for
    ///     inheritance, never mocked.
    public static func resolve(models: [SourceFileModel], for paths: Set<String>? = nil, dependencies: Set<String> = [], options: ResolveOptions) -> Resolution {
        resolve(models: models, for: paths, dependencies: dependencies, options: options, replacements: nil)
    }

    /// - Parameter replacements: the types `--replace` names, when the caller found them already
    ///   (`replacements(models:paths:options:)`, from the same models and paths).
    /// - Parameter inputsFinder: the models that are not `dependencies`, folded as they were
    ///   parsed (`MockableTypeFinder.forInputs()`): only the dependencies are walked here, and
    ///   the standard interfaces unless the caller walked them into it already.
    static func resolve(models: [SourceFileModel], for paths: Set<String>?, dependencies: Set<String>, options: ResolveOptions, replacements: ReplacementSelection?,
                        inputsFinder: MockableTypeFinder? = nil) -> Resolution {
        resolutionCounter?.increment()
        var finder = inputsFinder.map { $0.followed(byDependencies: models.filter { dependencies.contains($0.path) }) }
            ?? MockableTypeFinder(models: models, dependencies: dependencies.union([StandardInterfaces.path]), inputsGlobalActor: options.defaultGlobalActor)
        // Walked last, as in an index (a one-pass run's pipeline walked them already).
        if !finder.walkedStandardInterfaces { finder.addStandardInterfaces() }
        // Selection and which protocols need `any` read the finder alone: both at once (one
        // after the other they were a serial stretch of a medium corpus's run, 1 ms each).
        let walked = finder
        let (selection, existentialAny) = ParallelMap.both({ select(finder: walked, paths: paths, options: options) },
                                                           { RunFacts.existentialAny(finder: walked, options: options) })
        let resolver = typeResolver(finder: finder, runFacts: RunFacts(finder: finder, selected: selection.selected, existentialAny: existentialAny), options: options)
        var findings = selection.findings
        var types: [ResolvedType] = []
        // Each type is resolved on its own (the finder is read-only), so on every core, the ones
        // with the most members first; the results come back in walk order.
        let selected = selection.selected
        for outcome in ParallelMap.map(count: selected.count, costliestFirst: { selected[$0].declaration.members.count }, { resolver.resolve(selected[$0]) }) {
            findings += outcome.findings
            if let type = outcome.type { types.append(type) }
        }
        let replacements = replacements ?? Self.replacements(models: models, paths: paths, options: options)
        findings += replacements.findings
        for mirror in replacements.mirrors {
            let outcome = resolver.resolve(mirror.candidate)
            findings += outcome.findings
            guard var type = outcome.type else { continue }
            // Calls that no stub takes have no original to fall back on through the mock: the
            // replacement itself calls the original when no mock is installed.
            type.defaultImplementation = .none
            type.replaced = mirror.replaced
            // A generic type's nested types need its arguments: `PriorityQueue<T>.Iterator`.
            if !mirror.replaced.genericParameters.isEmpty {
                let prefix = mirror.candidate.qualifiedName + "."
                let owner = mirror.replaced.reference.description + "."
                for (name, spelling) in type.nestedTypeNames.nested where spelling.hasPrefix(prefix) {
                    type.nestedTypeNames.nested[name] = owner + spelling.dropFirst(prefix.count)
                }
            }
            types.append(type)
        }
        return Resolution(types: types, diagnostics: findings.compactMap { $0.diagnostic(notes: options.notes) })
    }

    /// The first pass: which candidates get mocks (see `TypeSelection`).
    /// The types `--replace` names, among `models` (only those of `paths` get a mock).
    static func replacements(models: [SourceFileModel], paths: Set<String>?, options: ResolveOptions) -> ReplacementSelection {
        ReplacementSelection(models: models, names: options.replacedNames, paths: paths, module: options.testableImports.first)
    }

    static func select(finder: MockableTypeFinder, paths: Set<String>?, options: ResolveOptions) -> TypeSelection {
        // A class named by --replace gets a replacement mock, not a subclass mock of the same name.
        var selectionOptions = options
        selectionOptions.excludedTypes.formUnion(options.replacedNames)
        return TypeSelection(finder: finder, paths: paths, options: selectionOptions)
    }

    /// What every type of a run reads alike: which protocols need `any`, and which stubs make a
    /// default result. They read names, kinds, inheritance and what a skeleton keeps of members
    /// (`MemberFacts`), so a two-pass run works them out once from pass 1's finder rather than
    /// once per chunk from the patched one (on one thread, a tenth of a large run's pass 2).
    struct RunFacts: Sendable {
        let existentialAny: ExistentialAny
        let defaultStubs: [String: String]

        init(finder: MockableTypeFinder, selected: [TypeCandidate], options: ResolveOptions) {
            self.init(finder: finder, selected: selected, existentialAny: Self.existentialAny(finder: finder, options: options))
        }

        /// - Parameter existentialAny: `existentialAny(finder:options:)` of this finder.
        init(finder: MockableTypeFinder, selected: [TypeCandidate], existentialAny: ExistentialAny) {
            self.existentialAny = existentialAny
            defaultStubs = ResultDefaults.stubs(finder: finder, selected: selected, existentialAny: existentialAny)
        }

        static func existentialAny(finder: MockableTypeFinder, options: ResolveOptions) -> ExistentialAny {
            ExistentialAny(finder: finder, module: options.testableImports.count == 1 ? options.testableImports.first : nil)
        }
    }

    /// The passes after selection, for one candidate at a time.
    /// - Parameter runFacts: from this finder, or from the finder it patches (its `selected`:
    ///   every type mocked in the run, a result of a mocked protocol's type can be answered
    ///   with its stub).
    static func typeResolver(finder: MockableTypeFinder, runFacts: RunFacts, options: ResolveOptions) -> TypeResolver {
        let inheritance = InheritanceResolver(finder: finder)
        // Top-level names of the tested module that the mocks write qualified (`Stencil.Scanner`):
        // inside the module its own declaration wins, in the generated file the name is ambiguous
        // when another imported module declares it too (see `ModuleQualification.forInputs`).
        let names = NestedTypeNames(finder: finder, inheritance: inheritance, moduleQualification: ModuleQualification.forInputs(of: finder, options: options))
        return TypeResolver(finder: finder, inheritance: inheritance, options: options, names: names, existentialAny: runFacts.existentialAny,
                            resultDefaults: ResultDefaults(finder: finder, stubs: runFacts.defaultStubs, options: options),
                            nonescapable: NameSet(finder.nonescapableTypes))
    }
}

/// How many times `MockResolver` ran (a test hook, see `MockResolver.resolutionCounter`).
/// `@unchecked Sendable`: its one counter is only touched under the lock.
final class ResolutionCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
