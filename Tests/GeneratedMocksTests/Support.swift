import Foundation

/// Collects values from `then` bodies, which may run on any thread.
final class Recorder<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []

    func append(_ value: Value) {
        lock.lock()
        stored.append(value)
        lock.unlock()
    }

    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

struct TestError: Error, Equatable {
    var reason: String
}
