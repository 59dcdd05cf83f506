import Foundation
import MockRuntime
import Testing
@testable import MockgenFixtures

/// The fixture module's `Scanner` and `Expression` share their names with Foundation's; the
/// generated file, which imports both modules, names them qualified and compiles.
@Suite struct ShadowingMockTests {
    @Test func typesNamedLikeFoundationsAreMockedThroughTheirModule() throws {
        let scanner = MockScanner("a,b")
        stub(scanner) { stub in when(stub.scan(until: ",")).thenCallRealImplementation() }
        #expect(scanner.scan(until: ",") == "a")

        let expression = MockExpression()
        stub(expression) { stub in when(stub.evaluate(in: any())).thenReturn(true) }
        #expect(try expression.evaluate(in: scanner))
        verify(expression).evaluate(in: equal(to: scanner as MockgenFixtures.Scanner))
    }
}
