/// A book, by its ISBN.
public struct Book: Sendable, Equatable {
    public var isbn: String
    public var title: String

    public init(isbn: String, title: String) {
        self.isbn = isbn
        self.title = title
    }
}

/// Where books are looked up: a web service in the app, `MockCatalog` in the tests.
public protocol Catalog: Sendable {
    func book(isbn: String) async throws -> Book?
    var branchName: String { get }
}
