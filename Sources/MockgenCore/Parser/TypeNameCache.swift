/// Plain type names (`Int`, `String`, `Self`, `EventLoop`) recur constantly; the cache hands out
/// one shared `TypeRef` per spelling instead of building (and later freeing) a fresh string,
/// component array and enum box each time. A direct-mapped table: a collision simply replaces
/// the slot. Lives for one file.
final class TypeNameCache {
    private struct Slot {
        var hash: UInt64
        var start: Int
        var length: Int
        var type: TypeRef
    }

    private static let slotCount = 512
    /// Uninitialised until first filled: `filled` says which are. Most files name a few dozen
    /// types, and initialising and destroying all 512 slots per file (a value-witness call each,
    /// `TypeRef` being an enum with boxed and inline cases) was 2.5 % of parsing.
    private let slots: UnsafeMutablePointer<Slot>
    /// Behind a constant reference, not a `var` of the class: every access to a class's mutable
    /// property checks exclusivity at run time (`swift_beginAccess`): a tenth of the time spent
    /// on named types.
    private let filled = FilledSlots()

    init() {
        slots = UnsafeMutablePointer<Slot>.allocate(capacity: TypeNameCache.slotCount)
    }

    deinit {
        filled.forEach { (slots + $0).deinitialize(count: 1) }
        filled.deallocate()
        slots.deallocate()
    }

    /// The type `.named(text)` for the bytes `source[range]`, shared when seen before.
    func namedType(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, make: () -> TypeRef) -> TypeRef {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for offset in range {
            hash = (hash ^ UInt64(source[offset])) &* 0x100_0000_01b3
        }
        let index = Int(hash & UInt64(TypeNameCache.slotCount - 1))
        let slot = slots + index
        let isFilled = filled.contains(index)
        if isFilled, slot.pointee.hash == hash, slot.pointee.length == range.count {
            var same = true
            var offset = 0
            while offset < range.count {
                if source[slot.pointee.start + offset] != source[range.lowerBound + offset] {
                    same = false
                    break
                }
                offset += 1
            }
            if same { return slot.pointee.type }
        }
        let type = make()
        let new = Slot(hash: hash, start: range.lowerBound, length: range.count, type: type)
        if isFilled {
            slot.pointee = new
        } else {
            slot.initialize(to: new)
            filled.insert(index)
        }
        return type
    }

    /// A bit per slot, in memory of its own (see `filled`).
    private struct FilledSlots {
        private let words: UnsafeMutablePointer<UInt64>
        private static let wordCount = TypeNameCache.slotCount / 64

        init() {
            words = UnsafeMutablePointer<UInt64>.allocate(capacity: Self.wordCount)
            words.initialize(repeating: 0, count: Self.wordCount)
        }

        func deallocate() { words.deallocate() }

        func contains(_ index: Int) -> Bool { words[index >> 6] & (1 << UInt64(index & 63)) != 0 }

        func insert(_ index: Int) { words[index >> 6] |= 1 << UInt64(index & 63) }

        func forEach(_ body: (Int) -> Void) {
            for wordIndex in 0..<Self.wordCount {
                var rest = words[wordIndex]
                while rest != 0 {
                    body(wordIndex << 6 + rest.trailingZeroBitCount)
                    rest &= rest - 1
                }
            }
        }
    }
}
