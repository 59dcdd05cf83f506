/// What the Resolve stage hands to Emit: every mock to generate, and what to tell the user.
public struct Resolution: Sendable, Equatable {
    /// In the order the inputs declare them (inputs sorted by path).
    public let types: [ResolvedType]
    /// Sorted by location, then message; a problem reached along several paths (a member
    /// inherited by two mocked subclasses) appears once.
    public let diagnostics: [Diagnostic]
    /// The mocks by the input declaring them, built once: in folder mode each output file takes
    /// its share of one resolution instead of resolving again.
    private let typesByPath: [String: [ResolvedType]]

    init(types: [ResolvedType], diagnostics: [Diagnostic]) {
        self.types = types
        var seen: Set<Diagnostic> = []
        self.diagnostics = diagnostics.filter { seen.insert($0).inserted }.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
        typesByPath = Dictionary(grouping: types, by: \.location.path)
    }

    /// The mocks of the protocols and classes that the input at `path` declares, in order.
    public func shares(of path: String) -> [ResolvedType] {
        typesByPath[path] ?? []
    }
}
