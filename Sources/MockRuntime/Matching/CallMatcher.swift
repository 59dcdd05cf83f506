/// Decides whether a number of matching calls is acceptable, and says so in words.
public struct CallMatcher: Sendable, CustomStringConvertible {
    /// "once", "at least 2 times", "between 1 and 3 times".
    public let description: String
    private let predicate: @Sendable (Int) -> Bool

    public init(description: String, matchesCount: @escaping @Sendable (Int) -> Bool) {
        self.description = description
        self.predicate = matchesCount
    }

    public func matches(_ count: Int) -> Bool { predicate(count) }

    public func or(_ other: CallMatcher) -> CallMatcher {
        let first = self
        return CallMatcher(description: "\(description) or \(other.description)") { first.matches($0) || other.matches($0) }
    }

    public func and(_ other: CallMatcher) -> CallMatcher {
        let first = self
        return CallMatcher(description: "\(description) and \(other.description)") { first.matches($0) && other.matches($0) }
    }

    /// True when only zero calls are acceptable, for the "Never wanted" wording.
    var wantsNoCalls: Bool { matches(0) && !matches(1) }
}

/// "once", "twice", "3 times".
func countInWords(_ count: Int) -> String {
    switch count {
    case 0: return "0 times"
    case 1: return "once"
    case 2: return "twice"
    default: return "\(count) times"
    }
}

/// "never invoked", "invoked once", "invoked 3 times".
func invocationCountInWords(_ count: Int) -> String {
    count == 0 ? "never invoked" : "invoked \(countInWords(count))"
}

public func times(_ count: Int) -> CallMatcher {
    CallMatcher(description: count == 0 ? "never" : countInWords(count)) { $0 == count }
}

public func never() -> CallMatcher {
    times(0)
}

public func atLeastOnce() -> CallMatcher {
    atLeast(1)
}

public func atLeast(_ count: Int) -> CallMatcher {
    CallMatcher(description: "at least \(countInWords(count))") { $0 >= count }
}

public func atMost(_ count: Int) -> CallMatcher {
    CallMatcher(description: "at most \(countInWords(count))") { $0 <= count }
}

/// A cardinality range, as in LRMocky's `receivesBetween:and:`.
public func between(_ range: ClosedRange<Int>) -> CallMatcher {
    CallMatcher(description: "between \(range.lowerBound) and \(range.upperBound) times") { range.contains($0) }
}
