import MockRuntime
import Receipts
import Shop
import Testing

// MockInventory, MockPriceList and MockPaymentGateway are generated while this target builds, by
// mockgen's MockgenPlugin applied in Package.swift: no generated file in the source tree.

@Test func buyingReservesThenChargesThePriceOfEveryArticle() async throws {
    let inventory = MockInventory()
    let prices = MockPriceList(prices: [:])
    let payments = MockPaymentGateway()
    stub(inventory) { when($0.reserve("tea", count: 3)).thenReturn(true) }
    stub(prices) { when($0.price(of: "tea")).thenReturn(250) }
    stub(payments) { when($0.charge(cents: anyInt(), customer: "ada")).thenReturn("R-1") }

    let receipt = try await Checkout(inventory: inventory, prices: prices, payments: payments).buy("tea", count: 3, for: "ada")

    #expect(receipt == Receipt(id: "R-1", cents: 750))
    verify(payments).charge(cents: 750, customer: "ada")
    verify(inventory).reserve("tea", count: 3)
}

@Test func aSoldOutArticleIsNeverCharged() async {
    let inventory = MockInventory()
    let prices = MockPriceList(prices: ["tea": 250]).withEnabledSuperclassSpy()
    let payments = MockPaymentGateway()
    stub(inventory) { when($0.reserve(anyString(), count: anyInt())).thenReturn(false) }

    await #expect(throws: Checkout.Failure.soldOut("tea")) {
        try await Checkout(inventory: inventory, prices: prices, payments: payments).buy("tea", count: 1, for: "ada")
    }
    verify(prices).price(of: "tea")
    verifyNoMoreInteractions(payments)
}

// `articles()` comes from Catalog's ArticleSource, which Inventory refines: the plugin passes
// Catalog's sources to mockgen so that the mock has it.
@Test func theShelfShowsTheArticlesInStock() {
    let inventory = MockInventory()
    stub(inventory) { stub in
        when(stub.articles()).thenReturn(["tea", "jam"])
        when(stub.available("tea")).thenReturn(4)
        when(stub.available("jam")).thenReturn(0)
    }

    #expect(Checkout(inventory: inventory, prices: PriceList(prices: [:]), payments: MockPaymentGateway()).shelf() == ["tea"])
}
