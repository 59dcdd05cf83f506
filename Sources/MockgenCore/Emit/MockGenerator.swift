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

/// One generated file plus what was said about the inputs while making it.
public struct GeneratedOutput: Sendable, Equatable {
    public var text: GeneratedText
    /// Warnings for declarations that could not be mocked (with the reason), errors for
    /// unusable input. The caller writes nothing if any is an error.
    public var diagnostics: [Diagnostic]
    /// The types that got a mock, qualified (`Outer.Inner`), in output order.
    public var mockedTypes: [String]

    /// The whole text at once. Writing goes through `text.forEachChunk` instead, so that a huge
    /// output is never held in memory whole.
    public var content: String { text.joined }

    public init(content: String, diagnostics: [Diagnostic] = [], mockedTypes: [String] = []) {
        self.init(text: GeneratedText(content), diagnostics: diagnostics, mockedTypes: mockedTypes)
    }

    public init(text: GeneratedText, diagnostics: [Diagnostic], mockedTypes: [String]) {
        self.text = text
        self.diagnostics = diagnostics
        self.mockedTypes = mockedTypes
    }
}

/// The text of a generated file, made when it is read: the header, then the mocks' code a batch
/// of types at a time (each batch emitted on every core). Memory then holds one batch of output,
/// not the file, whose size grows with the input (350 MB for 105,000 protocols).
public struct GeneratedText: Sendable, Equatable {
    private enum Storage: Sendable, Equatable {
        case whole(String)
        case mocks(header: String, types: [ResolvedType], debug: Bool)
    }

    private let storage: Storage
    /// Types emitted per batch: enough to keep every core busy, small enough to stay a few MB.
    static let typesPerBatch = 512

    public init(_ text: String) { storage = .whole(text) }

    init(header: String, types: [ResolvedType], debug: Bool) {
        storage = .mocks(header: header, types: types, debug: debug)
    }

    /// Calls `body` with consecutive pieces of the text, in order.
    public func forEachChunk(_ body: (String) throws -> Void) rethrows {
        switch storage {
        case .whole(let text):
            try body(text)
        case .mocks(let header, let types, let debug):
            try body(header)
            var start = 0
            while start < types.count {
                let batch = types[start..<min(start + Self.typesPerBatch, types.count)]
                // Each type's code depends only on that type, so the types are emitted on every
                // core and joined in order: the same bytes as a one-thread loop.
                let sections = ParallelMap.map(count: batch.count) { index in
                    TypeEmitter(type: batch[batch.startIndex + index], debug: debug).render()
                }
                var out = SourceBuilder(reservingCapacity: sections.reduce(0) { $0 + $1.utf8.count + 1 })
                for section in sections {
                    out.blankLine()
                    out.append(section)
                }
                try body(out.text)
                start += Self.typesPerBatch
            }
        }
    }

    public var joined: String {
        var text = ""
        forEachChunk { text += $0 }
        return text
    }

    public static func == (lhs: GeneratedText, rhs: GeneratedText) -> Bool {
        if case .whole(let left) = lhs.storage, case .whole(let right) = rhs.storage { return left == right }
        return lhs.joined == rhs.joined
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
        let types = resolver.types
        var out = SourceBuilder(reservingCapacity: 4096)
        let publicMockPaths = Set(types.filter { $0.accessModifier == "public" }.flatMap(\.declarationPaths))
        let ancestorFiles = Set(types.flatMap(\.declarationPaths))
        let ancestorModels = models.filter { dependencies.contains($0.path) && ancestorFiles.contains($0.path) }.sorted { $0.path < $1.path }
        let spiGroups = Set(types.flatMap { type in (type.attributes + type.members.flatMap(\.attributes)).filter { $0.name == "_spi" }.compactMap(\.arguments) }).sorted()
        HeaderEmitter(options: options, models: emitted, ancestorModels: ancestorModels, publicMockPaths: publicMockPaths, spiGroups: spiGroups).emit(into: &out)
        return GeneratedOutput(text: GeneratedText(header: out.text, types: types, debug: options.debug),
                               diagnostics: resolver.diagnostics, mockedTypes: types.map(\.qualifiedName))
    }
}
