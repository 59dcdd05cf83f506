import Testing
@testable import MockgenCore

/// Cut and corrupted variants of a realistic file must parse to completion: no crash, no hang,
/// and every diagnostic located inside the file.
@Suite struct RobustnessTests {
    static let bytes = Array(RobustnessFixture.source.utf8)

    @Test func fixtureParsesCleanly() {
        let model = DeclarationParser.parse(Self.bytes, path: "Fixture.swift")
        #expect(model.diagnostics.isEmpty, "\(model.diagnostics)")
        let types = model.declarations.compactMap(\.asType).map(\.name)
        #expect(types == ["RecordStore", "Configuration", "BaseStore", "Cache", "StoreError", "BaseStore", "Array", "Clamped"])
        let store = model.declarations.compactMap(\.asType).first
        #expect(store?.members.count == 15)
    }

    @Test func everyPrefixTerminates() {
        let bytes = Self.bytes
        var end = 0
        while end <= bytes.count {
            check(Array(bytes[0..<end]))
            end += 1
        }
    }

    @Test func everySuffixTerminates() {
        let bytes = Self.bytes
        var start = 0
        while start < bytes.count {
            check(Array(bytes[start...]))
            start += 7
        }
    }

    @Test func randomByteFlipsTerminate() {
        var generator = SplitMix64(seed: 0x5EED)
        let interesting: [UInt8] = Array("{}()[]<>\"#/\\*@`$:;,.=?!&\n \r".utf8) + [0, 0xFF, 0xC3, 0xE2]
        for _ in 0..<400 {
            var bytes = Self.bytes
            for _ in 0..<Int(generator.next() % 8 + 1) {
                let position = Int(generator.next() % UInt64(bytes.count))
                bytes[position] = interesting[Int(generator.next() % UInt64(interesting.count))]
            }
            check(bytes)
        }
    }

    @Test func randomDeletionsAndDuplicationsTerminate() {
        var generator = SplitMix64(seed: 42)
        for _ in 0..<200 {
            var bytes = Self.bytes
            let start = Int(generator.next() % UInt64(bytes.count))
            let length = Int(generator.next() % 200)
            let end = min(bytes.count, start + length)
            if generator.next() % 2 == 0 {
                bytes.removeSubrange(start..<end)
            } else {
                bytes.insert(contentsOf: bytes[start..<end], at: start)
            }
            check(bytes)
        }
    }

    /// Past every nesting limit (`Parser.maximumTypeDepth`, `maximumNestingDepth`).
    @Test func pathologicalInputs() {
        check(Array(repeating: UInt8(ascii: "{"), count: 20_000))
        check(Array(repeating: UInt8(ascii: "("), count: 20_000))
        check(Array(repeating: UInt8(ascii: "<"), count: 20_000))
        check(Array(("protocol P { func f(_: " + String(repeating: "[A<", count: 20_000)).utf8))
        check(Array(("protocol P { func f(_: Int" + String(repeating: "?", count: 20_000) + ")}").utf8))
        check(Array(String(repeating: "#if A\n", count: 5_000).utf8))
        check(Array(String(repeating: "struct S {", count: 5_000).utf8))
        check(Array(String(repeating: "\"\\(", count: 500).utf8))
        check(Array(String(repeating: "#if A\n", count: 500).utf8))
        check(Array(String(repeating: "struct S {", count: 500).utf8))
        check(Array(("typealias T = " + String(repeating: "(", count: 5_000)).utf8))
        check(Array(("typealias T = " + String(repeating: "[A<", count: 5_000)).utf8))
        check(Array(String(repeating: "#if A\nstruct S {\n", count: 500).utf8))
        check((0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
    }

    /// Parses and checks that every diagnostic points inside the input (on a deep stack, as
    /// the commands parse: deep inputs recurse that deep).
    func check(_ bytes: [UInt8]) {
        let diagnostics = DeepStack.run { DeclarationParser.parse(bytes, path: "f.swift").diagnostics }
        let lineCount = bytes.reduce(1) { $1 == 10 ? $0 + 1 : $0 } + bytes.reduce(0) { $1 == 13 ? $0 + 1 : $0 }
        for diagnostic in diagnostics {
            #expect(diagnostic.location.line >= 1 && diagnostic.location.line <= lineCount)
            #expect(diagnostic.location.column >= 1)
        }
    }
}

/// A tiny deterministic generator, so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
