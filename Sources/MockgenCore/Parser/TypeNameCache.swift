/// Plain type names (`Int`, `String`, `Self`, `EventLoop`) recur constantly; the cache hands out
/// one shared `TypeRef` per spelling instead of building (and later freeing) a fresh string,
/// component array and enum box each time. A direct-mapped table: a collision simply replaces
/// the slot. Lives for one file.
final class TypeNameCache {
    private struct Slot {
        var hash: UInt64 = 0
        var start: Int = 0
        var length: Int = 0
        var type: TypeRef?
    }

    private static let slotCount = 512
    private let slots: UnsafeMutablePointer<Slot>

    init() {
        slots = UnsafeMutablePointer<Slot>.allocate(capacity: TypeNameCache.slotCount)
        slots.initialize(repeating: Slot(), count: TypeNameCache.slotCount)
    }

    deinit {
        slots.deinitialize(count: TypeNameCache.slotCount)
        slots.deallocate()
    }

    /// The type `.named(text)` for the bytes `source[range]`, shared when seen before.
    func namedType(_ source: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, make: () -> TypeRef) -> TypeRef {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for offset in range {
            hash = (hash ^ UInt64(source[offset])) &* 0x100_0000_01b3
        }
        let slot = slots + Int(hash & UInt64(TypeNameCache.slotCount - 1))
        if let type = slot.pointee.type, slot.pointee.hash == hash, slot.pointee.length == range.count {
            var same = true
            var offset = 0
            while offset < range.count {
                if source[slot.pointee.start + offset] != source[range.lowerBound + offset] {
                    same = false
                    break
                }
                offset += 1
            }
            if same { return type }
        }
        let type = make()
        slot.pointee = Slot(hash: hash, start: range.lowerBound, length: range.count, type: type)
        return type
    }
}
