/// `#if` around members and whole protocols, `@available`, `package` access, doc comments.
public protocol Platform {
    func common() -> Int
    #if os(Linux) || os(macOS)
    /// Only on Linux and macOS.
    func unixOnly() -> String
    #else
    func otherOnly() -> String
    #endif
    #if FOO_NEVER_DEFINED
    func neverCompiled(_ value: UnknownType) -> UnknownType
    #endif
    @available(macOS 10.15, iOS 13, *)
    func modern() async -> Int
}

#if os(Linux) || os(macOS)
public protocol UnixOnly {
    func path() -> String
}
#endif

#if FOO_NEVER_DEFINED
public protocol NeverDefined {
    func missing() -> UnknownType
}
#endif

@available(macOS 10.15, iOS 13, *)
public protocol Modern {
    func now() -> Int
}

package protocol PackageScoped {
    func packaged() -> Int
}

protocol InternalScoped {
    func hidden() -> Int
}

private protocol PrivateScoped {
    func secret() -> Int
}
