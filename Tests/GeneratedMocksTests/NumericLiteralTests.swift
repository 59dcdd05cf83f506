import MockRuntime
import Testing
@testable import MockgenFixtures

/// Literals for `Int32`, `UInt8`, `Float`… parameters: a literal given to a `some Matchable<T>`
/// parameter is an `Int` or a `Double`, so the proxies also take those parameters as values.
@Suite struct NumericLiteralTests {
    @Test func integerLiteralsMatchFixedWidthParametersWithoutAConversion() {
        let mock = MockByteDevice()
        stub(mock) { stub in
            when(stub.seek(3, offset: 0, whence: 2)).thenReturn(100)
            when(stub.seek(3, offset: 10, whence: 0)).thenReturn(10)
            when(stub.setGain(0.5, channel: 1)).thenReturn(true)
        }
        #expect(mock.seek(3, offset: 0, whence: 2) == 100)
        #expect(mock.seek(3, offset: 10, whence: 0) == 10)
        #expect(mock.setGain(0.5, channel: 1))
        verify(mock).seek(3, offset: 0, whence: 2)
        verify(mock).setGain(0.5, channel: 1)
        verify(mock, never()).setGain(0.25, channel: 1)
    }

    @Test func literalsMixWithMatchersCaptorsAndVariables() {
        let mock = MockByteDevice()
        let dy = ArgumentCaptor<Int16>()
        let left: Int16 = -1
        stub(mock) { stub in
            when(stub.move(dx: 1, dy: any())).thenDoNothing()
            when(stub.move(dx: any(), dy: 2)).thenDoNothing()
            when(stub.move(dx: left, dy: dy.capture())).thenDoNothing()
            when(stub.label(anyString(), priority: 7)).thenDoNothing()
        }
        mock.move(dx: 1, dy: 5)
        mock.move(dx: 9, dy: 2)
        mock.move(dx: -1, dy: 4)
        mock.label("hello", priority: 7)
        verify(mock).move(dx: 1, dy: any())
        verify(mock).move(dx: any(), dy: 2)
        verify(mock).move(dx: -1, dy: 4)
        verify(mock).move(dx: equal(to: 9), dy: 2)
        verify(mock, times(3)).move(dx: any(), dy: any())
        verify(mock).label("hello", priority: 7)
        #expect(dy.allValues == [4])
    }

    @Test func literalsMatchFixedWidthPropertySetters() {
        let mock = MockByteDevice()
        stub(mock) { stub in
            when(stub.volume.set(11)).thenDoNothing()
            when(stub.balance.set(any())).thenDoNothing()
        }
        mock.volume = 11
        mock.balance = -0.5
        verify(mock).volume.set(11)
        verify(mock).balance.set(-0.5)
        verify(mock, never()).balance.set(0.5)
    }

    @Test func withThreeSuchParametersAllLiteralsOrAllMatchers() {
        let mock = MockByteDevice()
        stub(mock) { stub in when(stub.seek(any(), offset: any(), whence: any())).thenReturn(-1) }
        #expect(mock.seek(1, offset: 2, whence: 3) == -1)
        verify(mock).seek(1, offset: 2, whence: 3)
        verify(mock).seek(equal(to: 1), offset: any(), whence: equal(to: 3))
    }
}
