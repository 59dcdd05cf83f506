import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// Pass 1's folded index in the incremental index's record (`FoldedIndexArchive`): after edits
/// that leave every skeleton as it was but for locations, a run takes the folded tables back
/// instead of folding every skeleton again, and writes exactly what a run without a cache writes.
@Suite struct FoldedIndexTests {
    /// The tables a finder answers with, in an order that does not depend on hashing.
    static func description(of finder: MockableTypeFinder) -> String {
        func sorted<Value>(_ table: [String: Value]) -> String { table.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "; ") }
        func sorted(_ names: Set<String>) -> String { names.sorted().joined(separator: ",") }
        var lines = finder.candidates.map { "\($0.order) \($0.qualifiedName) \($0.path) \($0.conditions) \($0.outerTypeName ?? "-") \($0.isInsidePrivateType) \($0.isDependency) \($0.needsAnyItself) \($0.declaration)" }
        lines.append(sorted(finder.byName.orders))
        lines.append(sorted(finder.typeAliases))
        lines.append(sorted(finder.constructibleTypes.mapValues { $0.map { "\($0.construction) \(String(describing: $0.typeAccess)) \($0.isDependency)" } ?? "none" }))
        lines.append(sorted(finder.extensionConformances))
        lines.append(sorted(finder.nestedNamesByOuter.mapValues(sorted)))
        lines.append(sorted(finder.spiGroupsByName.mapValues(sorted)))
        lines.append(sorted(finder.candidateRanges.mapValues { "\($0)" }))
        for names in [finder.noncopyableTypes, finder.nonescapableTypes, finder.inputTopLevelNames, finder.dependencyTopLevelNames, finder.inputGenericTopLevelNames,
                      finder.inputUnconditionalTopLevelNames, finder.inputImports, finder.declaredIntroducedNames] {
            lines.append(sorted(names))
        }
        lines.append("\(finder.walkedStandardInterfaces) \(finder.rank(of: StandardInterfaces.path))")
        return lines.joined(separator: "\n")
    }

    @Test(arguments: TwoPassGenerationTests.fixtureFolders)
    func theFoldedIndexSurvivesItsArchive(folder: String) throws {
        for keepsImportsByFile in [false, true] {
            let listed = InputExpander.expand([folder], glob: false).files
            let index = DeepStack.run { SourceIndex(paths: listed, keepsImportsByFile: keepsImportsByFile, retainedSourceBytes: 0) }
            let bytes = try #require(FoldedIndexArchive.encode(index)).flatMap { $0 }
            let decoded = try DeepStack.run { () throws -> FoldedIndexArchive.Contents? in
                try bytes.withUnsafeBytes { try FoldedIndexArchive.decode($0, sorted: listed.sorted(), keepsImportsByFile: keepsImportsByFile) }
            }
            let contents = try #require(decoded)
            #expect(Self.description(of: contents.finder) == Self.description(of: index.finder))
            #expect(contents.generated.map { listed.sorted()[$0] } == index.generatedInputs)
            #expect(contents.diagnostics.map(\.diagnostic) == index.diagnostics)
            #expect(contents.diagnostics.allSatisfy { index.paths[$0.file] == $0.diagnostic.location.path })
            #expect(Dictionary(uniqueKeysWithValues: contents.extendingFiles.map { ($0.key, $0.value.map { index.paths[$0] }) }) == index.extendingFiles)
            if keepsImportsByFile {
                #expect(Dictionary(uniqueKeysWithValues: contents.importsByFile.map { (index.paths[$0.key], $0.value) }) == index.importsByFile.mapValues(\.declarations))
            } else {
                #expect(contents.distinctImports == index.distinctImports)
            }
            // Written for other inputs, or another layout, it is not taken.
            let other = try DeepStack.run { () throws -> FoldedIndexArchive.Contents? in
                try bytes.withUnsafeBytes { try FoldedIndexArchive.decode($0, sorted: Array(listed.sorted().dropLast()), keepsImportsByFile: keepsImportsByFile) }
            }
            #expect(other == nil)
            let layout = try DeepStack.run { () throws -> FoldedIndexArchive.Contents? in
                try bytes.withUnsafeBytes { try FoldedIndexArchive.decode($0, sorted: listed.sorted(), keepsImportsByFile: !keepsImportsByFile) }
            }
            #expect(layout == nil)
        }
    }

    /// Every input of a fixture folder edited at once, the same way, then a cached run against
    /// a run without a cache. `resumed`: whether the edit keeps every skeleton but for locations.
    @Test(arguments: TwoPassGenerationTests.fixtureFolders, [
        Edit.appendedFunction, Edit.lineAddedAtTheTop, Edit.protocolAppended,
    ])
    func editsEverywhereGiveWhatAFullRunGives(folder: String, edit: Edit) throws {
        let scratch = ScratchFolder("folded-index")
        defer { scratch.remove() }
        let copy = scratch.path + "/In"
        try FileManager.default.copyItem(atPath: folder, toPath: copy)
        let files = InputExpander.expand([copy], glob: false).files
        for output in [scratch.path + "/Mocks.swift", scratch.path + "/Mocks/"] {
            let cache = scratch.path + "/cache"
            try? FileManager.default.removeItem(atPath: cache)
            let options = GeneratorOptions(includeHeader: true, debug: !output.hasSuffix("/"))
            _ = IndexCacheTests.cachedRun([copy], output: output, cache: cache, options: options)
            var contents: [String: Data] = [:]
            for file in files {
                let original = try Data(contentsOf: URL(fileURLWithPath: file))
                contents[file] = original
                try edit.applied(to: original).write(to: URL(fileURLWithPath: file))
            }
            let expected = TwoPassGenerationTests.run([copy], output: output, onePass: true, options: options)
            let (run, statistics) = IndexCacheTests.cachedRun([copy], output: output, cache: cache, options: options)
            #expect(run == expected)
            #expect(statistics.resumedFold == edit.keepsSkeletons)
            // And back: the record the edited run wrote answers the next edit as well.
            for (file, original) in contents { try original.write(to: URL(fileURLWithPath: file)) }
            let restored = TwoPassGenerationTests.run([copy], output: output, onePass: true, options: options)
            let (again, _) = IndexCacheTests.cachedRun([copy], output: output, cache: cache, options: options)
            #expect(again == restored)
        }
    }

    enum Edit: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case appendedFunction, lineAddedAtTheTop, protocolAppended

        var testDescription: String { rawValue }

        var keepsSkeletons: Bool { self != .protocolAppended }

        func applied(to original: Data) -> Data {
            switch self {
            case .appendedFunction: return original + Data("\nfunc foldedIndexTestFunction() {}\n".utf8)
            case .lineAddedAtTheTop: return Data("\n".utf8) + original
            case .protocolAppended: return original + Data("\nprotocol FoldedIndexTestProtocol {}\n".utf8)
            }
        }
    }

    /// mockgen's own output among the inputs (it skips it) does not stop pass 1 being taken back.
    @Test func anOutputAmongTheInputs() throws {
        let scratch = ScratchFolder("folded-index-output")
        defer { scratch.remove() }
        let folder = try IndexCacheTests.module(in: scratch)
        let output = folder + "/GeneratedMocks.swift"
        let cache = scratch.path + "/cache"
        _ = IndexCacheTests.cachedRun([folder], output: output, cache: cache)
        _ = IndexCacheTests.cachedRun([folder], output: output, cache: cache)
        try scratch.file("In/Leaf.swift", "protocol Leaf: Root {\n    func leaf() -> Int\n    func more()\n}\n")
        let expected = TwoPassGenerationTests.run([folder], output: output, onePass: true)
        let (run, statistics) = IndexCacheTests.cachedRun([folder], output: output, cache: cache)
        #expect(run == expected)
        #expect(statistics.resumedFold)
    }
}
