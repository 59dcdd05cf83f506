import Foundation
import MockRuntime
import Testing
@testable import ReplacedFixtures

/// Shapes of real code (Fixtures/Replaced/ReplacedFixtures/Shapes.swift): their replacements
/// compile (ReplacementCompileTests) and route.
@Suite struct ShapesTests {
    @Test func aSuperclassAndItsSubclassAreReplacedEachByItsOwnMock() {
        let reporters = MockReporter()
        let counting = MockCountingReporter()
        stub(reporters) { stub in
            when(stub.report(any())).thenReturn("mocked base")
            when(stub[any()].get).thenReturn("mocked line")
        }
        stub(counting) { when($0.report(any())).thenReturn("mocked count") }
        let (base, line, sub) = replacing(reporters, counting) {
            (Reporter(name: "r").report("x"), Reporter(name: "r")[3], CountingReporter(name: "c").report("y"))
        }
        #expect([base, line, sub] == ["mocked base", "mocked line", "mocked count"])
        verify(counting).report("y")
        #expect(CountingReporter(name: "c").report("y") == "counted y")
    }

    @Test func keywordNamesAndNestedTypesOfExtensionsAreReplaced() {
        let folder = MockFolder()
        stub(folder) { stub in
            when(stub.extension.get).thenReturn("mocked")
            when(stub.open()).thenReturn("mocked open")
            when(stub.children.get).thenReturn(Folder.ChildSequence(names: ["z"]))
        }
        let real = Folder(path: "a.txt")
        let (ext, opened, children) = replacing(folder) { (real.extension, real.open(), Array(real.children)) }
        #expect(ext == "mocked")
        #expect(opened == "mocked open")
        #expect(children == ["z"])
        #expect(real.extension == "txt")
        #expect(real.joined("b") == "a.txt/b")
    }

    @Test func aGenericInitializerNamedLikeANestedAliasIsRecorded() {
        let amounts = Constructions<MockAmount> {
            let mock = MockAmount()
            stub(mock) { stub in
                when(stub.total()).thenReturn(7)
                when(stub.compare(any())).thenReturn(.orderedDescending)
            }
            return mock
        }
        let (total, order) = replacing(constructionsOf: amounts) {
            let amount = Amount(words: [1, 2])
            return (amount.total(), amount.compare(Amount(words: [])))
        }
        #expect(total == 7)
        #expect(order == .orderedDescending)
        #expect(amounts.first?.initializer == "init(words:)")
        // The initializers overloaded by constraints only are not replaced (mockgen warned).
        #expect(Amount(3).total() == 3)
    }

    @Test func aTypeWithAnInlinableInitializerKeepsItsOtherReplacements() {
        let versions = MockVersion()
        stub(versions) { when($0.bumped()).thenReturn(99) }
        #expect(replacing(versions) { Version(1).bumped() } == 99)
        #expect(Version(1).bumped() == 2)
    }
}
