/// Records loans. A class, so that the tests mock it by subclassing (`MockLoanLedger`).
open class LoanLedger: @unchecked Sendable {
    // Unchecked: the ledger is mutated from one task at a time in the app, and the tests replace
    // it with a mock that never touches `loans`.
    private var loans: [String: String] = [:]

    public init() {}

    /// Lends `isbn` to `member`; `false` if the book is out already.
    open func lend(_ isbn: String, to member: String) -> Bool {
        guard loans[isbn] == nil else { return false }
        loans[isbn] = member
        return true
    }

    open func returned(_ isbn: String) {
        loans[isbn] = nil
    }
}
