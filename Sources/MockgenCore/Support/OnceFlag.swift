import Foundation

/// A flag set once by any thread and read by all: workers checking files stop at the first
/// that rules the whole answer out. `@unchecked Sendable`: the flag is only touched under the
/// lock (`Synchronization.Atomic` needs macOS 15).
final class OnceFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false

    var value: Bool { lock.withLock { isSet } }
    func set() { lock.withLock { isSet = true } }
}
