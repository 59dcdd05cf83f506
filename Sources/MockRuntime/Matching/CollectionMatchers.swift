// Matchers over sequences and collections, with Cuckoo's names and forms: elements given as
// `values:` variadics or as a sequence, compared with `==` (Equatable and Hashable forms) or with
// a `where:` predicate. `containsAllOf` counts repeats: `containsAllOf(values: 1, 1)` wants two 1s.

private func listed<S: Sequence>(_ values: S) -> String {
    "[" + values.map { ValueDescription.describe($0) }.joined(separator: ", ") + "]"
}

/// Whether `tested` holds every element of `wanted`, each wanted occurrence matched by its own
/// tested element.
func containsAll<Element>(_ wanted: [Element], in tested: [Element], where equal: (Element, Element) -> Bool) -> Bool {
    var unused = tested
    for element in wanted {
        guard let index = unused.firstIndex(where: { equal(element, $0) }) else { return false }
        unused.remove(at: index)
    }
    return true
}

func containsAny<Element>(_ wanted: [Element], in tested: [Element], where equal: (Element, Element) -> Bool) -> Bool {
    wanted.contains { element in tested.contains { equal(element, $0) } }
}

private func sequenceMatcher<S: Sequence>(_ name: String, _ wanted: [S.Element], _ test: @escaping ([S.Element], [S.Element]) -> Bool) -> ParameterMatcher<S> {
    ParameterMatcher(description: "containing \(name) \(listed(wanted))") { test(wanted, Array($0)) }
}

// MARK: containsAnyOf

public func containsAnyOf<T, S: Sequence>(values elements: T..., where equality: @escaping (T, T) -> Bool) -> ParameterMatcher<S> where T == S.Element {
    sequenceMatcher("any of", elements) { containsAny($0, in: $1, where: equality) }
}

public func containsAnyOf<IN: Sequence, OUT: Sequence>(_ elements: IN, where equality: @escaping (IN.Element, IN.Element) -> Bool) -> ParameterMatcher<OUT> where IN.Element == OUT.Element {
    sequenceMatcher("any of", Array(elements)) { containsAny($0, in: $1, where: equality) }
}

public func containsAnyOf<T: Equatable, S: Sequence>(values elements: T...) -> ParameterMatcher<S> where T == S.Element {
    sequenceMatcher("any of", elements) { containsAny($0, in: $1, where: ==) }
}

public func containsAnyOf<IN: Sequence, OUT: Sequence>(_ elements: IN) -> ParameterMatcher<OUT> where IN.Element: Equatable, IN.Element == OUT.Element {
    sequenceMatcher("any of", Array(elements)) { containsAny($0, in: $1, where: ==) }
}

public func containsAnyOf<T: Hashable, S: Sequence>(values elements: T...) -> ParameterMatcher<S> where T == S.Element {
    sequenceMatcher("any of", elements) { wanted, tested in !Set(wanted).isDisjoint(with: tested) }
}

public func containsAnyOf<IN: Sequence, OUT: Sequence>(_ elements: IN) -> ParameterMatcher<OUT> where IN.Element: Hashable, IN.Element == OUT.Element {
    sequenceMatcher("any of", Array(elements)) { wanted, tested in !Set(wanted).isDisjoint(with: tested) }
}

// MARK: containsAllOf

public func containsAllOf<T, S: Sequence>(values elements: T..., where equality: @escaping (T, T) -> Bool) -> ParameterMatcher<S> where T == S.Element {
    sequenceMatcher("all of", elements) { containsAll($0, in: $1, where: equality) }
}

public func containsAllOf<IN: Sequence, OUT: Sequence>(_ elements: IN, where equality: @escaping (IN.Element, IN.Element) -> Bool) -> ParameterMatcher<OUT> where IN.Element == OUT.Element {
    sequenceMatcher("all of", Array(elements)) { containsAll($0, in: $1, where: equality) }
}

public func containsAllOf<T: Equatable, S: Sequence>(values elements: T...) -> ParameterMatcher<S> where T == S.Element {
    sequenceMatcher("all of", elements) { containsAll($0, in: $1, where: ==) }
}

public func containsAllOf<IN: Sequence, OUT: Sequence>(_ elements: IN) -> ParameterMatcher<OUT> where IN.Element: Equatable, IN.Element == OUT.Element {
    sequenceMatcher("all of", Array(elements)) { containsAll($0, in: $1, where: ==) }
}

public func containsAllOf<T: Hashable>(values elements: T...) -> ParameterMatcher<[T]> {
    sequenceMatcher("all of", elements) { containsAllCounted($0, in: $1) }
}

