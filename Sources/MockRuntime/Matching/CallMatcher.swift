/// Decides whether the calls a `verify` matched are acceptable, and says so in words.
///
/// Most matchers look only at how many calls matched (`times`, `atLeast`, …); Cuckoo's
/// `init(name:matchesFunction:)` may look at the calls themselves (`[StubCall]`).
public struct CallMatcher: Sendable, CustomStringConvertible {
    /// "once", "at least 2 times", "between 1 and 3 times".
    public let description: String
    private let predicate: Predicate

    private enum Predicate: Sendable {
        case count(@Sendable (Int) -> Bool)
        /// Cuckoo's form. Boxed unchecked: Cuckoo's signature takes a plain closure; it is only
        /// called (by `verify`, on the verifying thread), never mutated by the runtime.
        case calls(UncheckedSendableBox<([StubCall]) -> Bool>)
    }

    public init(description: String, matchesCount: @escaping @Sendable (Int) -> Bool) {
        self.description = description
        predicate = .count(matchesCount)
    }

    /// Cuckoo: a matcher over the matched calls themselves.
    public init(name: String, matchesFunction: @escaping ([StubCall]) -> Bool) {
        description = name
        predicate = .calls(UncheckedSendableBox(value: matchesFunction))
    }

    /// Cuckoo: compares the number of matched calls with `numberOfExpectedCalls`.
    public init(name: String, numberOfExpectedCalls: Int, compareCallsFunction: @escaping (_ expected: Int, _ actual: Int) -> Bool) {
        let compare = UncheckedSendableBox(value: compareCallsFunction)
        self.init(description: name) { compare.value(numberOfExpectedCalls, $0) }
    }

    /// Cuckoo's name for `description`.
    public var name: String { description }

    /// Whether `count` matched calls are acceptable (a matcher over calls sees `count` blank ones).
    public func matches(_ count: Int) -> Bool {
        matches(count: count) { Array(repeating: ConcreteStubCall(method: "", parameters: ()), count: count) }
    }

    /// Whether these matched calls are acceptable.
    public func matches(_ calls: [StubCall]) -> Bool {
        matches(count: calls.count) { calls }
    }

    /// Builds the calls only for a matcher that looks at them.
    func matches(count: Int, calls: () -> [StubCall]) -> Bool {
        switch predicate {
        case .count(let predicate): return predicate(count)
        case .calls(let box): return box.value(calls())
        }
    }

    public func or(_ other: CallMatcher) -> CallMatcher {
        let first = self
        return CallMatcher(name: "\(description) or \(other.description)") { first.matches($0) || other.matches($0) }
    }

    public func and(_ other: CallMatcher) -> CallMatcher {
        let first = self
        return CallMatcher(name: "\(description) and \(other.description)") { first.matches($0) && other.matches($0) }
    }

    /// True when only zero calls are acceptable, for the "Never wanted" wording.
    var wantsNoCalls: Bool { matches(0) && !matches(1) }
}

/// One call as Cuckoo's call matchers see it.
public protocol StubCall {
    /// The member's signature, `greet(_:)`.
    var method: String { get }
    var parametersAsString: String { get }
}

public struct ConcreteStubCall<IN>: StubCall {
    public let method: String
    public let parameters: (IN)

    public init(method: String, parameters: (IN)) {
        self.method = method
        self.parameters = parameters
    }

    public var parametersAsString: String {
        let mirror = Mirror(reflecting: parameters)
        let values: [Any] = mirror.displayStyle == .tuple ? mirror.children.map(\.value) : [parameters]
        return values.map(ValueDescription.describe).joined(separator: ", ")
    }
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
