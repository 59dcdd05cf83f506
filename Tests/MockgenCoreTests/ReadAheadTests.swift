import Foundation
import Testing
@testable import MockgenCore
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading ahead once a read waits for the disk (`ReadAhead`), and the reads that say so
/// (`FileReading.bytes(at:)`'s `waitedForDisk`).
@Suite struct ReadAheadTests {
    @Test func aFileInMemoryIsReadWithoutWaiting() throws {
        let folder = ScratchFolder("read-ahead")
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let content = Array(String(repeating: "struct A {}\n", count: 3_000).utf8)
        let path = try folder.file("InMemory.swift", bytes: content)
        // Just written: its pages are in memory.
        let read = try #require(try? FileReading.bytes(at: path).get())
        #expect(read.bytes == content)
        #expect(!read.waitedForDisk)
    }

    /// A file whose pages the system was told to drop reads whole, and says it waited, where the
    /// system can tell (Linux) and where the pages were indeed dropped (`mincore` says which).
    @Test(arguments: [1, 4_096, 20_000, 300_001])
    func aFileOutOfMemoryIsReadWholeAndSaysItWaited(size: Int) throws {
        let folder = ScratchFolder("read-ahead")
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let content = (0..<size).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        let path = try folder.file("Evicted.swift", bytes: content)
        // Dropped, checked by `mincore`, then read: on a busy machine the pages were once back
        // in memory by the time of the read (a CI run beside other builds, sizes 1 and 4,096), so
        // the read is tried up to five times, each after dropping the pages again. A read that
        // cannot tell would fail all five.
        var waitedOnce = false
        var droppedOnce = false
        for _ in 0..<5 where !waitedOnce {
            let dropped = Self.dropPages(of: path)
            droppedOnce = droppedOnce || dropped
            let read = try #require(try? FileReading.bytes(at: path).get())
            #expect(read.bytes == content)
            #expect(Int(read.status.st_size) == size)
            if dropped && read.waitedForDisk { waitedOnce = true }
            #if !os(Linux)
            #expect(!read.waitedForDisk)
            break
            #endif
        }
        #if os(Linux)
        if droppedOnce { #expect(waitedOnce) }
        #endif
        // And once read, it is in memory again.
        #expect(try FileReading.bytes(at: path).get().waitedForDisk == false)
    }

    /// A read that may give up (`FileReading.bytesIfInMemory`): a file in memory comes back
    /// whole; one whose pages were dropped comes back `nil` (the system asked for it) where the
    /// system can tell (Linux), and reads whole afterwards.
    @Test(arguments: [1, 20_000, 300_001])
    func aFileOutOfMemoryIsLeftForLater(size: Int) throws {
        let folder = ScratchFolder("read-ahead")
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let content = (0..<size).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        let path = try folder.file("Evicted.swift", bytes: content)
        let inMemory = try #require(FileReading.bytesIfInMemory(at: path)).get()
        #expect(inMemory.bytes == content && !inMemory.waitedForDisk)
        // Dropped pages can be back before the read (see above): tried up to five times.
        var leftOnce = false
        var droppedOnce = false
        for _ in 0..<5 where !leftOnce {
            let dropped = Self.dropPages(of: path)
            droppedOnce = droppedOnce || dropped
            if let read = FileReading.bytesIfInMemory(at: path) {
                #expect(try read.get().bytes == content)
            } else {
                leftOnce = true
                #expect(dropped, "given up on a file whose pages were all in memory")
            }
            #if !os(Linux)
            break
            #endif
        }
        #if os(Linux)
        if droppedOnce { #expect(leftOnce) }
        #else
        #expect(!leftOnce)
        #endif
        #expect(try FileReading.bytes(at: path).get().bytes == content)
        // What cannot be read is no reason to wait: it fails at once, as `bytes(at:)` does.
        #expect(FileReading.bytesIfInMemory(at: folder.path + "/missing.swift").map { (try? $0.get()) == nil } == true)
    }

    /// Pass 1 and a one-pass run put off the files whose pages are out of memory and read the
    /// others meanwhile: what they fold is what they fold from memory, in the same order.
    @Test func filesOutOfMemoryAreFoldedInTheirPlace() throws {
        let folder = ScratchFolder("read-ahead")
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        var paths: [String] = []
        for index in 0..<40 {
            let members = String(repeating: "    func call\(index)() -> Int\n", count: 1 + index % 7)
            paths.append(try folder.file("File\(index).swift", "protocol P\(index) {\n\(members)}\nextension P\((index + 1) % 40) {}\n"))
        }
        let inMemory = SwiftSourceStage.parseFolding(paths, fingerprints: false)
        let index = SourceIndex(paths: paths, keepsImportsByFile: true, retainedSourceBytes: 0)
        var dropped = 0
        for (number, path) in paths.enumerated() where number % 3 == 0 && Self.dropPages(of: path) { dropped += 1 }
        let outOfMemory = SwiftSourceStage.parseFolding(paths, fingerprints: false)
        #expect(outOfMemory.results.map(Self.model) == inMemory.results.map(Self.model))
        #expect(outOfMemory.finder.candidates.map { "\($0.path): \($0.qualifiedName)" } == inMemory.finder.candidates.map { "\($0.path): \($0.qualifiedName)" })
        for (number, path) in paths.enumerated() where number % 3 == 1 && Self.dropPages(of: path) { dropped += 1 }
        let indexOutOfMemory = SourceIndex(paths: paths, keepsImportsByFile: true, retainedSourceBytes: 0)
        #expect(indexOutOfMemory.paths == index.paths)
        #expect(indexOutOfMemory.finder.candidates.map { "\($0.path): \($0.qualifiedName)" } == index.finder.candidates.map { "\($0.path): \($0.qualifiedName)" })
        #if os(Linux)
        // Where pages can be dropped (not a RAM-backed folder), some were: the reads left them.
        #expect(dropped > 0)
        #endif
    }

    private static func model(_ result: ParallelParser.FileResult) -> SourceFileModel? {
        if case .parsed(let model, _, _) = result { return model }
        return nil
    }

    @Test func nothingIsReadAheadUntilAReadWaits() {
        let readAhead = ReadAhead(paths: (0..<10).map { "/nonexistent/\($0).swift" })
        for index in 0..<10 { readAhead.starting(index) }
        readAhead.stop()
        #expect(readAhead.progress.starts == 0 && readAhead.progress.opened == 0)
    }

    /// What is done with one file: asked for when its pages are out of memory, nothing when its
    /// first page is in memory, and nothing (without blocking) for what cannot be opened, a
    /// folder or a FIFO that nothing writes to.
    @Test func eachFileIsAskedForUnlessInMemory() throws {
        let folder = ScratchFolder("read-ahead")
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let inMemory = try folder.file("InMemory.swift", String(repeating: "protocol P {}\n", count: 400))
        let evicted = try folder.file("Evicted.swift", String(repeating: "protocol P {}\n", count: 400))
        let fifo = folder.path + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(ReadAhead.advise(folder.path + "/missing.swift") == .notAFile)
        #expect(ReadAhead.advise(try folder.folder("Folder")) == .notAFile)
        #expect(ReadAhead.advise(fifo) == .notAFile)
        #expect(ReadAhead.advise(inMemory) == .inMemory)
        #if os(Linux)
        if Self.dropPages(of: evicted) { #expect(ReadAhead.advise(evicted) == .asked) }
        #endif
    }

    /// Started by enough reads that waited close together, it takes exactly `distance` files
    /// past the furthest one started, goes on as the workers do, skips what they have started,
    /// and ends at the last file; files that are no regular file leave it going.
    @Test func readingAheadStaysWithinItsDistance() {
        let paths = (0..<(ReadAhead.distance * 3)).map { $0 % 17 == 5 ? "folder-\($0)" : "file-\($0)" }
        let seen = Seen()
        let readAhead = ReadAhead(paths: paths) { path in
            seen.add(path)
            return path.hasPrefix("folder") ? .notAFile : .asked
        }
        readAhead.starting(0)
        // Reads that waited, too far apart to start it; then enough of them close together.
        for index in stride(from: 0, to: (ReadAhead.waitsToStart - 1) * ReadAhead.waitWindow * 2, by: ReadAhead.waitWindow) {
            readAhead.waited(at: index)
        }
        #expect(readAhead.progress.starts == 0)
        for _ in 0..<ReadAhead.waitsToStart { readAhead.waited(at: 0) }
        // Without workers going on, it stops `distance` files past file 0.
        let deadline = Date().addingTimeInterval(30)
        while readAhead.progress.opened < ReadAhead.distance && Date() < deadline { usleep(1_000) }
        usleep(20_000)
        #expect(readAhead.progress.opened == ReadAhead.distance)
        #expect(seen.paths == Array(paths[1...ReadAhead.distance]))
        #expect(readAhead.progress.advised == paths[1...ReadAhead.distance].filter { $0.hasPrefix("file") }.count)
        // Workers ahead of it: it skips what they have started, and ends after the last file.
        readAhead.starting(2 * ReadAhead.distance)
        while readAhead.progress.running && Date() < deadline { usleep(1_000) }
        #expect(seen.paths == Array(paths[1...ReadAhead.distance] + paths[(2 * ReadAhead.distance + 1)...]), "every file up to the end, none twice, none started already")
        readAhead.stop()
        #expect(readAhead.progress.starts == 1)
        // A wait after `stop` starts nothing.
        for _ in 0..<ReadAhead.waitsToStart { readAhead.waited(at: 5) }
        readAhead.stop()
        #expect(readAhead.progress.starts == 1)
    }

    /// Files in memory: it ends after `inMemoryToPause` of them in a row, asking for none, and
    /// starts again when reads wait again.
    @Test func readingAheadPausesWhereTheFilesAreInMemory() {
        let paths = (0..<(ReadAhead.inMemoryToPause * 4)).map { "file-\($0)" }
        let readAhead = ReadAhead(paths: paths) { _ in .inMemory }
        readAhead.starting(0)
        for _ in 0..<ReadAhead.waitsToStart { readAhead.waited(at: 0) }
        let deadline = Date().addingTimeInterval(30)
        while (readAhead.progress.running || readAhead.progress.opened == 0) && Date() < deadline { usleep(1_000) }
        #expect(readAhead.progress.opened == ReadAhead.inMemoryToPause && readAhead.progress.advised == 0)
        readAhead.starting(2 * ReadAhead.inMemoryToPause)
        for _ in 0..<ReadAhead.waitsToStart { readAhead.waited(at: 2 * ReadAhead.inMemoryToPause) }
        readAhead.stop()
        #expect(readAhead.progress.starts == 2 && !readAhead.progress.running)
    }

    /// The paths a fake `advise` was given, in order.
    final class Seen: @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [String] = []
        func add(_ path: String) { lock.withLock { seen.append(path) } }
        var paths: [String] { lock.withLock { seen } }
    }

    /// Tells the system to drop the file's pages (written back first), and says whether `mincore`
    /// then finds none of them in memory.
    static func dropPages(of path: String) -> Bool {
        #if os(Linux)
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        fsync(descriptor)
        guard posix_fadvise(descriptor, 0, 0, POSIX_FADV_DONTNEED) == 0 else { return false }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0 else { return false }
        let size = Int(status.st_size)
        guard let mapped = mmap(nil, size, PROT_READ, MAP_SHARED, descriptor, 0), mapped != UnsafeMutableRawPointer(bitPattern: -1) else { return false }
        defer { munmap(mapped, size) }
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        var residency = [UInt8](repeating: 0, count: (size + pageSize - 1) / pageSize)
        guard mincore(mapped, size, &residency) == 0 else { return false }
        return residency.allSatisfy { $0 & 1 == 0 }
        #else
        return false
        #endif
    }
}
