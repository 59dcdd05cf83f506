import Foundation
import MockgenCore
import Testing
@testable import mockgen_corpus
import TestSupport

@Suite struct CensusTests {
    @Test func countsWhatTheResolverConsidersAndWhyTheRestIsLeftOut() {
        let source = """
        public protocol Visible {}
        protocol InternalToo {}
        private protocol Hidden {}
        fileprivate class AlsoHidden {}
        @_spi(Experimental) public protocol Spi {}
        public final class Sealed {}
        open class Open {
            public class Nested {}
            final class NestedSealed {}
        }
        private enum Namespace {
            protocol InsidePrivate {}
        }
        public struct Holder {
            #if os(Linux)
            public protocol InIfConfig {}
            #else
            public class OtherPlatform {}
            #endif
        }
        extension Holder {
            public protocol InExtension {}
        }
        public actor NotAClass {}
        public struct NotAType {}
        """
        let census = MockCandidateCensus(models: [DeclarationParser.parse(source, path: "A.swift")])
        #expect(census.protocols == 5)   // Visible, InternalToo, Spi, InIfConfig, InExtension
        #expect(census.classes == 3)     // Open, Open.Nested, OtherPlatform
        #expect(census.privateTypes == 2)
        #expect(census.insidePrivateTypes == 1)
        #expect(census.finalClasses == 2)
    }

    @Test func addsUp() {
        var one = MockCandidateCensus()
        one.protocols = 1
        one.finalClasses = 2
        let sum = one + one
        #expect(sum.protocols == 2 && sum.finalClasses == 4 && sum.classes == 0)
    }

    @Test func readsFilesFromDisk() throws {
        let scratchFolder = ScratchFolder("corpus-census")
        defer { scratchFolder.remove() }
        let folder = scratchFolder.url
        let file = folder.appendingPathComponent("A.swift").path
        try "public protocol P {}\nopen class C {}\n".write(toFile: file, atomically: true, encoding: .utf8)
        let census = PackageCheck.census(of: [file, folder.appendingPathComponent("missing.swift").path])
        #expect(census.protocols == 1 && census.classes == 1)
    }
}
