import Foundation
import Testing
@testable import MockgenCore

/// mockgen.toml: every key, top-level defaults, paths relative to the file, unknown keys.
@Suite struct MockgenConfigurationTests {
    @Test func everyKeyMapsToItsOption() throws {
        let file = configuration("Config/mockgen.toml", [
            "modules": ["App": [
                "sources": ["Sources/App", "/abs/Extra.swift", "include/api.h"],
                "output": "Tests/Mocks/",
                "file-prefix": "Mock.",
                "testable": ["App"],
                "imports": "Foundation",
                "exclude": ["Legacy", "App.Old"],
                "replace": ["Clock"],
                "mirror": ["Keychain"],
                "mirror-output": "Sources/App/KeychainMirror.swift",
                "regex": "^Service",
                "dependencies": ["Sources/Core"],
                "package-dependencies": false,
                "header": false,
                "timestamp": true,
                "inheritance": false,
                "class-mocking": false,
                "default-isolation": "MainActor",
                "debug": true,
                "glob": true,
                "jobs": 2,
                "two-pass-above": 4,
                "cache-dir": ".cache",
                "cache": false,
                "c-module": "CApp",
                "c-module-map": "include/module.modulemap",
                "xcc": ["-Iinclude", "-DFAST", "-isystem", "vendor"],
                "libclang": "/usr/lib/libclang.so",
                "c-facade-output": "Sources/App/CAppAPI.swift",
                "c-seam-output": "Sources/CAppSeam",
                "c-skip-undefined": true,
            ]],
        ])
        #expect(file.diagnostics.isEmpty, "\(file.printed)")
        let settings = try #require(file.section("App")).settings
        let date = Date(timeIntervalSince1970: 1_000)
        let request = settings.request(now: date)
        #expect(request.inputs == ["Config/Sources/App", "/abs/Extra.swift"])
        #expect(request.c.headers == ["Config/include/api.h"])
        #expect(request.output == "Config/Tests/Mocks/")
        #expect(request.filePrefix == "Mock.")
        #expect(request.options.testableImports == ["App"])
        #expect(request.options.imports == ["Foundation"])
        #expect(request.options.excludedTypes == ["Legacy", "App.Old"])
        #expect(request.options.replacedNames == ["Clock"])
        #expect(request.mirroredNames == ["Keychain"])
        #expect(request.mirrorOutput == "Config/Sources/App/KeychainMirror.swift")
        #expect(request.options.typeNamePattern == "^Service")
        #expect(request.dependencies == ["Config/Sources/Core"])
        #expect(request.discoversPackageDependencies == false)
        #expect(request.options.includeHeader == false)
        #expect(request.options.timestamp == date)
        #expect(request.options.mockInheritedMembers == false)
        #expect(request.options.mockClasses == false)
        #expect(request.options.defaultGlobalActor == "MainActor")
        #expect(request.options.debug == true)
        #expect(request.expandGlobs == true)
        #expect(request.jobs == 2)
        #expect(request.retainedSourceBytes == 4 << 20)
        #expect(settings.cacheDir == "Config/.cache")
        #expect(settings.cache == false)
        #expect(request.c.moduleName == "CApp")
        #expect(request.c.moduleMap == "Config/include/module.modulemap")
        #expect(request.c.clangArguments == ["-IConfig/include", "-DFAST", "-isystem", "Config/vendor"])
        #expect(request.c.libclang == "/usr/lib/libclang.so")
        #expect(request.c.facadeOutput == "Config/Sources/App/CAppAPI.swift")
        #expect(request.c.seamOutput == "Config/Sources/CAppSeam")
        #expect(request.c.skipsUndefined == true)
    }

