import Foundation
import Testing
@testable import MockgenCore

/// Pass 2 parses a file for what its chunk reads (`DeclarationParser.parsePruned`): the types the
/// resolution reads in full, every other as its skeleton, without building the members it drops.
/// The model must be the one `ModelSkeleton.pruned` cuts from the full parse, whatever the reach,
/// with every type's body read: what stepping over the bodies of the other types changes is checked
/// by `UnreadBodiesTests` (only what pass 2 takes from the model must stay the same).
@Suite struct PrunedParseTests {
    @Test func theTrapsGiveThePrunedFullParse() {
        let bytes = Array(SkeletonParseTests.traps.utf8)
        let names = Self.typeNames(DeclarationParser.parse(bytes, path: "f.swift").declarations, outer: nil)
        #expect(names.types.contains("Buffer.Inside") && names.extended.contains("Buffer"))
        // None, each alone, and all of them.
        var reaches = [Self.reach([], [], path: "f.swift")]
        reaches += names.types.map { Self.reach([$0], [], path: "f.swift") }
        reaches += names.extended.map { Self.reach([], [$0], path: "f.swift") }
        reaches.append(Self.reach(names.types, names.extended, path: "f.swift"))
        for reach in reaches { expectPrunedParse(bytes, path: "f.swift", reach: reach) }
    }

    @Test func everyFixtureFileGivesThePrunedFullParse() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let enumerator = try #require(FileManager.default.enumerator(at: root.appendingPathComponent("Fixtures"), includingPropertiesForKeys: nil))
        var generator = SplitMix64(seed: 0x9A55)
        var count = 0
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let bytes = Array(try Data(contentsOf: url))
            let names = DeepStack.run { Self.typeNames(DeclarationParser.parse(bytes, path: url.path).declarations, outer: nil) }
            // Random halves of the names, three times, and every name.
            for _ in 0..<3 {
                let types = names.types.filter { _ in generator.next() % 2 == 0 }
                let extended = names.extended.filter { _ in generator.next() % 2 == 0 }
                expectPrunedParse(bytes, path: url.path, reach: Self.reach(types, extended, path: url.path))
            }
            expectPrunedParse(bytes, path: url.path, reach: Self.reach(names.types, names.extended, path: url.path))
            count += 1
        }
        #expect(count > 50)
    }

    /// Lines added to the traps, as `SkeletonParseTests` adds them, with a random half of the
    /// names read in full.
    @Test func addedLinesGiveThePrunedFullParse() {
        var generator = SplitMix64(seed: 0x9A56)
        let base = Array(SkeletonParseTests.traps.utf8)
        let lines: [[UInt8]] = ["func f() {}\n", "var v = 1 << 2\n", "protocol Q { func q() -> Self }\n", "/// Documented.\n", "#if X\n", "#else\n",
                                "#endif\n", "}\n", "{\n", "struct S { protocol P {}; func f() {} }\n", "extension S { class C { func c() {} } }\n",
                                "/// A class.\nclass D { /// A member.\nfunc d() {} }\n"].map { Array($0.utf8) }
        for _ in 0..<200 {
            var bytes = base
            for _ in 0..<Int(generator.next() % 3 + 1) {
                let starts = bytes.indices.filter { $0 == 0 || bytes[$0 - 1] == UInt8(ascii: "\n") }
                bytes.insert(contentsOf: lines[Int(generator.next() % UInt64(lines.count))], at: starts[Int(generator.next() % UInt64(starts.count))])
            }
            let names = DeepStack.run { Self.typeNames(DeclarationParser.parse(bytes, path: "f.swift").declarations, outer: nil) }
            let types = names.types.filter { _ in generator.next() % 2 == 0 }
            let extended = names.extended.filter { _ in generator.next() % 2 == 0 }
            expectPrunedParse(bytes, path: "f.swift", reach: Self.reach(types, extended, path: "f.swift"))
        }
    }

    static func reach(_ types: [String], _ extended: [String], path: String) -> ResolutionContextFiles.Reach {
        ResolutionContextFiles.Reach(files: [path], typeNames: [path: Set(types)], extendedNames: Set(extended))
    }

    /// Every type's qualified name (as `ModelSkeleton.pruned` names them) and every extended name.
    static func typeNames(_ declarations: [Declaration], outer: String?) -> (types: [String], extended: [String]) {
        var types: [String] = []
        var extended: [String] = []
        for declaration in declarations {
            switch declaration {
            case .type(let type):
                let name = outer.map { $0 + "." + type.name } ?? type.name
                if type.kind == .extension { extended.append(type.name) } else { types.append(name) }
                let inner = typeNames(type.members, outer: name)
                types += inner.types
                extended += inner.extended
            case .ifConfig(let block):
                for clause in block.clauses {
                    let inner = typeNames(clause.declarations, outer: outer)
                    types += inner.types
                    extended += inner.extended
                }
            default:
                continue
            }
        }
        return (types, extended)
    }

    /// The same declarations where the full parse finds no error, and no diagnostic where it has
    /// none (what is wrong inside a member stepped over is not reported).
    func expectPrunedParse(_ bytes: [UInt8], path: String, reach: ResolutionContextFiles.Reach, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var selection = reach.selection(in: path)
        selection.skipsUnreadBodies = false
        let (pruned, full) = DeepStack.run {
            (DeclarationParser.parsePruned(bytes, path: path, keepingInFull: selection), DeclarationParser.parse(bytes, path: path))
        }
        // Where the full parse finds an error, the two may recover differently (as pass 1's
        // skeletons may: `SkeletonParseTests`); the file is then reported either way.
        if full.diagnostics.contains(where: { $0.severity == .error }) { return }
        let expected = ModelSkeleton.pruned(full, keepingInFull: reach)
        guard pruned.declarations != expected.declarations || (full.diagnostics.isEmpty && !pruned.diagnostics.isEmpty) else { return }
        let firstDifferent = Array(zip(pruned.declarations, expected.declarations)).firstIndex { $0 != $1 }
        let what = firstDifferent.map { index -> String in
            // Where the two descriptions part, with some context.
            let one = Array(String(describing: pruned.declarations[index])), other = Array(String(describing: expected.declarations[index]))
            let at = zip(one, other).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(one.count, other.count)
            let window = { (text: [Character]) in String(text[max(0, at - 300)..<min(text.count, at + 300)]) }
            return "declaration \(index), from character \(at): \(window(one))\nagainst \(window(other))"
        }
            ?? "diagnostics or count: \(pruned.diagnostics)\nagainst \(expected.diagnostics)"
        Issue.record("the pruned parse of \(path) differs (in full: \(reach.typeNames[path] ?? []), extensions \(reach.extendedNames)): \(what)",
                     sourceLocation: sourceLocation)
    }
}
