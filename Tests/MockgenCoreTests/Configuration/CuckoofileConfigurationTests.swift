import Foundation
import Testing
@testable import MockgenCore

/// Cuckoofile.toml read as is: every key of Cuckoo 2's generator, with Cuckoo's meaning and
/// defaults; what mockgen does not support is a warning naming the key.
@Suite struct CuckoofileConfigurationTests {
    @Test func everyKeyMapsToItsOptionWithCuckoosMeaning() throws {
        let file = configuration("Project/Cuckoofile.toml", [
            "modules": ["App": [
                "output": "Tests/GeneratedMocks.swift",
                "sources": ["Sources/App/**/*.swift", "~/Shared/Greeter.swift"],
                "imports": ["Foundation"],
                "publicImports": ["Combine"],
                "testableImports": ["App"],
                "exclude": ["Legacy"],
                "regex": "Service$",
                "options": ["glob": false, "keepDocumentation": true, "enableInheritance": false, "protocolsOnly": true, "omitHeaders": true],
            ]],
        ])
        #expect(file.format == .cuckoo)
        #expect(file.diagnostics.isEmpty, "\(file.printed)")
        let request = try #require(file.section("App")).settings.request()
        #expect(request.output == "Project/Tests/GeneratedMocks.swift")
        #expect(request.inputs == ["Project/Sources/App/**/*.swift", NSHomeDirectory() + "/Shared/Greeter.swift"])
        // `imports` and `publicImports` are both imported (mockgen's imports are public already).
        #expect(request.options.imports == ["Foundation", "Combine"] || request.options.imports == ["Combine", "Foundation"])
        #expect(request.options.testableImports == ["App"])
        #expect(request.options.excludedTypes == ["Legacy"])
        #expect(request.options.typeNamePattern == "Service$")
        #expect(request.expandGlobs == false)
        #expect(request.options.mockInheritedMembers == false)
        #expect(request.options.mockClasses == false)
        #expect(request.options.includeHeader == false)
    }

    @Test func cuckoosDefaultsWhereTheyDifferFromMockgens() throws {
        // A top-level output every module falls back on; a path without an extension is a
        // folder, whose files are named like their inputs (or by `filenameFormat`).
        let file = configuration("Cuckoofile.toml", [
            "output": "Tests/Mocks",
            "modules": [
                "App": ["sources": ["Sources/App"]],
                "Core": ["sources": ["Sources/Core"], "output": "Tests/CoreMocks", "filenameFormat": "Mock{}"],
                "Net": ["sources": ["Sources/Net"], "output": "Tests/NetMocks.swift"],
            ],
        ])
        #expect(file.diagnostics.isEmpty, "\(file.printed)")
        let app = try #require(file.section("App")).settings.request()
        #expect(app.output == "Tests/Mocks/" && app.filePrefix == "" && app.expandGlobs)
        #expect(app.options.mockClasses && app.options.mockInheritedMembers && app.options.includeHeader)
        let core = try #require(file.section("Core")).settings.request()
        #expect(core.output == "Tests/CoreMocks/" && core.filePrefix == "Mock")
        #expect(try #require(file.section("Net")).settings.output == "Tests/NetMocks.swift")
    }

    @Test func unsupportedAndUnknownKeysAreWarningsByName() {
        let text = """
        output = "Mocks.swift"
        verbose = true

        [modules.App]
        sources = ["Sources"]
        imports = ["Cuckoo", "Foundation"]
        colour = "blue"

        [modules.App.options]
        keepDocumentation = false
        sorted = true

        [modules.App.xcodeproj]
        path = "App.xcodeproj"
        target = "App"
        """
        let file = configuration("Cuckoofile.toml", text: text, [
            "modules": ["App": [
                "colour": "blue", "imports": ["Cuckoo", "Foundation"],
                "options": ["keepDocumentation": false, "sorted": true], "sources": ["Sources"],
                "xcodeproj": ["path": "App.xcodeproj", "target": "App"],
            ]],
            "output": "Mocks.swift",
            "verbose": true,
        ])
        #expect(!file.hasErrors)
        #expect(file.printed == [
            "Cuckoofile.toml:2:1: warning: 'verbose' is not a Cuckoofile key (Cuckoo ignores it too); mockgen reads 'output' and [modules.NAME] tables",
            "Cuckoofile.toml:6:1: warning: 'Cuckoo' in 'imports' is left out: mockgen's mocks import MockRuntime, whose API is Cuckoo's",
            "Cuckoofile.toml:7:1: warning: 'colour' is not a Cuckoofile module key (Cuckoo ignores it too)",
            "Cuckoofile.toml:10:1: warning: Cuckoo's key 'keepDocumentation' = false is not supported by mockgen: doc comments are always copied into the mocks",
            "Cuckoofile.toml:11:1: warning: 'sorted' is not a Cuckoofile option (Cuckoo ignores it too)",
            "Cuckoofile.toml:13:14: warning: Cuckoo's key 'xcodeproj' is not supported by mockgen: it does not read an Xcode project's targets; list the target's source folders in 'sources'",
        ])
        #expect(file.section("App")?.settings.imports == ["Foundation"])
    }

    @Test func whatCuckooRejectsOrMockgenCannotHonourIsAnError() {
        let file = configuration("Cuckoofile.toml", [
            "modules": [
                "NoOutput": ["sources": ["A"]],
                "NoSources": ["output": "B.swift", "xcodeproj": ["target": "B"]],
                "NoPlaceholder": ["sources": ["C"], "output": "C/", "filenameFormat": "Mocks"],
                "Suffix": ["sources": ["D"], "output": "D/", "filenameFormat": "{}Mocks.swift"],
            ],
        ])
        #expect(file.printed == [
            "Cuckoofile.toml:1:1: error: 'filenameFormat' = \"{}Mocks.swift\" is not supported by mockgen: files are named <prefix><InputName>.swift, so nothing may follow \"{}\"",
            "Cuckoofile.toml:1:1: error: 'filenameFormat' must contain \"{}\" for the input file's name (as Cuckoo requires)",
            "Cuckoofile.toml:1:1: warning: Cuckoo's key 'xcodeproj' is not supported by mockgen: it does not read an Xcode project's targets; list the target's source folders in 'sources'",
            "Cuckoofile.toml:1:1: error: module 'NoOutput' has no 'output': give one in [modules.NoOutput] or at the top level (as Cuckoo requires)",
            "Cuckoofile.toml:1:1: error: module 'NoSources' has no 'sources' (mockgen does not read 'xcodeproj'): list its files, folders or patterns",
        ])
        let noModules = configuration("Cuckoofile.toml", ["output": "A.swift"])
        #expect(noModules.printed == ["Cuckoofile.toml:1:1: error: no [modules.NAME] table: a Cuckoofile lists its modules as [modules.NAME] tables"])
    }
}

