/// A parameter matcher bound to one position of a member's argument tuple.
///
/// Stubbing and verification contexts build one per parameter from the matchers a generated
/// proxy passes (`argumentMatchers(_:)`), so matching a call needs no casts: each reads the typed
/// argument tuple directly.
@_documentation(visibility: internal)
public struct ArgumentMatcher<Input> {
    /// 1-based parameter position (for subscript setters, the new value comes last).
    public let position: Int
    public let description: String
    @usableFromInline let matches: (Input) -> Bool
    /// The argument at `position`, as a failure message shows it.
    @usableFromInline let describeValue: (Input) -> String
    @usableFromInline let didMatch: ((Input) -> Void)?

    /// Inlined so the matching closure is specialised in the generated proxy, where it is built.
    @inlinable
    public init<Value>(_ position: Int, _ matcher: ParameterMatcher<Value>, _ project: @escaping (Input) -> Value) {
        self.position = position
        self.description = matcher.description
        let predicate = matcher.predicate
        self.matches = { predicate(project($0)) }
        self.describeValue = { matcher.describe(project($0)) }
        self.didMatch = matcher.onMatch.map { onMatch in { onMatch(project($0)) } }
    }

    init(position: Int, description: String, matches: @escaping (Input) -> Bool, describeValue: @escaping (Input) -> String, didMatch: ((Input) -> Void)?) {
        self.position = position
        self.description = description
        self.matches = matches
        self.describeValue = describeValue
        self.didMatch = didMatch
    }

    /// The same matcher reading from a larger tuple (subscript setters reuse index matchers).
    public func pullback<Outer>(_ transform: @escaping (Outer) -> Input) -> ArgumentMatcher<Outer> {
        let matches = self.matches
        let describeValue = self.describeValue
        let didMatch = self.didMatch
        return ArgumentMatcher<Outer>(
            position: position,
            description: description,
            matches: { matches(transform($0)) },
            describeValue: { describeValue(transform($0)) },
            didMatch: didMatch.map { action in { action(transform($0)) } }
        )
    }
}

extension ArgumentMatcher {
    /// Folds matchers into one predicate and one match action made only of closures over
    /// `Input`. Calling them from unspecialised generic code needs no metadata lookups, unlike
    /// iterating an array of `ArgumentMatcher<Input>`; this is what keeps a mocked call cheap.
    static func combined(_ matchers: [ArgumentMatcher<Input>]) -> (matches: (Input) -> Bool, didMatch: ((Input) -> Void)?) {
        // Closures are kept in non-optional variables: an optional closure is stored at the most
        // general abstraction (its result indirect too), and every call would then go through
        // reabstraction thunks both ways.
        guard let first = matchers.first else { return ({ _ in true }, nil) }
        var matches = first.matches
        for matcher in matchers.dropFirst() {
            let previous = matches
            let next = matcher.matches
            matches = { previous($0) && next($0) }
        }
        let actions = matchers.compactMap(\.didMatch)
        guard let firstAction = actions.first else { return (matches, nil) }
        var didMatch = firstAction
        for action in actions.dropFirst() {
            let previous = didMatch
            didMatch = { previous($0); action($0) }
        }
        return (matches, didMatch)
    }
}

extension Array {
    /// True when every matcher accepts `input`; then runs their match side effects.
    func matchAll<Input>(_ input: Input) -> Bool where Element == ArgumentMatcher<Input> {
        for matcher in self where !matcher.matches(input) {
            return false
        }
        for matcher in self {
            matcher.didMatch?(input)
        }
        return true
    }
}
