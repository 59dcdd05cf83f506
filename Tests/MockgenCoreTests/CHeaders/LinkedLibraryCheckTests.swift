import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// Which declared functions the module's linked libraries lack on this machine: asked of the
/// dynamic loader (a header can declare more than the library build defines).
@Suite struct LinkedLibraryCheckTests {
    @Test func aLinkNameIsTheFileTheLinkerLooksFor() {
        #if canImport(Darwin)
        #expect(LinkedLibraryCheck.sharedLibraryFile(forLink: "sqlite3") == "libsqlite3.dylib")
        #else
        #expect(LinkedLibraryCheck.sharedLibraryFile(forLink: "sqlite3") == "libsqlite3.so")
        #endif
        #expect(LinkedLibraryCheck.sharedLibraryFile(forLink: "framework Security") == nil)
    }

    /// libclang is a shared library every C test has at hand: it defines its own functions and
    /// not a made-up one.
    @Test(.enabled(if: LibClangForTests.canRun, LibClangForTests.skipReason))
    func theLoaderSaysWhichFunctionsALibraryLacks() throws {
        let libclang = try #require(LibClangForTests.preferred)
        let undefined = try #require(LinkedLibraryCheck.undefined(
            ["clang_getClangVersion", "mockgen_no_such_function", "clang_createIndex"], inLibraryFiles: [libclang.path]))
        #expect(undefined.names == ["mockgen_no_such_function"])
        #expect(undefined.libraries == [libclang.path])
    }

    /// Nothing can be said when a library cannot be opened (the function may be defined there),
    /// for frameworks, or when the module links nothing: no warning rather than a wrong one.
    @Test func unknownLibrariesTellNothing() {
        #expect(LinkedLibraryCheck.undefined(["f"], linkedLibraries: ["mockgen-no-such-library"]) == nil)
        #expect(LinkedLibraryCheck.undefined(["f"], linkedLibraries: ["framework Security"]) == nil)
        #expect(LinkedLibraryCheck.undefined(["f"], linkedLibraries: []) == nil)
    }

    @Test func librariesAreListedForMessages() {
        #expect(CUndefinedFunctions(libraries: ["libz.so"], names: []).librariesText == "libz.so")
        #expect(CUndefinedFunctions(libraries: ["libz.so", "libm.so", "libc.so"], names: []).librariesText == "libz.so, libm.so and libc.so")
    }
}

/// Whether the loader finds `libz.so`; in CI (`MOCKGEN_REQUIRE_LIBCLANG=1`) it must.
enum ZlibForTests {
    static let isInstalled = LinkedLibraryCheck.undefined(["deflateEnd"], linkedLibraries: ["z"]) != nil || LibClangForTests.isRequired
}

/// End to end through the pipeline, with zlib (installed by scripts/install-c-deps.sh in CI): a
/// module map linking `z` whose header declares one function zlib has and one it lacks.
@Suite(.enabled(if: LibClangForTests.canRun && ZlibForTests.isInstalled, "needs libclang and libz.so (zlib1g-dev)"))
struct UndefinedCFunctionTests {
    static func request(in folder: String, skipping: Bool) throws -> GenerationRequest {
        try "int deflateEnd(void *stream);\nint mockgen_missing(int x);\n".write(toFile: folder + "/zsubset.h", atomically: true, encoding: .utf8)
        try "module ZSubset {\n    header \"zsubset.h\"\n    link \"z\"\n    export *\n}\n"
            .write(toFile: folder + "/module.modulemap", atomically: true, encoding: .utf8)
        return GenerationRequest(inputs: [], output: folder + "/Mocks.swift",
                                 c: CInputs(moduleName: "ZSubset", clangArguments: ["-I" + folder], skipsUndefined: skipping))
    }

    static func withFolder<T>(_ body: (String) throws -> T) throws -> T {
        let scratchFolder = ScratchFolder("undefined")
        defer { scratchFolder.remove() }
        let folder = scratchFolder.path
        return try body(folder)
    }

    /// By default the function stays (output does not depend on the machine), with a warning at
    /// its declaration and one note holding the `--exclude` list.
    @Test func anUndefinedFunctionIsKeptWithAWarning() throws {
        try Self.withFolder { folder in
            let plan = GenerationPipeline.plan(try Self.request(in: folder, skipping: false))
            #expect(!plan.hasErrors, "\(plan.diagnostics)")
            let mocks = try #require(plan.files.first).content
            #expect(mocks.contains("func mockgen_missing("))
            let warning = try #require(plan.diagnostics.first { $0.severity == .warning })
            #expect(warning.location.path.hasSuffix("zsubset.h") && warning.location.line == 2)
            #expect(warning.message == "mockgen_missing is declared but \(LinkedLibraryCheck.sharedLibraryFile(forLink: "z")!) on this machine does not define it: a binary using ZSubsetLive will not link; leave it out with --exclude or --c-skip-undefined")
            #expect(plan.diagnostics.contains { $0.severity == .note && $0.message.hasSuffix(": --exclude mockgen_missing") })
            #expect(plan.diagnostics.filter { $0.severity == .warning }.count == 1)
        }
    }

    @Test func skipUndefinedLeavesItOutWithTheReason() throws {
        try Self.withFolder { folder in
            let plan = GenerationPipeline.plan(try Self.request(in: folder, skipping: true))
            let mocks = try #require(plan.files.first).content
            #expect(!mocks.contains("mockgen_missing"))
            #expect(mocks.contains("func deflateEnd("))
            #expect(plan.diagnostics.map(\.message) == ["cannot mock mockgen_missing: \(LinkedLibraryCheck.sharedLibraryFile(forLink: "z")!) on this machine does not define it (--c-skip-undefined)"])
        }
    }

    /// An `--exclude`d function is not checked, so it gets no warning.
    @Test func anExcludedFunctionIsNotReported() throws {
        try Self.withFolder { folder in
            var request = try Self.request(in: folder, skipping: false)
            request.options.excludedTypes = ["mockgen_missing"]
            let plan = GenerationPipeline.plan(request)
            #expect(plan.diagnostics.isEmpty, "\(plan.diagnostics)")
        }
    }
}
