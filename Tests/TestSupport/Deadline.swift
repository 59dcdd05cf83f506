import Foundation

/// Runs `body` on a thread of its own and tells whether it returned within `seconds`: a test of
/// code that could wait for ever (threads stopping one another) fails instead of hanging the
/// test run. A body that never returns is left behind on its thread.
public func finishes(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Bool {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        body()
        done.signal()
    }
    thread.start()
    return done.wait(timeout: .now() + seconds) == .success
}
