import Testing
@testable import MockgenCore

/// The parser's per-file cache of plain type names: one shared `TypeRef` per spelling, a slot
/// replaced on a collision, and only the slots filled are ever read.
@Suite struct TypeNameCacheTests {
    /// Looks `name` up as bytes `range` of `source`, counting how often the type is made.
    private final class Lookups {
        let cache = TypeNameCache()
        var made: [String] = []

        func type(_ source: [UInt8], _ range: Range<Int>) -> TypeRef {
            source.withUnsafeBufferPointer { buffer in
                cache.namedType(buffer, range) {
                    let name = String(decoding: buffer[range], as: UTF8.self)
                    made.append(name)
                    return .named(name)
                }
            }
        }
    }

    @Test func aSpellingSeenBeforeIsNotMadeAgain() {
        let source = Array("Int String Int String Int".utf8)
        let lookups = Lookups()
        #expect(lookups.type(source, 0..<3) == .named("Int"))
        #expect(lookups.type(source, 4..<10) == .named("String"))
        #expect(lookups.type(source, 11..<14) == .named("Int"))
        #expect(lookups.type(source, 15..<21) == .named("String"))
        #expect(lookups.type(source, 22..<25) == .named("Int"))
        #expect(lookups.made == ["Int", "String"])
    }

    /// Two thousand distinct names in 512 slots: every lookup gives its own name back, whichever
    /// slot an earlier name took (a collision replaces it, and asking again makes it again).
    @Test func everyNameComesBackAsItselfWhateverTheCollisions() {
        let names = (0..<2_000).map { "Type\($0)" }
        let source = Array(names.joined(separator: " ").utf8)
        var ranges: [Range<Int>] = []
        var start = 0
        for name in names {
            ranges.append(start..<start + name.utf8.count)
            start += name.utf8.count + 1
        }
        let lookups = Lookups()
        for _ in 0..<2 {
            for (name, range) in zip(names, ranges) {
                #expect(lookups.type(source, range) == .named(name))
            }
        }
        #expect(lookups.made.count >= names.count)
        #expect(Set(lookups.made) == Set(names))
    }
}
