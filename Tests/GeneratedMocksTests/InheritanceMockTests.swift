import Foundation
import MockRuntime
import Testing
@testable import MockgenFixtures

@Suite struct InheritanceMockTests {
    @Test func threeLevelsOfRefinementAreFlattened() {
        let mock = MockLevel3()
        stub(mock) { stub in
            when(stub.one()).thenReturn(1)
            when(stub.two()).thenReturn(2)
            when(stub.three()).thenReturn(3)
            when(stub.shared.get).thenReturn("s")
            when(stub.shared.set(anyString())).thenDoNothing()
        }
        #expect(mock.one() + mock.two() + mock.three() == 6)
        mock.shared = "t"
        #expect(mock.shared == "s")
        // Protocol-extension members are not requirements: the real one runs.
        #expect(mock.helper() == 2)
        verify(mock, times(2)).one()
        verify(mock).shared.set("t")
    }

    @Test func equatableAndHashableRefinementsCompareByIdentity() {
        let a = MockToken()
        let b = MockToken()
        #expect(a == a)
        #expect(a != b)
        let keys: Set<MockKey> = [MockKey(), MockKey()]
        #expect(keys.count == 2)
        stub(a) { stub in when(stub.raw.get).thenReturn("raw") }
        #expect(a.raw == "raw")
    }

    @Test func codableAndCaseIterableRefinements() throws {
        struct Empty: Decodable {}
        let mock = MockDocument()
        stub(mock) { stub in when(stub.title.get).thenReturn("doc") }
        #expect(mock.title == "doc")
        #expect(MockDocument.allCases.isEmpty)
        let data = try JSONEncoder().encode([MockDocument]())
        #expect(try JSONDecoder().decode([MockDocument].self, from: data).isEmpty)
        // A mock holds no data: encoding or decoding one is refused with the standard errors.
        do {
            _ = try JSONDecoder().decode(MockDocument.self, from: Data("{}".utf8))
            Issue.record("decoding a mock did not throw")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == "MockDocument cannot be decoded: a mock holds no data. Decode a real value, or stub the member that decodes it.")
        }
        do {
            _ = try JSONEncoder().encode([mock])
            Issue.record("encoding a mock did not throw")
        } catch EncodingError.invalidValue(_, let context) {
            #expect(context.debugDescription == "MockDocument cannot be encoded: a mock holds no data. Encode a real value, or stub the member that encodes it.")
            #expect(context.codingPath.count == 1)
        }
    }

    @Test func standardLibraryRefinementsAndAliases() {
        let printable = MockPrintable()
        var text = ""
        printable.write(to: &text)
        #expect(text == "MockPrintable")
        #expect(printable.description == "MockPrintable")
        #expect(Mirror(reflecting: printable).children.isEmpty)
        let refining = MockAliasRefining()
        stub(refining) { stub in
            when(stub.extra()).thenReturn(1)
            when(stub.didFinish(any())).thenDoNothing()
        }
        refining.didFinish(true)
        #expect(refining.extra() == 1)
        verify(refining).didFinish(true)
    }

    @Test func classBoundAndCompositionRefinements() {
        let delegate = MockDelegate()
        stub(delegate) { stub in
            when(stub.didFinish(true)).thenDoNothing()
            when(stub.isActive.get).thenReturn(true)
            when(stub.isActive.set(any())).thenDoNothing()
        }
        delegate.didFinish(true)
        delegate.isActive = false
        #expect(delegate.isActive)
        verify(delegate).isActive.set(false)

        let composite = MockComposite()
        stub(composite) { stub in
            when(stub.combined()).thenReturn("c")
            when(stub.one()).thenReturn(1)
            when(stub.didFinish(any())).thenDoNothing()
        }
        #expect(composite.combined() == "c")
        #expect(composite.one() == 1)
        composite.didFinish(false)
        verify(composite).didFinish(false)
    }

    @Test func selfRequirementsUseTheMockType() {
        let mock = MockCopyable2()
        let other = MockCopyable2()
        stub(mock) { stub in
            when(stub.copy()).thenReturn(other)
            when(stub.isSame(as: any())).then { $0 === other }
        }
        #expect(mock.copy() === other)
        #expect(mock.isSame(as: other))
        reset(MockCopyable2.self)
        stub(MockCopyable2.self) { stub in when(stub.make()).thenReturn(other) }
        #expect(MockCopyable2.make() === other)
        reset(MockCopyable2.self)
    }
}
