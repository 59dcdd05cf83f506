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

    @Test func aNoncopyableRequirementFallsBackOnTheExtension() {
        let mock = MockTicketCounter()
        stub(mock) { stub in
            when(stub.count()).thenReturn(2)
        }
        #expect(mock.take(Ticket(number: 9)) == 9)
        #expect(mock.count() == 2)
        verify(mock).count()
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
