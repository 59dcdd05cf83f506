import MockRuntime
import Testing
@testable import MockgenFixtures

/// Shapes found on real packages (see Fixtures/Sources/RealWorld.swift), stubbed, called and
/// verified through their generated mocks.
@Suite struct RealWorldMockTests {
    @Test func keywordNamedParametersAreStubbedAndVerifiedByLabel() {
        let mock = MockKeywordNamedParameters()
        stub(mock) { stub in
            when(stub.readInteger(as: any(), from: any())).thenReturn(7)
            when(stub.write(in: "box", is: true)).thenReturn("written")
        }
        var buffer: [UInt8] = [1, 2]
        #expect(mock.readInteger(as: Int.self, from: &buffer) == 7)
        #expect(mock.write(in: "box", is: true) == "written")
        verify(mock).write(in: "box", is: true)
        verify(mock).readInteger(as: any(), from: equal(to: [1, 2]))
    }

    @Test func consumingAndBorrowingParametersAreRecordedAsCopies() {
        let mock = MockOwnershipParameters()
        stub(mock) { stub in
            when(stub.enqueue(any())).thenDoNothing()
            when(stub.inspect(equal(to: Job(id: 3)))).then { job in job.id * 10 }
        }
        mock.enqueue(Job(id: 1))
        #expect(mock.inspect(Job(id: 3)) == 30)
        verify(mock).enqueue(equal(to: Job(id: 1)))
        verify(mock).inspect(equal(to: Job(id: 3)))
    }

    @Test func aConsumedNoncopyableArgumentIsRecordedByItsProjections() {
        let number = Projection("number") { (ticket: borrowing Ticket) in ticket.number }
        let mock = MockTicketCounter()
        stub(mock) { stub in
            when(stub.take(number.equal(to: 9))).thenReturn(1)
            when(stub.take(number.matching { $0 > 100 })).thenReturn(2)
        }
        #expect(mock.take(Ticket(number: 9)) == 1)
        #expect(mock.take(Ticket(number: 101)) == 2)
        verify(mock).take(number.equal(to: 9))
        verify(mock, times(2)).take(any())
        verify(mock, never()).take(number.equal(to: 10))
    }

    /// A verification with a projection made after the call says why nothing matched.
    @Test func aProjectionMadeAfterTheCallIsNamedInTheFailure() {
        let mock = MockTicketCounter()
        stub(mock) { stub in when(stub.take(any())).thenReturn(0) }
        _ = mock.take(Ticket(number: 9))
        let late = Projection("late") { (ticket: borrowing Ticket) in ticket.number }
        let messages = withMockFailuresCaptured { verify(mock).take(late.equal(to: 9)) }.map(\.message)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("late equal to 9") == true, "\(messages)")
        #expect(messages.first?.contains("not read by `late`, which did not exist yet when the call was made") == true, "\(messages)")
    }

    @Test func parenthesisedOpaqueCompositionsMatchLikeGenerics() {
        let mock = MockParenthesisedOpaque()
        stub(mock) { stub in
            when(stub.write([UInt8]([1, 2, 3]))).thenReturn(3)
        }
        #expect(mock.write([UInt8]([1, 2, 3])) == 3)
        verify(mock).write([UInt8]([1, 2, 3]))
    }

    @Test func genericSuperclassNestedTypesAndSealedMembers() {
        let mock = MockStreamSocket<Int>()
        stub(mock) { stub in
            when(stub.readFromSocket()).thenReturn(.some)
            when(stub.addressesCached.get).thenReturn(SocketBase<Int>.AddressCache(local: "mock"))
        }
        #expect(mock.readFromSocket() == .some)
        #expect(mock.addressesCached.local == "mock")
        // `flush()` is `final override` in StreamSocket: the mock cannot override it.
        #expect(mock.flush() == "stream")
        verify(mock).readFromSocket()
    }
}

@Suite(.serialized) struct OperatorMockTests {
    @Test func operatorRequirementsAreStubbedAndVerifiedByName() {
        let left = MockArithmetic()
        let right = MockArithmetic()
        let sum = MockArithmetic()
        stub(MockArithmetic.self) { stub in
            when(stub.infixPlus(any(), any())).thenReturn(sum)
            when(stub.prefixMinus(any())).then { value in value }
            when(stub.infixLessEqualGreater(any(), any())).thenReturn(-1)
        }
        defer { reset(MockArithmetic.self) }
        #expect(left + right === sum)
        #expect(-left === left)
        #expect((left <=> right) == -1)
        verify(MockArithmetic.self).infixPlus(equal(to: left), any())
        verify(MockArithmetic.self).prefixMinus(any())
        verify(MockArithmetic.self, never()).infixMinus(any(), any())
    }
}

