import Foundation
@testable import MockgenCore
import Testing

/// Every generated file imports MockRuntime: a module's own type named like one of MockRuntime's
/// (`ProxyContext`, `ClassMock`) is written module-qualified in the mocks, so the list of
/// MockRuntime's names must be MockRuntime's (issue 29, class 7).
@Suite struct ImportedTypeNamesTests {
    @Test func runtimeNamesAreMockRuntimesPublicTopLevelTypes() throws {
        let sources = GeneratedFileSnapshotTests.root.appendingPathComponent("Sources/MockRuntime")
        var declared: Set<String> = []
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources.path))
        let pattern = try NSRegularExpression(pattern: "^public (?:final )?(?:struct|class|enum|protocol|typealias|actor) ([A-Za-z][A-Za-z0-9_]*)", options: .anchorsMatchLines)
        while let name = enumerator.nextObject() as? String {
            guard name.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(name), encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { declared.insert(String(text[range])) }
            }
        }
        #expect(declared == ImportedTypeNames.runtime, "missing: \(declared.subtracting(ImportedTypeNames.runtime).sorted()), extra: \(ImportedTypeNames.runtime.subtracting(declared).sorted())")
    }

    @Test func aModuleTypeNamedLikeARuntimeTypeIsQualified() {
        let source = "public struct ProxyContext {}\npublic protocol P { func f(_ c: ProxyContext) }"
        #expect(ResolveModuleQualificationTests.signature(source) == "public final func f(_ c: M.ProxyContext) {")
    }
}
