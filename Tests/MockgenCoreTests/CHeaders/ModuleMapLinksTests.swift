import Testing
@testable import MockgenCore
import TestSupport

/// `link` directives read from module maps (libclang does not expose them).
struct ModuleMapLinksTests {
    static let map = """
        // A comment with module Fake { link "no" }
        module CSQLite [system] {
            header "sqlite3.h"
            link "sqlite3"
            /* link "commented" */
            explicit module Extra {
                link framework "Security"
            }
            export *
        }
        module Other { link "other" }
        extern module Elsewhere "other/module.modulemap"
        """

    @Test func linksOfTheModuleAndItsSubmodulesInOrder() {
        #expect(ModuleMapLinks.links(of: "CSQLite", inModuleMap: Self.map) == ["sqlite3", "framework Security"])
        #expect(ModuleMapLinks.links(of: "Other", inModuleMap: Self.map) == ["other"])
    }

    @Test func moduleNotDeclaredHere() {
        #expect(ModuleMapLinks.links(of: "Fake", inModuleMap: Self.map) == nil)
        #expect(ModuleMapLinks.links(of: "Elsewhere", inModuleMap: Self.map) == nil)
    }

    @Test func moduleMapsOfIncludeFolders() throws {
        let scratch = ScratchFolder("modulemap-candidates")
        defer { scratch.remove() }
        let first = try scratch.file("a/module.modulemap", "module A { link \"a\" }")
        let second = try scratch.file("b/module.map", "module B { link \"b\" }")
        let maps = ModuleMapLinks.candidateModuleMaps(explicit: nil, arguments: ["-I", scratch.path + "/a", "-isystem" + scratch.path + "/b", "-DX"])
        #expect(maps == [first, second])
        #expect(ModuleMapLinks.links(of: "B", in: maps) == ["b"])
    }
}
