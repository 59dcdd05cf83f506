import Testing
@testable import MockgenCore

/// `NameSet` answers as `Set<String>` does: its filter only ever says "no" early.
@Suite struct NameSetTests {
    /// Names that share a length and a first byte share a filter bit: the set still tells them
    /// apart, and so it does for names the filter cannot (empty, non-ASCII, long).
    @Test func answersAsASetDoes() {
        let held: Set<String> = ["Span", "Spin", "RawSpan", "é", "", "Ünïcödé", String(repeating: "LongName", count: 40), "x"]
        let names = NameSet(held)
        let asked = held.union(["Spun", "Span ", "span", "RawSpan2", "e", "Ü", "y", "Spa", String(repeating: "LongName", count: 39)])
        for name in asked {
            #expect(names.contains(name) == held.contains(name), "\(name)")
        }
        #expect(names.count == held.count)
        #expect(names.names == held)
    }

    /// Every name inserted is found; every name removed is gone, though its filter bit stays.
    @Test func insertsAndRemoves() {
        var names: NameSet = []
        #expect(names.isEmpty)
        #expect(!names.contains("Span"))
        names.insert("Span")
        names.insert("Spin")
        #expect(names.contains("Span") && names.contains("Spin"))
        names.remove("Span")
        #expect(!names.contains("Span"))
        #expect(names.contains("Spin"))
        #expect(names == NameSet(["Spin"]))
    }

    /// Random names against random sets, both ways.
    @Test func matchesASetOnRandomNames() {
        var generator = SplitMix64(seed: 34)
        let alphabet = Array("aAsSpPn_9é")
        func randomName() -> String {
            String((0..<Int(generator.next() % 6)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
        }
        for _ in 0..<50 {
            let held = Set((0..<Int(generator.next() % 40)).map { _ in randomName() })
            let names = NameSet(held)
            for _ in 0..<200 {
                let name = randomName()
                #expect(names.contains(name) == held.contains(name), "\(name) in \(held.sorted())")
            }
        }
    }
}
