// Matchers over dictionaries, with Cuckoo's names and forms: by key-value pairs, by keys and by
// values (`values:` variadics or a sequence; `==` or a `where:` predicate on values).

private func dictionaryMatcher<K, V>(_ text: String, _ test: @escaping ([K: V]) -> Bool) -> ParameterMatcher<[K: V]> {
    ParameterMatcher(description: text, matchesFunction: test)
}

private func pairs<K, V>(_ dictionary: [K: V]) -> String {
    "[" + dictionary.map { "\(ValueDescription.describe($0.key)): \(ValueDescription.describe($0.value))" }.sorted().joined(separator: ", ") + "]"
}

// MARK: Key-value pairs

public func containsAnyOf<K, V: Equatable>(_ inputDictionary: [K: V]) -> ParameterMatcher<[K: V]> {
    containsAnyOf(inputDictionary, where: ==)
}

public func containsAnyOf<K, V>(_ inputDictionary: [K: V], where equality: @escaping (V, V) -> Bool) -> ParameterMatcher<[K: V]> {
    dictionaryMatcher("containing any of \(pairs(inputDictionary))") { tested in
        inputDictionary.contains { key, value in tested[key].map { equality(value, $0) } ?? false }
    }
}

public func containsAllOf<K, V: Equatable>(_ inputDictionary: [K: V]) -> ParameterMatcher<[K: V]> {
    containsAllOf(inputDictionary, where: ==)
}

public func containsAllOf<K, V>(_ inputDictionary: [K: V], where equality: @escaping (V, V) -> Bool) -> ParameterMatcher<[K: V]> {
    dictionaryMatcher("containing all of \(pairs(inputDictionary))") { tested in
        inputDictionary.allSatisfy { key, value in tested[key].map { equality(value, $0) } ?? false }
    }
}

public func containsNoneOf<K, V: Equatable>(_ inputDictionary: [K: V]) -> ParameterMatcher<[K: V]> {
    containsNoneOf(inputDictionary, where: ==)
}

public func containsNoneOf<K, V>(_ inputDictionary: [K: V], where equality: @escaping (V, V) -> Bool) -> ParameterMatcher<[K: V]> {
    dictionaryMatcher("containing none of \(pairs(inputDictionary))") { tested in
        !inputDictionary.contains { key, value in tested[key].map { equality(value, $0) } ?? false }
    }
}

// MARK: Keys

public func containsAnyKeysOf<K, V>(values elements: K...) -> ParameterMatcher<[K: V]> {
    containsAnyKeysOf(elements)
}

public func containsAnyKeysOf<S: Sequence, V>(_ elements: S) -> ParameterMatcher<[S.Element: V]> {
    let keys = Array(elements)
    return dictionaryMatcher("containing any key of \(ValueDescription.describe(keys))") { tested in keys.contains { tested[$0] != nil } }
}

public func containsAllKeysOf<K, V>(values elements: K...) -> ParameterMatcher<[K: V]> {
    containsAllKeysOf(elements)
}

public func containsAllKeysOf<S: Sequence, V>(_ elements: S) -> ParameterMatcher<[S.Element: V]> {
    let keys = Array(elements)
    return dictionaryMatcher("containing all keys of \(ValueDescription.describe(keys))") { tested in keys.allSatisfy { tested[$0] != nil } }
}

public func containsNoKeysOf<K, V>(values elements: K...) -> ParameterMatcher<[K: V]> {
    containsNoKeysOf(elements)
}

public func containsNoKeysOf<S: Sequence, V>(_ elements: S) -> ParameterMatcher<[S.Element: V]> {
    let keys = Array(elements)
    return dictionaryMatcher("containing no key of \(ValueDescription.describe(keys))") { tested in !keys.contains { tested[$0] != nil } }
}

// MARK: Values

private func valuesMatcher<K, V>(_ name: String, _ wanted: [V], _ test: @escaping ([V], [V]) -> Bool) -> ParameterMatcher<[K: V]> {
    dictionaryMatcher("containing \(name) \(ValueDescription.describe(wanted))") { tested in test(wanted, Array(tested.values)) }
}

public func containsAnyValuesOf<K, V>(values elements: V..., where equality: @escaping (V, V) -> Bool) -> ParameterMatcher<[K: V]> {
    valuesMatcher("any value of", elements) { containsAny($0, in: $1, where: equality) }
}

