import Testing
import MockRuntime

/// Results of the module's own types that no stub answers: the generated member table carries a
/// fallback (`Mock.Checkout.swift`), so the call returns it instead of stopping the process.
@Suite struct ResultFallbackTests {
    @Test func aLenientMockReturnsTheGeneratedFallbackQuietly() {
        let checkout = MockCheckout().lenient()
        let messages = failureMessages {
            #expect(checkout.state() == .pending)
            #expect(checkout.basket(for: "ann") == Basket())
            #expect(checkout.receipt() == (.pending, 0))
            #expect(checkout.formatter()(3) == "")
        }
        #expect(messages.isEmpty)
    }

    @Test func aStubReturnsTheGeneratedFallback() {
        #expect(CheckoutStub().state() == .pending)
    }

    /// Static members are numbered apart from instance members: `lastBasket()` and `state()`
    /// are both index 0, and each gets its own fallback.
    @Test func aStaticMemberGetsItsOwnFallback() {
        var basket: Basket?
        let messages = failureMessages { withIsolatedStaticMocks { basket = MockCheckout.lastBasket() } }
        #expect(basket == Basket())
        #expect(messages.count == 1)
        #expect(messages.first?.contains("Returned the default value for Basket.") == true)
        #expect(withIsolatedStaticMocks { CheckoutStub.lastBasket() } == Basket())
    }

    /// A strict mock reports the unstubbed call and goes on with the fallback.
    @Test func aStrictMockReportsTheCallAndReturnsTheFallback() {
        let checkout = MockCheckout()
        var state: PaymentState?
        let messages = failureMessages { state = checkout.state() }
        #expect(state == .pending)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Unstubbed call: checkout.state() has no matching stub.") == true)
        #expect(messages.first?.contains("Returned the default value for PaymentState.") == true)
    }

    @Test func aRegisteredDefaultWinsOverTheFallback() {
        let checkout = MockCheckout().lenient()
        DefaultValueRegistry.withRegistered(value: PaymentState.settled, forType: PaymentState.self) {
            #expect(checkout.state() == .settled)
        }
    }
}
