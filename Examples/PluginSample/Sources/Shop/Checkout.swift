import Receipts

/// Buys articles: checks the inventory, prices them and charges the customer.
public struct Checkout {
    private let inventory: any Inventory
    private let prices: PriceList
    private let payments: any PaymentGateway

    public init(inventory: any Inventory, prices: PriceList, payments: any PaymentGateway) {
        self.inventory = inventory
        self.prices = prices
        self.payments = payments
    }

    public enum Failure: Error, Equatable {
        case soldOut(String)
        case unknownArticle(String)
    }

    /// The articles in stock.
    public func shelf() -> [String] {
        inventory.articles().filter { inventory.available($0) > 0 }
    }

    public func buy(_ article: String, count: Int, for customer: String) async throws -> Receipt {
        guard let price = prices.price(of: article) else { throw Failure.unknownArticle(article) }
        guard inventory.reserve(article, count: count) else { throw Failure.soldOut(article) }
        let cents = price * count
        return Receipt(id: try await payments.charge(cents: cents, customer: customer), cents: cents)
    }
}
