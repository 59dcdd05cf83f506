import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// Which libclang is used, and what is said when none can be loaded. No libclang needed.
struct LibClangLocatorTests {
    @Test func explicitPathComesFirstAndAloneThenTheEnvironment() {
        let explicit = LibClangLocator(explicitPath: "/opt/x/libclang.so", environment: ["MOCKGEN_LIBCLANG": "/env/libclang.so"])
        #expect(explicit.candidates() == [LibClangCandidate(path: "/opt/x/libclang.so", origin: .option)])
        let environment = LibClangLocator(environment: ["MOCKGEN_LIBCLANG": "/env/libclang.so", "PATH": "/usr/bin"])
        #expect(environment.candidates() == [LibClangCandidate(path: "/env/libclang.so", origin: .environment)])
    }

    @Test func explicitCopyThatFailsIsAnErrorNamingTheOptions() throws {
        let result = LibClangLocator(explicitPath: "/nonexistent/libclang.so", environment: [:]).load()
        guard case .failure(let error) = result else {
            Issue.record("loaded a nonexistent libclang")
            return
        }
        #expect(error.attempts.map(\.candidate.path) == ["/nonexistent/libclang.so"])
        #expect(error.description.contains("--libclang"))
        #expect(error.description.contains("MOCKGEN_LIBCLANG"))
        #expect(error.description.contains("/nonexistent/libclang.so"))
        // And the reader turns it into a diagnostic, not a crash.
        let read = CHeaderReader.read(CHeaderRequest(.headers(["/x.h"])), locator: LibClangLocator(explicitPath: "/nonexistent/libclang.so"))
        #expect(read.module == nil && read.errors.count == 1)
    }

    @Test func aFileThatIsNotALibraryDoesNotLoad() throws {
        let scratch = ScratchFolder("libclang-fake")
        defer { scratch.remove() }
        let fake = try scratch.file("libclang.so", "not a shared library")
        guard case .failure(let error) = LibClangLocator(environment: ["MOCKGEN_LIBCLANG": fake]).load() else {
            Issue.record("loaded a text file")
            return
        }
        #expect(error.attempts.first?.candidate.origin == .environment)
    }

    @Test func toolchainCopyIsFoundNextToSwiftInPath() throws {
        let scratch = ScratchFolder("libclang-toolchain")
        defer { scratch.remove() }
        let swift = try scratch.file("toolchain/usr/bin/swift", "#!/bin/sh\n")
        chmod(swift, 0o755)
        let library = try scratch.file("toolchain/usr/lib/" + LibClangLocator.libraryFileName, "")
        let candidates = LibClangLocator(environment: ["PATH": "/nonexistent:" + (swift as NSString).deletingLastPathComponent]).candidates()
        #expect(candidates.first == LibClangCandidate(path: FileSystemPath.realPath(library)!, origin: .toolchain))
        #expect(candidates.last == LibClangCandidate(path: LibClangLocator.loaderName, origin: .system))
    }

    @Test func libraryFileNames() {
        #expect(LibClangLocator.isLibClangFileName("libclang.so.1"))
        #expect(LibClangLocator.isLibClangFileName("libclang-14.so.1"))
        #expect(LibClangLocator.isLibClangFileName("libclang.so"))
        #expect(!LibClangLocator.isLibClangFileName("libclang-cpp.so.14"))
        #expect(!LibClangLocator.isLibClangFileName("libclangBasic.a"))
        #expect(!LibClangLocator.isLibClangFileName("libclangAST.so"))
    }

    @Test func resourceDirectoryMatchesTheVersion() throws {
        let scratch = ScratchFolder("libclang-resource")
        defer { scratch.remove() }
        for version in ["13", "14.0.6", "21"] { try scratch.file("lib/clang/\(version)/include/stddef.h", "") }
        try scratch.file("lib/clang/22/README", "")  // no include/stddef.h: not a resource folder
        let library = scratch.path + "/lib/libclang.so"
        #expect(ClangResourceDirectory.find(libraryPaths: [library], version: "Debian clang version 14.0.6") == scratch.path + "/lib/clang/14.0.6")
        #expect(ClangResourceDirectory.find(libraryPaths: [library], version: "clang version 21.0.0 (https://…)") == scratch.path + "/lib/clang/21")
        #expect(ClangResourceDirectory.find(libraryPaths: [library], version: "clang version 30.1.0") == scratch.path + "/lib/clang/21")
        #expect(ClangResourceDirectory.find(libraryPaths: ["/nonexistent/libclang.so"], version: "clang version 21.0.0") == nil)
    }

    @Test(.enabled(if: LibClangForTests.canRun, LibClangForTests.skipReason))
    func everyCopyFoundLoadsWithItsResourceFolder() throws {
        let libraries = LibClangForTests.all
        try #require(!libraries.isEmpty, "no libclang: \(LibClangLocator().candidates())")
        for library in libraries {
            #expect(library.majorVersion != nil, "\(library)")
            let resource = try #require(library.resourceDirectory, "\(library)")
            #expect(FileManager.default.fileExists(atPath: resource + "/include/stddef.h"))
            print("libclang for C header tests: \(library), resource folder \(resource)")
        }
    }
}
