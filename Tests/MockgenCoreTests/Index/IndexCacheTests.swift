import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// The incremental index (`IndexCache`): a two-pass run with a cache folder takes back the
/// skeletons and mocks of what did not change, and writes exactly what a run without it writes.
@Suite struct IndexCacheTests {
    typealias Run = TwoPassGenerationTests.Run

    /// A two-pass run (nothing kept from pass 1, so every needed file is parsed again) with the
    /// cache in `cache`, and what it took from the record.
    static func cachedRun(_ inputs: [String], output: String, cache: String, options: GeneratorOptions = GeneratorOptions(includeHeader: true, debug: true)) -> (Run, IndexCache.Statistics) {
        var request = GenerationRequest(inputs: inputs, output: output, options: options)
        request.retainedSourceBytes = 0
        request.cacheFolder = cache
        let seen = StatisticsBox()
        let plan = IndexCache.$observer.withValue({ seen.set($0) }) { GenerationPipeline.plan(request) }
        let run = Run(files: Dictionary(plan.files.map { ($0.path, $0.content) }, uniquingKeysWith: { first, _ in first }),
                      diagnostics: plan.diagnostics.map(\.description), mockCount: plan.mockCount)
        return (run, seen.value ?? IndexCache.Statistics())
    }

    final class StatisticsBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: IndexCache.Statistics?
        func set(_ value: IndexCache.Statistics) { lock.withLock { stored = value } }
        var value: IndexCache.Statistics? { lock.withLock { stored } }
    }

    @Test(arguments: TwoPassGenerationTests.fixtureFolders)
    func cachedRunsAreByteIdentical(folder: String) {
        let scratch = ScratchFolder("index-cache")
        defer { scratch.remove() }
        for output in [scratch.path + "/Mocks.swift", scratch.path + "/Mocks/"] {
            let options = GeneratorOptions(includeHeader: true, debug: !output.hasSuffix("/"))
            let expected = TwoPassGenerationTests.run([folder], output: output, onePass: true, options: options)
            let (first, made) = Self.cachedRun([folder], output: output, cache: scratch.path + "/cache", options: options)
            #expect(first == expected)
            #expect(made.reusedSkeletons == 0 && made.reusedMocks == 0)
            let (second, reused) = Self.cachedRun([folder], output: output, cache: scratch.path + "/cache", options: options)
            #expect(second == expected)
            #expect(reused.reusedSkeletons == made.recordedSkeletons && reused.recordedSkeletons > 0)
            #expect(reused.reusedMocks == made.madeMocks && reused.madeMocks == 0)
            #expect(reused.resumedFold && !made.resumedFold)
        }
    }

    @Test func skeletonsSurviveTheirArchive() throws {
        // On a deep stack, as the commands parse: the fixtures nest types 400 levels deep, past
        // what a test thread's stack holds in a debug build.
        let (checked, different) = DeepStack.run { () -> (Int, [String]) in
            var checked = 0
            var different: [String] = []
            for folder in TwoPassGenerationTests.fixtureFolders {
                for path in InputExpander.expand([folder], glob: false).files {
                    guard case .parsed(let model, _, _) = ParallelParser.readAndParse(path) else { continue }
                    let skeleton = ModelSkeleton.of(model)
                    let decoded = SkeletonArchive.encode(skeleton).flatMap { bytes in bytes.withUnsafeBytes { try? SkeletonArchive.decode($0, path: path) } }
                    if decoded != skeleton { different.append(path) }
                    checked += 1
                }
            }
            return (checked, different)
        }
        #expect(checked > 40)
        #expect(different == [])
        // A full model has members no skeleton keeps: it is not archived.
        #expect(SkeletonArchive.encode(DeclarationParser.parse(Array("protocol P { func f() }\n".utf8), path: "P.swift")) == nil)
    }

    /// A file's mocks come back from the record as the bytes of their sections one after the
    /// other (never decoded), and go back into the next record as the same bytes.
    @Test func mocksTakenBackAreTheirSectionsBytes() throws {
        var mocks = FileMocks()
        mocks.code = .sections(["\nfinal class MockA {}\n", "\n// é, ✓, 𝄞\nfinal class MockB {}\n"].map { Array($0.utf8) })
        mocks.mockedTypes = ["A", "B"]
        mocks.publicMockPaths = ["/x/A.swift"]
        mocks.diagnostics = [.warning("cannot mock", at: SourceLocation(path: "/x/A.swift", line: 3, column: 5))]
        let archived = mocks.archived
        let back = try archived.withUnsafeBytes { try FileMocks(archived: $0) }
        #expect(back.code == .recorded(Array(mocks.sections.joined())))
        #expect(Array(back.sections.joined()) == Array(mocks.sections.joined()))
        #expect(back.mockedTypes == mocks.mockedTypes && back.publicMockPaths == mocks.publicMockPaths && back.diagnostics == mocks.diagnostics)
        #expect(back.archived == archived)
        var empty = FileMocks()
        empty.code = .recorded([])
        #expect(empty.sections.isEmpty)
        for length in 0..<archived.count {
            #expect(throws: ArchiveReader.Malformed.self) { try Array(archived.prefix(length)).withUnsafeBytes { _ = try FileMocks(archived: $0) } }
        }
    }

    @Test func aDamagedSkeletonThrowsAtEveryLength() throws {
        let source = """
        import Foundation
        #if os(Linux)
        @available(macOS 10.15, *) public protocol P<Item>: AnyObject where Item: Hashable { associatedtype Item = [String: (Int, label: Bool)]; typealias F = @Sendable (inout Int) async throws(E) -> some Q & R }
        #else
        extension Array: Q where Element == Int {}
        #endif
        """
        let skeleton = ModelSkeleton.of(DeclarationParser.parse(Array(source.utf8), path: "P.swift"))
        let bytes = try #require(SkeletonArchive.encode(skeleton))
        let decoded = try bytes.withUnsafeBytes { try SkeletonArchive.decode($0, path: "P.swift") }
        #expect(decoded == skeleton)
        for length in 0..<bytes.count {
            #expect(throws: ArchiveReader.Malformed.self) { try bytes[..<length].withUnsafeBytes { try SkeletonArchive.decode($0, path: "P.swift") } }
        }
        // Bytes flipped one at a time: decoding may succeed with other content (the record's
        // hashes catch that) but never traps.
        for index in bytes.indices {
            var damaged = bytes
            damaged[index] ^= 0xFF
            _ = try? damaged.withUnsafeBytes { try SkeletonArchive.decode($0, path: "P.swift") }
        }
    }

    /// A module of three files: `Leaf` inherits from `Root` in another file.
    static func module(in scratch: ScratchFolder) throws -> String {
        try scratch.file("In/Root.swift", "protocol Root {\n    func root()\n}\n\nstruct Helper {\n    func help() { print(1) }\n}\n")
        try scratch.file("In/Leaf.swift", "protocol Leaf: Root {\n    func leaf() -> Int\n}\n")
        try scratch.file("In/Other.swift", "class Other {\n    func other() {}\n}\n")
        return try scratch.folder("In")
    }

    /// `module(in:)` run once with a cache: its inputs' folder, the output, the cache folder and
    /// the index record in it.
    static func recordedModule(in scratch: ScratchFolder) throws -> (folder: String, output: String, cache: String, record: String) {
        let folder = try module(in: scratch)
        let output = scratch.path + "/Mocks.swift"
        let cache = scratch.path + "/cache"
        _ = cachedRun([folder], output: output, cache: cache)
        return (folder, output, cache, cache + "/" + (try #require(scratch.list("cache").first { $0.hasSuffix(".index") })))
    }

    /// Each edit, then a cached run against a run without cache; `reusedMocks` is how many of the
    /// three inputs' mocks the run may take back, `resumed` whether pass 1 takes its folded
    /// tables back (every skeleton the same but for locations), and then `recordedKeys` how many
    /// mocks keys are the record's (the input and all it reads unchanged).
    @Test(arguments: [
        ("Leaf.swift", "protocol Leaf: Root {\n    func leaf() -> Int\n}\n// a comment\n", 2, true, 2),
        ("Root.swift", "// moved\nprotocol Root {\n    func root()\n}\n\nstruct Helper {\n    func help() { print(2) }\n}\n", 1, true, 1),
        ("Root.swift", "protocol Root {\n    func root()\n    func added(x: Int) async throws\n}\n\nstruct Helper {\n    func help() { print(1) }\n}\n", 1, true, 1),
        ("Other.swift", "class Other {\n    func other() {}\n}\nprotocol Root2 {}\n", 0, false, 0),
        ("Other.swift", "class Other: Leaf {\n    func other() {}\n    func leaf() -> Int { 0 }\n    func root() {}\n}\n", 0, false, 0),
    ])
    func anEditRemakesOnlyWhatItReaches(file: String, content: String, reusedMocks: Int, resumed: Bool, recordedKeys: Int) throws {
        let scratch = ScratchFolder("index-cache-edit")
        defer { scratch.remove() }
        let folder = try Self.module(in: scratch)
        let output = scratch.path + "/Mocks.swift"
        let cache = scratch.path + "/cache"
        _ = Self.cachedRun([folder], output: output, cache: cache)
        try scratch.file("In/" + file, content)
        let expected = TwoPassGenerationTests.run([folder], output: output, onePass: true)
        let (run, statistics) = Self.cachedRun([folder], output: output, cache: cache)
        #expect(run == expected)
        #expect(statistics.reusedSkeletons == 2)
        #expect(statistics.reusedMocks == reusedMocks)
        #expect(statistics.resumedFold == resumed)
        #expect(statistics.recordedKeys == recordedKeys)
    }

    @Test func aRemovedOrAddedFileIsNotTakenBack() throws {
        let scratch = ScratchFolder("index-cache-files")
        defer { scratch.remove() }
        let folder = try Self.module(in: scratch)
        let output = scratch.path + "/Mocks.swift"
        let cache = scratch.path + "/cache"
        _ = Self.cachedRun([folder], output: output, cache: cache)
        try FileManager.default.removeItem(atPath: folder + "/Root.swift")
        let (removed, statistics) = Self.cachedRun([folder], output: output, cache: cache)
        #expect(removed == TwoPassGenerationTests.run([folder], output: output, onePass: true))
        // Each input recorded once, though pass 1 first tried to take the folded index back.
        #expect(statistics.recordedSkeletons == 2 && statistics.reusedSkeletons == 2 && !statistics.resumedFold)
        try scratch.file("In/Root.swift", "protocol Root {\n    func root()\n}\n")
        try scratch.file("In/New.swift", "protocol New: Leaf {}\n")
        let (added, again) = Self.cachedRun([folder], output: output, cache: cache)
        #expect(added == TwoPassGenerationTests.run([folder], output: output, onePass: true))
        // `Other.swift`, now after `New.swift`, is found where the record has it, one place
        // earlier than in this run's list.
        #expect(again.reusedSkeletons == 2)
    }

    /// Damage anywhere in the record costs the run its shortcut for what it hit, never its output.
    @Test func aDamagedRecordIsNeverTrusted() throws {
        let scratch = ScratchFolder("index-cache-damage")
        defer { scratch.remove() }
        let folder = try Self.module(in: scratch)
        let output = scratch.path + "/Mocks.swift"
        let cache = scratch.path + "/cache"
        let expected = TwoPassGenerationTests.run([folder], output: output, onePass: true)
        _ = Self.cachedRun([folder], output: output, cache: cache)
        let record = try #require(scratch.list("cache").first { $0.hasSuffix(".index") })
        let path = cache + "/" + record
        let original = try Data(contentsOf: URL(fileURLWithPath: path))
        var damages: [Data] = [Data(), Data("garbage".utf8), original.prefix(original.count / 2), original.dropLast(1)]
        for offset in stride(from: 0, to: original.count, by: max(1, original.count / 97)) {
            var flipped = original
            flipped[offset] ^= 0x5A
            damages.append(flipped)
        }
        for damaged in damages {
            try damaged.write(to: URL(fileURLWithPath: path))
            let (run, statistics) = Self.cachedRun([folder], output: output, cache: cache)
            #expect(run == expected)
            let shortcuts = statistics.reusedSkeletons + statistics.reusedMocks + (statistics.resumedFold ? 1 : 0) + (statistics.reusedHeader ? 1 : 0)
            #expect(shortcuts < 8 || damaged == original)
        }
        // The last run wrote a whole record again.
        #expect(Self.cachedRun([folder], output: output, cache: cache).1.reusedSkeletons == 3)
    }

    /// After an edit, the record is appended to in place (what the run made, a new table and
    /// footer); once what appends left behind is as big as what the table refers to, the record
    /// is written whole again, under a new file. Every run's output is a full run's.
    @Test func anEditAppendsToTheRecordUntilHalfOfItIsLeftBehind() throws {
        let scratch = ScratchFolder("index-cache-append")
        defer { scratch.remove() }
        let (folder, output, cache, record) = try Self.recordedModule(in: scratch)
        func identity() throws -> (inode: Int, size: Int) {
            let attributes = try FileManager.default.attributesOfItem(atPath: record)
            return (try #require(attributes[.systemFileNumber] as? Int), try #require(attributes[.size] as? Int))
        }
        var last = try identity()
        var appended = 0
        var rewritten = 0
        for edit in 0..<12 {
            try scratch.file("In/Leaf.swift", "protocol Leaf: Root {\n    func leaf() -> Int\n    func more\(edit)() -> [Int]\n}\n")
            let expected = TwoPassGenerationTests.run([folder], output: output, onePass: true)
            let (run, statistics) = Self.cachedRun([folder], output: output, cache: cache)
            #expect(run == expected)
            #expect(statistics.resumedFold && statistics.reusedSkeletons == 2)
            let now = try identity()
            if now.inode == last.inode {
                appended += 1
                #expect(now.size > last.size)
            } else {
                rewritten += 1
            }
            last = now
        }
        #expect(appended > 0 && rewritten > 0)
        #expect(scratch.list("cache").filter { $0.hasSuffix(".index") }.count == 1)
    }

    /// A record with another link to it (planted, or a copy made with `ln`) is never written
    /// through: the next record is a new file.
    @Test func aLinkedRecordIsNotAppendedTo() throws {
        let scratch = ScratchFolder("index-cache-link")
        defer { scratch.remove() }
        let (folder, output, cache, record) = try Self.recordedModule(in: scratch)
        let elsewhere = scratch.path + "/elsewhere"
        try FileManager.default.linkItem(atPath: record, toPath: elsewhere)
        let before = try Data(contentsOf: URL(fileURLWithPath: elsewhere))
        try scratch.file("In/Leaf.swift", "protocol Leaf: Root {\n    func leaf() -> Int\n    func more()\n}\n")
        let (run, statistics) = Self.cachedRun([folder], output: output, cache: cache)
        #expect(run == TwoPassGenerationTests.run([folder], output: output, onePass: true))
        #expect(statistics.resumedFold)
        #expect(try Data(contentsOf: URL(fileURLWithPath: elsewhere)) == before)
    }

    @Test func concurrentRunsEachWriteAWholeRecord() async throws {
        let scratch = ScratchFolder("index-cache-concurrent")
        defer { scratch.remove() }
        let folder = try Self.module(in: scratch)
        let cache = scratch.path + "/cache"
        let expected = TwoPassGenerationTests.run([folder], output: scratch.path + "/Mocks.swift", onePass: true)
        let runs = await withTaskGroup(of: Run.self) { group in
            for _ in 0..<4 { group.addTask { Self.cachedRun([folder], output: scratch.path + "/Mocks.swift", cache: cache).0 } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(runs.allSatisfy { $0 == expected })
        #expect(scratch.list("cache").filter { $0.hasSuffix(".tmp") }.isEmpty)
        let (after, statistics) = Self.cachedRun([folder], output: scratch.path + "/Mocks.swift", cache: cache)
        #expect(after == expected)
        #expect(statistics.reusedSkeletons == 3)
    }

    /// Past 1 MiB, a run with a cache takes two passes, so that its next run can be incremental;
    /// without a cache it takes them only past `--two-pass-above`.
    @Test func aCacheFolderLowersTheTwoPassThreshold() throws {
        let scratch = ScratchFolder("index-cache-threshold")
        defer { scratch.remove() }
        let body = String(repeating: "// padding line of a big file\n", count: 40_000)
        let big = try scratch.file("In/Big.swift", "protocol Big {}\n" + body)
        var request = GenerationRequest(inputs: [big], output: scratch.path + "/Mocks.swift")
        #expect(!TwoPassGeneration.isEligible(request, files: [big]))
        request.cacheFolder = scratch.path + "/cache"
        #expect(TwoPassGeneration.isEligible(request, files: [big]))
        // A run the cache cannot key (a timestamp in the header) has no index to keep.
        request.options.timestamp = Date()
        #expect(!TwoPassGeneration.isEligible(request, files: [big]))
        let small = try scratch.file("In/Small.swift", "protocol Small {}\n")
        request.options.timestamp = nil
        #expect(!TwoPassGeneration.isEligible(request, files: [small]))
    }

    /// A killed run's temporary record goes with the next run; a running one's stays.
    @Test func temporaryRecordsOfDeadRunsAreRemoved() throws {
        let scratch = ScratchFolder("index-cache-stale")
        defer { scratch.remove() }
        let folder = try Self.module(in: scratch)
        let dead = "0123.index.2147483646.77.tmp"
        let deadRun = "0123.run.2147483646.tmp"
        let alive = "0123.index.\(getpid()).78.tmp"
        for name in [dead, deadRun, alive, "notes.tmp"] { try scratch.file("cache/" + name, "x") }
        _ = Self.cachedRun([folder], output: scratch.path + "/Mocks.swift", cache: scratch.path + "/cache")
        let left = scratch.list("cache")
        #expect(!left.contains(dead) && !left.contains(deadRun))
        #expect(left.contains(alive) && left.contains("notes.tmp"))
    }
}
