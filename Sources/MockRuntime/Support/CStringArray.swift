/// Calls `body` with a C array of C strings (`char **`) holding `strings` (`nil` elements are
/// null pointers), valid only inside `body`: the values and column names a test hands an
/// `sqlite3_exec`-style callback.
public func withCStringArray<Result>(
    _ strings: [String?], _ body: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) throws -> Result
) rethrows -> Result {
    let copies: [UnsafeMutablePointer<CChar>?] = strings.map { string in
        string.map { string in
            let utf8 = Array(string.utf8)
            let copy = UnsafeMutablePointer<CChar>.allocate(capacity: utf8.count + 1)
            for (offset, byte) in utf8.enumerated() { copy[offset] = CChar(bitPattern: byte) }
            copy[utf8.count] = 0
            return copy
        }
    }
    defer { for copy in copies { copy?.deallocate() } }
    // One extra null element: C arrays of strings are often null-terminated (`argv`).
    let array = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: copies.count + 1)
    defer { array.deallocate() }
    array.initialize(from: copies + [nil], count: copies.count + 1)
    return try body(array)
}
