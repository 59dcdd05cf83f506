import XCTest
import MockRuntime
@testable import CuckooCompatFixtures
@testable import CuckooCompatMocks

/// A Cuckoo-style suite over a class hierarchy, written as Cuckoo's users write theirs.
final class InventoryTests: XCTestCase {
    private var mock: MockInventory!

    override func setUp() {
        super.setUp()
        mock = MockInventory()
    }

    func testReadWriteProperty() {
        stub(mock) { mock in
            when(mock.count.get).thenReturn(10)
            when(mock.count.set(anyInt())).thenDoNothing()
        }

        mock.count = mock.count + 1

        XCTAssertEqual(mock.count, 10)
        verify(mock, times(2)).count.get()
        verify(mock).count.set(11)
    }

    func testInferredPropertyTypesMatchTheClass() {
        let mock = MockInventory().withEnabledSuperclassSpy()
        let original = Inventory()
        XCTAssertTrue(type(of: mock.name) == type(of: original.name))
        XCTAssertTrue(type(of: mock.note) == type(of: original.note))
        XCTAssertTrue(type(of: mock.weight) == type(of: original.weight))
        XCTAssertTrue(type(of: mock.ratio) == type(of: original.ratio))
        XCTAssertTrue(type(of: mock.tags) == type(of: original.tags))
        XCTAssertTrue(type(of: mock.isLocked) == type(of: original.isLocked))
        XCTAssertTrue(type(of: mock.capacity) == type(of: original.capacity))
    }

    func testOptionalAndImplicitlyUnwrappedProperties() {
        stub(mock) { mock in
            when(mock.note.get).thenReturn(nil)
            when(mock.note.set(isNil())).thenDoNothing()
            when(mock.limit.get).thenReturn(nil)
            when(mock.limit.set(any())).thenDoNothing()
        }
        mock.note = nil
        mock.limit = 4
        XCTAssertNil(mock.note)
        XCTAssertNil(mock.limit)
        verify(mock).note.set(isNil())
        verify(mock).limit.set(4)
    }

    func testPrivateSetterPropertyIsStubbedThroughItsGetter() {
        stub(mock) { mock in
            when(mock.revision.get).thenReturn(3)
        }
        XCTAssertEqual(mock.revision, 3)
        verify(mock).revision.get()
    }

    func testSpyCallsTheRealImplementationAndRecordsInnerCalls() {
        let spy = MockInventory().withEnabledSuperclassSpy()
        XCTAssertEqual(spy.callsCount("Hello"), 5)
        verify(spy).callsCount("Hello")
        verify(spy).count(characters: "Hello")
    }

    func testThenCallRealImplementation() {
        stub(mock) { mock in
            when(mock.count(characters: anyString())).thenCallRealImplementation()
        }
        XCTAssertEqual(mock.count(characters: "abc"), 3)
    }

    func testThrowingAndAsyncMembers() async throws {
        stub(mock) { mock in
            when(mock.withThrows()).thenThrow(InventoryError.empty)
            when(mock.withAsync()).thenReturn(7)
            when(mock.withAsyncThrows(anyInt())).then { "\($0 * 2)" }
        }
        XCTAssertThrowsError(try mock.withThrows())
        let value = await mock.withAsync()
        let text = try await mock.withAsyncThrows(21)
        XCTAssertEqual(value, 7)
        XCTAssertEqual(text, "42")
    }

    func testClosureParameters() {
        stub(mock) { mock in
            when(mock.withClosure(anyClosure())).then { $0("four") }
            when(mock.withEscaping(action: anyClosure())).then { $0("sent") }
            when(mock.withNestedClosure(anyClosure())).thenReturn(1)
            when(mock.closure3(anyClosure())).then { $0(1, nil, [2]) }
        }
        XCTAssertEqual(mock.withClosure { $0.count }, 4)
        var sent: [String] = []
        mock.withEscaping { sent.append($0) }
        XCTAssertEqual(sent, ["sent"])
        XCTAssertEqual(mock.withNestedClosure { _ in { _ in 0 } }, 1)
        var received: [Int] = []
        mock.closure3 { value, _, set in received = [value] + set.sorted() }
        XCTAssertEqual(received, [1, 2])
    }

