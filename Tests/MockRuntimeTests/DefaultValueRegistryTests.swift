import Foundation
import Testing
import MockRuntime

private struct Money: Equatable { let cents: Int }
private struct Token: Equatable { let id: String }
private struct Unregistered {}

/// Serialized: `reset()` clears global registrations, which only this suite makes.
@Suite(.serialized) struct DefaultValueRegistryTests {
    @Test func builtInDefaults() {
        #expect(DefaultValueRegistry.defaultValue(for: Int.self) == 0)
        #expect(DefaultValueRegistry.defaultValue(for: String.self) == "")
        #expect(DefaultValueRegistry.defaultValue(for: Bool.self) == false)
        #expect(DefaultValueRegistry.defaultValue(for: Double.self) == 0)
        #expect(DefaultValueRegistry.defaultValue(for: UInt8.self) == 0)
        #expect(DefaultValueRegistry.defaultValue(for: Data.self) == Data())
        #expect(DefaultValueRegistry.defaultValue(for: Int?.self) == nil)
        #expect(DefaultValueRegistry.defaultValue(for: [Unregistered].self).isEmpty)
        #expect(DefaultValueRegistry.defaultValue(for: [String: Unregistered].self).isEmpty)
        #expect(DefaultValueRegistry.defaultValue(for: Set<Int>.self).isEmpty)
        #expect(DefaultValueRegistry.registeredDefault(for: Unregistered.self) == nil)
    }

    @Test func registerOverridesAndResetForgets() {
        // Money is used by this test only, so parallel tests are unaffected.
        DefaultValueRegistry.register(value: Money(cents: 100), forType: Money.self)
        #expect(DefaultValueRegistry.defaultValue(for: Money.self) == Money(cents: 100))
        #expect(DefaultValueRegistry.defaultValue(for: Money?.self) == nil, "optionals default to nil")
        DefaultValueRegistry.register(value: Money(cents: 5), forType: Money.self)
        #expect(DefaultValueRegistry.defaultValue(for: Money.self) == Money(cents: 5))
        DefaultValueRegistry.reset()
        #expect(DefaultValueRegistry.registeredDefault(for: Money.self) == nil)
        #expect(DefaultValueRegistry.defaultValue(for: Int.self) == 0, "built-ins survive reset")
    }

    @Test func scopedRegistrationIsInvisibleOutside() {
        DefaultValueRegistry.withRegistered(value: Token(id: "scoped"), forType: Token.self) {
            #expect(DefaultValueRegistry.defaultValue(for: Token.self) == Token(id: "scoped"))
        }
        #expect(DefaultValueRegistry.registeredDefault(for: Token.self) == nil)
    }

    @Test func unstubbedCallsReturnRegisteredDefaults() {
        DefaultValueRegistry.withRegistered(value: ["cached"], forType: [String].self) {
            let repository = MockRepository<String>().lenient()
            #expect(repository.all() == ["cached"])
        }
    }

    @Test func concurrentRegistrationAndLookupAreSafe() async {
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask {
                    if index % 2 == 0 {
                        DefaultValueRegistry.register(value: ConcurrencyProbe(index: index), forType: ConcurrencyProbe.self)
                    } else {
                        _ = DefaultValueRegistry.registeredDefault(for: ConcurrencyProbe.self)
                    }
                }
            }
        }
        #expect(DefaultValueRegistry.registeredDefault(for: ConcurrencyProbe.self) != nil)
    }
}

/// Registered under its own type so it cannot collide with other tests.
private struct ConcurrencyProbe: Sendable { let index: Int }
