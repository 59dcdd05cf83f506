/// One generated input: a few declarations, each a header, members and a closing line, kept
/// apart so the reducer can drop a member or a declaration and render the rest.
struct FuzzCase: Sendable {
    struct Declaration: Sendable {
        var header: String
        var members: [String]
        /// Declarations others need (error types, global actors, helper structs): the reducer
        /// keeps them.
        var isSupport = false
        /// What closes the declaration: `}`, or `}\n}` for one nested in a namespace enum.
        var closing = "}"
    }

    /// `Case12`: also the prefix of every name the case declares, so cases of a batch compile
    /// together without clashing.
    var name: String
    var declarations: [Declaration]
    /// The case declares names that would clash with or shadow other cases' in one module
    /// (standard-library names, keyword type names, the module's own name): it is checked alone,
    /// as module `FuzzInput`, rather than in a batch.
    var needsOwnModule = false

    var source: String {
        var text = "// mockgen-fuzz \(name)\nimport Foundation\n\n"
        for declaration in declarations {
            if declaration.header.hasSuffix("{") {
                text += declaration.header + "\n"
                for member in declaration.members { text += member.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n" }
                text += declaration.closing + "\n\n"
            } else {
                text += declaration.header + "\n\n"
            }
        }
        return text
    }

    /// Every smaller case with one member or one non-support declaration removed, largest
    /// removals first.
    var reductions: [FuzzCase] {
        var out: [FuzzCase] = []
        for index in declarations.indices where !declarations[index].isSupport && declarations.count > 1 {
            var copy = self
            copy.declarations.remove(at: index)
            out.append(copy)
        }
        for index in declarations.indices {
            for member in declarations[index].members.indices {
                var copy = self
                copy.declarations[index].members.remove(at: member)
                out.append(copy)
            }
        }
        return out
    }
}
