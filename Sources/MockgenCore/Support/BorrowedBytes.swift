/// Bytes that stay where they are for as long as their owner lives (a record mapped from the
/// cache folder), handed on without a copy.
///
/// `@unchecked Sendable`: the bytes are read-only for their whole life, and the owner they
/// belong to is kept with them.
struct BorrowedBytes: @unchecked Sendable, Equatable {
    let owner: AnyObject
    let bytes: UnsafeRawBufferPointer

    var count: Int { bytes.count }

    /// The same bytes (whoever owns them).
    static func == (left: BorrowedBytes, right: BorrowedBytes) -> Bool {
        left.bytes.elementsEqual(right.bytes)
    }
}
