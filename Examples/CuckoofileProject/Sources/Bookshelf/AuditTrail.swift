/// Writes what happened to a log. The tests never replace it, so the Cuckoofile excludes it.
open class AuditTrail: @unchecked Sendable {
    // Unchecked: appended to from one task at a time; the sample never shares one.
    public private(set) var entries: [String] = []

    public init() {}

    open func record(_ entry: String) {
        entries.append(entry)
    }
}
