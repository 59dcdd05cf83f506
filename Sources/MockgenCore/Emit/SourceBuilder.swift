/// Appends generated source to one `String` with indentation: no intermediate arrays or
/// interpolations, because the CLI emits hundreds of files in a few milliseconds.
struct SourceBuilder {
    private(set) var text: String = ""
    private var indentation: String = ""

    init(reservingCapacity capacity: Int = 0) {
        text.reserveCapacity(capacity)
    }

    /// One line at the current indentation.
    mutating func line(_ content: String) {
        text += indentation
        text += content
        text += "\n"
    }

    /// A line built from several pieces without creating a temporary string.
    mutating func line(_ pieces: String...) {
        text += indentation
        for piece in pieces { text += piece }
        text += "\n"
    }

    /// Text that is already indented and ends with a newline (a section built separately).
    mutating func append(_ section: String) {
        text += section
    }

    mutating func blankLine() {
        text += "\n"
    }

    /// Preprocessor directives are written at column 0 of the current indentation too; Swift
    /// accepts either and it reads better.
    mutating func indent() { indentation += "    " }

    mutating func dedent() { indentation.removeLast(4) }

    /// `header {`, body, `}`.
    mutating func block(_ header: String, _ body: (inout SourceBuilder) -> Void) {
        line(header + " {")
        indent()
        body(&self)
        dedent()
        line("}")
    }

    /// Doc comment lines re-indented to the current level.
    mutating func documentation(_ documentation: String?) {
        guard let documentation else { return }
        for rawLine in documentation.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = rawLine.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty { continue }
            text += indentation
            if trimmed.first == "*" { text += " " }
            text += trimmed
            text += "\n"
        }
    }

    /// Wraps `body` in `#if` lines, one per enclosing condition.
    mutating func conditional(_ conditions: [String], _ body: (inout SourceBuilder) -> Void) {
        for condition in conditions { line("#if " + condition) }
        body(&self)
        for _ in conditions { line("#endif") }
    }
}
