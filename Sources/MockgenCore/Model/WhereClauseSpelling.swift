/// Spelling a `where` clause, for signatures the resolver compares and diagnostics quote.
enum ShapeText {
    /// ` where A: B, C == D` or empty.
    static func whereClause(_ requirements: [GenericRequirement]) -> String {
        guard !requirements.isEmpty else { return "" }
        return " where " + requirements.map(\.description).joined(separator: ", ")
    }
}
