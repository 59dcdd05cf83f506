import Foundation
import Testing
import MockgenCore
import TestSupport

/// mockgen's output depends only on its inputs and flags (docs/CommandLine.md, "Output depends only on inputs and flags"; a Bazel
/// rule relies on it): the same sources copied to two places of different depths and names, run
/// from different working folders with a different HOME, TMPDIR, time zone, locale and cache
/// folder, give byte-identical files, and none holds a path, the user's or the machine's name or
/// today's date. Only `--timestamp` puts a date in, and the date check sees it then.
@Suite struct OutputDeterminismTests {
    private static let binary = CommandLineTests.binary
    private static let fixtures = PackageRoot.path + "/Fixtures/Sources"
    private static let cInclude = CFixturePaths.include

    /// One of the two places and the world it runs in.
    private struct Place {
        var root: String
        var sources: String
        var include: String
        var workingFolder: String
        var output: String
        var environment: [String: String]
    }

    private static func places(in scratch: ScratchFolder) throws -> [Place] {
        let settings: [(sources: String, work: String, time: String, locale: String)] = [
            ("a/Sources", "a", "UTC", "C"),
            ("deeper/second place/with spaces/Fixture Copy", "elsewhere/to/run from", "Pacific/Kiritimati", "tr_TR.UTF-8"),
        ]
        return try settings.enumerated().map { index, setting in
            let root = scratch.path + "/place\(index)"
            let sources = root + "/" + setting.sources
            let include = root + "/" + setting.sources + " C/include"
            try FileManager.default.createDirectory(atPath: (sources as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: fixtures, toPath: sources)
            try FileManager.default.createDirectory(atPath: (include as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: cInclude, toPath: include)
            var environment = ProcessInfo.processInfo.environment
            environment["MOCKGEN_CACHE_DIR"] = nil
            environment["DERIVED_FILE_DIR"] = nil
            environment["HOME"] = root + "/home"
            environment["TMPDIR"] = root + "/tmp/"
            environment["TZ"] = setting.time
            environment["LANG"] = setting.locale
            environment["LC_ALL"] = setting.locale
            let place = Place(root: root, sources: sources, include: include, workingFolder: root + "/" + setting.work,
                              output: root + "/out\(index)", environment: environment)
            for folder in [place.workingFolder, place.output, root + "/home", root + "/tmp"] {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            return place
        }
    }

    /// Runs mockgen at every place with `arguments(place, out)` (absolute paths throughout; `out`
    /// a new folder for this run's outputs) and returns each place's outputs, by path in `out`.
    private func outputs(_ places: [Place], _ label: String, _ arguments: (Place, String) -> [String]) throws -> [[String: Data]] {
        try places.map { place in
            let out = place.output + "/" + label
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            let run = try ToolProcess.run(try #require(Self.binary), ["generate", "--cache-dir", place.root + "/cache"] + arguments(place, out),
                                          in: place.workingFolder, environment: place.environment)
            #expect(run.status == 0, "\(run.stderr)")
            var files: [String: Data] = [:]
            let enumerator = FileManager.default.enumerator(atPath: out)
            while let relative = enumerator?.nextObject() as? String {
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: out + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue {
                    files[relative] = FileManager.default.contents(atPath: out + "/" + relative)
                }
            }
            #expect(!files.isEmpty)
            return files
        }
    }

    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func singleFileAndFolderOutputsAreTheSameEverywhere() throws {
        let scratch = ScratchFolder("determinism")
        defer { scratch.remove() }
        let places = try Self.places(in: scratch)
        let single = try outputs(places, "single") { ["--testable", "MockgenFixtures", "--output", $1 + "/GeneratedMocks.swift", $0.sources] }
        let folder = try outputs(places, "folder") { ["--testable", "MockgenFixtures", "--file-prefix", "Mock.", "--output", $1 + "/", $0.sources] }
        // The same again through the two-pass path, which a large module takes.
        let twoPass = try outputs(places, "two-pass") { ["--two-pass-above", "0", "--output", $1 + "/", $0.sources] }
        for files in [single, folder, twoPass] {
            #expect(files[0] == files[1])
            try expectNothingOfTheMachine(in: files[0], places: places)
        }
        #expect(folder[0].count > 10)
    }

    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"), .enabled(if: LibClangForTests.canRun, LibClangForTests.skipReason))
    func cHeaderOutputsAreTheSameEverywhere() throws {
        let scratch = ScratchFolder("determinism-c")
        defer { scratch.remove() }
        let places = try Self.places(in: scratch)
        let module = try outputs(places, "module") {
            ["--c-module", "CFixture", "-Xcc", "-I" + $0.include, "--c-facade-output", $1 + "/CFixtureAPI.swift",
             "--c-seam-output", $1 + "/CFixtureSeam", "--output", $1 + "/Mock.CFixtureAPI.swift"]
        }
        let headers = try outputs(places, "header") { ["--c-module", "CFixture", "--output", $1 + "/Mocks.swift", $0.include + "/cfixture.h"] }
        #expect(module[0].count == 5)
        for files in [module, headers] {
            #expect(files[0] == files[1])
            try expectNothingOfTheMachine(in: files[0], places: places)
        }
    }

    /// `--timestamp` is the one way a date gets in, and the checks below see it.
    @Test(.enabled(if: binary != nil, "mockgen is not built next to the tests"))
    func onlyTimestampPutsInADate() throws {
        let scratch = ScratchFolder("determinism-date")
        defer { scratch.remove() }
        let place = try #require(try Self.places(in: scratch).first)
        let stamped = try outputs([place], "stamped") { ["--timestamp", "--output", $1 + "/Stamped.swift", $0.sources + "/Greeter.swift"] }
        let text = String(decoding: try #require(stamped[0]["Stamped.swift"]), as: UTF8.self)
        #expect(!Self.datesOfToday(in: text).isEmpty)
    }

    // MARK: - What must not be in the output

    private func expectNothingOfTheMachine(in files: [String: Data], places: [Place]) throws {
        let inputs = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures)
            .map { try String(contentsOfFile: Self.fixtures + "/" + $0, encoding: .utf8) }.joined()
        // Names also found in the fixtures could be there for that reason; too short ones match
        // by chance.
        let names = [ProcessInfo.processInfo.userName, ProcessInfo.processInfo.hostName, NSUserName()]
            .filter { $0.count >= 2 && !inputs.contains($0) }
        let paths = (places.flatMap { [$0.root, $0.sources, $0.include, $0.workingFolder, $0.environment["HOME"] ?? ""] }
            + [PackageRoot.path, NSTemporaryDirectory(), FileManager.default.currentDirectoryPath])
            .filter { !$0.isEmpty && !inputs.contains($0) }
        for (name, data) in files {
            let text = String(decoding: data, as: UTF8.self)
            for path in paths {
                #expect(!text.contains(path), "\(name) contains the path \(path)")
            }
            for word in names {
                #expect(!Self.containsWord(word, in: text), "\(name) contains the machine's or user's name \(word)")
            }
            #expect(Self.datesOfToday(in: text).isEmpty, "\(name) contains today's date")
        }
    }

    private static func containsWord(_ word: String, in text: String) -> Bool {
        let pattern = "(?<![A-Za-z0-9_])" + NSRegularExpression.escapedPattern(for: word) + "(?![A-Za-z0-9_])"
        return (try? NSRegularExpression(pattern: pattern))?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// Today's date (as any of the time zones used sees it) as `YYYY-MM-DD`, `YYYY/MM/DD`, or
    /// the year next to an English month name (`Nov 2026`, `November 26, 2026`, `26 Nov 2026`).
    static func datesOfToday(in text: String) -> [String] {
        var found: [String] = []
        let now = Date()
        for zone in ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago", TimeZone.current.identifier] {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: zone) ?? .current
            let day = calendar.dateComponents([.year, .month, .day], from: now)
            guard let year = day.year, let month = day.month, let date = day.day else { continue }
            let numeric = [String(format: "%04d-%02d-%02d", year, month, date), String(format: "%04d/%02d/%02d", year, month, date)]
            found += numeric.filter { text.contains($0) }
            let months = "(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\\.?"
            for pattern in ["\(months),?\\s+(\\d{1,2}(st|nd|rd|th)?,?\\s+)?\(year)\\b", "\\b\\d{1,2}\\.?\\s+\(months),?\\s+\(year)\\b"] {
                let expression = try? NSRegularExpression(pattern: pattern)
                if let match = expression?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), let range = Range(match.range, in: text) {
                    found.append(String(text[range]))
                }
            }
        }
        return found
    }
}