@Suite struct StandardLibraryRefinementMockTests {
    @Test func rawRepresentableRequirementsAreMocked() throws {
        let mock = try #require(MockPriority(rawValue: 3))
        stub(mock) { stub in
            when(stub.rawValue.get).thenReturn(42)
        }
        #expect(mock.rawValue == 42)
        verify(mock).rawValue.get()
    }

    @Test func aCollectionMockIteratesThroughTheStubbedIndices() {
        let shelf = MockShelf<String>()
        stub(shelf) { stub in
            when(stub.startIndex.get).thenReturn(0)
            when(stub.endIndex.get).thenReturn(2)
            when(stub.index(after: any())).then { index in index + 1 }
            when(stub[0].get).thenReturn("first")
            when(stub[1].get).thenReturn("second")
        }
        #expect(Array(shelf) == ["first", "second"])
        verify(shelf, atLeastOnce()).index(after: any())
    }

    @Test func conditionallyConstrainedAssociatedTypesUseTheActiveClause() {
        let hasher = MockHasher2<Int>()
        stub(hasher) { stub in when(stub.finalize()).thenReturn(7) }
        #expect(hasher.finalize() == 7)
    }

    @Test func stubsOfThrowingInitRequirementsStillBuildThemselves() throws {
        let made = try GeneratedStub.generate()
        _ = made
        #expect(throws: Never.self) { try GeneratedStub() }
    }

    @Test func overloadsDifferingOnlyInWhereClausesAreSeparateMembers() {
        typealias Unlabeled = [(Int, String)]
        typealias Labeled = [(key: Int, value: String)]
        let store = MockPairStore<Int, String>()
        let unlabeled: Unlabeled = [(1, "a")]
        let labeled: Labeled = [(key: 2, value: "b")]
        stub(store) { stub in
            when(stub.first()).thenReturn((key: 1, value: "one"))
            when(stub.load(any(Unlabeled.self))).thenDoNothing()
            when(stub.load(any(Labeled.self))).thenDoNothing()
        }
        store.load(unlabeled)
        store.load(labeled)
        #expect(store.first()?.value == "one")
        verify(store).load(any(Unlabeled.self))
        verify(store).load(any(Labeled.self))
    }

    @Test func internalMembersOfOpenClassesAreOverriddenPublicly() {
        let mock = MockTestCaseBase()
        stub(mock) { stub in
            when(stub.context.get).thenReturn("mocked")
            when(stub.run()).thenReturn(false)
        }
        #expect(mock.context == "mocked")
        #expect(mock.run() == false)
    }

    @Test func autoclosureSubscriptsAreReadAndWritten() {
        let store = MockDefaultingStore()
        stub(store) { stub in
            when(stub["a", default: any()].get).thenReturn(5)
            when(stub["a", default: any()].set(any())).thenDoNothing()
        }
        #expect(store["a", default: 0] == 5)
        store["a", default: 0] = 6
        verify(store)["a", default: any()].set(6)
    }
}

@Suite struct TupleClosureMockTests {
    @Test func aClosureOverATupleIsCalledByTheStubAndRecordedAsAPlaceholder() {
        let store = MockPairStore<Int, String>()
        stub(store) { stub in
            when(stub.filter(anyThrowingClosure())).then { isIncluded in
                [(key: 1, value: "one"), (key: 2, value: "two")].filter { (try? isIncluded($0)) == true }
            }
        }
        let kept = store.filter { $0.key == 2 }
        #expect(kept.map(\.value) == ["two"])
        verify(store).filter(anyThrowingClosure())
    }
}

@Suite struct NarrowedEffectsMockTests {
    @Test func aRequirementRedeclaredWithoutThrowsIsCalledWithoutTry() {
        let mock = MockNonThrowingEncodable()
        stub(mock) { stub in
            when(stub.encode(into: any())).thenDoNothing()
        }
        var buffer: [UInt8] = [7]
        mock.encode(into: &buffer)
        verify(mock).encode(into: equal(to: [7]))
    }
}

@Suite struct ExtensionSendableClassMockTests {
    @Test func aClassMadeSendableByAnExtensionGivesASendableMock() async {
        let mock = MockMetricRecorder()
        stub(mock) { stub in when(stub.record(any())).thenDoNothing() }
        // Crossing into a task compiles only because the mock is `Sendable`.
        await Task.detached { mock.record(5) }.value
        verify(mock).record(5)
    }
}

