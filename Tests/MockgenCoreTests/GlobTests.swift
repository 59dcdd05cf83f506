import Foundation
import Testing
@testable import MockgenCore

@Suite struct GlobPatternTests {
    @Test(arguments: [
        ("*.swift", "Greeter.swift", true),
        ("*.swift", "Greeter.swift.orig", false),
        ("*Service*", "UserServiceMock.swift", true),
        ("Mock?.swift", "MockA.swift", true),
        ("Mock?.swift", "MockAB.swift", false),
        ("?.swift", "é.swift", true),
        ("[A-C]*.swift", "Banana.swift", true),
        ("[A-C]*.swift", "Date.swift", false),
        ("[!A-C]*.swift", "Date.swift", true),
        ("[^A-C]*.swift", "Apple.swift", false),
        ("[]x]y", "]y", true),
        ("a[bc", "a[bc", true),
        ("\\*.swift", "*.swift", true),
        ("\\*.swift", "A.swift", false),
        ("*", ".build", false),
        (".*", ".build", true),
        ("a*b*c", "aXbYbZc", true),
        ("a*b*c", "aXbYbZ", false),
        ("**", "anything", true),
    ])
    func matches(pattern: String, name: String, expected: Bool) {
        #expect(GlobPattern(pattern).matches(name) == expected, "\(pattern) vs \(name)")
    }

    @Test func wildcardDetection() {
        #expect(GlobPattern.hasWildcards("Sources/*.swift"))
        #expect(GlobPattern.hasWildcards("A[12].swift"))
        #expect(!GlobPattern.hasWildcards("Sources/A.swift"))
        #expect(!GlobPattern.hasWildcards("Sources/\\*.swift"))
        #expect(GlobPattern.unescaped("a\\*b") == "a*b")
    }
}

@Suite final class GlobExpanderTests {
    let scratch = ScratchFolder("glob")

    init() throws {
        for path in ["Sources/App/Greeter.swift", "Sources/App/Models/User.swift", "Sources/App/Models/notes.txt",
                     "Sources/Kit/Service.swift", "Sources/.hidden/Secret.swift", "Tests/AppTests.swift"] {
            try scratch.file(path)
        }
    }

    deinit { scratch.remove() }

    private func expand(_ pattern: String) -> [String] {
        GlobExpander.expand(scratch.path + "/" + pattern).map { String($0.dropFirst(scratch.path.count + 1)) }
    }

    @Test func starInOneComponent() {
        #expect(expand("Sources/*/*.swift") == ["Sources/App/Greeter.swift", "Sources/Kit/Service.swift"])
        #expect(expand("Sources/*") == ["Sources/App", "Sources/Kit"])
    }

    @Test func doubleStarCrossesFolders() {
        #expect(expand("Sources/**/*.swift") == ["Sources/App/Greeter.swift", "Sources/App/Models/User.swift", "Sources/Kit/Service.swift"])
        #expect(expand("**/User.swift") == ["Sources/App/Models/User.swift"])
        #expect(expand("Sources/**/Models") == ["Sources/App/Models"])
    }

    /// Eight `**` over a 21-level chain: each folder is reached once per step, not once per
    /// path through the `**`s (which took minutes: exponential in their number).
    @Test func manyDoubleStarsStayLinear() throws {
        let deep = (1...21).map { "d\($0)" }.joined(separator: "/")
        try scratch.file("Deep/" + deep + "/Leaf.swift")
        #expect(expand("Deep/**/**/**/**/**/**/**/**/*.swift") == ["Deep/" + deep + "/Leaf.swift"])
        #expect(expand("Deep/**/d20/**/**/Leaf.swift") == ["Deep/" + deep + "/Leaf.swift"])
        #expect(expand("Deep/**/**").count == 22)
    }

    @Test func hiddenFoldersOnlyWhenNamed() {
        #expect(expand("Sources/.*/*.swift") == ["Sources/.hidden/Secret.swift"])
        #expect(expand("Sources/.hidden/*.swift") == ["Sources/.hidden/Secret.swift"])
    }

    @Test func setsAndQuestionMarks() {
        #expect(expand("Sources/[AK]??/*.swift") == ["Sources/App/Greeter.swift", "Sources/Kit/Service.swift"])
        #expect(expand("Sources/[!A]*/*.swift") == ["Sources/Kit/Service.swift"])
    }

    @Test func noMatchIsEmpty() {
        #expect(expand("Sources/*/Nothing*.swift").isEmpty)
        #expect(expand("Missing/*.swift").isEmpty)
    }

    @Test func inputExpanderSearchesMatchedFoldersAndKeepsSwiftFiles() {
        let expansion = InputExpander.expand([scratch.path + "/Sources/*", scratch.path + "/Sources/App/Models/*"], glob: true)
        #expect(expansion.diagnostics.isEmpty)
        #expect(expansion.files.map { String($0.dropFirst(scratch.path.count + 1)) } == [
            "Sources/App/Greeter.swift", "Sources/App/Models/User.swift", "Sources/Kit/Service.swift",
        ])
    }

    @Test func inputExpanderWithoutGlobTakesPathsLiterally() {
        let pattern = scratch.path + "/Sources/*/Greeter.swift"
        let expansion = InputExpander.expand([pattern], glob: false)
        #expect(expansion.files == [pattern])
    }

    @Test func patternMatchingNothingIsAnError() {
        let pattern = scratch.path + "/Nope/**/*.swift"
        let expansion = InputExpander.expand([pattern], glob: true)
        #expect(expansion.diagnostics.map(\.description) == ["\(pattern):1:1: error: no Swift files match this pattern"])
    }
}

@Suite struct FileNameTests {
    /// The header lists input file names, taken by `DirectoryListing.fileName(of:)` in a two-pass
    /// run and the same way in a one-pass run: it must agree with `NSString.lastPathComponent`.
    @Test(arguments: ["Sources/A/B.swift", "B.swift", "/abs/path/C.swift", "a//b.swift", "a/b/", "a/b//", "/", "", "é/ü.swift", "./x.swift", "a/.hidden"])
    func agreesWithFoundation(path: String) {
        #expect(DirectoryListing.fileName(of: path) == (path as NSString).lastPathComponent, "\(path)")
    }
}
