import Foundation

/// Resolve stage: decides which protocols and classes get mocks and everything about each mock
/// (see `ResolvedType`). Types and members that cannot be mocked are reported, never dropped
/// silently; deliberately skipped ones (`private`, `final`) get a note in `--debug` only.
/// Call `MockResolver.resolve(models:for:dependencies:options:)`; the struct is its working state.
public struct MockResolver {
    var types: [ResolvedType] = []
    var diagnostics: [Diagnostic] = []

    let options: ResolveOptions
    /// Members reported unmockable so far (see `report`).
    var unmockableMembers = 0
    let finder: MockableTypeFinder
    let inheritance: InheritanceResolver
    /// Top-level names of the tested module that the mocks write qualified (`Stencil.Scanner`):
    /// inside the module its own declaration wins, in the generated file the name is ambiguous
    /// when another imported module declares it too (see `ModuleQualification.forInputs`).
    let moduleQualification: ModuleQualification?

    /// Counts resolutions in tests (folder mode must resolve once, not once per output file).
    @TaskLocal static var resolutionCounter: ResolutionCounter?

    /// - Parameters:
    ///   - models: every parsed input; all of them are used to resolve inheritance.
    ///   - paths: the inputs whose protocols and classes get mocks (`nil`: all).
    ///   - dependencies: paths among `models` that are `--dependency` sources: followed for
    ///     inheritance, never mocked.
    public static func resolve(models: [SourceFileModel], for paths: Set<String>? = nil, dependencies: Set<String> = [], options: ResolveOptions) -> Resolution {
        let resolver = MockResolver(models: models, for: paths, dependencies: dependencies, options: options)
        return Resolution(types: resolver.types, diagnostics: resolver.diagnostics)
    }

    private init(models: [SourceFileModel], for paths: Set<String>?, dependencies: Set<String>, options: ResolveOptions) {
        Self.resolutionCounter?.increment()
        self.options = options
        finder = MockableTypeFinder(models: models + [StandardInterfaces.model], dependencies: dependencies.union([StandardInterfaces.path]))
        inheritance = InheritanceResolver(finder: finder)
        moduleQualification = ModuleQualification.forInputs(of: finder, options: options)
        let pattern = options.typeNamePattern.flatMap { try? NSRegularExpression(pattern: $0) }
        if let text = options.typeNamePattern, pattern == nil, let first = finder.candidates.first {
            diagnostics.append(.error("invalid --regex pattern '\(text)'", at: SourceLocation(path: first.path, line: 1, column: 1)))
        }
        let duplicates = duplicateCandidates()
        for candidate in finder.candidates {
            if candidate.isDependency { continue }
            if let paths, !paths.contains(candidate.path) { continue }
            if let first = duplicates[candidate.order] {
                report(.duplicateType(name: candidate.qualifiedName, otherPath: first.path, otherLine: first.declaration.header.location.line, mockName: "Mock" + candidate.declaration.name),
                       candidate.qualifiedName, at: candidate.declaration.header.location)
                continue
            }
            guard isWanted(candidate, pattern: pattern) else { continue }
            if let type = resolve(candidate) { types.append(type) }
        }
    }

    // MARK: Selection

    /// Input types declared twice under the same name and `#if` conditions (as in the sources
    /// of two modules), by walk position, with the first such declaration, which gets the mock.
    /// Read across every input, also in folder mode, where each would land in another file.
    func duplicateCandidates() -> [Int: TypeCandidate] {
        var first: [String: TypeCandidate] = [:]
        var duplicates: [Int: TypeCandidate] = [:]
        for candidate in finder.candidates where !candidate.isDependency {
            let key = candidate.qualifiedName + "\u{0}" + candidate.conditions.joined(separator: "\u{0}")
            if let earlier = first[key] { duplicates[candidate.order] = earlier } else { first[key] = candidate }
        }
        return duplicates
    }

    mutating func isWanted(_ candidate: TypeCandidate, pattern: NSRegularExpression?) -> Bool {
        let decl = candidate.declaration
        if options.excludedTypes.contains(candidate.qualifiedName) || options.excludedTypes.contains(decl.name) { return false }
        if let pattern, !(Self.matches(pattern, decl.name) || Self.matches(pattern, candidate.qualifiedName)) { return false }
        if let level = decl.header.accessLevel, level <= .fileprivate {
            note("\(candidate.qualifiedName) is \(level.rawValue); mocks live in another file", at: decl.header.location)
            return false
        }
        if candidate.isInsidePrivateType {
            note("\(candidate.qualifiedName) is inside a private type; mocks live in another file", at: decl.header.location)
            return false
        }
        if decl.kind == .class {
            if !options.mockClasses { return false }
            if decl.header.has("final") {
                note("\(candidate.qualifiedName) is final; it cannot be subclassed", at: decl.header.location)
                return false
            }
        }
        return true
    }

    static func matches(_ pattern: NSRegularExpression, _ name: String) -> Bool {
        pattern.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)) != nil
    }

    mutating func note(_ message: String, at location: SourceLocation) {
        if options.notes { diagnostics.append(Diagnostic(.note, message, at: location)) }
    }

    mutating func warn(_ message: String, at location: SourceLocation) {
        diagnostics.append(.warning(message, at: location))
    }

    /// Reports that `what` (`protocol P`, `P.member`) gets no mock, and why; a member's reason
    /// is counted, since it keeps its protocol from being mocked.
    mutating func report(_ reason: Unmockability, _ what: String, at location: SourceLocation) {
        if reason.isMemberReason { unmockableMembers += 1 }
        warn(reason.message(what), at: location)
    }
}

/// How many times `MockResolver` ran (a test hook, see `MockResolver.resolutionCounter`).
/// `@unchecked Sendable`: its one counter is only touched under the lock.
final class ResolutionCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
