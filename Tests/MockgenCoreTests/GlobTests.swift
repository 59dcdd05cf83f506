import Foundation
import Testing
@testable import MockgenCore
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        ("***", "anything", true),
        ("[z-a]", "m", false),
        ("[z-a]", "z", false),
        ("[[:digit:]]x", "1x", true),
        ("[![:digit:]]x", "1x", false),
    ])
    func matches(pattern: String, name: String, expected: Bool) {
        #expect(GlobPattern(pattern).matches(name) == expected, "\(pattern) vs \(name)")
    }

    /// Every one-component pattern of a small alphabet against every short name, compared with
    /// the C library's `fnmatch(3)` (`FNM_PERIOD`: a leading dot is matched only by a dot).
    @Test func agreesWithFnmatch() {
        var random = SplitMix64(seed: 29)
        let patternAlphabet: [String] = ["a", "b", "z", ".", "-", "*", "?", "[", "]", "!", "^", "\\", "[:alpha:]", "[:digit:]", "[:foo:]", "1"]
        let nameAlphabet: [Character] = ["a", "b", "z", ".", "-", "]", "1", "!", "^", "[", "*"]
        var differences: [String] = []
        for _ in 0..<20_000 {
            let pattern = (0..<Int.random(in: 1...6, using: &random)).map { _ in patternAlphabet.randomElement(using: &random)! }.joined()
            let name = String((0..<Int.random(in: 1...4, using: &random)).map { _ in nameAlphabet.randomElement(using: &random)! })
            let expected = fnmatch(pattern, name, FNM_PERIOD) == 0
            if GlobPattern(pattern).matches(name) != expected, differences.count < 10 { differences.append("\(pattern) vs \(name): fnmatch says \(expected)") }
        }
        #expect(differences.isEmpty, "\(differences)")
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

    /// The same patterns expanded by bash with `globstar` (and `nullglob`), in the same folder:
    /// the same paths. (A trailing `**` differs on purpose: mockgen takes the folders, which it
    /// then searches, where bash also lists every file.)
    @Test(.enabled(if: GlobExpanderTests.bashHasGlobstar, "no bash with globstar (bash 4 or later)"))
    func agreesWithBashGlobstar() throws {
        try scratch.file("Sources/App/[z-a].swift")
        try scratch.file("Sources/Kit/b1.swift")
        try scratch.file("Sources/Kit/q.swift")
        let patterns = ["Sources/**/*.swift", "**/*.swift", "***/*.swift", "Sources/***", "Sources/*/[z-a].swift", "Sources/*/[a-c]*",
                        "Sources/*/[[:upper:]]*.swift", "Sources/*/[![:upper:]]*", "**/Models/*", "Sources/**/**/*.swift", "*/*/*",
                        "Sources/.*/*.swift", "Sources/*/?1.swift", "Sources/App/\\[z-a\\].swift", "Sources/**/Kit"]
        for pattern in patterns {
            let bash = Process()
            bash.executableURL = URL(fileURLWithPath: "/bin/bash")
            bash.arguments = ["-O", "globstar", "-O", "nullglob", "-c", "for p in \(pattern); do echo \"$p\"; done"]
            bash.currentDirectoryURL = URL(fileURLWithPath: scratch.path)
            let out = Pipe()
            bash.standardOutput = out
            try bash.run()
            let listed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            bash.waitUntilExit()
            let expected = listed.split(separator: "\n").map(String.init).map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }.sorted()
            #expect(expand(pattern) == expected, "\(pattern)")
        }
    }

    static let bashHasGlobstar: Bool = {
        let bash = Process()
        bash.executableURL = URL(fileURLWithPath: "/bin/bash")
        bash.arguments = ["-O", "globstar", "-c", "true"]
        bash.standardError = FileHandle.nullDevice
        guard (try? bash.run()) != nil else { return false }
        bash.waitUntilExit()
        return bash.terminationStatus == 0
    }()

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

    /// One file under several spellings, through a linked folder, or reached by `**` from two
    /// matched folders is read once, whatever the order the inputs come in.
    @Test func inputExpanderReadsEachFileOnce() throws {
        try FileManager.default.createSymbolicLink(atPath: scratch.path + "/Linked", withDestinationPath: scratch.path + "/Sources/Kit")
        let root = scratch.path
        let inputs = [root + "/Sources/Kit/Service.swift", root + "/./Sources/Kit/Service.swift", root + "/Sources/App/../Kit/Service.swift",
                      root + "//Sources/Kit", root + "/Linked", root + "/Sources/Kit/"]
        for order in [inputs, inputs.reversed()] {
            let expansion = InputExpander.expand(order, glob: false)
            #expect(expansion.files == [root + "/./Sources/Kit/Service.swift"], "\(expansion.files)")
        }
        // `-g '**'`: every folder matches, and each one's files are found again below its parent.
        let everything = InputExpander.expand([root + "/Sources/**"], glob: true)
        #expect(everything.files.count == 3, "\(everything.files)")
    }

    /// Folders given side by side are joined as listed; one inside another, or given twice,
    /// still gives each file once; an empty folder is warned about where it was given.
    @Test func inputExpanderJoinsFoldersGivenTogether() throws {
        let root = scratch.path
        let apart = InputExpander.expand([root + "/Sources/Kit", root + "/Sources/App"], glob: false)
        #expect(apart.files.map { String($0.dropFirst(root.count + 1)) } == [
            "Sources/App/Greeter.swift", "Sources/App/Models/User.swift", "Sources/Kit/Service.swift",
        ])
        for inputs in [[root + "/Sources", root + "/Sources/App"], [root + "/Sources/App", root + "/Sources", root + "/Sources/App"]] {
            #expect(InputExpander.expand(inputs, glob: false).files == apart.files, "\(inputs)")
        }
        _ = try scratch.folder("Empty/Inner")
        let withEmpty = InputExpander.expand([root + "/Sources/Kit", root + "/Empty", root + "/Sources/App"], glob: false)
        #expect(withEmpty.files == apart.files)
        #expect(withEmpty.diagnostics.map(\.description) == ["\(root)/Empty:1:1: warning: folder contains no .swift files"])
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
    /// The header lists input file names, taken by `FilePaths.fileName(of:)` in a two-pass
    /// run and the same way in a one-pass run: it must agree with `NSString.lastPathComponent`.
    @Test(arguments: ["Sources/A/B.swift", "B.swift", "/abs/path/C.swift", "a//b.swift", "a/b/", "a/b//", "/", "", "é/ü.swift", "./x.swift", "a/.hidden"])
    func agreesWithFoundation(path: String) {
        #expect(FilePaths.fileName(of: path) == (path as NSString).lastPathComponent, "\(path)")
    }

    /// The default-isolation hint walks up from an input with `FilePaths.parentFolder(of:)`, as
    /// `NSString.deletingLastPathComponent` did (which swift-corelibs-foundation traps on for
    /// some of these, so the answers are written out).
    @Test(arguments: [("/a/b/c.swift", "/a/b"), ("/a/b/", "/a"), ("/a//b", "/a"), ("/a", "/"), ("/", "/"), ("a", ""), ("a/b", "a"),
                      ("/work/main/.bench", "/work/main"), ("é/ü", "é"), ("", "")])
    func parentFolder(path: String, parent: String) {
        #expect(FilePaths.parentFolder(of: path) == parent, "\(path)")
    }
}
