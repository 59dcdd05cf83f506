import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// Precedence: mockgen's defaults < the file's top level < its section < the command line.
@Suite struct GenerationSettingsTests {
    /// Every setting set, to a value other than its default.
    private static let everySettingSet: GenerationSettings = {
        var settings = GenerationSettings()
        settings.sources = ["S"]; settings.output = "O"; settings.filePrefix = "P"; settings.testable = ["T"]
        settings.imports = ["I"]; settings.exclude = ["E"]; settings.replace = ["R"]; settings.mirror = ["M"]
        settings.mirrorOutput = "MO"; settings.mirrorModules = ["MM"]; settings.mirrorExclude = ["T.m"]; settings.regex = "X"; settings.dependencies = ["D"]; settings.packageDependencies = false; settings.header = false
        settings.timestamp = true; settings.inheritance = false; settings.classMocking = false; settings.debug = true
        settings.glob = true; settings.jobs = 3; settings.twoPassAboveMegabytes = 1; settings.cacheDir = "C"
        settings.cache = false; settings.cModule = "CM"; settings.cModuleMap = "MM"; settings.clangArguments = ["-DX"]
        settings.libclang = "L"; settings.cFacadeOutput = "F"; settings.cSeamOutput = "SO"; settings.cSkipUndefined = true
        settings.allowEmpty = true; settings.defaultIsolation = "MainActor"
        return settings
    }()

    @Test func overridingCopiesEverySettingThatIsSet() {
        // A new setting left out of `everySettingSet` fails here first…
        let unset = Mirror(reflecting: Self.everySettingSet).children.filter { "\($0.value)" == "nil" }
        #expect(unset.isEmpty, "set \(unset.map { $0.label ?? "?" }) in everySettingSet")
        // …and one left out of the merge here.
        #expect(GenerationSettings().overridden(by: Self.everySettingSet) == Self.everySettingSet)
        #expect(Self.everySettingSet.overridden(by: GenerationSettings()) == Self.everySettingSet)
    }

    @Test func unsetSettingsTakeTheCommandLinesDefaults() {
        var settings = GenerationSettings()
        settings.sources = ["Sources", "include/a.h"]
        var expected = GenerationRequest(inputs: ["Sources"], c: CInputs(headers: ["include/a.h"]))
        // The command line looks in the package for dependencies' sources; the library does not.
        expected.discoversPackageDependencies = true
        #expect(settings.request() == expected)
    }

    @Test func theCommandLineOverridesTheSectionWhichOverridesTheTopLevel() throws {
        let file = configuration("mockgen.toml", [
            "header": false,
            "testable": ["Top"],
            "class-mocking": false,
            "modules": ["App": ["sources": ["Sources"], "output": "Mocks.swift", "testable": ["Section"], "inheritance": false]],
        ])
        var commandLine = GenerationSettings()
        commandLine.header = true
        commandLine.output = "Elsewhere.swift"
        let section = try #require(try file.outputs(selecting: [], overriding: commandLine).first)
        #expect(section.settings.header == true)
        #expect(section.settings.output == "Elsewhere.swift")
        #expect(section.settings.testable == ["Section"])
        #expect(section.settings.inheritance == false)
        #expect(section.settings.classMocking == false)
        #expect(section.settings.sources == ["Sources"])
    }

    @Test func moduleSelectsSectionsAndAnOutputOverrideNeedsOne() throws {
        let file = configuration("mockgen.toml", [
            "modules": ["A": ["sources": ["A"], "output": "A.swift"], "B": ["sources": ["B"], "output": "B.swift"]],
        ])
        #expect(try file.outputs(selecting: ["B"], overriding: GenerationSettings()).map(\.name) == ["B"])
        #expect(try file.outputs(selecting: [], overriding: GenerationSettings()).map(\.name) == ["A", "B"])
        #expect(throws: Configuration.UsageError(description: "--module C: no section [modules.C] in mockgen.toml (it has A, B).")) {
            try file.outputs(selecting: ["C"], overriding: GenerationSettings())
        }
        var output = GenerationSettings()
        output.output = "One.swift"
        #expect(throws: Configuration.UsageError(description: "--output applies to one output, and mockgen.toml has 2: pick one with --module NAME.")) {
            try file.outputs(selecting: [], overriding: output)
        }
        #expect(try file.outputs(selecting: ["A"], overriding: output).map(\.settings.output) == ["One.swift"])
    }

    @Test func pathsAreRelativeToTheFilesFolder() {
        #expect(ConfigurationPaths.resolve("Sources", against: "") == "Sources")
        #expect(ConfigurationPaths.resolve("Sources", against: "Examples/App") == "Examples/App/Sources")
        #expect(ConfigurationPaths.resolve("./Tests/Mocks/", against: "/p") == "/p/Tests/Mocks/")
        #expect(ConfigurationPaths.resolve(".", against: "/p") == "/p")
        #expect(ConfigurationPaths.resolve("/abs", against: "/p") == "/abs")
        #expect(ConfigurationPaths.resolve("~/x", against: "/p") == NSHomeDirectory() + "/x")
        #expect(ConfigurationPaths.folder(of: "mockgen.toml") == "")
        #expect(ConfigurationPaths.folder(of: "/p/q/mockgen.toml") == "/p/q")
        #expect(ConfigurationPaths.resolveClangArguments(["-I", "inc", "-Iinc2", "-fmodule-map-file=m.map", "-DX=1", "-isystem/abs"], against: "/p")
            == ["-I", "/p/inc", "-I/p/inc2", "-fmodule-map-file=/p/m.map", "-DX=1", "-isystem/abs"])
    }

    @Test func discoveryPrefersMockgensOwnFile() throws {
        let scratch = ScratchFolder("config-discovery")
        defer { scratch.remove() }
        #expect(Configuration.discover(inFolder: scratch.path) == nil)
        try scratch.file("Cuckoofile.toml", "")
        #expect(Configuration.discover(inFolder: scratch.path) == scratch.path + "/Cuckoofile.toml")
        try scratch.file("mockgen.toml", "")
        #expect(Configuration.discover(inFolder: scratch.path) == scratch.path + "/mockgen.toml")
        #expect(Configuration.Format(fileName: "a/Cuckoofile.toml") == .cuckoo && Configuration.Format(fileName: "a/mocks.toml") == .mockgen)
    }

    /// A configuration's outputs are written all or nothing, as one output's files are.
    @Test func anErrorInOneOutputWritesNoOutput() throws {
        let scratch = ScratchFolder("config-outputs")
        defer { scratch.remove() }
        try scratch.file("A/A.swift", "protocol A { func a() }\n")
        try scratch.file("B/B.swift", "protocol B { func b( }\n")
        let good = GenerationRequest(inputs: [scratch.path + "/A"], output: scratch.path + "/A.swift")
        let bad = GenerationRequest(inputs: [scratch.path + "/B"], output: scratch.path + "/B.swift")
        let failed = GenerationPipeline.run([good, bad], caches: [nil, nil])
        #expect(failed.map(\.report.hasErrors) == [false, true])
        #expect(failed.allSatisfy { $0.report.files.isEmpty })
        #expect(!scratch.list().contains("A.swift") && !scratch.list().contains("B.swift"))
        let fixed = GenerationRequest(inputs: [scratch.path + "/A"], output: scratch.path + "/A2.swift")
        let written = GenerationPipeline.run([good, fixed], caches: [nil, nil])
        #expect(written.map(\.report.files.count) == [1, 1])
        #expect(scratch.list().contains("A.swift") && scratch.list().contains("A2.swift"))
    }
}
