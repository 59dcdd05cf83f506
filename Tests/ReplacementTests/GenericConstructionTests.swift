import MockRuntime
import Testing
@testable import ReplacedFixtures

/// Generic types built inside the unit (`Tally` is not changed for these tests): each
/// specialization has its mock (`MockBatch<Int>`), reached through designated, failable,
/// throwing and constrained initializers; with nothing installed the originals run.
@Suite struct GenericConstructionTests {
    @Test func aGenericStructBuiltInsideTheUnitIsReached() {
        let batches = Constructions<MockBatch<Int>> {
            let mock = MockBatch<Int>()
            stub(mock) { stub in
                when(stub.count.get).thenReturn(7)
                when(stub.first()).thenReturn(42)
                when(stub.contains(any())).thenReturn(false)
                when(stub.append(any())).thenDoNothing()
            }
            return mock
        }
        let summary = replacing(constructionsOf: batches) { Tally().total(of: [1, 2]) }
        #expect(summary == "7 items, first 42, has 100: false")
        #expect(batches.count == 1)
        #expect(batches.first?.initializer == "init(items:)")
        #expect(batches.first?.arguments(as: [Int].self) == [1, 2])
        verify(batches[0].mock).append(100)
        verify(batches[0].mock).contains(100)
    }

    @Test func withNothingInstalledTheOriginalsRun() throws {
        #expect(Tally().total(of: [1, 2]) == "3 items, first 1, has 100: true")
        #expect(try Tally().firstWord(of: "a,b") == "a")
        #expect(throws: BatchError.empty) { try Tally().firstWord(of: "") }
        #expect(Tally().single("x") == 1)
        #expect(Tally().single(nil) == -1)
        #expect(Tally().remember("k", 3) == 3)
    }

    @Test func otherSpecializationsAreNotReached() throws {
        // Mocks of `Batch<Int>` do not receive `Batch<String>`'s constructions or calls.
        let batches = Constructions<MockBatch<Int>>()
        let word = try replacing(constructionsOf: batches) { try Tally().firstWord(of: "x,y") }
        #expect(word == "x")
        #expect(batches.count == 0)
    }

    @Test func throwingFailableAndConstrainedInitializersAreRecorded() throws {
        let words = Constructions<MockBatch<String>> {
            let mock = MockBatch<String>()
            stub(mock) { stub in
                when(stub.first()).thenReturn("mocked")
                when(stub.count.get).thenReturn(9)
            }
            return mock
        }
        let (first, single) = try replacing(constructionsOf: words) { (try Tally().firstWord(of: "a,b"), Tally().single("s")) }
        #expect(first == "mocked")
        #expect(single == 9)
        #expect(words.all.map(\.initializer) == ["init(parsing:)", "init(first:)"])
        #expect(words[0].arguments(as: String.self) == "a,b")
        #expect(words[1].arguments(as: String?.self) == "s")
        // A throwing initializer that throws constructs nothing.
        #expect(throws: BatchError.empty) { try replacing(constructionsOf: words) { try Tally().firstWord(of: "") } }
        #expect(words.count == 2)
    }

    @Test func aGenericClassBuiltThroughItsDesignatedInitializerIsReached() {
        let lookups = Constructions<MockLookup<String, Int>> {
            let mock = MockLookup<String, Int>()
            stub(mock) { stub in
                when(stub.value(for: any())).thenReturn(-5)
                when(stub.store(any(), for: any())).thenDoNothing()
            }
            return mock
        }
        let value = replacing(constructionsOf: lookups) { Tally().remember("answer", 42) }
        #expect(value == -5)
        #expect(lookups.first?.arguments(as: String.self) == "tally")
        verify(lookups[0].mock).store(42, for: "answer")
        verify(lookups[0].mock).value(for: "answer")
    }

    @Test func aStaticMemberOfASpecializationRoutesToItsMock() {
        let mock = MockBatch<Int>()
        stub(mock) { when($0.empty()).thenReturn(Batch(items: [5])) }
        let batch = replacing(mock) { Batch<Int>.empty() }
        #expect(batch.items == [5])
        #expect(Batch<String>.empty().items.isEmpty)
    }

    /// A nested type and a bare `Batch` (meaning `Batch<Element>`) in a generic type's members.
    @Test func nestedTypesAndTheBareTypeNameAreSpelledWithTheArguments() {
        let mock = MockBatch<Int>()
        stub(mock) { stub in
            when(stub.summary()).thenReturn(Batch<Int>.Summary(count: 99))
            when(stub.merged(with: any())).thenReturn(Batch(items: [7]))
        }
        let (summary, merged) = replacing(mock) { (Batch(items: [1]).summary(), Batch(items: [1]).merged(with: Batch(items: [2]))) }
        #expect(summary == Batch<Int>.Summary(count: 99))
        #expect(merged.items == [7])
        #expect(Batch(items: [1, 2]).summary().count == 2)
        #expect(Batch(items: [1]).merged(with: Batch(items: [2])).items == [1, 2])
    }

    /// 8 parallel tests × 200 constructions each: every test counts exactly its own.
    @Test(arguments: 0..<8) func parallelTestsKeepTheirOwnConstructions(_ n: Int) async {
        let lookups = Constructions<MockLookup<String, Int>> {
            let mock = MockLookup<String, Int>()
            stub(mock) { stub in
                when(stub.value(for: any())).thenReturn(n)
                when(stub.store(any(), for: any())).thenDoNothing()
            }
            return mock
        }
        await replacing(constructionsOf: lookups) {
            for _ in 0..<200 {
                #expect(Tally().remember("k", 1000) == n)
                await Task.yield()
            }
        }
        #expect(lookups.count == 200)
        #expect(Tally().remember("k", 1000) == 1000)
    }
}
