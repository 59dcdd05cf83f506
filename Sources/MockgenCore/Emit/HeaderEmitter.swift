#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// What the top of a generated file depends on (the part of `GeneratorOptions` it needs).
struct HeaderOptions: Sendable, Equatable {
    var includeHeader: Bool
    var timestamp: Date?
    var generatorVersion: String
    var testableImports: [String]
    var imports: [String]
}

/// The top of a generated file: the marker line, the optional header, and the imports.
struct HeaderEmitter: Sendable {
    let options: HeaderOptions
    /// The input files whose types this output mocks.
    let models: [SourceFileModel]
    /// Further files whose imports the mocks need: `--dependency` sources declaring ancestors.
    var ancestorModels: [SourceFileModel] = []
    /// Some mock is `public`: with `InternalImportsByDefault` (Swift 7's default) its
    /// conformances need `public import` of MockRuntime and of the mocked module.
    var hasPublicMocks: Bool { !publicMockPaths.isEmpty }
    /// Files declaring a type that got a `public` mock (or one of its ancestors).
    var publicMockPaths: Set<String> = []
    /// `@_spi(Group)` groups that mocked types and members belong to: the tested modules are
    /// imported with them (a group a module does not declare is accepted by Swift).
    var spiGroups: [String] = []
    /// `@_private(sourceFile: "APIClient.swift") import App`: the private stored properties a
    /// replaced designated initializer assigns (docs/BeyondInheritance.md).
    var privateImports: [HeaderFacts.PrivateImport] = []
    /// The input file names the header lists, when `models` do not carry them (a two-pass run
    /// keeps each distinct import list once, not one model per file).
    var fileNames: Set<String>?

    /// The marker line, the header comment and the imports, as one text (rendered once).
    func text() -> String {
        var renderer = CodeRenderer(reservingCapacity: 1024)
        renderer.render(declarations())
        return renderer.text
    }

    /// - Parameter gathered: what `gather()` made of the same options and inputs, if a run made
    ///   it earlier (`TwoPassGeneration` does, beside its move from pass 1 to pass 2); else it
    ///   is gathered here.
    func declarations(gathered: Gathered? = nil) -> [CodeDeclaration] {
        let gathered = gathered ?? gatherOnTwoCores()
        // One group: top-level declarations are set apart by blank lines, the comment's lines are not.
        return [.group([.comment(gathered.comments), .written(WrittenMember(InputNames(names: gathered.inputNames))), .comment(gathered.closingComments)]),
                .group(imports(gathered.inputs))]
    }

    /// `// Inputs:` and a line per input file name, written in place: made as a string each
    /// (`"//   " + name`), the large corpus's 9,451 lines were a quarter of the header's facts.
    private struct InputNames: MemberWriting {
        let names: [String]

        func write(into renderer: inout CodeRenderer) {
            guard !names.isEmpty else { return }
            renderer.line("// Inputs:")
            for name in names {
                renderer.line { text in
                    text += "//   "
                    text += name
                }
            }
        }
    }

    /// What the header reads of the inputs alone, their file names and their imports (the
    /// large corpus lists 9,000 names and walks some 3,000 distinct import lists): nothing of
    /// the mocks, so it can be made before they are.
    struct Gathered: Sendable {
        /// The comment lines before the input names, the names, and the lines after them.
        fileprivate let comments: [String]
        fileprivate let inputNames: [String]
        fileprivate let closingComments: [String]
        fileprivate let inputs: InputImports

        fileprivate init(comments: Comments, inputs: InputImports) {
            (self.comments, inputNames, closingComments) = comments
            self.inputs = inputs
        }
    }

    /// The header's comment lines: before the input names, the names, after them.
    fileprivate typealias Comments = (lines: [String], names: [String], closing: [String])

    /// `Gathered`, on the calling thread.
    func gather() -> Gathered {
        Gathered(comments: commentLines(), inputs: InputImports(models + ancestorModels))
    }

    /// `Gathered`, the comment lines and the imports one on each core when there are many
    /// (a folder of outputs has a header per input file: those are done on the calling thread).
    private func gatherOnTwoCores() -> Gathered {
        guard models.count + (fileNames?.count ?? 0) >= 256 else { return gather() }
        let (comments, inputs) = ParallelMap.both({ SendableComments(commentLines()) }, { InputImports(models + ancestorModels) })
        return Gathered(comments: comments.comments, inputs: inputs)
    }

    /// `Comments` across `ParallelMap.both` (a tuple of arrays of strings is not `Sendable`
    /// by declaration).
    private struct SendableComments: Sendable {
        let comments: Comments

        init(_ comments: Comments) { self.comments = comments }
    }

    private func commentLines() -> Comments {
        var comments = [GeneratedFileMarker.line]
        var names: [String] = []
        var closing: [String] = []
        if options.includeHeader {
            comments.append("// mockgen " + options.generatorVersion)
            // File names only: the output must be byte-identical on every machine.
            names = Self.sorted(fileNames ?? Set(models.map { FilePaths.fileName(of: $0.path) }))
            if let timestamp = options.timestamp {
                let formatter = ISO8601DateFormatter()
                formatter.timeZone = TimeZone(identifier: "UTC")
                closing.append("// Generated at " + formatter.string(from: timestamp))
            }
        }
        return (comments, names, closing)
    }

