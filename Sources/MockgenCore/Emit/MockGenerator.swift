import Foundation

/// What `mockgen generate` can be told; mirrors Cuckoo's generator options.
public struct GeneratorOptions: Sendable, Equatable {
    /// `--testable`: modules imported with `@testable import`.
    public var testableImports: [String]
    /// `--import`: further modules to import.
    public var imports: [String]
    /// `--exclude`: protocol and class names (simple or qualified) not to mock.
    public var excludedTypes: Set<String>
    /// `--regex`: only types whose name matches are mocked (`excludedTypes` wins over it).
    public var typeNamePattern: String?
    /// `--no-header` turns this off. The one-line `GeneratedFileMarker` is written regardless.
    public var includeHeader: Bool
    /// `--timestamp`: a generation date in the header. Off by default, because a date makes every
    /// run rewrite the file and the test target recompile.
    public var timestamp: Date?
    /// `--no-inheritance` turns this off: members inherited from protocols and superclasses found
    /// among the inputs are mocked too.
    public var mockInheritedMembers: Bool
    /// `--no-class-mocking` turns this off.
    public var mockClasses: Bool
    /// `--debug`: extra comments in the generated code.
    public var debug: Bool
    /// Printed in the header.
    public var generatorVersion: String

    public init(testableImports: [String] = [], imports: [String] = [], excludedTypes: Set<String> = [], typeNamePattern: String? = nil, includeHeader: Bool = true, timestamp: Date? = nil, mockInheritedMembers: Bool = true, mockClasses: Bool = true, debug: Bool = false, generatorVersion: String = MockgenVersion.current) {
        self.testableImports = testableImports
        self.imports = imports
        self.excludedTypes = excludedTypes
        self.typeNamePattern = typeNamePattern
        self.includeHeader = includeHeader
        self.timestamp = timestamp
        self.mockInheritedMembers = mockInheritedMembers
        self.mockClasses = mockClasses
        self.debug = debug
        self.generatorVersion = generatorVersion
    }
}

public enum MockgenVersion {
    public static let current = "0.1.0"
}

/// The text of one generated file plus what was said about the inputs while making it.
public struct GeneratedOutput: Sendable, Equatable {
    public var content: String
    /// Warnings for declarations that could not be mocked (with the reason), errors for
    /// unusable input. The caller writes nothing if any is an error.
    public var diagnostics: [Diagnostic]
    /// The types that got a mock, qualified (`Outer.Inner`), in output order.
    public var mockedTypes: [String]

    public init(content: String, diagnostics: [Diagnostic] = [], mockedTypes: [String] = []) {
        self.content = content
        self.diagnostics = diagnostics
        self.mockedTypes = mockedTypes
    }
}

/// Resolve + emit: parsed files in, the content of one `GeneratedMocks.swift` out.
public enum MockGenerator {
    /// - Parameters:
    ///   - models: every parsed input; all of them are used to resolve inheritance.
    ///   - paths: the inputs whose protocols and classes get mocks in this output (`nil`: all).
    ///     `mockgen generate --output DIR` calls this once per input file.
    ///   - dependencies: paths among `models` that are `--dependency` sources: followed for
    ///     inheritance, never mocked, and ranked below the inputs when names clash.
    /// - Returns: byte-identical output for the same inputs, whatever their order.
    public static func generate(models: [SourceFileModel], for paths: Set<String>? = nil, dependencies: Set<String> = [], options: GeneratorOptions) -> GeneratedOutput {
        let resolver = MockResolver(models: models, for: paths, dependencies: dependencies, options: options)
        let emitted = models.filter { paths?.contains($0.path) ?? true }.sorted { $0.path < $1.path }
        // Each type's code depends only on that type, so the types are emitted on every core and
        // joined in resolver order: the output is the same as a one-thread loop, byte for byte.
        let types = resolver.types
        let debug = options.debug
        let sections = ParallelMap.map(count: types.count) { index in
            var section = SourceBuilder(reservingCapacity: 8192)
            TypeEmitter(type: types[index], debug: debug).emit(into: &section)
            return section.text
        }
        var out = SourceBuilder(reservingCapacity: 4096 + sections.reduce(0) { $0 + $1.utf8.count + 1 })
        let publicMockPaths = Set(types.filter { $0.accessModifier == "public" }.flatMap(\.declarationPaths))
        let ancestorFiles = Set(types.flatMap(\.declarationPaths))
        let ancestorModels = models.filter { dependencies.contains($0.path) && ancestorFiles.contains($0.path) }.sorted { $0.path < $1.path }
        let spiGroups = Set(types.flatMap { type in (type.attributes + type.members.flatMap(\.attributes)).filter { $0.name == "_spi" }.compactMap(\.arguments) }).sorted()
        HeaderEmitter(options: options, models: emitted, ancestorModels: ancestorModels, publicMockPaths: publicMockPaths, spiGroups: spiGroups).emit(into: &out)
        for section in sections {
            out.blankLine()
            out.append(section)
        }
        return GeneratedOutput(content: out.text, diagnostics: resolver.diagnostics, mockedTypes: resolver.types.map(\.qualifiedName))
    }
}
