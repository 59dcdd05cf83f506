/// What the run cache records of each file a run read (`FileFingerprint`), by path.
///
/// Pass 1 takes them in its own order, which is the listing's (paths sorted): kept so, with the
/// paths beside them. The run cache's record asks for each input in the listing's order, so an
/// input is found at its own position with one comparison of paths; a table of 12,580 long paths
/// was filled and asked once each, one after the other, on the thread that ends a run with a
/// cache. Fingerprints taken otherwise (a one-pass run, `--dependency` files) go in a table.
public struct InputFingerprints: Sendable, Sequence {
    /// Paths in ascending order, and each one's fingerprint (`nil`: `stat` could not stamp it).
    private var paths: [String] = []
    private var inOrder: [FileFingerprint?] = []
    private var byPath: [String: FileFingerprint] = [:]

    public init() {}

    /// `paths` sorted, as pass 1 reads them.
    init(paths: [String], inOrder: [FileFingerprint?]) {
        precondition(paths.count == inOrder.count, "InputFingerprints: one fingerprint per path")
        self.paths = paths
        self.inOrder = inOrder
    }

    /// The fingerprint of `path`, found first at `position` (where the listing puts it).
    func fingerprint(of path: String, at position: Int) -> FileFingerprint? {
        if position < paths.count, paths[position] == path { return inOrder[position] }
        return self[path]
    }

    subscript(path: String) -> FileFingerprint? {
        get {
            if let position = paths.position(inSorted: path) { return inOrder[position] }
            return byPath[path]
        }
        set {
            byPath[path] = newValue
        }
    }

    var count: Int { inOrder.lazy.filter { $0 != nil }.count + byPath.count }

    var isEmpty: Bool { count == 0 }

    /// Whether a fingerprint lacks its declarations hash (a file pass 1 took from the index).
    var lacksDeclarations: Bool {
        inOrder.contains { $0 != nil && $0?.declarations == nil } || byPath.values.contains { $0.declarations == nil }
    }

    /// These, and those of `other` whose paths these do not have.
    func merging(_ other: InputFingerprints) -> InputFingerprints {
        var merged = self
        for (path, fingerprint) in other where self[path] == nil { merged.byPath[path] = fingerprint }
        return merged
    }

    public func makeIterator() -> AnyIterator<(path: String, fingerprint: FileFingerprint)> {
        var ordered = zip(paths, inOrder).lazy.compactMap { path, fingerprint in fingerprint.map { (path: path, fingerprint: $0) } }.makeIterator()
        var tabled = byPath.lazy.map { (path: $0.key, fingerprint: $0.value) }.makeIterator()
        return AnyIterator { ordered.next() ?? tabled.next() }
    }
}
