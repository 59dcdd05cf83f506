/// What `mockgen generate --debug` printed on stderr, sorted into what the report needs.
struct MockgenOutput: Equatable {
    /// `cannot mock …` warnings: a declaration (a member or a whole type) with no mock, and why.
    var skipped: [DiagnosticLine] = []
    /// Other warnings (a type refining a protocol that is not among the inputs, …): mocks were
    /// generated but may not compile.
    var otherWarnings: [DiagnosticLine] = []
    var errors: [DiagnosticLine] = []
    /// `--debug` notes on types left out on purpose, counted by reason.
    var deliberateSkips: [String: Int] = [:]
    /// The `N mocks` of mockgen's summary line, nil when there was none (a crash, an error).
    var mockCount: Int?
    var summary: String?

    init(stderr: String) {
        for text in stderr.split(separator: "\n") {
            if text.hasPrefix("mockgen: ") {
                summary = String(text)
                mockCount = Self.mockCount(inSummary: text)
                continue
            }
            guard let diagnostic = DiagnosticLine(text) else { continue }
            switch diagnostic.severity {
            case "error": errors.append(diagnostic)
            case "warning":
                if diagnostic.message.hasPrefix("cannot mock ") { skipped.append(diagnostic) } else { otherWarnings.append(diagnostic) }
            default: deliberateSkips[Self.reason(ofNote: diagnostic.message), default: 0] += 1
            }
        }
    }

    /// `mockgen: 12 mocks in 1 file (written)` → 12.
    static func mockCount(inSummary line: Substring) -> Int? {
        let words = line.split(separator: " ")
        guard words.count >= 3, words[0] == "mockgen:", words[2].hasPrefix("mock") else { return nil }
        return Int(words[1])
    }

    /// The reasons of the resolver's notes (TypeSelection.verdict), in a few words.
    static func reason(ofNote message: String) -> String {
        if message.contains("inside a private type") { return "inside a private type" }
        if message.contains(" is private;") || message.contains(" is fileprivate;") { return "private or fileprivate" }
        if message.contains("is SPI") { return "SPI" }
        if message.contains(" is final;") { return "final class" }
        return "other"
    }
}
