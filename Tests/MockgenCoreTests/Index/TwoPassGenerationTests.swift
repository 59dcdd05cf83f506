import Foundation
import Testing
@testable import MockgenCore
import TestSupport

/// A two-pass run (index, then chunks parsed again) writes what resolving every full model at
/// once writes, byte for byte, with the same diagnostics.
@Suite struct TwoPassGenerationTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// Every fixture folder the generator is tested on, Swift only.
    static let fixtureFolders: [String] = {
        let regressions = repository + "/Fixtures/Regressions"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: regressions)) ?? []).sorted()
        return ["Fixtures/Sources", "Fixtures/CuckooCompat"].map { repository + "/" + $0 }
            + names.map { regressions + "/" + $0 + "/Sources" }.filter { FileManager.default.fileExists(atPath: $0) }
    }()

    struct Run: Equatable, CustomStringConvertible {
        var files: [String: String]
        var diagnostics: [String]
        var mockCount: Int
        var description: String { "\(mockCount) mocks, \(files.count) files, diagnostics: \(diagnostics)" }
    }

    static func run(_ inputs: [String], output: String, onePass: Bool, retained: Int = 16 << 20, options: GeneratorOptions = GeneratorOptions(includeHeader: true, debug: true)) -> Run {
        var request = GenerationRequest(inputs: inputs, output: output, options: options)
        request.inOnePass = onePass
        request.retainedSourceBytes = retained
        let counter = ResolutionCounter()
        let plan = TwoPassGeneration.$runCounter.withValue(counter) { GenerationPipeline.plan(request) }
        // Else the comparison would compare the one-pass path with itself.
        #expect(counter.value == (onePass ? 0 : 1))
        return Run(files: Dictionary(plan.files.map { ($0.path, $0.content) }, uniquingKeysWith: { first, _ in first }),
                   diagnostics: plan.diagnostics.map(\.description), mockCount: plan.mockCount)
    }

    @Test(arguments: fixtureFolders)
    func oneFileIsByteIdentical(folder: String) {
        let output = NSTemporaryDirectory() + "two-pass-\(UUID().uuidString).swift"
        let expected = Self.run([folder], output: output, onePass: true)
        #expect(expected.mockCount > 0 || folder.contains("Regressions"))
        // Nothing kept from pass 1: every file a chunk needs is parsed again.
        #expect(Self.run([folder], output: output, onePass: false, retained: 0) == expected)
        // Pass 1 keeps what it reads (up to 64 bytes here, so most files are parsed again).
        #expect(Self.run([folder], output: output, onePass: false, retained: 64) == expected)
    }

    @Test(arguments: fixtureFolders)
    func folderModeIsByteIdentical(folder: String) {
        let output = NSTemporaryDirectory() + "two-pass-\(UUID().uuidString)/"
        let expected = Self.run([folder], output: output, onePass: true, options: GeneratorOptions(includeHeader: true))
        #expect(Self.run([folder], output: output, onePass: false, retained: 0, options: GeneratorOptions(includeHeader: true)) == expected)
    }

    @Test func optionsThatChangeSelectionAreByteIdentical() {
        let folder = Self.repository + "/Fixtures/Sources"
        let output = NSTemporaryDirectory() + "two-pass-\(UUID().uuidString).swift"
        var options = GeneratorOptions(testableImports: ["Fixtures"], excludedTypes: ["Greeter", "NoSuchType"], includeHeader: true, debug: true)
        options.mockInheritedMembers = false
        options.mockClasses = false
        let expected = Self.run([folder], output: output, onePass: true, options: options)
        #expect(expected.diagnostics.contains { $0.contains("--exclude NoSuchType") })
        #expect(Self.run([folder], output: output, onePass: false, retained: 0, options: options) == expected)
        options = GeneratorOptions(typeNamePattern: "^Mail", includeHeader: true)
        #expect(Self.run([folder], output: output, onePass: false, retained: 0, options: options) == Self.run([folder], output: output, onePass: true, options: options))
    }

    /// Inheritance across files: the chunk with `Leaf` must read the files of its ancestors
    /// (through a type alias, which the index itself knows) and of the protocol extensions that
    /// give defaults, and no other file.
    @Test func aChunkReadsTheFilesItsInheritanceReaches() throws {
        let scratch = ScratchFolder("two-pass-context")
        defer { scratch.remove() }
        let leaf = try scratch.file("In/Leaf.swift", "class Leaf: Middle, Named { func leaf() {} }\n")
        let middle = try scratch.file("In/Middle.swift", "class Middle: Root { func middle() {} }\n")
        let root = try scratch.file("In/Root.swift", "class Root { func root() {} }\n")
        try scratch.file("In/Named.swift", "typealias Named = Labelled & AnyObject\n")
        let labelled = try scratch.file("In/Labelled.swift", "protocol Labelled { var label: String { get } }\n")
        let defaults = try scratch.file("In/Defaults.swift", "extension Labelled { var label: String { \"\" } }\nextension Unrelated { func f() {} }\n")
        try scratch.file("In/Unrelated.swift", "protocol Unrelated { func f() }\nstruct Value { var x: Int }\n")
        let index = SourceIndex(paths: try FileManager.default.contentsOfDirectory(atPath: scratch.path + "/In").map { scratch.path + "/In/" + $0 },
                                keepsImportsByFile: false, retainedSourceBytes: 0)
        #expect(index.retained.isEmpty)
        let context = ResolutionContextFiles(finder: index.finder, extendingFiles: index.extendingFiles)
        let candidate = try #require(index.finder.candidates.first { $0.qualifiedName == "Leaf" })
        #expect(context.files(for: [candidate]) == [leaf, middle, root, labelled, defaults])
        // The skeleton keeps no members; the patched finder has them again.
        #expect(candidate.declaration.members.isEmpty)
        let models = try [leaf, middle].map { DeclarationParser.parse(try SourceReader.read(path: $0).get(), path: $0) }
        let patched = try index.finder.patched(with: models)
        #expect(patched.candidates[candidate.order].declaration.members.count == 1)
        #expect(patched.byName["Middle"]?.declaration.members.count == 1)
    }

    /// What pass 2 keeps of a file it parses again: the declarations the chunk's lookups read
    /// (the types found, at any depth, and every extension of them) in full, the rest as
    /// skeletons, so a file read for one extension costs that extension, not the whole file.
    @Test func aChunkKeepsInFullOnlyWhatItsLookupsRead() throws {
        let scratch = ScratchFolder("two-pass-pruned")
        defer { scratch.remove() }
        let leaf = try scratch.file("In/Leaf.swift", """
            protocol Leaf: Base { func leaf() }
            struct Helper { func help() {}; var value = 1 }

            """)
        let base = try scratch.file("In/Base.swift", """
            enum Namespace {
                protocol Inner { func inner() }
                static func unrelated() {}
            }
            protocol Base: Namespace.Inner { func base() }
            extension Base { func base() {} }
            extension Helper { func more() {} }
            class Other { func other() {} }

            """)
        let index = SourceIndex(paths: [leaf, base], keepsImportsByFile: false, retainedSourceBytes: 0)
        let context = ResolutionContextFiles(finder: index.finder, extendingFiles: index.extendingFiles)
        let candidate = try #require(index.finder.candidates.first { $0.qualifiedName == "Leaf" })
        let reach = context.reach(of: [candidate])
        #expect(reach.files == [leaf, base])
        let full = DeclarationParser.parse(try SourceReader.read(path: base).get(), path: base)
        let pruned = ModelSkeleton.pruned(full, keepingInFull: reach)
        // Read in full: the protocols the lookups find (one nested in a namespace) and the
        // extension of one of them; their members are all there.
        #expect(Self.type("Base", .protocol, in: pruned.declarations)?.members.count == 1)
        #expect(Self.type("Inner", .protocol, in: pruned.declarations)?.members.count == 1)
        #expect(Self.type("Base", .extension, in: pruned.declarations)?.members.count == 1)
        // Skeletons: the namespace around `Inner` keeps only it, the class and the extension of
        // another type keep no members.
        #expect(Self.type("Namespace", .enum, in: pruned.declarations)?.members.count == 1)
        #expect(Self.type("Other", .class, in: pruned.declarations)?.members.isEmpty == true)
        #expect(Self.type("Helper", .extension, in: pruned.declarations)?.members.isEmpty == true)
        // And the index takes the pruned model as it took the full one.
        let patched = try index.finder.patched(with: [pruned])
        #expect(patched.byName["Base"]?.declaration.members.count == 1)
        #expect(patched.byName["Namespace.Inner"]?.declaration.members.count == 1)
    }

    /// Pass 1 steps over the members no skeleton keeps; what is wrong inside one is still said
    /// once the file is parsed again in full (its class is mocked), as a one-pass run says it, and
    /// once only.
    @Test func anErrorInsideASteppedOverMemberIsReportedOnce() throws {
        let scratch = ScratchFolder("two-pass-member-error")
        defer { scratch.remove() }
        try scratch.file("In/Store.swift", """
            open class Store {
                let (first, second) = (1, 2)
                open func load(id: ) -> Int { 1 }
                open func save(_ value: Int) {}
            }

            """)
        try scratch.file("In/Other.swift", "protocol Other { func other() }\n")
        let inputs = [scratch.path + "/In"]
        let onePass = Self.run(inputs, output: scratch.path + "/Out.swift", onePass: true)
        let twoPass = Self.run(inputs, output: scratch.path + "/Out.swift", onePass: false, retained: 0)
        #expect(onePass.diagnostics.contains { $0.contains("error:") && $0.contains("Store.swift:3:") }, "\(onePass.diagnostics)")
        // The warning pass 1 gave (a stored property of a class is read) is not said twice.
        #expect(onePass.diagnostics.filter { $0.contains("warning:") }.count == 1)
        #expect(twoPass.diagnostics == onePass.diagnostics)
    }

    /// A one-pass run reads structs, enums and actors as pass 1 does (`FullTypeSelection.mockableKinds`):
    /// nothing reported for a broken function of a struct, an enum or an actor, in either way; an
    /// error where such a type sits inside a class (read in full, with all it holds); in an
    /// extension, in one pass (which reads every extension: it cannot tell what an extension
    /// extends before the end), not in two passes unless it extends a mocked type; and
    /// everything with `--replace`, which reads structs in full.
    @Test func oneAndTwoPassRunsReportTheSameErrorsInsideValueTypes() throws {
        let scratch = ScratchFolder("one-pass-value-type-error")
        defer { scratch.remove() }
        try scratch.file("In/Values.swift", """
            struct Point {
                var x = 0
                func moved(by: ) -> Point { self }
            }
            enum Mode { case on, off
                func flipped(to: ) -> Mode { self }
            }
            actor Counter {
                func add(amount: ) {}
            }
            open class Holder {
                struct Inner {
                    func broken(value: ) {}
                }
            }
            extension Point {
                func scaled(by: ) -> Point { self }
            }

            """)
        try scratch.file("In/Other.swift", "protocol Other { func other() }\n")
        let inputs = [scratch.path + "/In"]
        let onePass = Self.run(inputs, output: scratch.path + "/Out.swift", onePass: true)
        let twoPass = Self.run(inputs, output: scratch.path + "/Out.swift", onePass: false, retained: 0)
        let errorLines = onePass.diagnostics.filter { $0.contains("error:") }.compactMap { $0.split(separator: ":").dropFirst().first }
        #expect(errorLines == ["13", "17"], "\(onePass.diagnostics)")
        #expect(twoPass.diagnostics == onePass.diagnostics.filter { !$0.contains("Values.swift:17:") })
        // `--replace` reads every struct in full (one pass only): the struct's, enum's and actor's errors too.
        var options = GeneratorOptions(includeHeader: true, debug: true)
        options.replacedNames = ["Point"]
        let replacing = Self.run(inputs, output: scratch.path + "/Out.swift", onePass: true, options: options)
        let replacingLines = replacing.diagnostics.filter { $0.contains("error:") }.compactMap { $0.split(separator: ":").dropFirst().first }
        #expect(replacingLines == ["3", "6", "9", "13", "17"], "\(replacing.diagnostics)")
    }

    private static func type(_ name: String, _ kind: TypeDeclaration.Kind, in declarations: [Declaration]) -> TypeDeclaration? {
        for case .type(let type) in declarations {
            if type.name == name && type.kind == kind { return type }
            if let nested = Self.type(name, kind, in: type.members) { return nested }
        }
        return nil
    }

    /// A file whose types changed between the passes is an error at that file, never a crash or
    /// a mock of the wrong declaration.
    @Test func aFileThatLostATypeCannotPatchTheIndex() throws {
        let scratch = ScratchFolder("two-pass-changed")
        defer { scratch.remove() }
        let path = try scratch.file("In/A.swift", "protocol A { func a() }\nclass B { func b() {} }\n")
        let index = SourceIndex(paths: [path], keepsImportsByFile: false, retainedSourceBytes: 0)
        #expect(throws: MockableTypeFinder.ChangedFile.self) {
            try index.finder.patched(with: [DeclarationParser.parse(Array("protocol A { func a() }\n".utf8), path: path)])
        }
        do {
            _ = try index.finder.patched(with: [DeclarationParser.parse(Array("protocol A { func a() }\n".utf8), path: path)])
        } catch {
            #expect(error.path == path)
        }
    }

    /// Pass 2 reads a file again only as pass 1 read it: a file written in between is found out,
    /// whether pass 1 hashed it or (without a record to keep) let its stamp vouch for it, which
    /// it does only when older than the run by the clock's margin: a file written just before
    /// the run is hashed all the same.
    @Test(arguments: [false, true])
    func aFileWrittenBetweenThePassesIsFoundOut(vouchingByStamps: Bool) throws {
        let scratch = ScratchFolder("two-pass-between")
        defer { scratch.remove() }
        let old = try scratch.file("In/Old.swift", "protocol Old { func a() }\n")
        let recent = try scratch.file("In/Recent.swift", "protocol Recent { func a() }\n")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: old)
        let index = SourceIndex(paths: [old, recent], keepsImportsByFile: false, retainedSourceBytes: 0, vouchingByStamps: vouchingByStamps)
        func readsAsBefore(_ path: String) throws -> Bool {
            let read = try SourceReader.readStamped(path: path).get()
            return index.readsAsBefore(path, stamp: read.stamp, bytes: read.bytes)
        }
        #expect(try readsAsBefore(old) && readsAsBefore(recent))
        // Pass 1 hashed what it could not vouch for by its stamp, and only that.
        #expect((index.fingerprint(of: old) == nil) == vouchingByStamps)
        #expect(index.fingerprint(of: recent) != nil)
        // The same size, another content, a newer time.
        try Data("protocol Old { func b() }\n".utf8).write(to: URL(fileURLWithPath: old))
        try Data("protocol Recent { func b() }\n".utf8).write(to: URL(fileURLWithPath: recent))
        #expect(try !readsAsBefore(old))
        #expect(try !readsAsBefore(recent))
        #expect(!index.readsAsBefore(scratch.path + "/In/Missing.swift", stamp: FileStamp(size: 1, modified: 1), bytes: [0x20]))
    }

    /// One output file reads every input's imports: equal lists are kept once, unequal ones
    /// (another module, `@testable`, another `#if` condition) each.
    /// Pass 2 takes only the candidates its chunk reads in full (`readInFull`): the others keep
    /// pass 1's skeletons, whose facts a body stepped over (`Parser+UnreadBodies.swift`) lacks.
    @Test func onlyCandidatesReadInFullArePatchedIn() throws {
        let scratch = ScratchFolder("two-pass-patch-read")
        defer { scratch.remove() }
        let path = try scratch.file("In/A.swift", "protocol A { func a() }\nclass B { deinit {} }\n")
        let index = SourceIndex(paths: [path], keepsImportsByFile: false, retainedSourceBytes: 0)
        #expect(index.finder.byName["B"]?.declaration.declaresDeinitializer == true)
        let selection = FullTypeSelection(typeNames: ["A"], extendedNames: [], skipsUnreadBodies: true)
        let pruned = DeclarationParser.parsePruned(try SourceReader.read(path: path).get(), path: path, keepingInFull: selection)
        let taken = try index.finder.patched(with: [pruned]) { $0.qualifiedName == "A" }
        #expect(taken.byName["A"]?.declaration.members.count == 1)
        #expect(taken.byName["B"]?.declaration.declaresDeinitializer == true)
        // Taken whole, the stepped-over class would have lost its deinitializer.
        #expect(try index.finder.patched(with: [pruned]).byName["B"]?.declaration.declaresDeinitializer == false)
    }

    @Test func equalImportListsAreKeptOnce() throws {
        let scratch = ScratchFolder("two-pass-imports")
        defer { scratch.remove() }
        let sources = [
            "import Foundation\nprotocol A {}\n", "import Foundation\nprotocol B {}\n", "@testable import Foundation\n",
            "import Dispatch\n", "#if os(Linux)\nimport Glibc\n#endif\n", "#if os(macOS)\nimport Glibc\n#endif\n", "struct NoImports {}\n",
        ]
        let paths = try sources.enumerated().map { try scratch.file("In/F\($0.offset).swift", $0.element) }
        let index = SourceIndex(paths: paths, keepsImportsByFile: false, retainedSourceBytes: 0)
        #expect(index.importModels.count == 5)
        #expect(index.fileNames.count == 7)
        #expect(SourceIndex(paths: paths, keepsImportsByFile: true, retainedSourceBytes: 0).importModels.map(\.path) == paths.sorted())
    }

    @Test func theSkeletonKeepsTypesAliasesAndImportsOnly() {
        let source = """
        import Foundation
        #if canImport(Glibc)
        import Glibc
        func helper() {}
        #endif
        /// Documented.
        public protocol P: AnyObject { associatedtype Item; typealias Pair = (Item, Item); func f(); var v: Int { get } }
        struct S { enum Inner { case a }; let x: Int; func g() {} }
        func topLevel() {}
        """
        let model = DeclarationParser.parse(Array(source.utf8), path: "/tmp/S.swift")
        let skeleton = ModelSkeleton.of(model)
        #expect(skeleton.declarations.count == 4)
        guard case .type(let p) = skeleton.declarations[2], case .type(let s) = skeleton.declarations[3] else {
            Issue.record("types missing: \(skeleton.declarations)")
            return
        }
        #expect(p.header.documentation == nil)
        #expect(p.members.count == 2)
        #expect(s.members.count == 1)
        let imports = ModelSkeleton.imports(of: model)
        #expect(imports.declarations.count == 2)
        if case .ifConfig(let block) = imports.declarations[1] { #expect(block.clauses[0].declarations.count == 1) }
    }
}