    func testOptionalClosures() {
        stub(mock) { mock in
            when(mock.withOptionalClosureAndReturn(anyString(), closure: isNil())).thenReturn(2)
            when(mock.withOptionalClosureAndReturn(anyString(), closure: anyClosure())).thenReturn(3)
        }
        XCTAssertEqual(mock.withOptionalClosureAndReturn("a", closure: nil), 2)
        XCTAssertEqual(mock.withOptionalClosureAndReturn("a", closure: { _ in }), 3)
    }

    func testRethrowingMember() throws {
        stub(mock) { mock in
            when(mock.withRethrowing(anyThrowingClosure())).then { try $0("x") + 1 }
        }
        XCTAssertEqual(mock.withRethrowing { $0.count }, 2)
        XCTAssertThrowsError(try mock.withRethrowing { _ in throw InventoryError.empty })
    }

    func testRethrowingMemberStubbedToThrow() {
        stub(mock) { mock in
            when(mock.withRethrowing(anyThrowingClosure())).thenThrow(InventoryError.empty)
        }
        XCTAssertThrowsError(try mock.withRethrowing { _ in throw InventoryError.empty }) { error in
            XCTAssertEqual(error as? InventoryError, .empty)
        }
    }

    func testInoutParameters() {
        stub(mock) { mock in
            when(mock.withInout(anyInt(), other: anyString())).thenDoNothing()
        }
        var number = 1
        var text = "a"
        mock.withInout(&number, other: &text)
        verify(mock).withInout(1, other: "a")
    }

    func testOverloadsToldApartByOptionality() {
        stub(mock) { mock in
            when(mock.clashing(param1: isNil(), param2: "Hello") as ClassStubNoReturnFunction<(Int?, String)>).thenDoNothing()
            when(mock.clashing(param1: anyInt(), param2: "Hello") as ClassStubNoReturnFunction<(Int?, String)>).thenDoNothing()
            when(mock.clashing(param1: 1, param2: any()) as ClassStubNoReturnFunction<(Int, String?)>).thenDoNothing()
        }
        mock.clashing(param1: Optional(1), param2: "Hello")
        mock.clashing(param1: Optional.none, param2: "Hello")
        mock.clashing(param1: 1, param2: nil)

        _ = verify(mock).clashing(param1: anyInt(), param2: "Hello") as __DoNotUse<(Int?, String), Void>
        _ = verify(mock, times(2)).clashing(param1: any(), param2: "Hello") as __DoNotUse<(Int?, String), Void>
        _ = verify(mock).clashing(param1: 1, param2: isNil()) as __DoNotUse<(Int, String?), Void>
    }

    func testCollectionOverloadsWithLiterals() {
        stub(mock) { mock in
            when(mock.a(a: [1])).thenReturn(10)
            when(mock.a(a: ["gg"])).thenReturn(20)
            when(mock.a(a: [false])).thenReturn(30)
            when(mock.a(a: [1: true])).then { $0[1] ?? false }
            when(mock.a(a: Set([true, false]))).thenReturn(40)
        }
        XCTAssertEqual(mock.a(a: [1]), 10)
        XCTAssertEqual(mock.a(a: ["gg"]), 20)
        XCTAssertEqual(mock.a(a: [false]), 30)
        XCTAssertTrue(mock.a(a: [1: true]))
        XCTAssertEqual(mock.a(a: Set([false, true])), 40)
    }

    func testTupleAndTypeAliasParameters() {
        stub(mock) { mock in
            when(mock.tuple(any())).then { $0.a + "+" + $0.b }
            when(mock.noop(anyString())).thenDoNothing()
            when(mock.shelf(for: "x")).thenReturn(.top)
        }
        XCTAssertEqual(mock.tuple((a: "1", b: "2")), "1+2")
        mock.noop("x")
        XCTAssertEqual(mock.shelf(for: "x"), .top)
        verify(mock).noop("x")
    }

