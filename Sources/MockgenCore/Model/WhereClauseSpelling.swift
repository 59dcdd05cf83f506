/// Spelling a `where` clause, for signatures the resolver compares and diagnostics quote.
enum WhereClause {
    /// ` where A: B, C == D` or empty.
    static func text(_ requirements: [GenericRequirement]) -> String {
        var out = ""
        write(requirements, to: &out)
        return out
    }

    /// The same, written into `out`.
    static func write<Output: TextOutputStream>(_ requirements: [GenericRequirement], to out: inout Output) {
        guard !requirements.isEmpty else { return }
        out.write(" where ")
        for (index, requirement) in requirements.enumerated() {
            if index > 0 { out.write(", ") }
            requirement.left.write(to: &out)
            out.write(requirement.relation == .conformance ? ": " : " == ")
            requirement.right.write(to: &out)
        }
    }
}
