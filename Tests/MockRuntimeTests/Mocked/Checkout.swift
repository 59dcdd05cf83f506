// What `../Mocks/Mock.Checkout.swift` mocks: results of this module's own types, which no
// registry default covers; the generated member table carries a fallback for each.

enum PaymentState: Equatable {
    case declined(reason: String)
    case pending
    case settled
}

struct Basket: Equatable {
    var items: [String] = []
    var total = 0
}

protocol Checkout {
    func state() -> PaymentState
    func basket(for customer: String) -> Basket
    func receipt() -> (PaymentState, Int)
    func formatter() -> (Int) -> String
    /// Index 0 of the static members, as `state()` is of the instance members: each kind has
    /// fallbacks of its own.
    static func lastBasket() -> Basket
}