    func testStubReturnsElementWiseDefaultsForTuples() {
        let stub = InventoryStub()
        XCTAssertTrue(stub.pair == (0, 0))
        XCTAssertTrue(stub.triple == (0, "", false))
        XCTAssertTrue(stub.sextuple == (0, "", 0, 0, 0, 0))
        XCTAssertEqual(stub.ids, [])
        XCTAssertEqual(stub.cache, [:])
        stub.count = 5
        XCTAssertEqual(stub.count, 0)
    }

    func testSubclassMockHasEveryLevelOnce() {
        let warehouse = MockWarehouse()
        stub(warehouse) { stub in
            when(stub.restock(anyInt())).thenReturn(true)
            when(stub.withThrows()).thenReturn(9)
            when(stub.count(characters: anyString())).thenReturn(1)
            when(stub.audit()).thenReturn("mocked")
        }
        XCTAssertTrue(warehouse.restock(3))
        XCTAssertEqual(try warehouse.withThrows(), 9)
        XCTAssertEqual(warehouse.count(characters: "zz"), 1)
        XCTAssertEqual(warehouse.audit(), "mocked")
        verify(warehouse).restock(3)
    }

    func testInitializersOfEveryKind() {
        XCTAssertEqual(MockInventory(code: "c").withEnabledSuperclassSpy().name, "c")
        _ = MockInventory(shelf: .top)
        _ = MockInventory(aisle: .back)
    }

    func testNestedClassesWithTheSameName() {
        let depot = Depot.MockCrate()
        let yard = Yard.MockCrate()
        stub(depot) { stub in when(stub.weight()).thenReturn(10) }
        stub(yard) { stub in when(stub.weight()).thenReturn(20) }
        XCTAssertEqual(depot.weight(), 10)
        XCTAssertEqual(yard.weight(), 20)
        XCTAssertEqual(Depot.CrateStub().weight(), 0)
    }

    func testGenericClassAndGenericMethods() throws {
        let box = MockBox<Int, String, Bool>(first: 1, second: "a", third: true)
        stub(box) { stub in
            when(stub.describe()).thenReturn("box")
            when(stub.compare(with: any(Box<Int, String, Bool>.self))).thenReturn(true)
            when(stub.decode(anyString())).thenReturn(5 as Int?)
            when(stub.pick(any([Int].self))).then { $0.last }
        }
        XCTAssertEqual(box.describe(), "box")
        XCTAssertTrue(box.compare(with: Box(first: 2, second: "b", third: false)))
        let decoded: Int? = box.decode("5")
        XCTAssertEqual(decoded, 5)
        XCTAssertEqual(try box.pick([1, 2]), 2)
        verify(box).decode(equal(to: "5")).with(returnType: Int?.self)
    }

    func testProtocolInitializersAndGenericRequirements() {
        let producing = MockProducing(labelA: "a", "b")
        stub(producing) { stub in
            when(stub.produced.get).thenReturn(3)
            when(stub.produce(any(Int.self))).thenReturn("int")
        }
        XCTAssertEqual(producing.produced, 3)
        XCTAssertEqual(producing.produce(4), "int")
        XCTAssertEqual(ProducingStub().produced, 0)
    }

    func testActorProtocolMock() async {
        let counting = MockCounting()
        stub(counting) { stub in
            when(stub.value.get).thenReturn(2)
            when(stub.increment()).thenDoNothing()
            when(stub.remoteValue()).thenReturn(5)
        }
        await counting.increment()
        let value = await counting.value
        let remote = await counting.remoteValue()
        XCTAssertEqual(value + remote, 7)
        verify(counting).increment()
        verify(counting).value.get()
    }
}

enum InventoryError: Error {
    case empty
}
