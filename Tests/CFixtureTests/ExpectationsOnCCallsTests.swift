import CFixture
import CFixtureFacade
import MockRuntime
import Testing

/// The C fixture's generated mock (`MockCFixtureAPI`) under an `Expectations` context.
@Suite(.checksExpectations) struct ExpectationsOnCCallsTests {
    /// `ItemList`'s C calls are expected (an out-parameter written by an answer, `cf_add` exactly
    /// twice, an `Int32` selector), and a second `cf_count` is unexpected.
    @Test func cCallsTakeExpectations() throws {
        let expectations = Expectations()
        let api = expectations.mock(MockCFixtureAPI(), named: "libcfixture")
        let ok = Int32(CF_OK.rawValue)
        expectations.expect(api).cf_open(any(), any()).will(.answers { _, out in
            out?.pointee = ItemListTests.handle
            return ok
        })
        expectations.expect(api, .times(2)).cf_add(equal(to: ItemListTests.handle), any()).will(.returns(ok))
        expectations.expect(api).cf_count(equal(to: ItemListTests.handle)).will(.returns(2))
        expectations.expect(api).cf_value_of(any(), 2).will(.answers { item, which in
            cf_value(integer: (item?.pointee.size ?? 0) * Int64(which))
        })
        expectations.expect(api).cf_close(equal(to: ItemListTests.handle))

        var messages: [String] = []
        do {
            let list = try ItemList(named: "expected", api: api)
            try list.add("a", size: 1)
            try list.add("b", size: 2)
            #expect(list.count == 2)
            messages = withMockFailuresCaptured { #expect(list.count == 0) }.map(\.message)
        }
        var item = cf_item(name: nil, size: 21, flags: 0)
        #expect(api.cf_value_of(&item, 2).integer == 42)
        // The calls before it show the C strings' addresses, which change from run to run.
        let message = try #require(messages.first)
        let parts = message.components(separatedBy: "\nCalls before this one:\n")
        #expect(parts.first == """
            Unexpected call: libcfixture.cf_count(0x0000000000c0ffee)
            Expectations:
              1. expected exactly once, received once: libcfixture.cf_open(any, any)
              2. expected exactly twice, received twice: libcfixture.cf_add(equal to 0x0000000000c0ffee, any)
              3. expected exactly once, received once: libcfixture.cf_count(equal to 0x0000000000c0ffee) — matches, but it has already had every call it expects
              4. expected exactly once, received 0 times: libcfixture.cf_value_of(any, equal to 2)
              5. expected exactly once, received 0 times: libcfixture.cf_close(equal to 0x0000000000c0ffee)
            """)
        #expect(parts.last?.hasSuffix("  4. libcfixture.cf_count(0x0000000000c0ffee)") == true)
        #expect(messages.count == 1)
        expectations.assertSatisfied()
    }
}
