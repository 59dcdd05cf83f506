// swift-tools-version:6.2
import PackageDescription

// The C fixture's link seam: the test binary is linked with `--wrap=<function>` for each function
// the seam routes (GNU ld and lld; Linux only). The same list as the generated
// Fixtures/C/CFixtureSeam/wrap.flags (`make mocks`); LinkSeamTests checks that they agree.
let seamWrappedFunctions = ["cf_open", "cf_close", "cf_add", "cf_each", "cf_find", "cf_count", "cf_size", "cf_checksum", "cf_fill", "cf_value_of", "cf_vformat", "cf_release_buffer", "cf_seek", "cf_name", "cf_sort", "cf_describe", "cf_release", "cf_format"]
let seamFlags = seamWrappedFunctions.flatMap { ["-Xlinker", "--wrap=" + $0] }

let package = Package(
    name: "mockgen",
    products: [
        .executable(name: "mockgen", targets: ["mockgen"]),
        .library(name: "MockRuntime", targets: ["MockRuntime"]),
        // The generator's stages, for this repository's own tools only (the parser oracle in
        // Oracle/): no stability promise, hence the underscore. Users run the `mockgen` command.
        .library(name: "_MockgenCore", targets: ["MockgenCore"]),
        // SwiftPM plugins (docs/Plugins.md). Both run the mockgen command line, so they need the
        // default trait `Generator`: a package depending on mockgen with `traits: []` cannot use them.
        .plugin(name: "MockgenPlugin", targets: ["MockgenPlugin"]),
        .plugin(name: "GenerateMocksCommand", targets: ["GenerateMocksCommand"]),
    ],
    // `Generator` (on by default) builds the mockgen command line and what needs it. A test target
    // that only uses the runtime depends on this package with `traits: []`: then SwiftPM resolves no
    // other package at all (the command line's dependencies are guarded by the trait, the tests'
    // are never resolved for a package that is a dependency). Examples/QuickStart does, and
    // `make sample` builds it with git unable to fetch anything.
    traits: [
        .trait(name: "Generator", description: "The mockgen command line and its dependencies (swift-argument-parser, TOMLKit)."),
        .default(enabledTraits: ["Generator"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `mockgen generate --config`: reads mockgen.toml and Cuckoofile.toml (the command line only).
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0"),
        // Test-only: the checked-in generated mocks are snapshots (GeneratedFileSnapshotTests).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        // read files → lex → parse → model → resolve → emit → write; one folder per stage.
        // C headers are read by libclang, loaded at run time (`dlopen`) through the C ABI declared
        // in CLibClang: building mockgen needs no libclang, only reading C headers does.
        .target(name: "CLibClang"),
        // The one allocator setting `mockgen generate` makes (see AllocatorTuning.swift).
        .target(name: "CAllocator"),
        // The running executable's build ID (ELF) or UUID (Mach-O): which mockgen wrote a cache record.
        .target(name: "CExecutableIdentity"),
        // The CPUs a run may use, as the system counts them (see ProcessorCount.swift).
        .target(name: "CProcessorCount"),
        .target(name: "MockgenCore", dependencies: ["CLibClang", "CExecutableIdentity", "CProcessorCount"]),
        .executableTarget(
            name: "mockgen",
            dependencies: [
                "MockgenCore",
                "CAllocator",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["Generator"])),
                .product(name: "TOMLKit", package: "TOMLKit", condition: .when(traits: ["Generator"])),
            ]
        ),
        .target(name: "MockRuntime"),
        // Applied to a test target: mocks for the modules it depends on, generated into the plugin's
        // work folder at build time. Plugins/Shared (linked into both plugin folders) makes the
        // command lines of this plugin and the next.
        .plugin(name: "MockgenPlugin", capability: .buildTool(), dependencies: ["mockgen"]),
        // `swift package generate-mocks`: the same mocks written into the test targets' folders.
        .plugin(
            name: "GenerateMocksCommand",
            capability: .command(
                intent: .custom(verb: "generate-mocks", description: "Writes the mocks MockgenPlugin generates into each test target's source folder, for teams that commit them."),
                permissions: [.writeToPackageDirectory(reason: "generate-mocks writes <Module>Mocks.swift into the test targets' source folders.")]
            ),
            dependencies: ["mockgen"]
        ),
        // Release-mode benchmarks (`make bench`); never run as unit tests.
        .executableTarget(name: "mockgen-bench", dependencies: ["MockgenCore"]),
        // Release-mode benchmark of the mock runtime: `swift run -c release runtime-bench`.
        .executableTarget(name: "runtime-bench", dependencies: ["MockRuntime"]),
        // `make corpus`: generates mocks for real packages and compiles them (docs/Corpus.md).
        .executableTarget(name: "mockgen-corpus", dependencies: ["MockgenCore"]),
        // `make fuzz-compile`: random valid declarations whose mocks must compile (a short run is
        // part of `make test`).
        .executableTarget(name: "mockgen-fuzz", dependencies: ["MockgenCore"]),
        // A small C library: the headers the C reader is tested on, implemented for real so that
        // mocks generated for it can be called from Swift.
        .target(name: "CFixture", path: "Fixtures/C/CFixture"),
        // Mocking C end to end (docs/CHeaders.md): the fixture's generated facade (protocol and
        // live implementation) with a Swift wrapper over it, code that calls the C functions
        // directly, the generated link seam, and tests through the generated mocks.
        .target(name: "CFixtureFacade", dependencies: ["CFixture"], path: "Fixtures/C/CFixtureFacade"),
        .target(name: "CFixtureClient", dependencies: ["CFixture"], path: "Fixtures/C/CFixtureClient"),
        .target(name: "CFixtureSeam", dependencies: ["CFixture"], path: "Fixtures/C/CFixtureSeam", exclude: ["wrap.flags"]),
        // C code calling the fixture directly (its variadic cf_format), which the seam reaches.
        .target(name: "CFixtureCaller", dependencies: ["CFixture"], path: "Fixtures/C/CFixtureCaller"),
        .testTarget(
            name: "CFixtureTests",
            dependencies: ["CFixtureFacade", "CFixtureClient", "CFixtureSeam", "CFixtureCaller", "MockRuntime"],
            linkerSettings: [.unsafeFlags(seamFlags, .when(platforms: [.linux]))]
        ),
        // What tests share: scratch folders, running a program, swiftc and the built modules, the
        // repository's root, a thread-safe recorder.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(
            name: "MockgenCoreTests",
            dependencies: ["MockgenCore", "CFixture", "TestSupport", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
                           // The list of checked-in mock sets (Tests/CheckedInMocks.toml), which `make mocks` generates.
                           .product(name: "TOMLKit", package: "TOMLKit")]
        ),
        // Beyond inheritance (docs/BeyondInheritance.md): a module compiled with implicit dynamic
        // replacement, as a user's module under test is in test builds, and tests that replace
        // its statics, final classes, structs, enums and actors through the mocks `--replace`
        // generates (`make mocks`, checked in) without changing the code under test.
        .target(
            name: "ReplacedFixtures",
            path: "Fixtures/Replaced/ReplacedFixtures",
            // Private imports: replaced designated initializers assign private stored properties.
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-enable-implicit-dynamic", "-Xfrontend", "-enable-private-imports"])]
        ),
        .testTarget(name: "ReplacementTests", dependencies: ["ReplacedFixtures", "MockRuntime"]),
        // Code that cannot be rebuilt (`--mirror`): a stand-in for a binary dependency, the code
        // under test holding the generated protocol and conformance, and tests through its mock.
        .target(name: "VendorKit", path: "Fixtures/Mirrored/VendorKit"),
        .target(name: "MirrorClient", dependencies: ["VendorKit"], path: "Fixtures/Mirrored/MirrorClient"),
        .testTarget(name: "MirrorTests", dependencies: ["MirrorClient", "VendorKit", "MockRuntime"]),
        .testTarget(name: "MockgenCorpusTests", dependencies: ["mockgen-corpus", "MockgenCore", "TestSupport"]),
        .testTarget(name: "MockRuntimeTests", dependencies: ["MockRuntime", "TestSupport"]),
        // End to end: the fixture sources, their mocks as generated by `make mocks` (checked in),
        // and behaviour tests that stub, call and verify through those mocks.
        .target(name: "MockgenFixtures", path: "Fixtures/Sources"),
        .testTarget(
            name: "GeneratedMocksTests",
            dependencies: ["MockgenFixtures", "MockRuntime", "MockgenCore", "TestSupport"]
        ),
        // The suites that run swiftc: generated mocks compiled as a user's build compiles them (both
        // language modes, warnings as errors), the regression fixtures built and exercised, and
        // replacement mocks against a module built with and without dynamic replacement. They
        // read the modules the targets below build.
        .testTarget(
            name: "MockCompileTests",
            dependencies: ["MockgenFixtures", "MockRuntime", "MockgenCore", "ReplacedFixtures", "CuckooCompatFixtures", "TestSupport"]
        ),
        // Drop-in for Cuckoo: sources shaped like a Cuckoo project's, their mocks (generated by
        // `make mocks`, checked in, compiled in Swift 5 mode as Cuckoo's own project builds), and
        // tests written against Cuckoo 2.4's API whose only change is `import MockRuntime`:
        // XCTest and Swift Testing in Swift 5 mode, Swift Testing in Swift 6 mode.
        .target(name: "CuckooCompatFixtures", path: "Fixtures/CuckooCompat"),
        .target(
            name: "CuckooCompatMocks",
            dependencies: ["CuckooCompatFixtures", "MockRuntime"],
            path: "Tests/CuckooCompatMocks",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "CuckooCompatTests",
            dependencies: ["CuckooCompatMocks", "CuckooCompatFixtures", "MockRuntime"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "CuckooCompatSwift6Tests",
            dependencies: ["CuckooCompatMocks", "CuckooCompatFixtures", "MockRuntime"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
