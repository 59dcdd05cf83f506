import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes generated files safely:
/// - all-or-nothing for a run: `check` every planned output before `write` touches any of them;
/// - atomic per file: content goes to a temporary file in the same folder, then is renamed over
///   the target, so a reader never sees half a file;
/// - unchanged content is not rewritten, so the file's modification time stays and build
///   systems do not recompile the test target;
/// - a file that mockgen did not generate is never overwritten.
public struct OutputWriter: Sendable {
    public enum Outcome: String, Sendable, Equatable {
        case written, unchanged
    }

    public struct PlannedFile: Sendable, Equatable {
        public var path: String
        /// Made while it is written, a batch at a time (see `GeneratedText`).
        public var text: GeneratedText
        public var content: String { text.joined }
        /// A linker response file (`wrap.flags`: `--wrap=f` lines), which can hold no marker
        /// line: an existing file is taken for mockgen's when each of its lines is such a flag.
        public var isLinkerFlags = false

        public init(path: String, content: String) {
            self.init(path: path, text: GeneratedText(content))
        }

        public init(path: String, text: GeneratedText, isLinkerFlags: Bool = false) {
            self.path = path
            self.text = text
            self.isLinkerFlags = isLinkerFlags
        }
    }

    public init() {}

    /// `check` for the files of a run, some in folders that do not exist yet and are created
    /// before writing (`--output DIR/`, a link seam's target): nothing can be in their way.
    static func checkBeforeWriting(_ files: [PlannedFile], creating folders: Set<String>) -> [Diagnostic] {
        // `Mocks/` and `Mocks` are one folder.
        let folders = Set(folders.map { folder in
            var folder = Substring(folder)
            while folder.count > 1 && folder.hasSuffix("/") { folder = folder.dropLast() }
            return String(folder)
        })
        return OutputWriter().check(files.filter { file in
            !folders.contains((file.path as NSString).deletingLastPathComponent) || FileManager.default.fileExists(atPath: file.path)
        })
    }

    /// Problems that would stop `write`, as diagnostics at the output path; empty if all is well.
    public func check(_ files: [PlannedFile]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var seen: Set<String> = []
        for file in files {
            let location = SourceLocation(path: file.path, line: 1, column: 1)
            if !seen.insert(file.path).inserted {
                diagnostics.append(.error("two inputs would be written to the same output file", at: location))
                continue
            }
            if let problem = Self.problem(replacing: file) {
                diagnostics.append(.error(problem, at: location))
            }
        }
        return diagnostics
    }

