/// How a mock spells the type names its members mention, so they resolve in the generated file:
/// types nested in the mocked type get their owner's name (`Storage.State`, which the proxy
/// structs need), and top-level types of the tested module get the module's (`WasmKit.Pc`)
/// where another imported module may declare the same name.
public struct TypeNameQualification: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    /// Types and type aliases declared inside the mocked type (or an ancestor), by simple name.
    public var nested: [String: String]
    public var module: ModuleQualification?

    public init(nested: [String: String] = [:], module: ModuleQualification? = nil) {
        self.nested = nested
        self.module = module
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(nested: Dictionary(elements) { first, _ in first })
    }

    public subscript(name: String) -> String? {
        get { nested[name] ?? module?.qualified(name) }
        set { nested[name] = newValue }
    }

    public var isEmpty: Bool { nested.isEmpty && (module?.names.isEmpty ?? true) }

    /// A member's own generic parameters shadow module types of the same name.
    func excluding(_ names: [String]) -> TypeNameQualification {
        guard !names.isEmpty else { return self }
        var copy = self
        for name in names { copy.nested[name] = nil }
        copy.module?.excluded.formUnion(names.map(SwiftIdentifier.bare))
        return copy
    }
}

/// Top-level type names of the tested module and how to qualify them: `M.Name`, or `M::Name`
/// (a module selector, Swift 6.3) when the module declares a type named like itself, which a
/// `M.` prefix would reach instead of the module.
public struct ModuleQualification: Sendable, Equatable {
    public var module: String
    public var usesModuleSelector: Bool
    public var names: Set<String>
    /// The mocked type's generic parameters (associated types), which shadow module types.
    public var excluded: Set<String> = []

    public init(module: String, usesModuleSelector: Bool, names: Set<String>, excluded: Set<String> = []) {
        self.module = module
        self.usesModuleSelector = usesModuleSelector
        self.names = names
        self.excluded = excluded
    }

    /// `M.Name`; `` M.`Type` `` for names Swift reads as keywords after a dot. Names match
    /// with or without backticks (a type declared `` `Type` `` may be used as `Type`).
    func qualified(_ name: String) -> String? {
        let bare = SwiftIdentifier.bare(name)
        guard names.contains(bare), !excluded.contains(bare) else { return nil }
        return module + (usesModuleSelector ? "::" : ".") + SwiftIdentifier.afterDot(bare)
    }
}

extension ModuleQualification {
    /// Modules whose type names `ImportedTypeNames` lists (or that declare none a module could
    /// clash with). Any other module a generated file imports may declare any name: a Swift
    /// dependency, or a C module (WasmKit's `Pc` is also a typedef of its C header).
    static let modulesWithKnownNames: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
        "FoundationInternationalization", "Dispatch", "XCTest", "Testing", "MockRuntime",
        "Synchronization", "Observation",
    ]

    /// With one `--testable` module, the inputs are its sources. Their top-level names are
    /// written qualified when they may be ambiguous in the generated file: every name when the
    /// inputs (or `--import`) bring in a module whose names are unknown, else the names that
    /// Foundation, Testing, … or the `--dependency` sources declare too. `nil` when the module
    /// is not known or nothing needs qualifying.
    static func forInputs(of finder: MockableTypeFinder, options: ResolveOptions) -> ModuleQualification? {
        guard options.testableImports.count == 1, let module = options.testableImports.first else { return nil }
        let imported = finder.inputImports.union(options.imports).subtracting([module])
        // Generic types keep their bare name: it is how code inside them names them (with the
        // type's own arguments), and `M.Name` would ask for arguments.
        // A module type named like a mock the file declares (`MockGreeter` next to `Greeter`)
        // would be the mock there.
        let clashing = finder.dependencyTopLevelNames.union(ImportedTypeNames.all).union(generatedTopLevelNames(finder))
        let names = (imported.isSubset(of: modulesWithKnownNames)
            ? finder.inputTopLevelNames.intersection(clashing)
            : finder.inputTopLevelNames).subtracting(finder.inputGenericTopLevelNames).intersection(finder.inputUnconditionalTopLevelNames)
        guard !names.isEmpty else { return nil }
        return ModuleQualification(module: module, usesModuleSelector: finder.inputTopLevelNames.contains(module),
                                   names: Set(names.map(SwiftIdentifier.bare)))
    }

    /// The file-level names generated files declare for the inputs' top-level types (mock, stub,
    /// proxies, member table; `ResolvedType`), whether or not each type ends up mocked.
    static func generatedTopLevelNames(_ finder: MockableTypeFinder) -> Set<String> {
        var names: Set<String> = []
        for candidate in finder.candidates where !candidate.isDependency && candidate.outerTypeName == nil {
            let name = SwiftIdentifier.bare(candidate.declaration.name)
            names.formUnion(["Mock" + name, name + "Stub", "__Proxy_" + name, "__StaticProxy_" + name, "__" + name])
        }
        return names
    }
}
