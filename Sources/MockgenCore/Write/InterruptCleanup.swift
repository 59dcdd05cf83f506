import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes the temporary file of a write in progress when the run is interrupted (Ctrl-C,
/// SIGTERM, SIGHUP), then lets the signal end the process as it would have. The target file is
/// untouched: it is only ever replaced by `rename(2)`. A `kill -9` cannot be caught; its leftover
/// is removed by the next run (`OutputWriter.removeStaleTemporaries(in:)`).
///
/// The handler may only make async-signal-safe calls, so the path lives in a fixed C buffer
/// written by `track` and read by the handler; its first byte is set last, so the handler sees
/// either no path or a complete one.
enum InterruptCleanup {
    static let capacity = 4096
    nonisolated(unsafe) static let path: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        return buffer
    }()
    private static let installation = NSLock()
    nonisolated(unsafe) private static var isInstalled = false

    /// Writes happen one at a time (`GenerationPipeline.write`), so one path is enough.
    static func track(_ temporary: String) {
        installHandlers()
        let bytes = Array(temporary.utf8)
        guard !bytes.isEmpty, bytes.count < capacity else { return }
        path[0] = 0
        for index in 1..<bytes.count { path[index] = CChar(bitPattern: bytes[index]) }
        path[bytes.count] = 0
        path[0] = CChar(bitPattern: bytes[0])
    }

    static func untrack() {
        path[0] = 0
    }

    private static func installHandlers() {
        installation.lock()
        defer { installation.unlock() }
        guard !isInstalled else { return }
        isInstalled = true
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            let previous = signal(signalNumber, interruptHandler)
            // A signal the caller ignores (`nohup` ignores SIGHUP, a shell's background job
            // SIGINT) stays ignored.
            if unsafeBitCast(previous, to: Int.self) == 1 { _ = signal(signalNumber, previous) }
            sigaddset(&unblocked, signalNumber)
        }
        // A tool started from a Dispatch thread (a build system's, a test runner's) inherits its
        // mask, which blocks every signal: unblocked here, a stop request ends the run at once
        // rather than never.
        _ = sigprocmask(SIG_UNBLOCK, &unblocked, nil)
    }
}

private let interruptHandler: @convention(c) (Int32) -> Void = { signalNumber in
    if InterruptCleanup.path[0] != 0 { unlink(InterruptCleanup.path) }
    // Back to the default action, then the same signal again: the process ends as it would
    // have, with the status a shell expects from it.
    _ = signal(signalNumber, nil)
    _ = raise(signalNumber)
}
