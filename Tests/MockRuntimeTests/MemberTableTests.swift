import Testing
@_spi(Generated) @testable import MockRuntime

/// A generated mock names each member by its index alone and describes its members once, as
/// text (`MemberTable`): what the text says, and that whatever writes a message sees the
/// description, not the index.
@Suite struct MemberTableTests {
    @Test func theTextSaysEachMembersKindAndASetterTakesTheNextIndex() {
        let table = MemberTable("""
            greet(_:)
            count; count.set
            subscript(_:); subscript(_:).set
            name
            ==(_:_:)
            """)
        let described = table.members.map { ($0.index, $0.signature, $0.kind) }
        #expect(described.map(\.0) == Array(0..<7))
        #expect(described.map(\.1) == ["greet(_:)", "count", "count", "subscript(_:)", "subscript(_:)", "name", "==(_:_:)"])
        #expect(described.map(\.2) == [.method, .getter, .setter, .subscriptGetter, .subscriptSetter, .getter, .method])
        #expect(table.members.map(\.displayName) == ["greet(_:)", "count.get", "count.set", "subscript(_:).get", "subscript(_:).set", "name.get", "==(_:_:)"])
    }

    @Test func entriesMaySitOnOneLineOrManyAndAnEmptyTextHasNone() {
        #expect(MemberTable("a(); b; b.set").members.map(\.signature) == MemberTable("a()\nb; b.set").members.map(\.signature))
        #expect(MemberTable("").members.isEmpty)
    }

    @Test func aFallbackBelongsToItsIndexAndNeverToASetter() throws {
        let table = MemberTable("make(); value; value.set; other()", fallback: { index -> (@Sendable () -> Any)? in
            switch index {
            case 0: return { "made" }
            case 1, 2: return { 42 }
            default: return nil
            }
        })
        let made = try #require(table.members[0].fallback)
        let value = try #require(table.members[1].fallback)
        #expect(made() as? String == "made")
        #expect(value() as? Int == 42)
        #expect(table.members[2].fallback == nil)
        #expect(table.members[3].fallback == nil)
    }

    @Test func anIndexIsDescribedByItsTableAndAWholeDescriptorIsKept() {
        let table = MemberTable("greet(_:); count; count.set")
        let index: MockMember = 2
        #expect(!index.isDescribed)
        #expect(table.described(index).displayName == "count.set")
        let whole = MockMember.method(0, "other(_:)")
        #expect(table.described(whole).signature == "other(_:)")
    }

    /// Tables are read once per text, but two mock types may share a text (the same literal,
    /// merged by the compiler), never their fallbacks.
    @Test func tablesOfOneTextKeepTheirOwnFallbacks() throws {
        let first = MemberTable("shared()", fallback: { _ in { 1 } })
        let second = MemberTable("shared()", fallback: { _ in { 2 } })
        let plain = MemberTable("shared()")
        let one = try #require(first.members[0].fallback)
        let two = try #require(second.members[0].fallback)
        #expect(one() as? Int == 1)
        #expect(two() as? Int == 2)
        #expect(plain.members[0].fallback == nil)
        #expect(MemberTable("shared()").members[0].fallback == nil)
    }

    /// `createMock` stubs a mock before the mock, and so its table, exists: the stubs it hands
    /// over are described by the mock that takes them, so an unused one names its member.
    @Test func aCreateMockStubNamesItsMember() {
        var failures: [MockFailure] = []
        failures = withMockFailuresCaptured {
            let greeter = createMock(MockGreeter.self) { _, stub in
                when(stub.greet("unused")).thenReturn("no")
                return MockGreeter()
            }
            verifyAllStubsUsed(greeter)
        }
        #expect(failures.map(\.message) == [
            "Unused stub: greeter.greet(equal to \"unused\") was stubbed but never called.",
        ])
    }
}
