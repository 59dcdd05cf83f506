import Foundation
import Testing
@testable import MockgenCore

/// MockgenCore's folders are the pipeline's stages, in order: a file may use what its own folder
/// and the folders before it declare, never what a later one does (data flows one way). Read with
/// mockgen's own lexer and parser: the names each file declares at file level, and the names it
/// mentions outside comments and strings.
@Suite struct StageOrderTests {
    /// Earliest first. `Support` holds what every stage may use (threads, spooling, hashing);
    /// `Request` what a run is asked to do; `TwoPass` and `Pipeline` run the stages;
    /// `Configuration` turns `mockgen.toml` and the command line into a request.
    static let order = [
        "Support", "Diagnostics", "Model", "Input", "Lexer", "Parser", "CHeaders",
        "Resolve", "Emit", "Write", "Request", "Cache", "TwoPass", "Pipeline", "Configuration",
    ]

    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/MockgenCore").path

    struct SourceFile {
        var folder: String
        var path: String
        /// Names usable from other files: file-level types, type aliases, functions and variables
        /// that are not private.
        var exported: Set<String>
        /// Every name the file declares anywhere (nested types, generic parameters): a mention of
        /// one of them is the file's own.
        var declared: Set<String>
        var mentioned: Set<String>
    }

    static func files() throws -> [SourceFile] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: sources))
        var files: [SourceFile] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let path = sources + "/" + relative
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            guard case .parsed(let model, _, _) = ParallelParser.readAndParse(path, fingerprint: false) else {
                Issue.record("cannot parse \(relative)")
                continue
            }
            var exported: Set<String> = []
            var declared: Set<String> = []
            collect(model.declarations, topLevel: true, exported: &exported, declared: &declared)
            let stream = Lexer.tokenize(bytes)
            var mentioned: Set<String> = []
            for (index, token) in stream.tokens.enumerated() where token.kind == .identifier {
                // `x.name` is a member, whatever file-level name it shares.
                if index > 0 && stream.tokens[index - 1].kind == .period { continue }
                mentioned.insert(SwiftIdentifier.bare(String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)))
            }
            files.append(SourceFile(folder: String(relative.prefix { $0 != "/" }), path: relative, exported: exported, declared: declared, mentioned: mentioned))
        }
        return files.sorted { $0.path < $1.path }
    }

    private static func collect(_ declarations: [Declaration], topLevel: Bool, exported: inout Set<String>, declared: inout Set<String>) {
        for declaration in declarations {
            var name: String?
            var isPrivate = false
            switch declaration {
            case .type(let type):
                declared.formUnion(type.genericParameters.map(\.name))
                collect(type.members, topLevel: false, exported: &exported, declared: &declared)
                guard type.kind != .extension else { continue }
                name = type.name
                isPrivate = type.header.accessLevel.map { $0 <= .fileprivate } ?? false
            case .typeAlias(let alias):
                name = alias.name
                isPrivate = alias.header.accessLevel.map { $0 <= .fileprivate } ?? false
            case .function(let function):
                declared.formUnion(function.genericParameters.map(\.name))
                if topLevel {
                    name = function.name
                    isPrivate = function.header.accessLevel.map { $0 <= .fileprivate } ?? false
                }
            case .associatedType(let associated):
                name = associated.name
            case .ifConfig(let block):
                for clause in block.clauses { collect(clause.declarations, topLevel: topLevel, exported: &exported, declared: &declared) }
            default:
                break
            }
            guard let name else { continue }
            let bare = SwiftIdentifier.bare(name)
            declared.insert(bare)
            if topLevel && !isPrivate { exported.insert(bare) }
        }
    }

    @Test func everyFolderHasAPlaceInTheOrder() throws {
        let folders = Set(try Self.files().map(\.folder))
        #expect(folders.subtracting(Self.order).isEmpty, "folders without a place: \(folders.subtracting(Self.order).sorted())")
    }

    @Test func noStageUsesALaterOne() throws {
        let files = try Self.files()
        let rank = Dictionary(uniqueKeysWithValues: Self.order.enumerated().map { ($1, $0) })
        // A name exported by two folders (an overload, a name reused) decides nothing.
        var owners: [String: Set<String>] = [:]
        for file in files { for name in file.exported { owners[name, default: []].insert(file.folder) } }
        var violations: [String] = []
        for file in files {
            guard let own = rank[file.folder] else { continue }
            for name in file.mentioned.subtracting(file.declared).sorted() {
                guard let folders = owners[name], folders.count == 1, let owner = folders.first, let later = rank[owner], later > own else { continue }
                violations.append("\(file.path) uses \(name), declared in \(owner)/")
            }
        }
        #expect(violations.isEmpty, "\(violations.count) uses of later stages:\n\(violations.joined(separator: "\n"))")
    }
}