    /// `names.sorted()`. When every name is ASCII (nearly always: file names), sorted as their
    /// bytes, which is how `String` orders ASCII text: laid out once in one buffer and compared
    /// with `memcmp`. Sorted as strings, the large corpus's 9,451 names were 26 M instructions
    /// (now 18 M) of the header's facts, the longer of the two things a run does between its
    /// passes.
    static func sorted(_ names: Set<String>) -> [String] {
        let names = Array(names)
        return sortedIndices(names).map { names[$0] }
    }

    /// The positions of `texts` in the order `texts.sorted()` puts them (equal texts in either
    /// order), compared as bytes when all of them are ASCII.
    static func sortedIndices(_ texts: [String]) -> [Int] {
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(texts.count)
        for var text in texts {
            let start = bytes.count
            text.withUTF8 { bytes.append(contentsOf: $0) }
            ranges.append(start..<bytes.count)
        }
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return texts.indices.sorted { texts[$0] < texts[$1] } }
        return bytes.withUnsafeBufferPointer { buffer -> [Int] in
            let base = buffer.baseAddress
            return ranges.indices.sorted { left, right in
                let (first, second) = (ranges[left], ranges[right])
                let common = min(first.count, second.count)
                let compared = common == 0 ? 0 : memcmp(base! + first.lowerBound, base! + second.lowerBound, common)
                return compared != 0 ? compared < 0 : first.count < second.count
            }
        }
    }

    /// `import MockRuntime`, the `--testable` and `--import` modules, then the inputs' own
    /// imports (sorted, deduplicated, `@testable` kept) so the types they use resolve.
    ///
    /// With a public mock, the list is written twice: under `InternalImportsByDefault` (Swift 7's
    /// default) imports are internal unless marked, so that clause imports MockRuntime and the
    /// tested modules `public`ly and the inputs' own imports as `@_exported` (see `importLine`).
    private func imports(_ inputs: InputImports) -> [CodeDeclaration] {
        guard hasPublicMocks else { return importList(inputs, keepingAccess: false) }
        // The two lists on two cores: each renders every `#if` block of imports to tell them
        // apart (the header is written on one thread after the last mock).
        let (plain, keepingAccess) = ParallelMap.both({ importList(inputs, keepingAccess: false) }, { importList(inputs, keepingAccess: true) })
        return [.ifConfig([CodeIfClause(condition: "hasFeature(InternalImportsByDefault)", members: [.group(keepingAccess)]),
                           CodeIfClause(condition: nil, members: [.group(plain)])])]
    }

    /// The inputs' file-level imports, each distinct one once (the large benchmark corpus has
    /// thousands of `import Foundation`), and their `#if` blocks of imports: gathered in one walk
    /// over every file, whichever of the two lists is written from them.
    fileprivate struct InputImports: Sendable {
        /// Distinct imports (`lineKey`), in the order first met.
        var imports: [ImportDeclaration] = []
        /// Modules imported whole: `import struct M.T` next to `public import M` is ignored with
        /// a warning.
        var wholeModules: Set<String> = []
        /// `#if` blocks (`#if canImport(FoundationEssentials)`) with every declaration but
        /// imports removed (`Declaration.importsOnly`), each distinct one once.
        var blocks: [IfConfigDeclaration] = []

        init(_ models: [SourceFileModel]) {
            var seen: Set<ImportDeclaration> = []
            // Plain `import M` lines (nearly all of them: the large corpus's 7,578 imports) told
            // apart by their module's name alone: hashed whole, each import was 1,600
            // instructions of the header's facts, the longer of the two things a run does
            // between its passes.
            var seenPlain: Set<String> = []
            var seenBlocks: Set<String> = []
            for model in models {
                for declaration in model.declarations {
                    switch declaration {
                    case .import(let decl):
                        if decl.attributes.isEmpty && decl.kind == nil {
                            guard seenPlain.insert(decl.path).inserted else { continue }
                        }
                        let decl = HeaderEmitter.lineKey(decl)
                        guard seen.insert(decl).inserted else { continue }
                        imports.append(decl)
                        if decl.kind == nil { wholeModules.insert(decl.path) }
                    case .ifConfig:
                        guard let imports = declaration.importsOnly, case .ifConfig(let block) = imports,
                              seenBlocks.insert(Declaration.importsKey([imports])).inserted else { continue }
                        blocks.append(block)
                    default:
                        continue
                    }
                }
            }
        }
    }

    private func importList(_ inputs: InputImports, keepingAccess: Bool) -> [CodeDeclaration] {
        let access = keepingAccess ? "public" : nil
        // The runtime's calls that only generated code makes are SPI (`Generated`): users' code
        // completes and documents only what users write.
        var imports = [CodeImport(attributes: ["@_spi(Generated)"], access: access, path: "MockRuntime")]
        var seen: Set<String> = ["MockRuntime"]
        for module in options.testableImports where seen.insert(module).inserted {
            imports.append(CodeImport(attributes: spiGroups.map { "@_spi(" + $0 + ")" } + ["@testable"], access: access, path: module))
        }
        for privateImport in privateImports {
            imports.append(CodeImport(attributes: ["@_private(sourceFile: \"" + privateImport.file + "\")"], path: privateImport.module))
        }
        for module in options.imports where seen.insert(module).inserted {
            imports.append(CodeImport(attributes: keepingAccess ? ["@_exported"] : [], path: module))
        }
        var fromInputs: [String: CodeImport] = [:]
        let wholeModules = inputs.wholeModules.union(seen)
        for decl in inputs.imports {
            let module = decl.moduleName
            if seen.contains(module) && decl.kind == nil { continue }
            if keepingAccess && decl.kind != nil && wholeModules.contains(module) { continue }
            let line = Self.importLine(decl, keepingAccess: keepingAccess)
            fromInputs[line.text] = line
        }
        // `@testable import X` wins over a plain `import X` of the same module.
        let testable = Set(fromInputs.values.filter { $0.attributes.contains("@testable") && $0.kind == nil }.map(\.path))
        let kept = fromInputs.filter { _, line in line.attributes.contains("@testable") || line.kind != nil || !testable.contains(line.path) }
        var result = imports.map(CodeDeclaration.import) + kept.keys.sorted().map { CodeDeclaration.import(kept[$0]!) }
        // Imports inside `#if` keep their clauses. Each block's text tells equal ones apart, and
        // is then what the header writes of it (rendered twice, the large corpus's 1,700 blocks
        // were a fifth of writing its header, on one thread after the last mock).
        // Told apart with one hash of each text, and sorted as bytes: a table by text hashed
        // each long text three times and grew by rehashing them, and sorting them as strings
        // compared them by their characters (the large corpus's two lists: 17 M instructions
        // of the 48 M, on the last stretch of the run).
        var texts: Set<String> = []
        texts.reserveCapacity(inputs.blocks.count)
        var conditional: [Rendered] = []
        conditional.reserveCapacity(inputs.blocks.count)
        for block in inputs.blocks {
            if let imports = Self.importsOnly(block, keepingAccess: keepingAccess) {
                let text = Self.render(imports)
                if texts.insert(text).inserted { conditional.append(Rendered(declaration: imports, text: text)) }
            }
        }
        result += Self.sortedIndices(conditional.map(\.text)).map { CodeDeclaration.written(WrittenMember(conditional[$0])) }
        return result
    }

    /// A declaration with its text as rendered at the outermost level, written as it is there.
    private struct Rendered: MemberWriting {
        let declaration: CodeDeclaration
        let text: String

        func write(into renderer: inout CodeRenderer) {
            renderer.render(declaration, renderedAtTopLevel: text)
        }
    }

    /// What of an import `importLine` writes, and nothing else: the same import wherever and
    /// however it is written (`public import`, `internal import`) is one value.
    private static func lineKey(_ decl: ImportDeclaration) -> ImportDeclaration {
        ImportDeclaration(attributes: decl.attributes, kind: decl.kind, path: decl.path, location: anywhere)
    }

    private static let anywhere = SourceLocation(path: "", line: 0, column: 0)

    private static func render(_ declaration: CodeDeclaration) -> String {
        var renderer = CodeRenderer()
        renderer.render(declaration)
        return renderer.text
    }

    /// The `#if` block with every declaration but imports removed; `nil` without imports.
    static func importsOnly(_ block: IfConfigDeclaration, keepingAccess: Bool = false) -> CodeDeclaration? {
        var hasImport = false
        let clauses = block.clauses.map { clause -> CodeIfClause in
            var members: [CodeDeclaration] = []
            for declaration in clause.declarations {
                switch declaration {
                case .import(let decl):
                    hasImport = true
                    members.append(.import(importLine(decl, keepingAccess: keepingAccess)))
                case .ifConfig(let nested):
                    if let imports = importsOnly(nested, keepingAccess: keepingAccess) {
                        hasImport = true
                        members.append(imports)
                    }
                default:
                    continue
                }
            }
            return CodeIfClause(condition: clause.condition, members: [.group(members)])
        }
        return hasImport ? .ifConfig(clauses) : nil
    }

    /// `keepingAccess` (the `InternalImportsByDefault` clause): the inputs' imports become
    /// `@_exported import`, public without the "public import … was not used" warning that a
    /// module only some of the inputs' other declarations need would give; a `@testable` one
    /// becomes `@testable public import`.
    static func importLine(_ decl: ImportDeclaration, keepingAccess: Bool = false) -> CodeImport {
        let isTestable = decl.attributes.contains { $0.name == "testable" }
        var attributes: [String] = keepingAccess && !isTestable ? ["@_exported"] : []
        for attribute in decl.attributes where attribute.name == "_spi" || attribute.name == "testable" || attribute.name == "preconcurrency" {
            attributes.append(attribute.description)
        }
        return CodeImport(attributes: attributes, access: keepingAccess && isTestable ? "public" : nil, kind: decl.kind, path: decl.path)
    }
}
