import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// The run cache: a run where nothing changed replays the previous report and writes nothing;
/// any change to what the run read or wrote, or to its options, makes it run in full.
@Suite struct RunCacheTests {
    /// A scratch project: two inputs, one with a warning, an output file and a cache folder;
    /// removed when the test lets go of it (the suite ran 13 of these per run and left them all
    /// in the temporary folder).
    final class Project: Sendable {
        let scratch = ScratchFolder("run-cache")
        var cache: RunCache { RunCache(folder: scratch.path + "/cache") }
        var request: GenerationRequest {
            GenerationRequest(inputs: [scratch.path + "/Sources"], output: scratch.path + "/Mocks.swift")
        }

        init() throws {
            try scratch.file("Sources/Greeter.swift", "protocol Greeter { func greet(_ name: String) -> String }\n")
            try scratch.file("Sources/Store.swift", "protocol Store { func save(_ x: Int) }\nclass Singleton { private init() {} }\n")
        }

        deinit { scratch.remove() }

        /// A full run, recorded.
        func runAndRecord(_ request: GenerationRequest? = nil) -> GenerationReport {
            let request = request ?? self.request
            let report = GenerationPipeline.run(request)
            cache.record(request, report: report)
            return report
        }

        /// Files look older than the record's resolution margin, as they do on a real rerun.
        func age(_ relative: String) throws {
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: scratch.path + "/" + relative)
        }

