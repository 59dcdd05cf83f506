import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// The C fixture's generated files (facade, mocks with the seam's routing, the seam's C target)
/// are the pipeline's output for the command `make mocks` runs, byte for byte. With
/// `MOCKGEN_RECORD_MOCKS=1` they are rewritten instead, like the Swift fixtures' mocks.
@Suite(.enabled(if: LibClangForTests.canRun, LibClangForTests.skipReason))
struct CFixtureGeneratedFilesTests {
    static let root = PackageRoot.path

    /// The same request as the Makefile's `mocks` line for the C fixture.
    static var request: GenerationRequest {
        GenerationRequest(inputs: [], output: root + "/Tests/CFixtureTests/Mocks/Mock.CFixtureAPI.swift",
                          options: GeneratorOptions(imports: ["CFixtureFacade"], includeHeader: true),
                          c: CInputs(moduleName: "CFixture", clangArguments: ["-I" + CFixturePaths.include],
                                     facadeOutput: root + "/Fixtures/C/CFixtureFacade/CFixtureAPI.swift",
                                     seamOutput: root + "/Fixtures/C/CFixtureSeam"))
    }

    @Test func checkedInFilesAreThePipelinesOutput() throws {
        let plan = GenerationPipeline.plan(Self.request)
        #expect(!plan.hasErrors, "\(plan.diagnostics)")
        #expect(plan.files.map { String($0.path.dropFirst(Self.root.count + 1)) }.sorted() == [
            "Fixtures/C/CFixtureFacade/CFixtureAPI.swift", "Fixtures/C/CFixtureSeam/CFixtureSeam.c",
            "Fixtures/C/CFixtureSeam/include/CFixtureSeam.h", "Fixtures/C/CFixtureSeam/wrap.flags",
            "Tests/CFixtureTests/Mocks/Mock.CFixtureAPI.swift",
        ])
        for file in plan.files {
            if ProcessInfo.processInfo.environment["MOCKGEN_RECORD_MOCKS"] == "1" {
                try file.content.write(toFile: file.path, atomically: true, encoding: .utf8)
            } else {
                let checkedIn = try? String(contentsOfFile: file.path, encoding: .utf8)
                #expect(checkedIn == file.content, "\(file.path) differs from what mockgen generates; run `make mocks`")
            }
        }
    }

    /// What cannot be mocked is said, with the reason, at the declaration.
    @Test func skippedFunctionsAreReportedWhereTheyAreDeclared() {
        let warnings = GenerationPipeline.plan(Self.request).diagnostics.filter { $0.severity == .warning }.map { "\($0.location.line): \($0.message)" }
        // Variadic: reached through the seam (CFixtureVariadicAPI), so not a "cannot mock".
        #expect(!warnings.contains { $0.contains("cf_format") })
        #expect(warnings.contains { $0.contains("cannot mock cf_double_size: it is `inline`") })
        #expect(warnings.contains { $0.contains("cannot mock cf_legacy_open: it is unavailable (use cf_open)") })
        // A va_list function's wrapper is C: no warning.
        #expect(!warnings.contains { $0.contains("cf_vformat") })
        #expect(warnings.contains { $0.contains("no link seam for cf_fail: it is declared `noreturn`") })
        #expect(warnings.contains { $0.contains("no link seam for cf_legacy_count: it is declared without a prototype") })
    }

    /// `--exclude` names C functions too: they leave the facade, and no "no protocol or class of
    /// that name" warning is given for them.
    @Test func excludedCFunctionsLeaveTheFacadeQuietly() throws {
        var request = Self.request
        request.options.excludedTypes = ["cf_sort", "NoSuchThing"]
        request.c.facadeOutput = nil
        request.c.seamOutput = nil
        let plan = GenerationPipeline.plan(request)
        let mocks = try #require(plan.files.first).content
        #expect(!mocks.contains("func cf_sort("))
        #expect(mocks.contains("func cf_open("))
        let exclusionWarnings = plan.diagnostics.filter { $0.message.hasPrefix("--exclude") }.map(\.message)
        #expect(exclusionWarnings == ["--exclude NoSuchThing: no protocol or class of that name among the inputs"])
    }

    /// Bad C input: libclang's diagnostic at the line, an error, and nothing planned.
    @Test func aHeaderThatDoesNotCompileStopsEverything() throws {
        let scratchFolder = ScratchFolder("c")
        defer { scratchFolder.remove() }
        let folder = scratchFolder.path
        try "int ok(void);\nint broken(int x;\nint fine(void);\n".write(toFile: folder + "/broken.h", atomically: true, encoding: .utf8)
        let plan = GenerationPipeline.plan(GenerationRequest(inputs: [], output: folder + "/Mocks.swift",
                                                             c: CInputs(headers: [folder + "/broken.h"], moduleName: "Broken")))
        #expect(plan.hasErrors)
        #expect(plan.files.isEmpty)
        #expect(plan.diagnostics.contains { $0.severity == .error && $0.location.path.hasSuffix("broken.h") && $0.location.line == 2 && $0.message == "expected ')'" })
    }
}
