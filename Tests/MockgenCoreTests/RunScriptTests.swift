import Foundation
import Testing
import TestSupport

/// The top-level `run` script builds mockgen only when something it is built from changed. On a
/// copy of the script and of mockgen's sources, with `SWIFT` naming a stand-in for the toolchain
/// that logs each build, makes a binary that prints its folder and arguments, and writes
/// Package.resolved as SwiftPM's build does. The real `.build` is never touched.
@Suite struct RunScriptTests {
    private static let packageRoot = PackageRoot.path

    /// The stand-in toolchain. `FAKE_SWIFT_FAIL=1` makes the build fail; `FAKE_SWIFT_EDIT=file`
    /// appends to that file while the build runs.
    private static let fakeSwift = #"""
        #!/bin/sh
        printf '%s|%s|%s\n' "$(pwd -P)" "${SDKROOT-unset}" "$*" >> "$FAKE_SWIFT_LOG"
        if [ -n "${FAKE_SWIFT_EDIT-}" ]; then echo "// saved during the build" >> "$FAKE_SWIFT_EDIT"; fi
        if [ "${FAKE_SWIFT_FAIL-}" = 1 ]; then echo "error: the build failed" >&2; exit 1; fi
        mkdir -p .build/release
        cat > .build/release/mockgen <<'TOOL'
        #!/bin/sh
        printf 'cwd=%s\n' "$(pwd -P)"
        for argument in "$@"; do printf 'arg=%s\n' "$argument"; done
        TOOL
        chmod +x .build/release/mockgen
        [ -f Package.resolved ] || printf '{ "pins" : [ ], "version" : 3 }\n' > Package.resolved
        touch Package.resolved

