import Foundation

/// The first pass: which protocols and classes of the inputs are candidates for a mock, after
/// `--dependency`, the folder-mode share, duplicates, `--exclude`, `--regex`,
/// `--no-class-mocking`, and what the generated file could not see or subclass.
struct TypeSelection: Sendable {
    /// In walk order (inputs sorted by path, declarations in source order).
    private(set) var selected: [TypeCandidate] = []
    private(set) var findings: [Finding] = []

    init(finder: MockableTypeFinder, paths: Set<String>?, options: ResolveOptions) {
        let pattern = options.typeNamePattern.flatMap { try? NSRegularExpression(pattern: $0) }
        if let text = options.typeNamePattern, pattern == nil, let first = finder.candidates.first {
            findings.append(.invalidPattern(text, at: SourceLocation(path: first.path, line: 1, column: 1)))
        }
        let candidates = finder.candidates
        // Each input candidate's verdict and whether it was asked for, worked out once: the
        // duplicates read them for every candidate, and so does the selection below (twice
        // each, they were a third of the selection's time on the large corpus).
        let judged = candidates.indices.map { position -> Judged? in
            let candidate = candidates[position]
            guard !candidate.isDependency else { return nil }
            return Judged(verdict: Self.verdict(on: candidate, options: options), isRequested: Self.isRequested(candidate, pattern: pattern, options: options))
        }
        let duplicates = Self.duplicates(in: candidates, judged: judged)
        for position in candidates.indices {
            guard let judged = judged[position] else { continue }
            let candidate = candidates[position]
            if let paths, !paths.contains(candidate.path) { continue }
            if let first = duplicates[candidate.order] {
                let reason = Unmockability.duplicateType(name: candidate.qualifiedName, otherPath: first.path,
                                                         otherLine: first.declaration.header.location.line, mockName: "Mock" + SwiftIdentifier.bare(candidate.declaration.name))
                findings.append(.unmockable(reason, what: candidate.qualifiedName, at: candidate.declaration.header.location))
                continue
            }
            guard judged.isRequested else { continue }
            switch judged.verdict {
            case .kept: selected.append(candidate)
            case .leftOut: continue
            case .omitted(let omission): findings.append(.note(omission, at: candidate.declaration.header.location))
            }
        }
    }

    /// An input candidate's `verdict` and `isRequested`.
    private struct Judged {
        let verdict: Verdict
        let isRequested: Bool

        /// Whether it would get a mock: what the duplicates count.
        var wouldBeMocked: Bool { isRequested && verdict == .kept }
    }

    /// Input types declared twice under the same name and `#if` conditions (as in the sources
    /// of two modules), by walk position, with the first such declaration, which gets the mock.
    /// Read across every input, also in folder mode, where each would land in another file. Only
    /// types that would get a mock count: two `private final class Foo` in two files are two
    /// types, and neither is mocked.
    private static func duplicates(in candidates: MockableTypeFinder.Candidates, judged: [Judged?]) -> [Int: TypeCandidate] {
        // Each name's first candidate by position: no candidate copied, the table sized once, and
        // a name under no `#if` is its own key (a name never holds a NUL, which joins the rest).
        var first: [String: Int] = [:]
        first.reserveCapacity(candidates.count)
        var duplicates: [Int: TypeCandidate] = [:]
        for position in candidates.indices {
            guard judged[position]?.wouldBeMocked == true else { continue }
            let candidate = candidates[position]
            let key = candidate.conditions.isEmpty ? candidate.qualifiedName : candidate.qualifiedName + "\u{0}" + candidate.conditions.joined(separator: "\u{0}")
            if let earlier = first[key] { duplicates[candidate.order] = candidates[earlier] } else { first[key] = position }
        }
        return duplicates
    }

    /// `--exclude` and `--regex` (a name is matched simple and qualified; exclusion wins).
    static func isRequested(_ candidate: TypeCandidate, pattern: NSRegularExpression?, options: ResolveOptions) -> Bool {
        let name = candidate.declaration.name
        if options.excludedTypes.contains(candidate.qualifiedName) || options.excludedTypes.contains(name) { return false }
        if let pattern, !(matches(pattern, name) || matches(pattern, candidate.qualifiedName)) { return false }
        return true
    }

    enum Verdict: Sendable, Equatable {
        case kept
        /// By `--no-class-mocking`, unsaid.
        case leftOut
        /// What the generated file cannot see or subclass, said in a note.
        case omitted(Omission)
    }

    /// Checked in the order `MockCandidateCensus` counts them: a private class is noted as
    /// private even with `--no-class-mocking`.
    static func verdict(on candidate: TypeCandidate, options: ResolveOptions) -> Verdict {
        let decl = candidate.declaration
        if let level = decl.header.accessLevel, level <= .fileprivate { return .omitted(.privateType(candidate.qualifiedName, level)) }
        if candidate.isInsidePrivateType { return .omitted(.insidePrivateType(candidate.qualifiedName)) }
        guard decl.kind == .class else { return .kept }
        if !options.mockClasses { return .leftOut }
        if decl.header.has("final") { return .omitted(.finalClass(candidate.qualifiedName)) }
        return .kept
    }

    static func matches(_ pattern: NSRegularExpression, _ name: String) -> Bool {
        pattern.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
    }
}
