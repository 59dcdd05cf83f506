/// Spelling a `where` clause, for signatures the resolver compares and diagnostics quote.
enum WhereClause {
    /// ` where A: B, C == D` or empty.
    static func text(_ requirements: [GenericRequirement]) -> String {
        guard !requirements.isEmpty else { return "" }
        return " where " + requirements.map(\.description).joined(separator: ", ")
    }
}
