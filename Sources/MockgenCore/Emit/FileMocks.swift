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
    /// - Parameter notes: `--debug`'s notes are kept among the findings.
    init(types: [ResolvedType], sections: [String], findings: [Finding], notes: Bool) {
        self.sections = sections
        diagnostics = findings.compactMap { $0.diagnostic(notes: notes) }
        publicMockPaths = HeaderFacts.publicMockPaths(of: types)
        spiGroups = HeaderFacts.spiGroups(of: types)
        mockedTypes = types.map(\.qualifiedName)
    }
}