public func containsAnyValuesOf<K, S: Sequence>(_ elements: S, where equality: @escaping (S.Element, S.Element) -> Bool) -> ParameterMatcher<[K: S.Element]> {
    valuesMatcher("any value of", Array(elements)) { containsAny($0, in: $1, where: equality) }
}

public func containsAnyValuesOf<K, V: Equatable>(values elements: V...) -> ParameterMatcher<[K: V]> {
    valuesMatcher("any value of", elements) { containsAny($0, in: $1, where: ==) }
}

public func containsAnyValuesOf<K, S: Sequence>(_ elements: S) -> ParameterMatcher<[K: S.Element]> where S.Element: Equatable {
    valuesMatcher("any value of", Array(elements)) { containsAny($0, in: $1, where: ==) }
}

public func containsAnyValuesOf<K, V: Hashable>(values elements: V...) -> ParameterMatcher<[K: V]> {
    valuesMatcher("any value of", elements) { !Set($0).isDisjoint(with: $1) }
}

public func containsAnyValuesOf<K, S: Sequence>(_ elements: S) -> ParameterMatcher<[K: S.Element]> where S.Element: Hashable {
    valuesMatcher("any value of", Array(elements)) { !Set($0).isDisjoint(with: $1) }
}

public func containsAllValuesOf<K, V>(values elements: V..., where equality: @escaping (V, V) -> Bool) -> ParameterMatcher<[K: V]> {
    valuesMatcher("all values of", elements) { containsAll($0, in: $1, where: equality) }
}

public func containsAllValuesOf<K, S: Sequence>(_ elements: S, where equality: @escaping (S.Element, S.Element) -> Bool) -> ParameterMatcher<[K: S.Element]> {
    valuesMatcher("all values of", Array(elements)) { containsAll($0, in: $1, where: equality) }
}

public func containsAllValuesOf<K, V: Equatable>(values elements: V...) -> ParameterMatcher<[K: V]> {
    valuesMatcher("all values of", elements) { containsAll($0, in: $1, where: ==) }
}

public func containsAllValuesOf<K, S: Sequence>(_ elements: S) -> ParameterMatcher<[K: S.Element]> where S.Element: Equatable {
    valuesMatcher("all values of", Array(elements)) { containsAll($0, in: $1, where: ==) }
}

public func containsAllValuesOf<K, V: Hashable>(values elements: V...) -> ParameterMatcher<[K: V]> {
    valuesMatcher("all values of", elements) { containsAll($0, in: $1, where: ==) }
}

public func containsAllValuesOf<K, S: Sequence>(_ elements: S) -> ParameterMatcher<[K: S.Element]> where S.Element: Hashable {
    valuesMatcher("all values of", Array(elements)) { containsAll($0, in: $1, where: ==) }
}

public func containsNoValuesOf<K, V>(values elements: V..., where equality: @escaping (V, V) -> Bool) -> ParameterMatcher<[K: V]> {
    valuesMatcher("no value of", elements) { !containsAny($0, in: $1, where: equality) }
}

public func containsNoValuesOf<K, S: Sequence>(_ elements: S, where equality: @escaping (S.Element, S.Element) -> Bool) -> ParameterMatcher<[K: S.Element]> {
    valuesMatcher("no value of", Array(elements)) { !containsAny($0, in: $1, where: equality) }
}

public func containsNoValuesOf<K, V: Equatable>(values elements: V...) -> ParameterMatcher<[K: V]> {
    valuesMatcher("no value of", elements) { !containsAny($0, in: $1, where: ==) }
}

public func containsNoValuesOf<K, S: Sequence>(_ elements: S) -> ParameterMatcher<[K: S.Element]> where S.Element: Equatable {
    valuesMatcher("no value of", Array(elements)) { !containsAny($0, in: $1, where: ==) }
}

public func containsNoValuesOf<K, V: Hashable>(values elements: V...) -> ParameterMatcher<[K: V]> {
    valuesMatcher("no value of", elements) { Set($0).isDisjoint(with: $1) }
}

public func containsNoValuesOf<K, S: Sequence>(_ elements: S) -> ParameterMatcher<[K: S.Element]> where S.Element: Hashable {
    valuesMatcher("no value of", Array(elements)) { Set($0).isDisjoint(with: $1) }
}
