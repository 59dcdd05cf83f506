// C's `errno` lives in the C library, imported here from whichever one the platform has. No
// Foundation: this is all a mocked C call needs of it.
#if canImport(Darwin)
internal import Darwin
#elseif canImport(Glibc)
internal import Glibc
#elseif canImport(Musl)
internal import Musl
#elseif canImport(Android)
internal import Android
#elseif canImport(ucrt)
internal import ucrt
#endif

/// The calling thread's `errno`.
enum CErrno {
    static func set(_ value: Int32) {
        errno = value
    }
}
