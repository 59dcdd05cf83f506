/// A table by name that is either a dictionary or entries kept elsewhere and read where they
/// are (`KeptEntries`: the incremental index's mapped record), with no entry made until it is
/// asked for.
///
/// Why: after a changed declaration, a run takes pass 1's tables back from the record. Decoded
/// into dictionaries, the large corpus's 90,000 entries (every name hashed, every value made)
/// were 107 M instructions of the run's 930 M, where its resolution asks a few hundred of them.
/// A kept table answers lookups from the record; anything that changes it first makes it a
/// dictionary (the rare run that folds again, or writes the tables anew).
struct NameTable<Value: Sendable>: Sendable {
    private var entries: [String: Value]
    private var kept: KeptEntries<Value>?

    init() {
        entries = [:]
    }

    init(_ entries: [String: Value]) {
        self.entries = entries
    }

    init(kept: KeptEntries<Value>) {
        entries = [:]
        self.kept = kept
    }

    /// Whether the entries are read where they are kept (not yet made a dictionary).
    var isKept: Bool { kept != nil }

    var count: Int { kept?.count ?? entries.count }

    var isEmpty: Bool { count == 0 }

    // The accessors are inlined where the fold uses them (a few hundred thousand times over the
    // large corpus): the table is a dictionary then, and only `kept`'s test is added to it.

    subscript(key: String) -> Value? {
        @inline(__always) get {
            if let kept { return kept.value(key) }
            return entries[key]
        }
        @inline(__always) set {
            if kept != nil { makeDictionary() }
            entries[key] = newValue
        }
    }

    subscript(key: String, default defaultValue: @autoclosure () -> Value) -> Value {
        @inline(__always) get { self[key] ?? defaultValue() }
        @inline(__always) _modify {
            if kept != nil { makeDictionary() }
            yield &entries[key, default: defaultValue()]
        }
    }

    /// The entries as a dictionary, changed in place by `body` (a kept table is made one
    /// first): what the fold writes through, one lookup per change.
    @inline(__always)
    mutating func withDictionary<Result>(_ body: (inout [String: Value]) throws -> Result) rethrows -> Result {
        if kept != nil { makeDictionary() }
        return try body(&entries)
    }

    mutating func merge(_ other: NameTable<Value>, uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows {
        if kept != nil { makeDictionary() }
        try entries.merge(other.dictionary, uniquingKeysWith: combine)
    }

    mutating func reserveCapacity(_ minimumCapacity: Int) {
        if kept != nil { makeDictionary() }
        entries.reserveCapacity(minimumCapacity)
    }

    /// The same keys, each value transformed (a kept table's as each is looked up).
    func mapValues<Other: Sendable>(_ transform: @escaping @Sendable (Value) -> Other) -> NameTable<Other> {
        guard let kept else { return NameTable<Other>(entries.mapValues(transform)) }
        return NameTable<Other>(kept: KeptEntries(count: kept.count, value: { kept.value($0).map(transform) },
                                                  dictionary: { kept.dictionary().mapValues(transform) }))
    }

    /// Every entry as a dictionary (a kept table's decoded, each time: for the rare whole walk).
    var dictionary: [String: Value] {
        guard let kept else { return entries }
        return kept.dictionary()
    }

    @inline(never)
    private mutating func makeDictionary() {
        guard let kept else { return }
        entries = kept.dictionary()
        self.kept = nil
    }
}

/// Entries by name kept outside a `NameTable`, looked up where they are.
struct KeptEntries<Value>: Sendable {
    let count: Int
    /// The value kept under a name, or `nil`.
    let value: @Sendable (String) -> Value?
    /// Every entry, made.
    let dictionary: @Sendable () -> [String: Value]
}
