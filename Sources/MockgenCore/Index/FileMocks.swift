/// What pass 2 makes of one input's mocks: the generated text of each type and what the header
/// and the report need of them. A two-pass run with a cache (`IndexCache`) keeps one per input for
/// the next run, which takes it as it is when nothing it depends on changed.
struct FileMocks: Sendable, Equatable {
    /// One per mocked type, in walk order, each starting with a line break.
    var sections: [String] = []
    /// Findings about these types, rendered.
    var diagnostics: [Diagnostic] = []
    /// Files that declare a type that has a public mock (`HeaderEmitter` imports their module
    /// publicly when it must).
    var publicMockPaths: [String] = []
    /// `@_spi` groups the mocks' declarations use.
    var spiGroups: [String] = []
    var mockedTypes: [String] = []

    init() {}

    /// - Parameter sections: `types` rendered.
    init(types: [ResolvedType], sections: [String], findings: [Finding], options: GeneratorOptions) {
        self.sections = sections
        diagnostics = findings.compactMap { $0.diagnostic(notes: options.resolve.notes) }
        publicMockPaths = types.filter { $0.accessLevel == .public }.flatMap(\.declarationPaths)
        spiGroups = types.flatMap(\.spiGroups)
        mockedTypes = types.map(\.qualifiedName)
    }
}

extension FileMocks {
    var archived: [UInt8] {
        var writer = ArchiveWriter()
        writer.strings(sections)
        writer.int(diagnostics.count)
        for diagnostic in diagnostics {
            writer.string(diagnostic.severity.rawValue)
            writer.string(diagnostic.message)
            writer.string(diagnostic.location.path)
            writer.int(diagnostic.location.line)
            writer.int(diagnostic.location.column)
        }
        writer.strings(publicMockPaths)
        writer.strings(spiGroups)
        writer.strings(mockedTypes)
        return writer.bytes
    }

    init(archived bytes: UnsafeRawBufferPointer) throws(ArchiveReader.Malformed) {
        var reader = ArchiveReader(bytes)
        sections = try reader.strings()
        let count = try reader.count()
        for _ in 0..<count {
            guard let severity = Diagnostic.Severity(rawValue: try reader.string()) else { throw ArchiveReader.Malformed() }
            let message = try reader.string()
            let path = try reader.string()
            let line = try reader.int()
            diagnostics.append(Diagnostic(severity, message, at: SourceLocation(path: path, line: line, column: try reader.int())))
        }
        publicMockPaths = try reader.strings()
        spiGroups = try reader.strings()
        mockedTypes = try reader.strings()
        guard reader.isAtEnd else { throw ArchiveReader.Malformed() }
    }
}
