import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// `--input-file-list`: Xcode's `.xcfilelist` files and the resolved lists a Run Script phase gets.
@Suite struct InputFileListTests {
    @Test func linesCommentsAndBuildSettings() throws {
        let scratch = ScratchFolder("filelist")
        defer { scratch.remove() }
        let list = try scratch.file("App.xcfilelist", "# generated\n$(SRCROOT)/App/A.swift\n\n  ${SRCROOT}/App/B C.swift  \n/abs/$(NAME).swift\ncost$5.swift\n")
        let read = InputFileList.read(list, environment: ["SRCROOT": "/p", "NAME": "N"])
        #expect(try read.get() == ["/p/App/A.swift", "/p/App/B C.swift", "/abs/N.swift", "cost$5.swift"])
    }

    @Test func aMissingVariableIsAnErrorAtItsLineAndColumn() throws {
        let scratch = ScratchFolder("filelist")
        defer { scratch.remove() }
        let list = try scratch.file("App.xcfilelist", "/a.swift\n  $(SRCROOT)/b.swift\n")
        let read = InputFileList.read(list, environment: [:])
        guard case .failure(let diagnostic) = read else { Issue.record("expected an error"); return }
        #expect(diagnostic.description == "\(list):2:3: error: '$(SRCROOT)' names no variable of the environment (Xcode exports build settings to a Run Script phase)")
        guard case .failure(let missing) = InputFileList.read(scratch.path + "/none.xcfilelist", environment: [:]) else { Issue.record("expected an error"); return }
        #expect(missing.description.hasSuffix("none.xcfilelist:1:1: error: cannot read the input file list: no such file"))
    }

    /// Through the binary: only the listed files are read (the sandbox allows no more), and a list
    /// that cannot be read stops the run with nothing written.
    @Test(.enabled(if: CommandLineTests.binary != nil, "mockgen is not built next to the tests"))
    func generateReadsExactlyTheListedFiles() throws {
        let scratch = ScratchFolder("filelist-cli")
        defer { scratch.remove() }
        try scratch.file("App/Listed.swift", "protocol Listed { func a() }\n")
        try scratch.file("App/Unlisted.swift", "protocol Unlisted { func b() }\n")
        try scratch.file("inputs.xcfilelist", "$(SRCROOT)/App/Listed.swift\n")
        var environment = ProcessInfo.processInfo.environment
        environment["SRCROOT"] = scratch.path
        let run = try ToolProcess.run(try #require(CommandLineTests.binary), ["generate", "--no-cache", "--input-file-list", "inputs.xcfilelist", "--output", "Mocks.swift"],
                                      in: scratch.path, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        let mocks = try #require(scratch.contents("Mocks.swift"))
        #expect(mocks.contains("class MockListed") && !mocks.contains("Unlisted"))

        let missing = try ToolProcess.run(try #require(CommandLineTests.binary), ["generate", "--input-file-list", "none.xcfilelist", "--output", "Other.swift"],
                                          in: scratch.path, environment: environment)
        #expect(missing.status == 1)
        #expect(missing.stderr == "none.xcfilelist:1:1: error: cannot read the input file list: no such file\nmockgen: 1 error; nothing written\n")
        #expect(scratch.contents("Other.swift") == nil)
    }
}
