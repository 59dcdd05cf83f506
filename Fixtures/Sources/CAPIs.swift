// Protocols shaped like C APIs as Swift imports them: one requirement per C function, `_`
// labels, implicitly unwrapped pointers, `@convention(c)` function pointers, `CVaListPointer`,
// C structs and imported enums. mockgen will generate such protocols from C headers; their
// mocks must compile in Swift 6 mode without warnings and work with MockRuntime's C actions.

/// A C struct as Swift imports it: stored properties and a memberwise initialiser.
public struct CPoint: Equatable, Sendable {
    public var x: Int32
    public var y: Int32
    public init(x: Int32, y: Int32) {
        self.x = x
        self.y = y
    }
}

/// A C enum as Swift imports it (neither `NS_ENUM` nor `NS_OPTIONS`): a raw-value struct.
public struct COpenFlags: RawRepresentable, Equatable, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(_ rawValue: UInt32) { self.rawValue = rawValue }
}

/// `typedef int (*sqlite3_callback)(void*, int, char**, char**);`
public typealias CSQLiteCallback = @convention(c) (
    UnsafeMutableRawPointer?, Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32

/// `typedef int (*visit_fn)(void *context, int value);`
public typealias CVisitFunction = @convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32

/// A slice of SQLite's API, spelled as Swift imports `sqlite3.h`.
public protocol CSQLiteAPI {
    func sqlite3_open(_ filename: UnsafePointer<CChar>!, _ ppDb: UnsafeMutablePointer<OpaquePointer?>!) -> Int32
    func sqlite3_exec(
        _ db: OpaquePointer!, _ sql: UnsafePointer<CChar>!,
        _ callback: (@convention(c) (UnsafeMutableRawPointer?, Int32, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32)!,
        _ context: UnsafeMutableRawPointer!, _ errmsg: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>!
    ) -> Int32
    func sqlite3_close(_ db: OpaquePointer!) -> Int32
    func sqlite3_errmsg(_ db: OpaquePointer!) -> UnsafePointer<CChar>!
}

/// A C library of small functions covering the other imported shapes.
public protocol CShapesAPI {
    /// `int visit(visit_fn fn, void *context, int count);` through a typedef'd function pointer.
    func c_visit(_ fn: CVisitFunction!, _ context: UnsafeMutableRawPointer!, _ count: Int32) -> Int32
    /// The same written out, as a nullable function pointer.
    func c_visit_inline(_ fn: (@convention(c) (UnsafeMutableRawPointer?, Int32) -> Int32)?, _ context: UnsafeMutableRawPointer?) -> Int32
    /// `ssize_t read(int fd, void *buf, size_t count);`
    func c_read(_ fd: Int32, _ buf: UnsafeMutableRawPointer!, _ count: Int) -> Int
    /// `ssize_t write(int fd, const void *buf, size_t count);`
    func c_write(_ fd: Int32, _ buf: UnsafeRawPointer?, _ count: Int) -> Int
    /// `int get_name(char *buffer, size_t length);`
    func c_get_name(_ buffer: UnsafeMutablePointer<CChar>!, _ length: Int) -> Int32
    /// `int checksum(const unsigned char *bytes, size_t length, unsigned char *out);`
    func c_checksum(_ bytes: UnsafePointer<UInt8>!, _ length: Int, _ out: UnsafeMutablePointer<UInt8>!) -> Int32
    /// `point_t translate(point_t p, int dx);` and `void scale(point_t *p, int factor);`
    func c_translate(_ p: CPoint, _ dx: Int32) -> CPoint
    func c_scale(_ p: UnsafeMutablePointer<CPoint>!, _ factor: Int32)
    /// `int open_with(const char *path, open_flags_t flags, int *fd);`
    func c_open_with(_ path: UnsafePointer<CChar>!, _ flags: COpenFlags, _ fd: UnsafeMutablePointer<Int32>!) -> Int32
    /// `int vlog(const char *format, va_list args);`
    func c_vlog(_ format: UnsafePointer<CChar>!, _ args: CVaListPointer) -> Int32
    /// `unsigned char version(void);`, `void *alloc(size_t);`, `const void *peek(void);`
    func c_version() -> UInt8
    func c_alloc(_ size: Int) -> UnsafeMutableRawPointer!
    func c_peek() -> UnsafeRawPointer?
    /// `int get_size(size_t *width, size_t *height);`: two out-parameters.
    func c_get_size(_ width: UnsafeMutablePointer<Int>!, _ height: UnsafeMutablePointer<Int>?) -> Int32
}