private struct MadeContext: ContextMaking {}
private struct ServingResponder: Responding {
    typealias Context = MadeContext
}

@Suite struct ProtocolAliasMockTests {
    @Test func whereClausesOnProtocolAliasesAndFunctionAliasesCompileAndWork() async throws {
        let server = MockServing<ServingResponder>()
        stub(server) { stub in
            when(stub.handler()).thenReturn({ @Sendable (_: Int) async throws -> Void in })
        }
        try await server.handler()(1)
        verify(server).handler()
    }
}

/// What a scoped body returns in these tests: noncopyable, so neither the mock nor the runtime
/// could hold one.
private struct Receipt: ~Copyable {
    var number: Int
}

/// "With"-style members returning a noncopyable generic (Fixtures/Sources/RealWorld.swift,
/// `ScopedResource`): the stub supplies the body's input, the body makes the result.
@Suite struct ScopedBodyMockTests {
    @Test func theStubSuppliesTheBodyInputAndTheBodyMakesTheResult() async throws {
        let mock = MockScopedResource()
        stub(mock) { stub in
            when(stub.withConnection(to: anyString(), anyClosure())).thenReturn(ScopedConnection(id: 7))
            when(stub.withConnection(to: "down", anyClosure())).thenThrow(TestError(reason: "offline"))
        }
        let ticket = try await mock.withConnection(to: "db") { connection in Receipt(number: connection.id * 10) }
        #expect(ticket.number == 70)
        await #expect(throws: TestError(reason: "offline")) {
            _ = try await mock.withConnection(to: "down") { connection in Receipt(number: connection.id) }
        }
        verify(mock).withConnection(to: "db", anyClosure())
        verify(mock, times(2)).withConnection(to: anyString(), anyClosure())
    }

    @Test func bodiesTakingNothingOrInoutInputsAreCalled() throws {
        let mock = MockScopedResource()
        stub(mock) { stub in
            when(stub.withLock(anyClosure())).thenDoNothing()
            when(stub.read(body: anyClosure())).thenReturn(([1, 2, 3], 2))
        }
        let locked = mock.withLock { Receipt(number: 1) }
        #expect(locked.number == 1)
        let thrown = #expect(throws: TestError.self) {
            _ = try mock.withLock { () throws -> Receipt in throw TestError(reason: "body") }
        }
        #expect(thrown == TestError(reason: "body"))
        let read = mock.read { (bytes: inout [UInt8], count: Int) -> Receipt in
            bytes.append(4)
            return Receipt(number: bytes.count + count)
        }
        #expect(read.number == 6)
        verify(mock, times(2)).withLock(anyClosure())
        verify(mock).read(body: anyClosure())
    }

    @Test func defaultImplementationsAndSuperclassSpiesHandBackWhatTheRealBodyGot() throws {
        let spy = MockScopedStore().withEnabledSuperclassSpy()
        #expect(spy.withValues { values in Receipt(number: values.count) }.number == 1)
        #expect(spy.withValues { values in values } == ["real"])
        verify(spy, times(2)).withValues(anyClosure())

        let stubbed = MockScopedStore()
        stub(stubbed) { stub in when(stub.withValues(anyClosure())).thenReturn(["a", "b"]) }
        #expect(stubbed.withValues { $0.joined() } == "ab")
        #expect(ScopedStoreStub().withValues { $0.count } == 0)
        #expect(ScopedResourceStub().withLock { Receipt(number: 5) }.number == 5)
    }
}

/// Yams shapes: literal protocols and a conformed protocol's type alias in a class mock.
@Suite struct YamsShapeMockTests {
    @Test func aMockOfALiteralProtocolIsMadeFromALiteral() {
        let value: MockSexagesimal<Int> = 60
        reset(MockSexagesimal<Int>.self)
        stub(MockSexagesimal<Int>.self) { stub in when(stub.create(from: "1:00")).thenReturn(value) }
        #expect(MockSexagesimal<Int>.create(from: "1:00") === value)
        reset(MockSexagesimal<Int>.self)
    }

    @Test func aClassUsingItsProtocolsTypeAliasIsMocked() {
        let strategy = MockBasicDereferencingStrategy()
        stub(strategy) { stub in when(stub["anchor"].get).thenReturn(42) }
        #expect(strategy["anchor"] as? Int == 42)
        let spy = MockBasicDereferencingStrategy().withEnabledSuperclassSpy()
        spy["a"] = "x"
        #expect(spy["a"] as? String == "x")
        verify(spy)["a"].set(any())
    }
}