public func containsAllOf<IN: Sequence, OUT: Sequence>(_ elements: IN) -> ParameterMatcher<OUT> where IN.Element: Hashable, IN.Element == OUT.Element {
    sequenceMatcher("all of", Array(elements)) { containsAllCounted($0, in: $1) }
}

/// A set has no repeats: every element of `elements` must be in the tested sequence.
public func containsAllOf<IN: Sequence, OUT: Sequence>(_ elements: IN) -> ParameterMatcher<OUT> where IN.Element: Hashable, IN.Element == OUT.Element, IN: SetAlgebra {
    sequenceMatcher("all of", Array(elements)) { wanted, tested in Set(wanted).isSubset(of: tested) }
}

private func containsAllCounted<Element: Hashable>(_ wanted: [Element], in tested: [Element]) -> Bool {
    var available: [Element: Int] = [:]
    for element in tested { available[element, default: 0] += 1 }
    for element in wanted {
        guard let count = available[element], count > 0 else { return false }
        available[element] = count - 1
    }
    return true
}

// MARK: containsNoneOf

public func containsNoneOf<T, S: Sequence>(values elements: T..., where equality: @escaping (T, T) -> Bool) -> ParameterMatcher<S> where T == S.Element {
    sequenceMatcher("none of", elements) { !containsAny($0, in: $1, where: equality) }
}

public func containsNoneOf<IN: Sequence, OUT: Sequence>(_ elements: IN, where equality: @escaping (IN.Element, IN.Element) -> Bool) -> ParameterMatcher<OUT> where IN.Element == OUT.Element {
    sequenceMatcher("none of", Array(elements)) { !containsAny($0, in: $1, where: equality) }
}

public func containsNoneOf<T: Equatable, S: Sequence>(values elements: T...) -> ParameterMatcher<S> where T == S.Element {
    sequenceMatcher("none of", elements) { !containsAny($0, in: $1, where: ==) }
}

public func containsNoneOf<IN: Sequence, OUT: Sequence>(_ elements: IN) -> ParameterMatcher<OUT> where IN.Element: Equatable, IN.Element == OUT.Element {
    sequenceMatcher("none of", Array(elements)) { !containsAny($0, in: $1, where: ==) }
}

public func containsNoneOf<T: Hashable, S: Sequence>(values elements: T...) -> ParameterMatcher<S> where T == S.Element {
    sequenceMatcher("none of", elements) { wanted, tested in Set(wanted).isDisjoint(with: tested) }
}

public func containsNoneOf<IN: Sequence, OUT: Sequence>(_ elements: IN) -> ParameterMatcher<OUT> where IN.Element: Hashable, IN.Element == OUT.Element {
    sequenceMatcher("none of", Array(elements)) { wanted, tested in Set(wanted).isDisjoint(with: tested) }
}

// MARK: Lengths

/// Matches collections with exactly `count` elements.
public func hasCount<C: Collection>(_ count: Int) -> ParameterMatcher<C> {
    hasLength(exactly: count)
}

public func hasLength<C: Collection>(exactly requiredExactLength: Int) -> ParameterMatcher<C> {
    ParameterMatcher(description: "with \(requiredExactLength) elements") { $0.count == requiredExactLength }
}

/// At least `requiredMinimumLength` elements (more than it, when not `inclusive`).
public func hasLength<C: Collection>(atLeast requiredMinimumLength: Int, inclusive: Bool = true) -> ParameterMatcher<C> {
    ParameterMatcher(description: "with at least \(requiredMinimumLength + (inclusive ? 0 : 1)) elements") {
        inclusive ? $0.count >= requiredMinimumLength : $0.count > requiredMinimumLength
    }
}

/// At most `requiredMaximumLength` elements (fewer than it, when not `inclusive`).
public func hasLength<C: Collection>(atMost requiredMaximumLength: Int, inclusive: Bool = true) -> ParameterMatcher<C> {
    ParameterMatcher(description: "with at most \(requiredMaximumLength - (inclusive ? 0 : 1)) elements") {
        inclusive ? $0.count <= requiredMaximumLength : $0.count < requiredMaximumLength
    }
}

/// A count in `requiredLengthRange`; `inclusive` also accepts its upper bound (`1..<3`: 1 to 3).
public func hasLength<C: Collection>(inRange requiredLengthRange: CountableRange<Int>, inclusive: Bool = true) -> ParameterMatcher<C> {
    let upper = inclusive ? requiredLengthRange.upperBound : requiredLengthRange.upperBound - 1
    return ParameterMatcher(description: "with \(requiredLengthRange.lowerBound) to \(upper) elements") {
        $0.count >= requiredLengthRange.lowerBound && $0.count <= upper
    }
}