    @Test func sectionsInheritTheTopLevelAndReplaceWhatTheySet() throws {
        let file = configuration("mockgen.toml", [
            "testable": ["Shared"],
            "header": false,
            "modules": [
                "Core": ["sources": ["Sources/Core"], "output": "Tests/CoreTests/Mocks.swift"],
                "App": ["sources": ["Sources/App"], "output": "Tests/AppTests/Mocks.swift", "testable": ["App"]],
            ],
        ])
        #expect(file.diagnostics.isEmpty, "\(file.printed)")
        // In name order, whatever the file's.
        #expect(file.sections.map(\.name) == ["App", "Core"])
        #expect(file.section("App")?.settings.testable == ["App"])
        #expect(file.section("Core")?.settings.testable == ["Shared"])
        #expect(file.section("Core")?.settings.header == false)
        // In the working folder: paths as written.
        #expect(file.section("Core")?.settings.sources == ["Sources/Core"])
    }

    @Test func aFileWithoutSectionsIsOneOutput() throws {
        let file = configuration("/work/project/mockgen.toml", ["sources": ["Sources"], "output": "./Tests/Mocks.swift"])
        #expect(file.diagnostics.isEmpty)
        let only = try #require(file.sections.first)
        #expect(file.sections.count == 1 && only.name == nil)
        #expect(only.settings.sources == ["/work/project/Sources"])
        #expect(only.settings.output == "/work/project/Tests/Mocks.swift")
    }

    @Test func unknownKeysAndWrongValuesAreErrorsAtTheirLine() {
        let text = """
        [modules.App]
        sources = ["Sources"]
        testible = ["App"]
        no-header = true
        jobs = 0
        imports = ["Not A Module"]
        regex = "(["
        output = 3
        default-isolation = "MainActr"
        """
        let file = configuration("mockgen.toml", text: text, [
            "modules": ["App": [
                "imports": ["Not A Module"], "jobs": 0, "no-header": true, "output": 3, "regex": "([", "sources": ["Sources"], "testible": ["App"],
                "default-isolation": "MainActr",
            ]],
        ])
        #expect(file.hasErrors)
        #expect(file.printed == [
            "mockgen.toml:3:1: error: unknown key 'testible' (known keys: \(MockgenConfigurationFormat.keys.joined(separator: ", ")))",
            "mockgen.toml:4:1: error: unknown key 'no-header': did you mean 'header = false'?",
            "mockgen.toml:5:1: error: 'jobs' = 0: give 1 or more",
            "mockgen.toml:6:1: error: 'Not A Module' in 'imports' is not a module name (letters, digits and '_', not starting with a digit; a Clang submodule as A.B)",
            "mockgen.toml:7:1: error: '([' is not a valid regular expression",
            "mockgen.toml:8:1: error: 'output' takes a string, not an integer",
            "mockgen.toml:9:1: error: 'default-isolation' must be \"MainActor\" or \"nonisolated\", not \"MainActr\"",
        ])
    }

    @Test func aSectionWithNothingToMockAndSharedOutputsAreErrors() {
        let file = configuration("mockgen.toml", text: "[modules.A]\nsources = [\"A\"]\n[modules.B]\nsources = [\"B\"]\n[modules.C]\noutput = \"C.swift\"\n", [
            "modules": ["A": ["sources": ["A"]], "B": ["sources": ["B"]], "C": ["output": "C.swift"]],
        ])
        #expect(file.printed == [
            "mockgen.toml:3:10: error: [modules.B] writes 'GeneratedMocks.swift', as [modules.A] does: give each section its own 'output'",
            "mockgen.toml:5:10: error: [modules.C] has nothing to mock: give it 'sources' (or 'c-module', or 'mirror')",
        ])
        let empty = configuration("mockgen.toml", ["modules": [:]])
        #expect(empty.printed == ["mockgen.toml:1:1: error: no outputs: add a [modules.NAME] table with 'sources' and 'output'"])
        let cuckooKeys = configuration("mockgen.toml", ["sources": ["A"], "options": ["glob": true]])
        #expect(cuckooKeys.printed == ["mockgen.toml:1:1: error: unknown key 'options': that is a Cuckoofile key; name the file Cuckoofile.toml to have it read as Cuckoo's, or see docs/Configuration.md"])
    }
}
