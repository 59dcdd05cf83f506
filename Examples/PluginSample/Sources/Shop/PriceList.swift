/// Prices in cents; a class, so its mock subclasses it and can call through to it.
open class PriceList {
    private let prices: [String: Int]

    public init(prices: [String: Int]) {
        self.prices = prices
    }

    open func price(of article: String) -> Int? {
        prices[article]
    }
}
