import Bookshelf
import MockRuntime
import Testing

// Written against Cuckoo's API; the only change from a Cuckoo test suite is `import MockRuntime`.

private let dune = Book(isbn: "978-0441172719", title: "Dune")

@Test func lendsABookTheCatalogKnows() async {
    let catalog = MockCatalog()
    let ledger = MockLoanLedger()
    stub(catalog) { stub in
        when(stub.book(isbn: anyString())).thenReturn(nil)
        when(stub.book(isbn: dune.isbn)).thenReturn(dune)
    }
    stub(ledger) { stub in
        when(stub.lend(anyString(), to: anyString())).thenReturn(true)
    }

    let librarian = Librarian(catalog: catalog, ledger: ledger)

    #expect(await librarian.lend(isbn: dune.isbn, to: "Ada") == .lent(dune))
    #expect(await librarian.lend(isbn: "000", to: "Ada") == .unknown)
    verify(ledger).lend(dune.isbn, to: "Ada")
    verify(ledger, never()).lend("000", to: anyString())
}

@Test func aBookOutAlreadyIsUnavailable() async {
    let catalog = MockCatalog()
    let ledger = MockLoanLedger()
    stub(catalog) { stub in
        when(stub.book(isbn: anyString())).thenReturn(dune)
    }
    stub(ledger) { stub in
        when(stub.lend(anyString(), to: anyString())).thenReturn(false)
    }

    #expect(await Librarian(catalog: catalog, ledger: ledger).lend(isbn: dune.isbn, to: "Bob") == .unavailable)
    verify(catalog).book(isbn: dune.isbn)
}

@Test func greetsWithTheBranchName() {
    let catalog = MockCatalog()
    stub(catalog) { stub in
        when(stub.branchName.get).thenReturn("Central")
    }

    #expect(Librarian(catalog: catalog, ledger: LoanLedger()).greeting() == "Welcome to the Central branch")
    verify(catalog).branchName.get()
}
