import CFixture
import Testing

/// The fixture C library works as its header says: generated mocks of it will be checked
/// against the real thing.
struct CFixtureLibraryTests {
    @Test func openAddFindEachAndClose() throws {
        var handle: OpaquePointer?
        #expect(cf_open("items", &handle) == Int32(CF_OK.rawValue))
        let items = try #require(handle)
        defer { cf_close(items) }
        let names: [UnsafeMutablePointer<CChar>] = ["b", "a"].map { (text: String) in strdup(text)! }
        defer { names.forEach { free($0) } }
        for (size, name) in zip([2, 1], names) {
            #expect(cf_add(items, cf_item(name: UnsafePointer(name), size: cf_int64(size), flags: 0)) == 0)
        }
        #expect(cf_count(items) == 2)
        var found = cf_item()
        #expect(cf_find(items, "a", &found) == CF_OK)
        #expect(found.size == 1)
        #expect(cf_find(items, "zzz", nil) == CF_NOT_FOUND)

        var total: cf_int64 = 0
        #expect(cf_each(items, { context, item in
            context!.assumingMemoryBound(to: cf_int64.self).pointee += item!.pointee.size
            return 0
        }, &total) == 0)
        #expect(total == 3)
        #expect(String(cString: cf_name(items, nil)!) == "items")
    }

    @Test func checksumIsAdler32() {
        var checksum: UInt32 = 0
        let bytes = Array("Wikipedia".utf8)
        #expect(cf_checksum(bytes, bytes.count, &checksum) == 0)
        #expect(checksum == 0x11E6_0398)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
