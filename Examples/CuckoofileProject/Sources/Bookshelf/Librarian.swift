/// The code under test: lends books found in the catalog.
public struct Librarian: Sendable {
    public enum Outcome: Equatable, Sendable {
        case lent(Book)
        case unknown
        case unavailable
    }

    private let catalog: any Catalog
    private let ledger: LoanLedger

    public init(catalog: any Catalog, ledger: LoanLedger) {
        self.catalog = catalog
        self.ledger = ledger
    }

    public func lend(isbn: String, to member: String) async -> Outcome {
        guard let book = try? await catalog.book(isbn: isbn) else { return .unknown }
        return ledger.lend(isbn, to: member) ? .lent(book) : .unavailable
    }

    public func greeting() -> String {
        "Welcome to the \(catalog.branchName) branch"
    }
}
