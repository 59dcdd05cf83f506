import Testing
@testable import mockgen_corpus

@Suite struct PackageTargetsTests {
    /// Trimmed output of `swift package describe --type json`, with one target of every kind.
    static let describe = """
    Fetching https://github.com/apple/swift-atomics
    {
      "name" : "demo",
      "targets" : [
        { "c99name" : "DemoTests", "module_type" : "SwiftTarget", "name" : "DemoTests", "path" : "Tests/DemoTests", "sources" : ["A.swift"], "type" : "test" },
        { "c99name" : "my_lib", "module_type" : "SwiftTarget", "name" : "my-lib", "path" : "Sources/my-lib", "sources" : ["B.swift", "Sub/C.swift", "notes.md"], "type" : "library" },
        { "c99name" : "Core", "module_type" : "SwiftTarget", "name" : "Core", "path" : "Sources/Core", "sources" : ["Core.swift"], "type" : "library" },
        { "c99name" : "CShim", "module_type" : "ClangTarget", "name" : "CShim", "path" : "Sources/CShim", "sources" : ["shim.c"], "type" : "library" },
        { "c99name" : "tool", "module_type" : "SwiftTarget", "name" : "tool", "path" : "Sources/tool", "sources" : ["main.swift"], "type" : "executable" },
        { "c99name" : "Macros", "module_type" : "SwiftTarget", "name" : "Macros", "path" : "Sources/Macros", "sources" : ["M.swift"], "type" : "macro" },
        { "c99name" : "Plug", "module_type" : "PluginTarget", "name" : "Plug", "path" : "Plugins/Plug", "sources" : ["P.swift"], "type" : "plugin" },
        { "c99name" : "CSystem", "module_type" : "SystemLibraryTarget", "name" : "CSystem", "path" : "Sources/CSystem", "type" : "system-target" },
        { "c99name" : "MockRuntime", "module_type" : "SwiftTarget", "name" : "MockRuntime", "path" : "MockgenCorpus/MockRuntime", "sources" : ["R.swift"], "type" : "library" },
        { "c99name" : "MockgenCorpus_Core", "module_type" : "SwiftTarget", "name" : "MockgenCorpus_Core", "path" : "MockgenCorpus/Core", "sources" : ["GeneratedMocks.swift"], "type" : "library" }
      ]
    }
    """

    @Test func keepsRegularSwiftLibrariesOnlySortedByName() throws {
        let modules = try PackageTargets.libraryModules(describeJSON: PackageTargets.jsonPart(of: Self.describe))
        #expect(modules == [
            LibraryModule(name: "Core", moduleName: "Core", path: "Sources/Core", sources: ["Core.swift"]),
            LibraryModule(name: "my-lib", moduleName: "my_lib", path: "Sources/my-lib", sources: ["B.swift", "Sub/C.swift"]),
        ])
    }

    @Test func dependenciesAreTheModulesFoldersReachedThroughTargetDependencies() throws {
        let describe = """
        {
          "targets" : [
            { "module_type" : "SwiftTarget", "name" : "Base", "path" : "Sources/Base", "sources" : ["A.swift"], "type" : "library", "product_dependencies" : ["Logging"] },
            { "module_type" : "ClangTarget", "name" : "CShim", "path" : "Sources/CShim", "sources" : ["s.c"], "type" : "library" },
            { "module_type" : "SwiftTarget", "name" : "Core", "path" : "Sources/Core", "sources" : ["C.swift"], "type" : "library", "target_dependencies" : ["Base", "CShim"] },
            { "module_type" : "SwiftTarget", "name" : "Posix", "path" : "Sources/Posix", "sources" : ["P.swift"], "type" : "library", "target_dependencies" : ["Core"] }
          ]
        }
        """
        let modules = try PackageTargets.libraryModules(describeJSON: describe)
        #expect(modules.map(\.dependencyPaths) == [[], ["Sources/Base"], ["Sources/Base", "Sources/Core"]])
        #expect(modules.map(\.usesOtherPackages) == [true, true, true])
    }

    @Test func rejectsOutputThatIsNotADescription() {
        #expect(throws: (any Error).self) { try PackageTargets.libraryModules(describeJSON: "error: no manifest") }
    }

    @Test func namesTheCloneAfterTheRepository() {
        #expect(PackageLocation(location: "/opt/repos/apple/swift-log.git").name == "swift-log")
        #expect(PackageLocation(location: "/opt/repos/apple/swift-log.git/").name == "swift-log")
        #expect(PackageLocation(location: "https://github.com/vapor/postgres-nio").name == "postgres-nio")
        #expect(PackageLocation(location: "git@github.com:apple/swift-nio.git").name == "swift-nio")
        #expect(PackageLocation(location: "https://github.com/vapor/vapor").cloneSource == "https://github.com/vapor/vapor")
        #expect(PackageLocation(location: "/abs/x.git").cloneSource == "/abs/x.git")
        #expect(PackageLocation(location: "rel/x.git").cloneSource.hasSuffix("/rel/x.git"))
    }
}
