import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Asks the system to read the next inputs from the disk while the workers parse, once a read
/// has had to wait for it.
///
/// Each worker reads a file, then parses it: with the files in memory that is all it takes, but
/// when they are not (the first run after a reboot, a machine that gave the pages of files
/// nobody touched lately back), every read waits for the disk while the core idles, and the
/// disk gets one request at a time. The large corpus took 2.1 s with its files out of memory
/// against 1.0 s with them in (and 1.6 s with `cat` reading ahead beside it). So as soon as a
/// worker's read says it waited (`FileReading.bytes(at:)`'s `waitedForDisk`), a thread of this
/// type opens the files after the ones being read, up to `distance` ahead of the furthest one
/// started, and asks for their bytes (`posix_fadvise(WILLNEED)`, which returns at once; the
/// disk reads them meanwhile). It starts once `waitsToStart` of `waitWindow` reads in a row
/// have waited, and stops again after `inMemoryToPause` files in a row whose first page it
/// finds in memory already: a run over files in memory pays one lock a file for it, nothing
/// more, and a run where the system gave back the pages of some folders and not of others reads
/// ahead where they are missing only (on the machine where this was measured, a run over the
/// large corpus "in memory" met 14 to 82 reads that waited, in clusters; reading ahead of every
/// file after the first of them opened thousands of files a second time for nothing). Where the
/// system cannot tell whether a read waited (not Linux), nothing is read ahead.
///
/// It only opens a file, asks `fstat` what it is and reads its first byte without waiting (to
/// tell whether it is in memory): a FIFO or a device is opened without blocking and given no
/// advice, and anything that cannot be opened is left for the worker to report.
final class ReadAhead: @unchecked Sendable {
    /// Files asked for ahead of the furthest one a worker has started: enough to keep the
    /// disk's queue full, few enough that the pages asked for are still there when read.
    static let distance = 64
    /// Reads that must wait, among `waitWindow` started one after the other, before reading ahead.
    static let waitsToStart = 4
    static let waitWindow = 16
    /// Files in a row found in memory already after which the thread ends (until reads wait again).
    static let inMemoryToPause = 16

    private let paths: [String]
    private let advise: @Sendable (String) -> Advice
    /// Guards everything below (`@unchecked Sendable`: only ever touched under it).
    private let condition = NSCondition()
    private var furthestStarted = -1
    /// The first of the reads in the current window that waited, and how many of them did.
    private var windowStart = Int.min
    private var waitsInWindow = 0
    private var stopping = false
    private var running = false
    /// Threads started, files opened and files asked for (tests).
    private var starts = 0
    private var opened = 0
    private var advised = 0

    /// `paths` in the order the workers start them. `advise`: what is done with each file read
    /// ahead (tests give their own).
    init(paths: [String], advise: @escaping @Sendable (String) -> Advice = ReadAhead.advise) {
        self.paths = paths
        self.advise = advise
    }

    /// A worker starts reading `paths[index]`.
    func starting(_ index: Int) {
        condition.lock()
        if index > furthestStarted {
            furthestStarted = index
            if running { condition.signal() }
        }
        condition.unlock()
    }

    /// Reading `paths[index]` waited for the disk: once enough reads close together have, read
    /// ahead from the next file on, until the files are in memory again, the last one, or `stop`.
    func waited(at index: Int) {
        condition.lock()
        defer { condition.unlock() }
        guard !running, !stopping else { return }
        if index >= windowStart && index < windowStart + Self.waitWindow {
            waitsInWindow += 1
        } else {
            windowStart = index
            waitsInWindow = 1
        }
        guard waitsInWindow >= Self.waitsToStart else { return }
        windowStart = Int.min
        waitsInWindow = 0
        starts += 1
        running = true
        let thread = Thread { [self] in readAhead(from: index + 1) }
        thread.name = "mockgen read-ahead"
        thread.start()
    }

    /// Stops reading ahead and waits for the thread to end (at most one `open` away). Reading
    /// ahead of files no one reads any more would only cost the disk.
    func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        while running { condition.wait() }
        condition.unlock()
    }

    /// How many threads were started, how many files they opened and how many they asked the
    /// system for (tests).
    var progress: (starts: Int, opened: Int, advised: Int, running: Bool) {
        condition.lock()
        defer { condition.unlock() }
        return (starts, opened, advised, running)
    }

    private func readAhead(from first: Int) {
        var next = first
        var inMemory = 0
        while true {
            condition.lock()
            while !stopping && next < paths.count && next > furthestStarted + Self.distance { condition.wait() }
            // Workers that overtook it leave nothing to ask for before them.
            next = max(next, furthestStarted + 1)
            guard !stopping && next < paths.count && inMemory < Self.inMemoryToPause else {
                running = false
                condition.broadcast()
                condition.unlock()
                return
            }
            opened += 1
            condition.unlock()
            switch advise(paths[next]) {
            case .inMemory: inMemory += 1
            case .asked:
                inMemory = 0
                condition.lock()
                advised += 1
                condition.unlock()
            case .notAFile: break
            }
            next += 1
        }
    }

    enum Advice: Equatable {
        /// The file's first page is in memory already: nothing asked.
        case inMemory
        /// The system was asked to read the file.
        case asked
        /// It could not be opened, or is no regular file (left for the worker to report).
        case notAFile
    }

    /// Asks the system to read the file's bytes into memory, without waiting for them, unless its
    /// first page is there already.
    static func advise(_ path: String) -> Advice {
        // Non-blocking: opening a FIFO that nothing writes to would otherwise wait for a writer.
        let descriptor = Descriptor.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .notAFile }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, FileKind(mode: status.st_mode) == .regular else { return .notAFile }
        #if os(Linux) && canImport(Glibc)
        var byte: UInt8 = 0
        if status.st_size > 0, let count = Descriptor.readIfInMemory(descriptor, &byte, 1), count == 1 { return .inMemory }
        _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_WILLNEED)
        return .asked
        #else
        return .inMemory
        #endif
    }
}
