/// Functions a C module's headers declare that the libraries its module map links do not define
/// on this machine (sqlite3.h declares 12 that Debian's libsqlite3 is built without): a binary
/// whose code references one of them fails to link. Found by `LinkedLibraryCheck`.
public struct CUndefinedFunctions: Sendable, Hashable {
    /// The libraries asked, as given to the dynamic loader (`libsqlite3.so`), in link order.
    public var libraries: [String]
    public var names: Set<String>

    public init(libraries: [String], names: Set<String>) {
        self.libraries = libraries
        self.names = names
    }

    /// `libsqlite3.so` or `libz.so and libm.so`: for messages.
    public var librariesText: String {
        libraries.count <= 1 ? libraries.joined() : libraries.dropLast().joined(separator: ", ") + " and " + libraries[libraries.count - 1]
    }
}
