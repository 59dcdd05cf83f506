/// How many protocols and classes a set of parsed files offers to mock, and how many of the rest
/// were left out on purpose, for reports such as the corpus check (`make corpus`).
///
/// It walks the files with the resolver's own `MockableTypeFinder` (members of types, extensions
/// and `#if` clauses included) and applies the checks of `TypeSelection.verdict` in the same
/// order, so "found" here means "considered for a mock": a protocol or a class that is not
/// `private`/`fileprivate`, not inside a private type, and (classes) not `final`.
/// Generator options (`--exclude`, `--regex`, `--no-class-mocking`) are not applied.
public struct MockCandidateCensus: Sendable, Equatable {
    public var protocols = 0
    public var classes = 0
    /// Left out on purpose, each counted once under the first reason the resolver checks.
    public var privateTypes = 0
    public var insidePrivateTypes = 0
    public var finalClasses = 0

    public init() {}

    public init(models: [SourceFileModel]) {
        for candidate in MockableTypeFinder(models: models).candidates {
            let declaration = candidate.declaration
            if let level = declaration.header.accessLevel, level <= .fileprivate {
                privateTypes += 1
            } else if candidate.isInsidePrivateType {
                insidePrivateTypes += 1
            } else if declaration.kind == .protocol {
                protocols += 1
            } else if declaration.header.has("final") {
                finalClasses += 1
            } else {
                classes += 1
            }
        }
    }

    /// Sums of two censuses (a package is the sum of its modules).
    public static func + (lhs: MockCandidateCensus, rhs: MockCandidateCensus) -> MockCandidateCensus {
        var sum = lhs
        sum.protocols += rhs.protocols
        sum.classes += rhs.classes
        sum.privateTypes += rhs.privateTypes
        sum.insidePrivateTypes += rhs.insidePrivateTypes
        sum.finalClasses += rhs.finalClasses
        return sum
    }
}
