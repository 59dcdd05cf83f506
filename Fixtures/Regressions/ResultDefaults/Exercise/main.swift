import MockRuntime
@testable import ResultDefaults

// Lenient stubs answer every call with a default: for the module's own types, the mocks' own.
let shop = ShopStub()
precondition(shop.receipt() == .cash)
let totals = try shop.totals()
precondition(totals == Totals())
precondition(shop.draft() == Draft())
let ledger = await shop.ledger()
precondition(ledger.entries == 3)
precondition(shop.inner() == .default)
precondition(shop.shelf().count() == 0)
let pair = shop.pair()
precondition(pair.0 == .cash && pair.1 == nil)
precondition(shop.labelled().r == .cash && shop.labelled().n.isEmpty)
precondition(shop.make()(5) == .cash)
let handled = try await shop.handler()("x", 1)
precondition(handled == .cash)
precondition(shop.current == .cash && shop[3] == .default)

// A registered default still wins over the mock's.
DefaultValueRegistry.withRegistered(value: Receipt.card, forType: Receipt.self) {
    precondition(shop.receipt() == .card)
}
// So does a stub.
stub(shop) { stub in when(stub.receipt()).thenReturn(.pending(1)) }
precondition(shop.receipt() == .pending(1))

let register = RegisterStub()
precondition(register.close() == .cash)
print("exercise ok")
