import XCTest
import MockRuntime
@testable import CuckooCompatFixtures
@testable import CuckooCompatMocks

/// The code of Cuckoo's README, run against mockgen's mocks.
final class ReadmeExamplesTests: XCTestCase {
    func testStubbingAMethodAndAProperty() {
        let mock = MockReadmeGreeter()
        var printed: [String] = []
        stub(mock) { stub in
            when(stub.greetWithMessage("Hello world")).then { message in
                printed.append(message)
            }
        }
        stub(mock) { stub in
            when(stub.readWriteProperty.get).thenReturn(10)
            when(stub.readWriteProperty.set(anyInt())).then {
                printed.append(String($0))
            }
        }
        mock.greetWithMessage("Hello world")
        mock.readWriteProperty = mock.readWriteProperty
        XCTAssertEqual(printed, ["Hello world", "10"])
        verify(mock).greetWithMessage("Hello world")
        verify(mock).readWriteProperty.get()
        verify(mock).readWriteProperty.set(10)
    }

    func testDefaultImplementationFromAClassAndAStruct() {
        let original = OriginalClass<Int>(value: 12)
        let mock = MockOriginalClass<Int>(value: 0)
        mock.enableDefaultImplementation(original)
        XCTAssertEqual(mock.value, 12)

        var conforming = ConformingStruct<String>(value: "Hello, Cuckoo!")
        let holder = MockValueHolder<String>()
        holder.enableDefaultImplementation(conforming)
        XCTAssertEqual(holder.value, "Hello, Cuckoo!")
        holder.enableDefaultImplementation(mutating: &conforming)
        conforming.value = "changed"
        XCTAssertEqual(holder.value, "changed")
    }

    func testChainStubbingAndOverriding() {
        let mock = MockReadmeGreeter()
        stub(mock) { stub in
            when(stub.readWriteProperty.get).thenReturn(10).thenReturn(20)
            when(stub.countCharacters(anyString())).thenReturn(10)
            when(stub.countCharacters("a")).thenReturn(1)
        }
        XCTAssertEqual([mock.readWriteProperty, mock.readWriteProperty, mock.readWriteProperty], [10, 20, 20])
        XCTAssertEqual(mock.countCharacters("a"), 1)
        XCTAssertEqual(mock.countCharacters("bc"), 10)
    }

    func testGenericReturnVerifiedWithItsReturnType() {
        let mock = MockReadmeGreeter()
        stub(mock) { stub in
            when(stub.genericReturn(for: any())).thenReturn("x" as String?)
        }
        let text: String? = mock.genericReturn(for: "key")
        XCTAssertEqual(text, "x")
        verify(mock).genericReturn(for: any()).with(returnType: String?.self)
    }

    func testArgumentCapture() {
        let mock = MockReadmeGreeter()
        stub(mock) { stub in when(stub.readWriteProperty.set(anyInt())).thenDoNothing() }
        mock.readWriteProperty = 10
        mock.readWriteProperty = 20
        mock.readWriteProperty = 30
        let argumentCaptor = ArgumentCaptor<Int>()
        verify(mock, times(3)).readWriteProperty.set(argumentCaptor.capture())
        XCTAssertEqual(argumentCaptor.value, 30)
        XCTAssertEqual(argumentCaptor.allValues, [10, 20, 30])
    }
}
