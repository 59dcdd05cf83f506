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
        lines.append(sorted(finder.typeAliases.dictionary))
        lines.append(sorted(finder.constructibleTypes.dictionary.mapValues { $0.map { "\($0.construction) \(String(describing: $0.typeAccess)) \($0.isDependency)" } ?? "none" }))
        lines.append(sorted(finder.extensionConformances.dictionary))
        lines.append(sorted(finder.nestedNamesByOuter.dictionary.mapValues(sorted)))
        lines.append(sorted(finder.spiGroupsByName.dictionary.mapValues(sorted)))
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
            #expect(Dictionary(uniqueKeysWithValues: contents.extendingFiles.dictionary.map { ($0.key, $0.value.map { index.paths[$0] }) }) == index.extendingFiles.dictionary)
            if keepsImportsByFile {
                #expect(Dictionary(uniqueKeysWithValues: contents.importsByFile.map { (index.paths[$0.key], $0.value) }) == index.importsByFile.mapValues(\.declarations))
            } else {
                #expect(contents.distinctImports.dictionary == index.distinctImports.dictionary)
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

    /// Decoded with an owner of its bytes (the mapped record), the tables by name are read where
    /// they are (`IndexedTable`): every name answers what the folded finder answers, names it
    /// never had answer nothing, and the whole table made from them is the same.
    @Test(arguments: TwoPassGenerationTests.fixtureFolders)
    func tablesReadWhereTheyAreAnswerAsTheFoldedOnes(folder: String) throws {
        let listed = InputExpander.expand([folder], glob: false).files
        let index = DeepStack.run { SourceIndex(paths: listed, keepsImportsByFile: false, retainedSourceBytes: 0) }
        let held = HeldBytes(try #require(FoldedIndexArchive.encode(index)).flatMap { $0 })
        let contents = try #require(try DeepStack.run { try FoldedIndexArchive.decode(held.bytes, sorted: listed.sorted(), keepsImportsByFile: false, owner: held) })
        let kept = contents.finder
        let folded = index.finder
        #expect(kept.typeAliases.isKept && kept.constructibleTypes.isKept && kept.extensionConformances.isKept && contents.extendingFiles.isKept)
        func check<Value: Equatable>(_ keptTable: NameTable<Value>, _ foldedTable: NameTable<Value>) {
            #expect(keptTable.count == foldedTable.count)
            for (key, value) in foldedTable.dictionary { #expect(keptTable[key] == value, "\(key)") }
            for absent in ["", "NoSuchName", "Swift.NoSuchName", "é"] where foldedTable[absent] == nil { #expect(keptTable[absent] == nil) }
            #expect(keptTable.dictionary == foldedTable.dictionary)
        }
        check(kept.typeAliases, folded.typeAliases)
        check(kept.constructibleTypes.mapValues { $0.map { "\($0.construction) \(String(describing: $0.typeAccess)) \($0.isDependency)" } },
              folded.constructibleTypes.mapValues { $0.map { "\($0.construction) \(String(describing: $0.typeAccess)) \($0.isDependency)" } })
        check(kept.extensionConformances, folded.extensionConformances)
        check(kept.nestedNamesByOuter, folded.nestedNamesByOuter)
        check(kept.spiGroupsByName, folded.spiGroupsByName)
        let paths = index.paths
        check(contents.extendingFiles.mapValues { $0.map { paths[$0] } }, index.extendingFiles)
        // Changed, a kept table becomes a dictionary with every entry and the change.
        var changed = kept.typeAliases
        changed["AddedByTheTest"] = .named("Int")
        #expect(!changed.isKept && changed.count == folded.typeAliases.count + (folded.typeAliases["AddedByTheTest"] == nil ? 1 : 0))
        #expect(changed["AddedByTheTest"] == .named("Int"))
    }

    /// A changed declaration that leaves the folded index as it was takes the recorded header
    /// back (`RecordedHeader`), unless what the mocks say of the header changed: here a member
    /// that mentions an `@_spi` type, whose group the `@testable` import then names.
    @Test func theRecordedHeaderIsTakenOnlyWithTheFactsItWasMadeWith() throws {
        let scratch = ScratchFolder("folded-index-header")
        defer { scratch.remove() }
        try scratch.file("In/Secret.swift", "@_spi(Internal) public struct Secret {\n    public init() {}\n}\n")
        try scratch.file("In/Service.swift", "public protocol Service {\n    func run()\n}\n")
        try scratch.file("In/Other.swift", "#if canImport(Foundation)\nimport Foundation\n#endif\npublic protocol Other {\n    func other()\n}\n")
        let folder = try scratch.folder("In")
        let output = scratch.path + "/Mocks.swift"
        let cache = scratch.path + "/cache"
        let options = GeneratorOptions(testableImports: ["M"], includeHeader: true)
        _ = IndexCacheTests.cachedRun([folder], output: output, cache: cache, options: options)
        let edits = [
            // The same facts: the header is the recorded one.
            ("public protocol Service {\n    func run()\n    func added()\n}\n", true),
            // A mock that now names the `Internal` group: the header is made again.
            ("public protocol Service {\n    func run()\n    func added()\n    func reveal() -> Secret\n}\n", false),
            // And back: made again too.
            ("public protocol Service {\n    func run()\n}\n", false),
        ]
        for (edit, reused) in edits {
            try edit.write(toFile: folder + "/Service.swift", atomically: false, encoding: .utf8)
            let expected = TwoPassGenerationTests.run([folder], output: output, onePass: true, options: options)
            let (run, statistics) = IndexCacheTests.cachedRun([folder], output: output, cache: cache, options: options)
            #expect(statistics.resumedFold)
            #expect(statistics.reusedHeader == reused)
            #expect(run == expected)
            #expect(run.files[output]?.contains("@_spi(Internal) @testable import M") == edit.contains("reveal"))
        }
    }

    /// A recorded header comes back as it was written; cut short or with bytes after it, it is
    /// not taken.
    @Test func aRecordedHeaderSurvivesItsBytes() {
        let facts = HeaderFacts(publicMockPaths: ["/a/B.swift", "/a/A.swift"], spiGroups: ["G"],
                                privateImports: [HeaderFacts.PrivateImport(module: "App", file: "A.swift")])
        let header = RecordedHeader(facts: facts, text: "// Generated by mockgen.\nimport MockRuntime\n")
        let bytes = header.encoded
        #expect(bytes.withUnsafeBytes { RecordedHeader(decoding: $0) } == header)
        #expect(Array(bytes.dropLast()).withUnsafeBytes { RecordedHeader(decoding: $0) } == nil)
        #expect((bytes + [0]).withUnsafeBytes { RecordedHeader(decoding: $0) } == nil)
    }

    /// An indexed table whose buckets point past its entries, or whose bucket count is not the
    /// one its count gives, is malformed: the record is not taken.
    @Test func aDamagedIndexedTableIsMalformed() throws {
        var encoder = SkeletonArchive.Encoder(path: "", locations: true)
        let encoded = encoder.indexedTable(NameTable(["A": ["B"], "C": []]), { $0.writer.strings($1) })
        #expect(encoded)
        let good = encoder.writer.bytes
        func decodes(_ bytes: [UInt8]) -> Bool {
            let held = HeldBytes(bytes)
            var decoder = SkeletonArchive.Decoder(reader: ArchiveReader(held.bytes), path: "")
            return (try? decoder.indexedTable(kept: held) { try $0.reader.strings() }) != nil
        }
        #expect(decodes(good))
        var pastTheEnd = good
        pastTheEnd[3] = 0xFF  // the first bucket (after count 2, 4 buckets, the entries' length)
        #expect(!decodes(pastTheEnd))
        var wrongBuckets = good
        wrongBuckets[1] = 8
        #expect(!decodes(wrongBuckets))
    }

    /// Bytes kept for as long as a decoded archive's tables read them.
    final class HeldBytes: ArchiveBytesOwner, @unchecked Sendable {
        let bytes: UnsafeRawBufferPointer

        init(_ contents: [UInt8]) {
            let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(contents.count, 1), alignment: 8)
            buffer.copyBytes(from: contents)
            bytes = UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffer)[0..<contents.count])
        }

        deinit { UnsafeMutableRawPointer(mutating: bytes.baseAddress)?.deallocate() }
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