    /// Why `write` must not replace what is at `file.path`, or `nil` when it may: nothing is there
    /// (in a folder that exists), or a file mockgen wrote. `write` renames a temporary file over
    /// the path, which would replace a link rather than the file it leads to, and a FIFO or a
    /// device (`--output /dev/stdout`, `/dev/null`) rather than write to it.
    private static func problem(replacing file: PlannedFile) -> String? {
        guard let entry = FileKind.ofEntry(file.path) else {
            var isDirectory: ObjCBool = false
            let folder = (file.path as NSString).deletingLastPathComponent
            if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) || !isDirectory.boolValue {
                return "output folder '\(folder)' does not exist"
            }
            return nil
        }
        switch entry {
        case .regular:
            return isMockgens(existing: file) ? nil
                : "refusing to overwrite a file mockgen did not generate (its first line is not the mockgen marker); delete it or choose another --output"
        case .directory:
            return "output path is a directory"
        case .symbolicLink:
            switch FileKind.of(file.path) {
            case .regular?, nil:
                let target = FileSystemPath.realPath(file.path).map { " ('\($0)')" } ?? ""
                return "output path is a symbolic link: mockgen replaces an output whole, which would replace the link, not the file it leads to; give the path of that file\(target)"
            case let kind?:
                return "output path is a symbolic link to \(kind.described), not a file: mockgen writes its output to files only; choose a file path"
            }
        default:
            return "output path is \(entry.described), not a file: mockgen writes a temporary file and renames it over the output, which would replace the \(entry.noun); choose a file path"
        }
    }

    /// Whether the file already at `file.path` is one mockgen wrote (or empty, or unreadable).
    private static func isMockgens(existing file: PlannedFile) -> Bool {
        if file.isLinkerFlags { return holdsOnlyWrapFlags(file.path) }
        guard let start = firstBytes(of: file.path, count: 64), !start.isEmpty else { return true }
        return GeneratedFileMarker.isPresent(in: String(decoding: start, as: UTF8.self))
    }

    /// Every line of the file is a `--wrap=name` flag (or it is empty, or unreadable): what
    /// mockgen writes to `wrap.flags`; earlier versions began it with the marker line. Such a
    /// file is small; a large one is not a flags file.
    private static func holdsOnlyWrapFlags(_ path: String) -> Bool {
        guard let bytes = firstBytes(of: path, count: 1 << 20) else { return true }
        guard bytes.count < 1 << 20 else { return false }
        return String(decoding: bytes, as: UTF8.self).split(separator: "\n").enumerated().allSatisfy { index, line in
            (index == 0 && GeneratedFileMarker.isPresent(in: String(line)))
                || line.hasPrefix("--wrap=") && line.dropFirst("--wrap=".count).allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
        }
    }

    /// Up to `count` bytes from the start of the file at `path`; `nil` if it cannot be read.
    /// Only the marker line matters, so a large output is not read in full just to check it.
    private static func firstBytes(of path: String, count: Int) -> [UInt8]? {
        RegularFile.withOpened(path) { descriptor, _ in
            var bytes = [UInt8](repeating: 0, count: count)
            let received = bytes.withUnsafeMutableBytes { Descriptor.read(descriptor, $0.baseAddress!, count) }
            guard received >= 0 else { return nil }
            bytes.removeLast(count - received)
            return bytes
        }
    }

    /// Writes one file atomically unless its content is already on disk. The text is compared
    /// with the target as it is made; at the first difference it goes on into a temporary file
    /// next to the target (the equal start written first), which then replaces the target with
    /// `rename(2)`. Equal, no file is made and the target keeps its modification time. Memory
    /// holds one chunk of the text, and at most `heldBytesLimit` of its equal start.
    public func write(_ file: PlannedFile) throws -> Outcome {
        var fingerprint: FileFingerprint?
        return try write(file, fingerprint: &fingerprint)
    }

    /// `write`, and what the run cache records of the file it leaves: the hash of the bytes as
    /// they went by and the stamp of the file they are in (the one renamed into place, or the
    /// target found identical, stamped before it was read), so the record need not read a large
    /// output again. `nil` when the file was copied over the target instead (its stamp is the
    /// copy's), and when `hashing` is `false` (no run cache will record it).
    /// - Parameter vouched: the target's fingerprint as the run cache recorded it, when its stamp
    ///   vouched for it: a target with that stamp found equal to the text has that hash, and the
    ///   text is compared without being hashed (a spooled one on two cores at once).
    func write(_ file: PlannedFile, fingerprint: inout FileFingerprint?, hashing: Bool = true, vouched: FileFingerprint? = nil) throws -> Outcome {
        let path = file.path
        // A text whose size is known and is the target's is compared before anything is
        // written: equal, no temporary file is made at all (a large corpus's 30 MB output went
        // to one only to be deleted, a run's last serial stretch).
        if let size = file.text.knownByteCount, let stamp = FileStamp.of(path), stamp.size == Int64(size) {
            if hashing, let vouched, vouched.stamp == stamp {
                if let unchanged = onDiskFingerprint(file, hashing: false), unchanged.stamp == vouched.stamp {
                    fingerprint = FileFingerprint(stamp: unchanged.stamp, hash: vouched.hash)
                    return .unchanged
                }
            } else if let unchanged = onDiskFingerprint(file, hashing: hashing) {
                fingerprint = hashing ? unchanged : nil
                return .unchanged
            }
        }
        let location = SourceLocation(path: path, line: 1, column: 1)
        // Plain open/write/rename. Foundation's `Data.write` also calls fsync, which costs a disk
        // flush per file (0.4 s for 119 files in folder mode) and buys nothing here: the rename
        // still makes the replacement atomic, and a generated file can always be made again.
        // The temporary file is new and unpredictable (`ExclusiveFile`): never a planted link.
        // Tracked before it exists: an interrupt between its creation and its tracking left it.
        // It is made only once the text differs from the target: bytes equal so far wait in
        // memory (up to `heldBytesLimit`), so an output found unchanged never touches the disk
        // (a folder of 800 unchanged outputs made and deleted 800 temporary files).
        var created: ExclusiveFile?
        defer { InterruptCleanup.untrack() }
        func create() throws -> ExclusiveFile {
            do {
                return try ExclusiveFile.create(prefix: Self.temporaryPrefix(for: path, environment: ProcessInfo.processInfo.environment),
                                                suffix: Self.temporarySuffix) { name in
                    if let name { InterruptCleanup.track(name) } else { InterruptCleanup.untrack() }
                }
            } catch {
                throw Diagnostic.error("cannot write output: \(error.description)", at: location)
            }
        }
        let existing = ExistingFile(path: path)
        var failure: Int32 = 0
        var hash = ContentHash.State()
        let held = HeldBytes()
        // Equal to the target so far, the text is held up to the target's length (and a byte
        // past it), so the buffer is made once rather than doubled and copied as it fills.
        if let size = existing.stamp?.size { held.reserve(Int(min(size + 1, Int64(Self.heldBytesLimit)))) }
        try file.text.forEachByteChunk { buffer in
            guard failure == 0 else { return }
            if hashing { hash.absorb(buffer) }
            existing.compare(buffer)
            if created == nil, !existing.differs, held.count + buffer.count <= Self.heldBytesLimit {
                held.append(buffer)
                return
            }
            if created == nil {
                let made = try create()
                created = made
                failure = held.write(to: made.descriptor)
                guard failure == 0 else { return }
            }
            failure = Self.writeAll(buffer, to: created!.descriptor)
        }
        if created == nil && existing.isIdentical {
            fingerprint = hashing ? existing.stamp.map { FileFingerprint(stamp: $0, hash: hash.finish()) } : nil
            return .unchanged
        }
        let made: ExclusiveFile
        if let created {
            made = created
        } else {
            // Shorter than the target, or ending where the target goes on.
            made = try create()
            failure = held.write(to: made.descriptor)
        }
        held.release()
        let temporary = made.path
        let descriptor = made.descriptor
        if failure == 0 { Self.keepModeAndOwner(of: path, on: descriptor) }
        let writtenStamp = failure == 0 ? FileStamp.of(descriptor: descriptor) : nil
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        #if DEBUG
        // Tests interrupt a run here, with the temporary file complete and the target not yet
        // replaced (CommandLineTests); release builds ignore the variable.
        if let delay = ProcessInfo.processInfo.environment["MOCKGEN_TEST_PAUSE_BEFORE_RENAME_MS"].flatMap(UInt32.init) { usleep(delay * 1000) }
        #endif
        if failure == 0 && existing.isIdentical {
            unlink(temporary)
            fingerprint = hashing ? existing.stamp.map { FileFingerprint(stamp: $0, hash: hash.finish()) } : nil
            return .unchanged
        }
        // rename(2) replaces the target atomically within one file system. A temporary file in
        // another one (`XcodeScriptSandbox`) is copied over the target instead: not atomic, but the
        // only write the sandbox allows there.
        if failure == 0 {
            if rename(temporary, path) == 0 {
                fingerprint = hashing ? writtenStamp.map { FileFingerprint(stamp: $0, hash: hash.finish()) } : nil
            } else {
                failure = errno == EXDEV ? Self.copy(temporary, over: path) : errno
                if failure == 0 { unlink(temporary) }
            }
        }
        if failure != 0 {
            unlink(temporary)
            throw Diagnostic.error("cannot write output: \(String(cString: strerror(failure)))", at: location)
        }
        return .written
    }

    /// `true` if `file`'s text is on disk already: compared as `write` compares it, a chunk at a
    /// time, without writing, and no further than the first difference. `--check` asks this
    /// first, so an output that is up to date is never held in memory whole.
    public func isOnDisk(_ file: PlannedFile) -> Bool {
        onDiskFingerprint(file, hashing: false) != nil
    }

    /// The file's fingerprint as `write` would record it, if its text is on disk already;
    /// `nil` at the first difference.
    /// (`hashing` `false`: the hash is left out, its value unspecified.)
    private func onDiskFingerprint(_ file: PlannedFile, hashing: Bool = true) -> FileFingerprint? {
        if !hashing, let spooled = file.text.spooledParts {
            return Self.spooledTextOnDisk(header: spooled.header, body: spooled.body, path: file.path)
        }
        struct Differs: Error {}
        let existing = ExistingFile(path: file.path)
        var hash = ContentHash.State()
        do {
            try file.text.forEachByteChunk { buffer in
                existing.compare(buffer)
                if existing.differs { throw Differs() }
                if hashing { hash.absorb(buffer) }
            }
        } catch {
            return nil
        }
        guard existing.isIdentical, let stamp = existing.stamp else { return nil }
        return FileFingerprint(stamp: stamp, hash: hash.finish())
    }

    /// `onDiskFingerprint` of a header and a spooled body, with no hash asked (a run without a
    /// cache, `--check`): the body's two halves compared with the file at once, one per core. At
    /// the end of a large run that is the last stretch (30 MB of mocks and 30 MB of the file read
    /// and compared), with the other core idle. The stamp is the file's as it was opened.
    private static func spooledTextOnDisk(header: String, body: SpoolFile, path: String) -> FileFingerprint? {
        guard case .success(let opened) = FileReading.open(path) else { return nil }
        let descriptor = opened.descriptor
        defer { close(descriptor) }
        let headerBytes = Array(header.utf8)
        guard FileKind(mode: opened.status.st_mode) == .regular, Int(opened.status.st_size) == headerBytes.count + body.byteCount,
              let stamp = FileStamp.of(opened.status) else { return nil }
        let onDiskHeader = UnsafeMutableRawPointer.allocate(byteCount: max(headerBytes.count, 1), alignment: 16)
        defer { onDiskHeader.deallocate() }
        guard SpoolFile.readFully(descriptor, into: onDiskHeader, count: headerBytes.count, at: 0) == headerBytes.count,
              headerBytes.withUnsafeBytes({ memcmp($0.baseAddress!, onDiskHeader, headerBytes.count) }) == 0 else { return nil }
        // Split at a whole number of the spool's reads, so that each half reads as the whole did.
        let chunks = (body.byteCount + SpoolFile.chunkSize - 1) / SpoolFile.chunkSize
        let split = min(body.byteCount, (chunks + 1) / 2 * SpoolFile.chunkSize)
        let halves = [0..<split, split..<body.byteCount]
        let bodyStart = headerBytes.count
        let equal = ParallelMap.map(count: halves.count) { half in
            body.equals(halves[half], descriptor, at: bodyStart + halves[half].lowerBound)
        }
        // Nothing after the text either (a file that grew since it was opened differs).
        var extra: UInt8 = 0
        guard !equal.contains(false), SpoolFile.readFully(descriptor, into: &extra, count: 1, at: bodyStart + body.byteCount) == 0 else { return nil }
        return FileFingerprint(stamp: stamp, hash: ContentHash(high: 0, low: 0))
    }

    /// 0, or the `errno` of the failed write.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        Descriptor.writeAll(bytes, to: descriptor)
    }

    /// The most bytes of a text equal to its target so far that wait in memory before the
    /// temporary file is made: a one-pass output (its inputs are at most 16 MiB) is compared
    /// whole; a bigger text past this point goes to the file as before, so memory still holds
    /// about one chunk of it.
    static let heldBytesLimit = 4 << 20

    /// The start of a text, equal to its target so far, kept until it is known whether the
    /// target is replaced (one buffer, made the size of the target when there is one, doubled
    /// if it fills; copied with `memcpy`).
    private final class HeldBytes {
        private var storage: UnsafeMutableRawPointer?
        private var capacity = 0
        private(set) var count = 0

        deinit { release() }

        /// Room for `bytes` in all, made before anything is held.
        func reserve(_ bytes: Int) {
            guard storage == nil, bytes > 0 else { return }
            storage = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
            capacity = bytes
        }

        func append(_ bytes: UnsafeRawBufferPointer) {
            guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
            if count + bytes.count > capacity {
                let grown = max(count + bytes.count, capacity * 2, 1 << 16)
                let target = UnsafeMutableRawPointer.allocate(byteCount: grown, alignment: 16)
                if let storage {
                    target.copyMemory(from: storage, byteCount: count)
                    storage.deallocate()
                }
                storage = target
                capacity = grown
            }
            (storage! + count).copyMemory(from: source, byteCount: bytes.count)
            count += bytes.count
        }

        /// 0, or the `errno` of the failed write.
        func write(to descriptor: Int32) -> Int32 {
            guard let storage, count > 0 else { return 0 }
            return OutputWriter.writeAll(UnsafeRawBufferPointer(start: storage, count: count), to: descriptor)
        }

        func release() {
            storage?.deallocate()
            storage = nil
            capacity = 0
            count = 0
        }
    }

    /// The target as it is on disk, read alongside the new text to tell whether they are equal.
    private final class ExistingFile {
        private var descriptor: Int32
        private(set) var differs: Bool
        private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 8)

        /// Taken when the file is opened, before any byte is read: a later change shows as
        /// another stamp.
        private(set) var stamp: FileStamp?

        /// Anything but a regular file (a FIFO put there since `check`) differs, unread.
        init(path: String) {
            descriptor = -1
            if case .success(let opened) = FileReading.open(path) {
                if FileKind(mode: opened.status.st_mode) == .regular {
                    descriptor = opened.descriptor
                    stamp = FileStamp.of(opened.status)
                } else {
                    close(opened.descriptor)
                }
            }
            differs = descriptor < 0
        }

        deinit {
            if descriptor >= 0 { close(descriptor) }
            buffer.deallocate()
        }

        /// Reads as many bytes as `bytes` holds and compares; after a difference, reads no more.
        func compare(_ bytes: UnsafeRawBufferPointer) {
            var offset = 0
            while !differs && offset < bytes.count {
                let wanted = min(buffer.count, bytes.count - offset)
                let received = readFully(into: buffer.baseAddress!, count: wanted)
                if received != wanted || memcmp(buffer.baseAddress!, bytes.baseAddress! + offset, wanted) != 0 { differs = true }
                offset += wanted
            }
        }

        /// Equal so far, and the target has nothing more. Asked more than once, the same answer:
        /// a byte found past the text makes it differ.
        var isIdentical: Bool {
            guard !differs else { return false }
            if readFully(into: buffer.baseAddress!, count: 1) != 0 { differs = true }
            return !differs
        }

        private func readFully(into pointer: UnsafeMutableRawPointer, count: Int) -> Int {
            guard descriptor >= 0 else { return 0 }
            var total = 0
            while total < count {
                let received = Descriptor.read(descriptor, pointer + total, count - total)
                if received < 0 && errno == EINTR { continue }
                if received <= 0 { break }
                total += received
            }
            return total
        }
    }

    /// The replaced file's permissions and owner carry over to its replacement (a 0600 or 0444
    /// output stays so); best effort, since only root may give a file to another user.
    private static func keepModeAndOwner(of path: String, on descriptor: Int32) {
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return }
        _ = fchmod(descriptor, status.st_mode & 0o7777)
        if status.st_uid != geteuid() || status.st_gid != getegid() { _ = fchown(descriptor, status.st_uid, status.st_gid) }
    }

    /// `.<name>.mockgen-<pid>.` next to the target, so that `rename(2)` stays within one file
    /// system; `ExclusiveFile` adds a random part and `.tmp`. Under Xcode's script sandbox, in
    /// `TMPDIR`, the target's full path hashed into the name (two targets of one run may share
    /// a name).
    static func temporaryPrefix(for path: String, environment: [String: String]) -> String {
        let slash = path.lastIndex(of: "/")
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard XcodeScriptSandbox.isActive(environment) else {
            let folder = slash.map { String(path[...$0]) } ?? ""
            return folder + "." + name + temporaryMarker + "\(getpid())."
        }
        let key = String(ContentHash(path).description.prefix(16))
        return XcodeScriptSandbox.temporaryFolder(environment) + "." + name + "-" + key + temporaryMarker + "\(getpid())."
    }

    /// Copies the file at `source` over `target` (truncated first); 0, or the `errno` of the failure.
    private static func copy(_ source: String, over target: String) -> Int32 {
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { return errno }
        defer { close(input) }
        // Not through a link planted at the target.
        let output = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard output >= 0 else { return errno }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 8)
        defer { buffer.deallocate() }
        var failure: Int32 = 0
        while failure == 0 {
            let count = Descriptor.read(input, buffer.baseAddress!, buffer.count)
            if count < 0 && errno == EINTR { continue }
            if count < 0 { failure = errno }
            if count <= 0 { break }
            failure = writeAll(UnsafeRawBufferPointer(rebasing: buffer[..<count]), to: output)
        }
        if close(output) != 0 && failure == 0 { failure = errno }
        return failure
    }

    static let temporaryMarker = ".mockgen-"
    static let temporarySuffix = ".tmp"

    /// Removes `.<name>.mockgen-<pid>.<random>.tmp` files in `folder` whose process no longer runs: the
    /// leftovers of a run killed with SIGKILL during its write (other signals clean up after
    /// themselves, see `InterruptCleanup`). A live run's temporary file is left alone.
    public static func removeStaleTemporaries(in folder: String) {
        // Told from the names' bytes: only a temporary file's name becomes a string (the output's
        // folder may hold thousands of other files, each made a string and sorted before).
        let suffix = Array(temporarySuffix.utf8)
        guard let entries = DirectoryListing.entries(of: folder.isEmpty ? "." : folder, keeping: { name, _ in
            name.count > suffix.count && name[0] == UInt8(ascii: ".") && name.suffix(suffix.count).elementsEqual(suffix)
        }) else { return }
        for entry in entries {
            guard let marker = entry.name.range(of: temporaryMarker, options: .backwards),
                  let pid = pid_t(entry.name[marker.upperBound...].dropLast(temporarySuffix.count).prefix { $0 != "." }), pid > 0
            else { continue }
            if kill(pid, 0) == 0 || errno == EPERM { continue }
            unlink(FilePaths.join(folder, entry.name))
        }
    }
}
