import Foundation
import TestSupport
import Testing
@testable import MockgenCore

/// The copies of libclang the C reader's tests run with: every one the locator finds on this
/// machine (here the Swift toolchain's clang 21 and Debian's LLVM 14), or only `MOCKGEN_LIBCLANG`
/// when set. With none, the tests that need one are skipped with that reason, unless
/// `MOCKGEN_REQUIRE_LIBCLANG=1` (set in CI), which makes them run and fail instead.
enum LibClangForTests {
    static let all: [LibClang] = {
        var seen: Set<String> = []
        return LibClangLocator().candidates().compactMap { candidate in
            guard case .success(let library) = LibClang.load(candidate), seen.insert(library.path).inserted else { return nil }
            return library
        }
    }()

    static let isRequired = ProcessInfo.processInfo.environment["MOCKGEN_REQUIRE_LIBCLANG"] == "1"

    /// For `.enabled(if:)`: run when a copy was found, or when its absence must fail.
    static let canRun = !all.isEmpty || isRequired

    static let skipReason: Comment = "no libclang found (MOCKGEN_LIBCLANG, Swift toolchain, /usr/lib/llvm-*); set MOCKGEN_REQUIRE_LIBCLANG=1 to fail instead"

    /// The first copy (the locator's choice); records an issue when there is none.
    static var preferred: LibClang? { all.first }

    /// What parametrized tests iterate: every copy, or a nil that fails the test when required.
    static var each: [LibClang?] { all.isEmpty ? [nil] : all.map { $0 } }
}

/// Paths of the C files the reader's tests read.
enum CFixturePaths {
    static let include = PackageRoot.path + "/Fixtures/C/CFixture/include"
    static let header = include + "/cfixture.h"
    static let nullabilityHeader = include + "/cfixture_nullability.h"
    static let moduleMap = include + "/module.modulemap"

    /// The 1-based line of the first line of `path` that contains `text`: locations are asserted
    /// against the fixture as written rather than against numbers that drift with edits.
    static func line(of text: String, in path: String = header) -> Int? {
        guard let contents = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let lines = contents.components(separatedBy: "\n")
        return lines.firstIndex { $0.contains(text) }.map { $0 + 1 }
    }
}
