/// Defaults for tuple types, built element by element from the registry's defaults, so an
/// unstubbed call returning `(Int8, UInt8)` returns `(0, 0)` rather than stopping the process.
///
/// A generic `T` cannot be asked whether it is a tuple, so this reads the type's runtime
/// metadata, whose tuple layout is part of Swift's stable ABI on every platform: the kind word
/// (`0x301` for tuples), the element count, the labels pointer, then one (type, offset) pair per
/// element, each two words long.
enum TupleDefaults {
    private static let tupleKind: UInt = 0x301

    static func make<T>(_ type: T.Type) -> T? {
        let word = MemoryLayout<UInt>.size
        let metadata = unsafeBitCast(type as Any.Type, to: UnsafeRawPointer.self)
        guard metadata.load(as: UInt.self) == tupleKind else { return nil }
        let count = metadata.load(fromByteOffset: word, as: Int.self)
        guard count > 1 else { return nil }
        let buffer = UnsafeMutableRawPointer.allocate(byteCount: MemoryLayout<T>.size, alignment: MemoryLayout<T>.alignment)
        defer { buffer.deallocate() }
        var written: [(type: Any.Type, offset: Int)] = []
        for index in 0..<count {
            let element = metadata.advanced(by: (3 + 2 * index) * word)
            let elementType = unsafeBitCast(element.load(as: UnsafeRawPointer.self), to: Any.Type.self)
            // A 32-bit field off Apple platforms, a word on them; read as 32 bits on both
            // (offsets are small, and every Swift platform is little-endian).
            let offset = Int(element.load(fromByteOffset: word, as: UInt32.self))
            guard writeDefault(elementType, to: buffer + offset) else {
                for done in written { destroy(done.type, at: buffer + done.offset) }
                return nil
            }
            written.append((elementType, offset))
        }
        return buffer.assumingMemoryBound(to: T.self).move()
    }

    private static func writeDefault<Element>(_ type: Element.Type, to address: UnsafeMutableRawPointer) -> Bool {
        guard let value = DefaultValueRegistry.registeredDefault(for: type) else { return false }
        address.initializeMemory(as: Element.self, to: value)
        return true
    }

    private static func destroy<Element>(_ type: Element.Type, at address: UnsafeMutableRawPointer) {
        address.assumingMemoryBound(to: Element.self).deinitialize(count: 1)
    }
}
