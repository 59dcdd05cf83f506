/// Byte-level questions about strings the generator asks thousands of times per run (names,
/// attribute arguments). `String.utf8.contains` goes through the generic `Sequence` path, about
/// twenty times slower than scanning the contiguous bytes every native string has.
extension String {
    /// Whether the UTF-8 bytes hold `byte` (an ASCII byte: it never occurs inside a multi-byte
    /// scalar).
    func containsASCII(_ byte: UInt8) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ bytes -> Bool in
            for candidate in bytes where candidate == byte { return true }
            return false
        }) {
            return found
        }
        return utf8.contains(byte)
    }
}
