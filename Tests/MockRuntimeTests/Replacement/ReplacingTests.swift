import Testing
@_spi(Generated) import MockRuntime

/// Routing of replaced members to installed mocks: static members, one instance, every
/// instance, values, nesting and restoring.
@Suite struct ReplacingTests {
    @Test func staticMemberRunsItsOwnCodeWhenNothingIsInstalled() {
        #expect(Clock.routedNow() == 1_000)
        #expect(MockClock.__installed() == nil)
    }

    @Test func staticMemberGoesToTheTypeWideMock() {
        let clock = MockClock()
        stub(clock) { stub in when(stub.now()).thenReturn(7) }
        replacing(clock) {
            #expect(Clock.routedNow() == 7)
        }
        #expect(Clock.routedNow() == 1_000)
        verify(clock).now()
    }

    @Test func everyInstanceGoesToTheTypeWideMock() {
        let clock = MockClock()
        stub(clock) { stub in when(stub.format(any())).then { "mocked \($0)" } }
        replacing(clock) {
            #expect(Clock(zone: "UTC").routedFormat(1) == "mocked 1")
            #expect(Clock(zone: "CET").routedFormat(2) == "mocked 2")
        }
        verify(clock, times(2)).format(any())
    }

    @Test func anInstanceMockServesOnlyThatInstance() {
        let chosen = Clock(zone: "UTC")
        let other = Clock(zone: "CET")
        let clock = MockClock()
        stub(clock) { stub in when(stub.format(5)).thenReturn("five") }
        replacing(chosen, with: clock) {
            #expect(chosen.routedFormat(5) == "five")
            #expect(other.routedFormat(5) == "5 CET")
            #expect(Clock.routedNow() == 1_000)
        }
        #expect(chosen.routedFormat(5) == "5 UTC")
        verify(clock, times(1)).format(5)
    }

    @Test func anInstanceMockWinsOverTheTypeWideOne() {
        let chosen = Clock(zone: "UTC")
        let everyClock = ClockStub()
        let clock = MockClock()
        stub(clock) { stub in when(stub.format(any())).thenReturn("instance") }
        replacing(everyClock) {
            replacing(chosen, with: clock) {
                #expect(chosen.routedFormat(1) == "instance")
                #expect(Clock(zone: "CET").routedFormat(1) == "")
            }
        }
    }

    @Test func aStubSubclassServesTheSameType() {
        replacing(ClockStub()) {
            #expect(Clock.routedNow() == 0)
            #expect(MockClock.__installed() is ClockStub)
        }
    }

    @Test func propertiesAreRoutedBothWays() {
        let instance = Clock(zone: "UTC")
        let clock = MockClock()
        stub(clock) { stub in
            when(stub.zone.get).thenReturn("mocked")
            when(stub.zone.set(any())).thenDoNothing()
        }
        replacing(instance, with: clock) {
            #expect(instance.routedZone == "mocked")
            instance.routedZone = "CET"
        }
        #expect(instance.zone == "UTC")
        verify(clock).zone.set("CET")
    }

    @Test func asyncThrowingMembersAreRouted() async throws {
        let clock = MockClock()
        stub(clock) { stub in when(stub.fetch()).thenThrow(TestError(reason: "offline")) }
        await replacing(clock) {
            await #expect(throws: TestError(reason: "offline")) { try await Clock(zone: "UTC").routedFetch() }
        }
        #expect(try await Clock(zone: "UTC").routedFetch() == 42)
    }

    @Test func valuesGoToTheTypeWideMock() {
        let points = MockPoint()
        stub(points) { stub in
            when(stub.length()).thenReturn(99)
            when(stub.move(by: any())).thenDoNothing()
        }
        var point = Point(x: 1, y: 2)
        replacing(points) {
            #expect(point.routedLength() == 99)
            point.routedMove(by: 3)
        }
        // The mock received the mutating call; the value itself is unchanged.
        #expect(point.x == 1 && point.y == 2)
        verify(points).move(by: 3)
        point.routedMove(by: 1)
        #expect(point.routedLength() == 5)
    }

    @Test func innerScopesOverrideAndLeavingRestores() {
        let outer = MockClock()
        let inner = MockClock()
        stub(outer) { stub in when(stub.now()).thenReturn(1) }
        stub(inner) { stub in when(stub.now()).thenReturn(2) }
        replacing(outer) {
            #expect(Clock.routedNow() == 1)
            replacing(inner) {
                #expect(Clock.routedNow() == 2)
            }
            #expect(Clock.routedNow() == 1)
        }
        #expect(Clock.routedNow() == 1_000)
    }

    @Test func innerScopesAddToOuterOnes() {
        let clock = ClockStub()
        let points = PointStub()
        replacing(clock) {
            replacing(points) {
                #expect(Clock.routedNow() == 0)
                #expect(Point(x: 3, y: 4).routedLength() == 0)
            }
            #expect(Point(x: 3, y: 4).routedLength() == 7)
        }
    }

    @Test func leavingByThrowingRestores() {
        #expect(throws: TestError(reason: "boom")) {
            try replacing(ClockStub()) {
                #expect(Clock.routedNow() == 0)
                throw TestError(reason: "boom")
            }
        }
        #expect(Clock.routedNow() == 1_000)
    }

    @Test func theLaterOfTwoMocksForOneTypeWins() {
        let first = MockClock()
        let second = MockClock()
        stub(second) { stub in when(stub.now()).thenReturn(2) }
        replacing(first, second) {
            #expect(Clock.routedNow() == 2)
        }
    }

    @Test func bodyResultsAreReturned() async {
        let value = replacing(ClockStub()) { Clock.routedNow() }
        #expect(value == 0)
        let asyncValue = await replacing(ClockStub()) { () async -> Int in await Task.yield(); return Clock.routedNow() }
        #expect(asyncValue == 0)
    }

    @MainActor @Test func worksOnTheMainActorWithNonSendableState() async {
        final class Log { var lines: [String] = [] }
        let log = Log()
        await replacing(ClockStub()) {
            await Task.yield()
            log.lines.append("\(Clock.routedNow())")
        }
        #expect(log.lines == ["0"])
    }

    @Test func unstubbedCallsFailAsOnAnyMock() {
        let messages = failureMessages {
            let clock = MockClock()
            replacing(clock) { _ = Clock.routedNow() }
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Unstubbed call: clock.now() has no matching stub.") == true)
    }
}
