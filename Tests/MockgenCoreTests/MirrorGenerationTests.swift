import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// `--mirror`: the checked-in mirror file and mocks of `Fixtures/Mirrored` are the pipeline's
/// output for the Makefile's command (MirrorTests compiles and runs them); what cannot be
/// mirrored is said.
@Suite struct MirrorGenerationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static var request: GenerationRequest {
        var request = GenerationRequest(inputs: [], dependencies: [root + "/Fixtures/Mirrored/VendorKit"],
                                        output: root + "/Tests/MirrorTests/Mocks/Mock.KeychainProtocol.swift",
                                        options: GeneratorOptions(testableImports: ["MirrorClient"], imports: ["VendorKit"], includeHeader: true))
        request.mirroredNames = ["Keychain"]
        request.mirrorOutput = root + "/Fixtures/Mirrored/MirrorClient/KeychainMirror.swift"
        return request
    }

    @Test func checkedInFilesAreThePipelinesOutput() throws {
        let plan = GenerationPipeline.plan(Self.request)
        #expect(!plan.hasErrors, "\(plan.diagnostics)")
        #expect(plan.files.map { String($0.path.dropFirst(Self.root.count + 1)) }.sorted() == [
            "Fixtures/Mirrored/MirrorClient/KeychainMirror.swift", "Tests/MirrorTests/Mocks/Mock.KeychainProtocol.swift",
        ])
        for file in plan.files {
            if ProcessInfo.processInfo.environment["MOCKGEN_RECORD_MOCKS"] == "1" {
                try file.content.write(toFile: file.path, atomically: true, encoding: .utf8)
            } else {
                #expect(try String(contentsOfFile: file.path, encoding: .utf8) == file.content, "\(file.path): run `make mocks`")
            }
        }
    }

    @Test func theMirrorKeepsStaticsMutatingAndStoredProperties() throws {
        let source = """
        import Foundation
        public struct Clock {
            public var zone: String
            public private(set) var ticks: Int
            public static func now() -> Date { Date() }
            public mutating func shift(by hours: Int) {}
            public func opaque() -> some Collection { [1] }
            public init(zone: String) { self.zone = zone; ticks = 0 }
        }
        """
        let scratchFolder = ScratchFolder("mirror")
        defer { scratchFolder.remove() }
        let folder = scratchFolder.path
        try source.write(toFile: folder + "/Clock.swift", atomically: true, encoding: .utf8)
        var request = GenerationRequest(inputs: [folder + "/Clock.swift"], output: folder + "/Mocks.swift")
        request.mirroredNames = ["Clock"]
        request.mirrorOutput = folder + "/ClockMirror.swift"
        let plan = GenerationPipeline.plan(request)
        let mirror = try #require(plan.files.first { $0.path.hasSuffix("ClockMirror.swift") }).content
        #expect(mirror.contains("""
        public protocol ClockProtocol {
            var zone: String { get set }
            var ticks: Int { get }
            static func now() -> Date
            mutating func shift(by hours: Int)
        }

        extension Clock: ClockProtocol {}
        """))
        let messages = plan.diagnostics.map(\.message)
        #expect(messages.contains("not mirroring Clock.opaque(…): an opaque result type (`some`) names a type only the original implementation knows"))
        #expect(try #require(plan.files.first { $0.path.hasSuffix("Mocks.swift") }).content.contains("class MockClockProtocol: ClockProtocol, Mock, StaticMock"))
    }

    /// A `--mirror` name that matches nothing is an error: the run writes nothing and fails.
    @Test func mirroringANameThatIsNotThereIsAnError() throws {
        let scratch = ScratchFolder("mirror-missing")
        defer { scratch.remove() }
        try scratch.file("Clock.swift", "public struct Clock { public var ticks: Int }\n")
        var request = GenerationRequest(inputs: [scratch.path + "/Clock.swift"], output: scratch.path + "/Mocks.swift")
        request.mirroredNames = ["Clock", "Nope"]
        request.mirrorOutput = scratch.path + "/ClockMirror.swift"
        let report = GenerationPipeline.run(request)
        #expect(report.hasErrors)
        #expect(report.diagnostics.contains { $0.severity == .error && $0.message.hasPrefix("--mirror Nope: no struct, class, enum or actor of that name among the inputs") })
        #expect(scratch.list() == ["Clock.swift"])
    }

    @Test func mirrorWithoutAnOutputIsAnError() {
        var request = GenerationRequest(inputs: [], output: "/tmp/x.swift")
        request.mirroredNames = ["Clock"]
        let plan = GenerationPipeline.plan(request)
        #expect(plan.diagnostics.contains { $0.severity == .error && $0.message.hasPrefix("--mirror needs --mirror-output") })
    }
}
