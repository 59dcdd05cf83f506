/// How many calls an expectation wants: `expectations.expect(mock, .atLeast(1)).refresh()`.
///
/// Unlike a verification's `CallMatcher`, a cardinality has bounds, because an expectation is
/// checked as calls arrive: a call beyond the upper bound is unexpected the moment it is made,
/// and the expectation is satisfied once the lower bound is reached.
public struct Cardinality: Sendable, Hashable, CustomStringConvertible {
    /// The fewest calls that satisfy the expectation.
    public let minimum: Int
    /// The most calls the expectation accepts; `nil` for no limit.
    public let maximum: Int?

    public init(minimum: Int, maximum: Int?) {
        precondition(minimum >= 0 && (maximum ?? minimum) >= minimum, "MockRuntime: a cardinality needs 0 ≤ minimum ≤ maximum")
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Exactly once: the default of `expect`.
    public static let once = Cardinality(minimum: 1, maximum: 1)
    /// No call at all: any call is unexpected.
    public static let never = Cardinality(minimum: 0, maximum: 0)
    /// Any number of calls, none included: what `allowing` means.
    public static let anyNumber = Cardinality(minimum: 0, maximum: nil)

    public static func times(_ count: Int) -> Cardinality { Cardinality(minimum: count, maximum: count) }
    public static func atLeast(_ count: Int) -> Cardinality { Cardinality(minimum: count, maximum: nil) }
    public static func atMost(_ count: Int) -> Cardinality { Cardinality(minimum: 0, maximum: count) }
    public static func between(_ range: ClosedRange<Int>) -> Cardinality {
        Cardinality(minimum: range.lowerBound, maximum: range.upperBound)
    }
    /// LRMocky's `receivesBetween:and:`.
    public static func between(_ minimum: Int, and maximum: Int) -> Cardinality {
        Cardinality(minimum: minimum, maximum: maximum)
    }

    func isSatisfied(by count: Int) -> Bool { count >= minimum }
    func allowsMore(after count: Int) -> Bool { maximum.map { count < $0 } ?? true }

    /// "exactly once", "at least twice", "between 1 and 3 times", "never", "any number of times".
    public var description: String {
        switch (minimum, maximum) {
        case (0, 0?): return "never"
        case (0, nil): return "any number of times"
        case (let low, nil): return "at least \(countInWords(low))"
        case (0, let high?): return "at most \(countInWords(high))"
        case (let low, let high?) where low == high: return "exactly \(countInWords(low))"
        case (let low, let high?): return "between \(low) and \(high) times"
        }
    }
}