        """#

    private struct Checkout {
        let scratch: ScratchFolder
        /// A copy of this repository's `run`, Package.swift and mockgen's sources (with a space
        /// in its path, which the script must quote).
        var root: String { scratch.path + "/mockgen checkout" }
        /// `root` and `caller` as `pwd -P` prints them (macOS's temporary folder is behind a link).
        var physicalRoot: String { Self.physical(root) }
        var physicalCaller: String { Self.physical(caller) }
        var log: String { scratch.path + "/builds.log" }
        var caller: String { scratch.path + "/caller folder" }

        init() throws {
            scratch = ScratchFolder("run-script")
            for item in ["run", "Package.swift", "Sources/mockgen", "Sources/MockgenCore", "Sources/CLibClang", "Sources/CAllocator", "Sources/CExecutableIdentity", "Sources/CProcessorCount"] {
                let target = scratch.path + "/mockgen checkout/" + item
                try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: RunScriptTests.packageRoot + "/" + item, toPath: target)
            }
            try scratch.file("bin/swift", RunScriptTests.fakeSwift)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: scratch.path + "/bin/swift")
            _ = try scratch.folder("caller folder")
            _ = FileManager.default.createFile(atPath: log, contents: nil)
        }

        private static func physical(_ path: String) -> String {
            guard let resolved = realpath(path, nil) else { return path }
            defer { free(resolved) }
            return String(cString: resolved)
        }

        var builds: [String] {
            (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        }

        func run(_ arguments: [String], environment extra: [String: String] = [:]) throws -> ToolProcess.Outcome {
            var environment = ProcessInfo.processInfo.environment
            environment["SWIFT"] = scratch.path + "/bin/swift"
            environment["FAKE_SWIFT_LOG"] = log
            // As an Xcode build phase exports it: the build must not see it.
            environment["SDKROOT"] = "/Applications/Xcode.app/Contents/Developer/Platforms/iPhoneOS.platform/Developer/SDKs/iPhoneOS.sdk"
            environment.merge(extra) { $1 }
            return try ToolProcess.run(root + "/run", arguments, in: caller, environment: environment)
        }

        /// Changes a byte of `relative`, keeping its size, and moves its time a second on (so
        /// that the change shows on a file system that keeps whole seconds, too).
        func edit(_ relative: String) throws {
            let path = root + "/" + relative
            var bytes = [UInt8](try #require(FileManager.default.contents(atPath: path)))
            bytes[0] = bytes[0] == UInt8(ascii: "/") ? UInt8(ascii: " ") : UInt8(ascii: "/")
            let time = try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.modificationDate: time.addingTimeInterval(1)], ofItemAtPath: path)
        }
    }

    @Test func buildsOnceThenOnlyWhenWhatMockgenIsBuiltFromChanges() throws {
        let checkout = try Checkout()
        defer { checkout.scratch.remove() }
        let arguments = ["generate", "--output", "Tests/My Mocks/", "two words", "", "*.swift"]
        let first = try checkout.run(arguments)
        #expect(first.status == 0, "\(first.stderr)")
        // The caller's folder and every argument reach the tool unchanged.
        #expect(first.stdout == "cwd=\(checkout.physicalCaller)\n" + arguments.map { "arg=\($0)\n" }.joined())
        #expect(checkout.builds.count == 1)
        // Built in the checkout, in release mode, without the Xcode phase's SDK.
        let build = try #require(checkout.builds.first).split(separator: "|", omittingEmptySubsequences: false)
        #expect(build.count == 3 && build[0] == checkout.physicalRoot && build[1] == "unset")
        #expect(build.last?.hasPrefix("build -c release --product mockgen") == true)

        // Nothing changed: no build (the first build's own Package.resolved included).
        #expect(try checkout.run(["version"]).stdout == "cwd=\(checkout.physicalCaller)\narg=version\n")
        #expect(checkout.builds.count == 1)

        var expected = 1
        func expectBuild(after change: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
            expected += 1
            #expect(try checkout.run(["version"]).status == 0, sourceLocation: sourceLocation)
            #expect(checkout.builds.count == expected, "\(change): a build", sourceLocation: sourceLocation)
            #expect(try checkout.run(["version"]).status == 0, sourceLocation: sourceLocation)
            #expect(checkout.builds.count == expected, "\(change): then no other", sourceLocation: sourceLocation)
        }
        try checkout.edit("Sources/MockgenCore/Pipeline/GenerationPipeline.swift")
        try expectBuild(after: "an edit in MockgenCore")
        try checkout.scratch.file("mockgen checkout/Sources/MockgenCore/Write/Added.swift", "// new\n")
        try expectBuild(after: "an added file")
        try FileManager.default.removeItem(atPath: checkout.root + "/Sources/MockgenCore/Write/Added.swift")
        try expectBuild(after: "a deleted file")
        try checkout.edit("Sources/CAllocator/CAllocator.c")
        try expectBuild(after: "an edit in a C target mockgen links")
        try checkout.edit("Package.swift")
        try expectBuild(after: "an edit of the manifest")
        try checkout.scratch.file("mockgen checkout/Package.resolved", "{ \"pins\" : [ { \"identity\" : \"swift-argument-parser\" } ], \"version\" : 3 }\n")
        try expectBuild(after: "other pins")
        try FileManager.default.removeItem(atPath: checkout.root + "/.build/release/mockgen")
        try expectBuild(after: "a deleted binary")

        // Package.resolved rewritten with the same pins (as a debug build in the checkout does).
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(5)], ofItemAtPath: checkout.root + "/Package.resolved")
        #expect(try checkout.run(["version"]).status == 0)
        #expect(checkout.builds.count == expected)
        // Editor files are not sources.
        try checkout.scratch.file("mockgen checkout/Sources/MockgenCore/.GenerationPipeline.swift.swp", "swap")
        #expect(try checkout.run(["version"]).status == 0)
        #expect(checkout.builds.count == expected)
    }

    /// A failed build runs no tool and is tried again; a file saved while a build runs makes the
    /// next call build again.
    @Test func aFailedBuildOrAnEditDuringTheBuildBuildsAgain() throws {
        let checkout = try Checkout()
        defer { checkout.scratch.remove() }
        #expect(try checkout.run(["version"]).status == 0)
        try checkout.edit("Sources/mockgen/GenerateCommand.swift")
        let failed = try checkout.run(["version"], environment: ["FAKE_SWIFT_FAIL": "1"])
        #expect(failed.status != 0)
        #expect(failed.stdout.isEmpty && failed.stderr.contains("error: the build failed"))
        #expect(try checkout.run(["version"]).status == 0)
        #expect(checkout.builds.count == 3)

        try checkout.edit("Sources/mockgen/GenerateCommand.swift")
        let during = checkout.root + "/Sources/MockgenCore/Pipeline/GenerationPipeline.swift"
        #expect(try checkout.run(["version"], environment: ["FAKE_SWIFT_EDIT": during]).status == 0)
        #expect(checkout.builds.count == 4)
        #expect(try checkout.run(["version"]).status == 0)
        #expect(checkout.builds.count == 5)
        #expect(try checkout.run(["version"]).status == 0)
        #expect(checkout.builds.count == 5)
    }
}
