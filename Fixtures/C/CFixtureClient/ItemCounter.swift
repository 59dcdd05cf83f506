import CFixture

/// Code under test that calls the C functions directly, with no facade to swap: tests reach its
/// C calls through the link seam (`CFixtureSeam.withMock`), which routes them to a mock.
public enum ItemCounter {
    /// Opens a list called `name`, adds `sizes.count` items, and returns how many the C side
    /// counts; `nil` if the list cannot be opened.
    public static func count(named name: String, sizes: [Int64]) -> Int? {
        var handle: OpaquePointer?
        guard cf_open(name, &handle) == Int32(CF_OK.rawValue), let handle else { return nil }
        defer { cf_close(handle) }
        for size in sizes { _ = cf_add(handle, cf_item(name: nil, size: size, flags: 0)) }
        return cf_count(handle)
    }
}
