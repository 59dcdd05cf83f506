#if canImport(Darwin)
internal import Darwin
#elseif canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#endif

/// The Swift runtime's "call the original" switch for dynamically replaceable functions (see
/// ``Replacement/callOriginal(isolation:_:)``), looked up once.
///
/// Looked up with `dlsym` rather than declared with `@_silgen_name`: the compiler warns that
/// the name is reserved for the Swift runtime, and the runtime builds warning-free.
enum OriginalCall {
    /// `char *swift_getOrigOfReplaceable(char **OrigFnPtr)`: returns `*OrigFnPtr` and marks the
    /// next replaceable function entered on this thread to run its original body.
    private typealias GetOriginal = @convention(c) (UnsafeMutablePointer<UnsafeRawPointer?>) -> UnsafeRawPointer?

    private static let getOriginal: GetOriginal? = {
        guard let symbol = dlsym(processHandle, "swift_getOrigOfReplaceable") else { return nil }
        return unsafeBitCast(symbol, to: GetOriginal.self)
    }()

    /// Every image loaded in the process, where the Swift runtime library is.
    private static var processHandle: UnsafeMutableRawPointer? {
        #if canImport(Darwin)
        // RTLD_DEFAULT, which Swift does not import (a cast in a macro).
        return UnsafeMutableRawPointer(bitPattern: -2)
        #else
        // The main program and the libraries loaded with it, the Swift runtime among them.
        return dlopen(nil, RTLD_NOW)
        #endif
    }

    /// Makes the next replaceable function entered on this thread run its original body.
    /// Stops the process when the runtime function is missing (a statically linked Swift
    /// runtime exports no symbols): the alternative is endless recursion.
    static func markNext() {
        guard let getOriginal else { fatalError(FailureMessages.originalCallUnavailable) }
        // Only the flag matters; the slot it reads the "original" pointer from is a dummy.
        var slot: UnsafeRawPointer? = nil
        _ = getOriginal(&slot)
    }
}
