import CFixture

/// Code under test: a Swift list of named sizes kept by the C fixture, called through the
/// generated facade (`CFixtureAPI`), so tests can hand it `MockCFixtureAPI` instead of C.
public final class ItemList {
    public enum Failure: Error, Equatable {
        case cannotOpen(status: Int32)
        case cannotAdd(status: Int32)
    }

    /// `CF_OK` as the `int` the C functions return.
    static let ok = Int32(CF_OK.rawValue)

    private let api: any CFixtureAPI
    private let handle: OpaquePointer
    /// The C strings the C side points to: freed only when the list closes.
    private var names: [UnsafeMutablePointer<CChar>] = []

    public init(named name: String, api: any CFixtureAPI = CFixtureLive()) throws(Failure) {
        var handle: OpaquePointer?
        let status = api.cf_open(name, &handle)
        guard status == Self.ok, let handle else { throw .cannotOpen(status: status) }
        self.api = api
        self.handle = handle
    }

    deinit {
        api.cf_close(handle)
        names.forEach { $0.deallocate() }
    }

    public func add(_ name: String, size: Int64) throws(Failure) {
        let utf8 = name.utf8CString
        let copy = UnsafeMutablePointer<CChar>.allocate(capacity: utf8.count)
        utf8.withUnsafeBufferPointer { copy.initialize(from: $0.baseAddress!, count: $0.count) }
        names.append(copy)
        let status = api.cf_add(handle, cf_item(name: copy, size: size, flags: 0))
        guard status == Self.ok else { throw .cannotAdd(status: status) }
    }

    public var count: Int { api.cf_count(handle) }

    /// The size of the item called `name`, through `cf_find`'s out-parameter.
    public func size(of name: String) -> Int64? {
        var found = cf_item()
        return api.cf_find(handle, name, &found) == CF_OK ? found.size : nil
    }

    /// Every item's name, in order, through `cf_each`'s callback and its context pointer.
    public func allNames() -> [String] {
        final class Collected { var names: [String] = [] }
        let collected = Collected()
        let context = Unmanaged.passUnretained(collected).toOpaque()
        _ = api.cf_each(handle, { context, item in
            guard let context, let item else { return 1 }
            let collected = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
            collected.names.append(item.pointee.name.map { String(cString: $0) } ?? "")
            return 0
        }, context)
        return withExtendedLifetime(collected) { collected.names }
    }
}