        func ageEverything() throws {
            for relative in ["Sources/Greeter.swift", "Sources/Store.swift", "Mocks.swift"] { try age(relative) }
        }
    }

    /// A cache folder that cannot be one: the run goes on and says so, every time, and what is
    /// at the path stays as it was (a device is never written to).
    @Test func aCacheThatCannotBeKeptIsAWarning() throws {
        let project = try Project()
        let file = try project.scratch.file("cache-file", "mine\n")
        for folder in [file, "/dev/null"] {
            for attempt in 1...2 {
                let run = GenerationPipeline.run(project.request, cache: RunCache(folder: folder))
                #expect(!run.replayed, "attempt \(attempt)")
                let kind = folder == file ? "a regular file" : "a character device"
                #expect(run.report.diagnostics.map(\.description).filter { $0.contains("run cache") } == [
                    "\(folder):1:1: warning: cannot keep the run cache in this folder: it is \(kind), not a folder; no run is recorded, so none is replayed (choose another --cache-dir, or --no-cache)",
                ])
            }
        }
        #expect(project.scratch.contents("cache-file") == "mine\n")
        #expect(FileKind.ofEntry("/dev/null") == .characterDevice)
        // A folder that works says nothing.
        let run = GenerationPipeline.run(project.request, cache: project.cache)
        #expect(!run.report.diagnostics.contains { $0.description.contains("run cache") })
    }

    @Test func aRunWhereNothingChangedReplaysTheReport() throws {
        let project = try Project()
        defer { project.scratch.remove() }
        #expect(project.cache.replay(project.request) == nil)
        let full = project.runAndRecord()
        let output = project.scratch.contents("Mocks.swift")
        #expect(full.files.map(\.outcome) == [.written])

        let replayed = try #require(project.cache.replay(project.request))
        #expect(replayed.diagnostics == full.diagnostics)
        #expect(!replayed.diagnostics.isEmpty)
        #expect(replayed.mockCount == full.mockCount)
        #expect(replayed.files == [.init(path: project.request.output, outcome: .unchanged)])
        #expect(replayed.summary == GenerationPipeline.run(project.request).summary)
        #expect(project.scratch.contents("Mocks.swift") == output)
    }

    @Test func aChangedInputRunsInFull() throws {
        let project = try Project()
        defer { project.scratch.remove() }
        _ = project.runAndRecord()
        try project.ageEverything()
        #expect(project.cache.replay(project.request) != nil)
        try project.scratch.file("Sources/Greeter.swift", "protocol Greeter { func greet(_ nome: String) -> String }\n")
        #expect(project.cache.replay(project.request) == nil)
    }

    /// An edit inside a function's body or after the last token cannot change the declarations:
    /// the run is answered as if nothing changed, and a full run would have written the same
    /// bytes. An edit the declarations can see runs in full.
    @Test func anEditTheDeclarationsCannotSeeReplays() throws {
        let project = try Project()
        defer { project.scratch.remove() }
        let helper = "protocol Clock { func now() -> Int }\nfinal class Helper {\n    func run() -> Int {\n        return 1\n    }\n}\n"
        try project.scratch.file("Sources/Clock.swift", helper)
        #expect(!GenerationPipeline.run(project.request, cache: project.cache).replayed)
        try project.ageEverything()
        try project.age("Sources/Clock.swift")
        #expect(GenerationPipeline.run(project.request, cache: project.cache).replayed)

        for edited in [helper.replacingOccurrences(of: "return 1", with: "return 40 + 2"), helper + "// A comment at the end.\n"] {
            try project.scratch.file("Sources/Clock.swift", edited)
            let run = GenerationPipeline.run(project.request, cache: project.cache)
            #expect(run.replayed, "\(edited)")
            var fresh = project.request
            fresh.output = project.scratch.path + "/Fresh.swift"
            _ = GenerationPipeline.run(fresh)
            #expect(project.scratch.contents("Fresh.swift") == project.scratch.contents("Mocks.swift"))
            #expect(run.report.diagnostics == GenerationPipeline.run(fresh).diagnostics)
        }
        // The record took the new content: left alone, the file is trusted by its stamp again.
        try project.age("Sources/Clock.swift")
        #expect(GenerationPipeline.run(project.request, cache: project.cache).replayed)

        try project.scratch.file("Sources/Clock.swift", helper.replacingOccurrences(of: "now()", with: "now(zone: Int)"))
        #expect(!GenerationPipeline.run(project.request, cache: project.cache).replayed)
        #expect(project.scratch.contents("Mocks.swift")?.contains("now(zone: Int)") == true)
    }

    /// A line added inside a body moves the declarations after it: the run replays when no
    /// output or diagnostic holds a line number (no diagnostics before, no `--debug`), and runs in
    /// full otherwise.
    @Test func aBodyEditThatMovesLinesReplaysOnlyWhereNoLineNumberShows() throws {
        let scratch = ScratchFolder("run-cache-lines")
        defer { scratch.remove() }
        let clock = "final class Helper {\n    func run() -> Int {\n        return 1\n    }\n}\nprotocol Clock {\n    func now() -> Int\n}\n"
        try scratch.file("Sources/Clock.swift", clock)
        let cache = RunCache(folder: scratch.path + "/cache")
        var request = GenerationRequest(inputs: [scratch.path + "/Sources"], output: scratch.path + "/Mocks.swift")
        var debugRequest = request
        debugRequest.output = scratch.path + "/Debug.swift"
        debugRequest.options.debug = true
        #expect(!GenerationPipeline.run(request, cache: cache).replayed)
        #expect(!GenerationPipeline.run(debugRequest, cache: cache).replayed)
        #expect(GenerationPipeline.run(request, cache: cache).report.diagnostics.isEmpty)

        try scratch.file("Sources/Clock.swift", clock.replacingOccurrences(of: "        return 1\n", with: "        print(1)\n\n        return 1\n"))
        #expect(GenerationPipeline.run(request, cache: cache).replayed)
        request.output = scratch.path + "/Fresh.swift"
        _ = GenerationPipeline.run(request)
        #expect(scratch.contents("Fresh.swift") == scratch.contents("Mocks.swift"))
        // `--debug` writes each member's line: that run is made again, with the new lines.
        #expect(!GenerationPipeline.run(debugRequest, cache: cache).replayed)
        #expect(scratch.contents("Debug.swift")?.contains("Clock.swift:9") == true)

        // With a diagnostic in the run (a class nothing can construct), lines must not move.
        try scratch.file("Sources/Store.swift", "class Singleton { private init() {} }\nfinal class Worker {\n    func go() {\n    }\n}\n")
        request.output = scratch.path + "/Mocks.swift"
        let warned = GenerationPipeline.run(request, cache: cache)
        #expect(!warned.replayed)
        #expect(!warned.report.diagnostics.isEmpty)
        try scratch.file("Sources/Store.swift", "class Singleton { private init() {} }\nfinal class Worker {\n    func go() {\n        print(2)\n    }\n}\n")
        #expect(!GenerationPipeline.run(request, cache: cache).replayed)
    }

    @Test func anEditWithinTheClocksResolutionIsCaughtByTheHash() throws {
        let project = try Project()
        defer { project.scratch.remove() }
        _ = project.runAndRecord()
        // Right after the record, same size, and the time set back to what the record holds:
        // the stamp matches, but it is too recent to vouch for the file.
        let path = project.scratch.path + "/Sources/Greeter.swift"
        let stamp = try #require(FileStamp.of(path))
        try project.scratch.file("Sources/Greeter.swift", "protocol Greeter { func greet(_ nome: String) -> String }\n")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: Double(stamp.modified) / 1e9)], ofItemAtPath: path)
        #expect(FileStamp.of(path)?.size == stamp.size)
        #expect(project.cache.replay(project.request) == nil)
    }

    @Test func aTouchedButUnchangedInputIsReadOnceThenTrusted() throws {
        let project = try Project()
        defer { project.scratch.remove() }
        _ = project.runAndRecord()
        try project.ageEverything()
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -30)], ofItemAtPath: project.scratch.path + "/Sources/Store.swift")
        let before = try String(contentsOfFile: try recordPath(project), encoding: .utf8)
        #expect(project.cache.replay(project.request) != nil)
        let after = try String(contentsOfFile: try recordPath(project), encoding: .utf8)
        #expect(before != after, "the record is refreshed with the new stamp")
        #expect(project.cache.replay(project.request) != nil)
    }

    @Test func aNewOrRemovedInputRunsInFull() throws {
        let project = try Project()
        defer { project.scratch.remove() }
        _ = project.runAndRecord()
        try project.ageEverything()
        try project.scratch.file("Sources/Clock.swift", "protocol Clock {}\n")
        #expect(project.cache.replay(project.request) == nil)
        try FileManager.default.removeItem(atPath: project.scratch.path + "/Sources/Clock.swift")
        #expect(project.cache.replay(project.request) != nil)
        try FileManager.default.removeItem(atPath: project.scratch.path + "/Sources/Store.swift")
        #expect(project.cache.replay(project.request) == nil)
    }

    @Test func anEditedOrMissingOutputRunsInFull() throws {
        let project = try Project()
        defer { project.scratch.remove() }
        _ = project.runAndRecord()
        try project.ageEverything()
        try project.scratch.file("Mocks.swift", (project.scratch.contents("Mocks.swift") ?? "") + "// edited\n")
        #expect(project.cache.replay(project.request) == nil)
        try FileManager.default.removeItem(atPath: project.scratch.path + "/Mocks.swift")
        #expect(project.cache.replay(project.request) == nil)
        #expect(GenerationPipeline.run(project.request).files.map(\.outcome) == [.written])
    }

    @Test func otherOptionsAreAnotherRecord() throws {
        let project = try Project()
        defer { project.scratch.remove() }
        _ = project.runAndRecord()
        try project.ageEverything()
        var other = project.request
        other.options.testableImports = ["App"]
        #expect(project.cache.replay(other) == nil)
        other = project.request
        other.options.mockClasses = false
        #expect(project.cache.replay(other) == nil)
        other = project.request
        other.jobs = 1
        #expect(project.cache.replay(other) != nil, "the number of threads does not change the output")
        other = project.request
        other.options.timestamp = Date()
        #expect(RunCache.key(for: other) == nil, "a dated header changes on every run")
    }

    @Test func aDamagedRecordIsIgnoredAndReplaced() throws {
        let project = try Project()
        defer { project.scratch.remove() }
        _ = project.runAndRecord()
        try project.ageEverything()
        let path = try recordPath(project)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        for damaged in [String(text.dropLast(5)), text.replacingOccurrences(of: "input ", with: "inptu "), "", "garbage\n"] {
            try damaged.write(toFile: path, atomically: false, encoding: .utf8)
            #expect(project.cache.replay(project.request) == nil)
        }
        _ = project.runAndRecord()
        try project.ageEverything()
        #expect(project.cache.replay(project.request) != nil)
    }

    @Test func concurrentRunsLeaveOneWholeRecord() async throws {
        let project = try Project()
        defer { project.scratch.remove() }
        let report = GenerationPipeline.run(project.request)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 { group.addTask { project.cache.record(project.request, report: report) } }
        }
        try project.ageEverything()
        #expect(project.cache.replay(project.request) != nil)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: project.scratch.path + "/cache").filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    /// After a changed declaration, a two-pass run with an index parses only the changed file:
    /// the others' declarations hashes come from the record, found by position when the inputs
    /// are listed as before and by path when they are not. Without them, a later edit the
    /// declarations cannot see would no longer replay.
    @Test(arguments: [false, true])
    func declarationsHashesOfFilesNotParsedAreKept(addingAFile: Bool) throws {
        let project = try Project()
        defer { project.scratch.remove() }
        try project.scratch.file("Sources/Clock.swift", "protocol Clock { func now() -> Int }\n")
        var request = project.request
        request.cacheFolder = project.scratch.path + "/cache"
        request.retainedSourceBytes = 0
        #expect(!GenerationPipeline.run(request, cache: project.cache).replayed)
        try project.ageEverything()
        try project.age("Sources/Clock.swift")

        try project.scratch.file("Sources/Store.swift", "protocol Store { func save(_ x: Int) }\nclass Singleton { private init() {} }\nfunc added() {}\n")
        if addingAFile { try project.scratch.file("Sources/Added.swift", "protocol Added { func a() }\n") }
        #expect(!GenerationPipeline.run(request, cache: project.cache).replayed)
        try project.ageEverything()
        try project.age("Sources/Clock.swift")
        if addingAFile { try project.age("Sources/Added.swift") }

        try project.scratch.file("Sources/Greeter.swift", "protocol Greeter { func greet(_ name: String) -> String }\n// A comment at the end.\n")
        #expect(GenerationPipeline.run(request, cache: project.cache).replayed)
    }

    @Test func fingerprintsTakenWhileParsingAreTheFilesHashes() throws {
        let project = try Project()
        defer { project.scratch.remove() }
        let plan = GenerationPipeline.plan(project.request)
        #expect(plan.inputFingerprints.count == 2)
        for (path, fingerprint) in plan.inputFingerprints {
            #expect(fingerprint.hash == ContentHash.ofFile(path))
            #expect(fingerprint.stamp == FileStamp.of(path))
        }
        let report = GenerationPipeline.write(plan)
        project.cache.record(project.request, report: report, known: plan.inputFingerprints)
        try project.ageEverything()
        #expect(project.cache.replay(project.request) != nil)
    }

    /// The record takes an output's hash and stamp from the writer, not from reading it again:
    /// they must be what reading gives, whether the file was written or found unchanged.
    @Test func fingerprintsTakenWhileWritingAreTheOutputsHashes() throws {
        let project = try Project()
        defer { project.scratch.remove() }
        for expected in [OutputWriter.Outcome.written, .unchanged] {
            let report = GenerationPipeline.write(GenerationPipeline.plan(project.request))
            #expect(report.files.map(\.outcome) == [expected])
            #expect(report.outputFingerprints.count == 1)
            for (path, fingerprint) in report.outputFingerprints {
                #expect(fingerprint.hash == ContentHash.ofFile(path))
                #expect(fingerprint.stamp == FileStamp.of(path))
            }
        }
        // A run no cache records hashes nothing of its outputs, and writes the same.
        var request = project.request
        request.fingerprintsInputs = false
        try project.scratch.file("Sources/Extra.swift", "protocol Extra { func go() }\n")
        for expected in [OutputWriter.Outcome.written, .unchanged] {
            let report = GenerationPipeline.write(GenerationPipeline.plan(request))
            #expect(report.files.map(\.outcome) == [expected])
            #expect(report.outputFingerprints.isEmpty)
        }
        #expect(project.scratch.contents("Mocks.swift")?.contains("MockExtra") == true)
    }

    /// Fingerprints as pass 1 takes them, in its order: each found at its position, else by path;
    /// those taken otherwise by path; the first of two for a path kept when merged.
    @Test func inputFingerprintsAreFoundWhereverTheListPutsThem() throws {
        func fingerprint(_ size: Int64, declarations: Bool = true) -> FileFingerprint {
            FileFingerprint(stamp: FileStamp(size: size, modified: size), hash: ContentHash("\(size)"),
                            declarations: declarations ? DeclarationsFingerprint(declarations: ContentHash("d"), positions: ContentHash("p")) : nil)
        }
        let paths = ["/a/A.swift", "/a/B.swift", "/a/C.swift", "/b/D.swift"]
        var fingerprints = InputFingerprints(paths: paths, inOrder: [fingerprint(1), nil, fingerprint(3), fingerprint(4)])
        #expect(fingerprints.fingerprint(of: "/a/A.swift", at: 0) == fingerprint(1))
        #expect(fingerprints.fingerprint(of: "/a/C.swift", at: 0) == fingerprint(3), "a position off: looked up by path")
        #expect(fingerprints.fingerprint(of: "/b/D.swift", at: 9) == fingerprint(4))
        #expect(fingerprints.fingerprint(of: "/a/B.swift", at: 1) == nil)
        #expect(fingerprints["/a/Missing.swift"] == nil)
        #expect(!fingerprints.lacksDeclarations)
        var dependencies = InputFingerprints()
        dependencies["/a/C.swift"] = fingerprint(30)
        dependencies["/z/E.swift"] = fingerprint(5, declarations: false)
        fingerprints = fingerprints.merging(dependencies)
        #expect(fingerprints["/a/C.swift"] == fingerprint(3))
        #expect(fingerprints.fingerprint(of: "/z/E.swift", at: 2) == fingerprint(5, declarations: false))
        #expect(fingerprints.lacksDeclarations)
        #expect(fingerprints.count == 4)
        #expect(Set(fingerprints.map(\.path)) == ["/a/A.swift", "/a/C.swift", "/b/D.swift", "/z/E.swift"])
    }

    @Test func recordsSurviveTabsAndNewlinesInPathsAndMessages() throws {
        let record = RunRecord(
            key: ContentHash("k"), recordedAt: 42,
            inputs: [.init(path: "a\tb%/c\nd.swift", stamp: FileStamp(size: 3, modified: 4), hash: ContentHash("x"))],
            outputs: [.init(path: "out.swift", stamp: FileStamp(size: 5, modified: 6), hash: ContentHash("y"))],
            mockCount: 7,
            diagnostics: [Diagnostic(.warning, "two\nlines\tand 100%", at: SourceLocation(path: "p q.swift", line: 2, column: 3)), .option(.warning, "--exclude X: none")]
        )
        #expect(RunRecord(parsing: record.text) == record)
    }

    /// The record's lines, byte for byte (a record written by an earlier build must still read).
    @Test func recordsAreLinesOfFields() throws {
        let record = RunRecord(
            key: ContentHash(high: 0x0123_4567_89AB_CDEF, low: 0xF), recordedAt: 1_795_847_200_669_163_520,
            inputs: [.init(path: "/p/A.swift", stamp: FileStamp(size: 0, modified: -1_000_000_000), hash: ContentHash(high: .max, low: 0),
                           declarations: DeclarationsFingerprint(declarations: ContentHash(high: 3, low: 4), positions: ContentHash(high: 7, low: 8))),
                     .init(path: "/p/B.h", stamp: FileStamp(size: 1, modified: 2), hash: ContentHash(high: 5, low: 6))],
            outputs: [.init(path: "/p/Mocks.swift", stamp: FileStamp(size: 9_876, modified: 42), hash: ContentHash(high: 1, low: 2))],
            mockCount: 0,
            diagnostics: [Diagnostic(.error, "no", at: SourceLocation(path: "/p/A.swift", line: 10, column: 200))]
        )
        let text = """
            mockgen-cache 1
            key 0123456789abcdef000000000000000f
            recorded 1795847200669163520
            mocks 0
            input 0\t-1000000000\tffffffffffffffff0000000000000000\t/p/A.swift
            declarations 00000000000000030000000000000004\t00000000000000070000000000000008
            input 1\t2\t00000000000000050000000000000006\t/p/B.h
            output 9876\t42\t00000000000000010000000000000002\t/p/Mocks.swift
            diagnostic error\t10\t200\t/p/A.swift\tno
            end

            """
        #expect(record.text == text)
        // The inputs' lines made beforehand (`RunCache.InputEntries`, beside the outputs' writing).
        #expect(record.bytes(inputLines: RunRecord.inputLines(record.inputs)) == Array(text.utf8))
        #expect(RunRecord(parsing: text) == record)
        #expect(RunRecord(parsing: text.replacingOccurrences(of: "ffffffffffffffff", with: "FFFFFFFFFFFFFFFF")) == record)
        let empty = RunRecord(key: ContentHash("k"), recordedAt: 0, inputs: [], outputs: [], mockCount: 3, diagnostics: [])
        #expect(RunRecord(parsing: empty.text) == empty)
        #expect(ContentHash(high: 0xABC, low: .max).description == "0000000000000abcffffffffffffffff")
        // Read from its bytes, a record keeps its input lines: the next record copies each line
        // whose entry is the same, and writes the others, to the same bytes.
        let read = try #require(RunRecord(parsing: Array(text.utf8)))
        let lines = try #require(read.readLines)
        #expect(lines.ranges.map { String(decoding: lines.bytes[$0], as: UTF8.self) } == [
            "input 0\t-1000000000\tffffffffffffffff0000000000000000\t/p/A.swift\ndeclarations 00000000000000030000000000000004\t00000000000000070000000000000008\n",
            "input 1\t2\t00000000000000050000000000000006\t/p/B.h\n",
        ])
        var next = record.inputs
        next[1].stamp = FileStamp(size: 1, modified: 3)
        next.append(.init(path: "/p/C.swift", stamp: FileStamp(size: 4, modified: 5), hash: ContentHash(high: 6, low: 7)))
        #expect(RunRecord.inputLines(next, copying: [0, nil, nil], from: lines) == RunRecord.inputLines(next))
        #expect(RunRecord.inputLines(record.inputs, copying: [0, 1], from: lines) == RunRecord.inputLines(record.inputs))
    }

    @Test func aDamagedRecordIsIgnored() throws {
        let text = RunRecord(key: ContentHash("k"), recordedAt: 5, inputs: [.init(path: "a", stamp: FileStamp(size: 1, modified: 2), hash: ContentHash("a"))],
                             outputs: [], mockCount: 1, diagnostics: []).text
        #expect(RunRecord(parsing: text) != nil)
        let declarationsLine = "declarations " + ContentHash("d").description + "\t" + ContentHash("p").description + "\n"
        let beforeAnyInput: String = text.replacingOccurrences(of: "mocks 1\n", with: "mocks 1\n" + declarationsLine)
        let damaged: [String] = [
            String(text.dropLast()),                                    // no final newline
            String(text.dropLast(4)),                                   // cut before `end`
            text + "end\n",                                            // something after `end`
            text + "\n",                                               // an empty line after `end`
            text.replacingOccurrences(of: "input 1\t", with: "input x\t"),
            text.replacingOccurrences(of: "input 1\t", with: "input \t"),
            text.replacingOccurrences(of: "input 1\t2", with: "input 1\t99999999999999999999"),
            text.replacingOccurrences(of: "recorded 5", with: "recorded"),
            text.replacingOccurrences(of: "mocks 1", with: "mocks -"),
            text.replacingOccurrences(of: "key ", with: "key 0"),
            text.replacingOccurrences(of: "mocks 1", with: "mockery 1"),
            text.replacingOccurrences(of: "mockgen-cache 1", with: "mockgen-cache 2"),
            beforeAnyInput,
            text.replacingOccurrences(of: "end\n", with: "declarations x\nend\n"),
            "",
        ]
        for damage in damaged {
            #expect(damage != text)
            #expect(RunRecord(parsing: damage) == nil, "\(damage.debugDescription)")
        }
    }

    @Test func theDefaultFolderIsNeverInASourceTree() throws {
        let scratch = ScratchFolder("cache-folder")
        defer { scratch.remove() }
        #expect(RunCache.folder(given: "/x", environment: ["MOCKGEN_CACHE_DIR": "/y"], workingFolder: scratch.path) == "/x")
        #expect(RunCache.folder(given: nil, environment: ["MOCKGEN_CACHE_DIR": "/y"], workingFolder: scratch.path) == "/y")
        #expect(RunCache.folder(given: nil, environment: ["DERIVED_FILE_DIR": "/d"], workingFolder: scratch.path) == "/d/mockgen")
        #expect(RunCache.folder(given: nil, environment: [:], workingFolder: scratch.path) == nil)
        try scratch.file("Package.swift", "// swift-tools-version:6.0\n")
        #expect(RunCache.folder(given: nil, environment: [:], workingFolder: scratch.path) == scratch.path + "/.build/mockgen-cache")
    }

    @Test func hashesTellContentsApart() {
        #expect(ContentHash("") != ContentHash("\0"))
        #expect(ContentHash("abcdefgh") != ContentHash("abcdefgi"))
        #expect(ContentHash("abcdefghi") != ContentHash("abcdefghj"))
        #expect(ContentHash("same") == ContentHash(Array("same".utf8)))
        #expect(ContentHash(hex: Substring(ContentHash("round trip").description)) == ContentHash("round trip"))
    }

    @Test func aFileReadInChunksHashesAsItsBytes() throws {
        let scratch = ScratchFolder("hash")
        defer { scratch.remove() }
        for size in [0, 7, 8, 1 << 20, 3 * (1 << 20) + 5] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 9) }
            let path = scratch.path + "/file-\(size)"
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            #expect(ContentHash.ofFile(path) == ContentHash(bytes), "\(size) bytes")
        }
    }

    private func recordPath(_ project: Project) throws -> String {
        let folder = project.scratch.path + "/cache"
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".run") })
        return folder + "/" + name
    }

    /// The command's path lists the inputs once, before writing; an output written among the
    /// inputs is checked as an output, so the next run replays all the same.
    @Test func anOutputAmongTheInputsStillReplays() throws {
        let project = try Project()
        let request = GenerationRequest(inputs: [project.scratch.path + "/Sources"], output: project.scratch.path + "/Sources/Mocks/GeneratedMocks.swift")
        try FileManager.default.createDirectory(atPath: project.scratch.path + "/Sources/Mocks", withIntermediateDirectories: true)
        let first = GenerationPipeline.run(request, cache: project.cache)
        #expect(!first.replayed && !first.report.hasErrors && first.report.mockCount == 2)
        for relative in ["Sources/Greeter.swift", "Sources/Store.swift", "Sources/Mocks/GeneratedMocks.swift"] { try project.age(relative) }
        let second = GenerationPipeline.run(request, cache: project.cache)
        #expect(second.replayed)
        #expect(second.report.diagnostics == first.report.diagnostics)
        // A changed input is still seen.
        try project.scratch.file("Sources/Store.swift", "protocol Store { func save(_ x: Int) }\n")
        #expect(!GenerationPipeline.run(request, cache: project.cache).replayed)
    }
}
