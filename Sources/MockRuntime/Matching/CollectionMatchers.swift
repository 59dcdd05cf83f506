// Matchers over sequences, after Cuckoo's sequence matchers.

private func listed<Element>(_ values: [Element]) -> String {
    "[" + values.map { ValueDescription.describe($0) }.joined(separator: ", ") + "]"
}

/// Matches sequences containing every one of `values`.
public func containsAllOf<S: Sequence>(_ values: [S.Element]) -> ParameterMatcher<S> where S.Element: Equatable {
    ParameterMatcher(description: "containing all of \(listed(values))") { tested in
        values.allSatisfy { value in tested.contains(value) }
    }
}

/// Matches sequences containing at least one of `values`.
public func containsAnyOf<S: Sequence>(_ values: [S.Element]) -> ParameterMatcher<S> where S.Element: Equatable {
    ParameterMatcher(description: "containing any of \(listed(values))") { tested in
        values.contains { value in tested.contains(value) }
    }
}

/// Matches sequences containing none of `values`.
public func containsNoneOf<S: Sequence>(_ values: [S.Element]) -> ParameterMatcher<S> where S.Element: Equatable {
    ParameterMatcher(description: "containing none of \(listed(values))") { tested in
        !values.contains { value in tested.contains(value) }
    }
}

/// Matches collections with exactly `count` elements.
public func hasCount<C: Collection>(_ count: Int) -> ParameterMatcher<C> {
    ParameterMatcher(description: "with \(count) elements") { $0.count == count }
}
