import Testing
import MockRuntime

/// Recording constructions of replaced types and routing constructed instances to mocks.
@Suite struct ConstructionsTests {
    @Test func recordsEachConstructionWithItsArguments() {
        let clocks = Constructions<ClockStub>()
        replacing(constructionsOf: clocks) {
            _ = Clock(routedZone: "UTC")
            _ = Clock(routedZone: "CET")
        }
        _ = Clock(routedZone: "outside")
        #expect(clocks.count == 2)
        #expect(clocks.first?.arguments(as: String.self) == "UTC")
        #expect(clocks.last?.arguments(as: String.self) == "CET")
        #expect(clocks[1].initializer == "init(zone:)")
        #expect(clocks.all.allSatisfy { $0.arguments(as: Int.self) == nil })
        #expect(clocks.first?.description == #"Clock.init(zone: "UTC")"#)
    }

    @Test func eachConstructedInstanceHasItsOwnMock() {
        let clocks = Constructions<MockClock> {
            let mock = MockClock()
            stub(mock) { stub in when(stub.format(any())).thenReturn("mocked") }
            return mock
        }
        let before = Clock(zone: "UTC")
        let (first, second) = replacing(constructionsOf: clocks) {
            let first = Clock(routedZone: "UTC")
            let second = Clock(routedZone: "CET")
            #expect(first.routedFormat(1) == "mocked")
            #expect(second.routedFormat(2) == "mocked")
            #expect(second.routedFormat(3) == "mocked")
            #expect(before.routedFormat(4) == "4 UTC")
            return (first, second)
        }
        verify(clocks[0].mock, times(1)).format(1)
        verify(clocks[1].mock, times(2)).format(any())
        // Outside the scope the instances run their own code again.
        #expect(first.routedFormat(1) == "1 UTC")
        #expect(second.routedFormat(1) == "1 CET")
    }

    @Test func aDelegatingInitializerIsOneConstruction() {
        let clocks = Constructions<ClockStub>()
        let clock = replacing(constructionsOf: clocks) { Clock(routedHour: 12) }
        #expect(clocks.count == 1)
        #expect(clocks.first?.initializer == "init(hour:)")
        #expect(clocks.first?.arguments(as: Int.self) == 12)
        #expect(clock.zone == "UTC")
    }

    @Test func theRealInitializerOfAClassRuns() {
        let clocks = Constructions<ClockStub>()
        let clock = replacing(constructionsOf: clocks) { Clock(routedZone: "UTC") }
        #expect(clock.zone == "UTC")
    }

    @Test func aSubstituteForAClassIsReportedAndIgnored() {
        let messages = failureMessages {
            let clocks = Constructions<ClockStub>(substitute: { Clock(zone: "x") })
            let clock = replacing(constructionsOf: clocks) { Clock(routedZone: "UTC") }
            #expect(clock.zone == "UTC")
        }
        #expect(messages == [
            "Constructions of Clock cannot use a substitute: Clock is a class, and a class instance can only be made by its own initializer. The real initializer runs; leave out `substitute:`."
        ])
    }

    @Test func valuesShareOneMock() {
        let points = Constructions<MockPoint> {
            let mock = MockPoint()
            stub(mock) { stub in when(stub.length()).thenReturn(-1) }
            return mock
        }
        replacing(constructionsOf: points) {
            #expect(Point(routedX: 1, y: 2).routedLength() == -1)
            #expect(Point(routedX: 3, y: 4).routedLength() == -1)
            #expect(Point(x: 5, y: 6).routedLength() == -1)
        }
        #expect(points.count == 2)
        #expect(points[0].mock === points[1].mock)
        #expect(points[1].arguments(as: (Int, Int).self).map { [$0.0, $0.1] } == [3, 4])
        verify(points[0].mock, times(3)).length()
    }

    @Test func valuesUseTheTypeWideMockWhenOneIsInstalled() {
        let points = Constructions<MockPoint>(makeMock: { PointStub() })
        let everyPoint = MockPoint()
        stub(everyPoint) { stub in when(stub.length()).thenReturn(8) }
        replacing(constructionsOf: points) {
            replacing(everyPoint) {
                #expect(Point(routedX: 1, y: 2).routedLength() == 8)
            }
        }
        #expect(points.first?.mock === everyPoint)
    }

    @Test func aSubstituteReplacesAValueTypesInitializer() {
        // Made with the replaced initializer itself, which must not ask for a substitute again.
        let points = Constructions<PointStub>(substitute: { Point(routedX: 0, y: 0) })
        let point = replacing(constructionsOf: points) { Point(routedX: 1, y: 2) }
        #expect(point.x == 0 && point.y == 0)
        #expect(points.first?.arguments(as: (Int, Int).self).map { [$0.0, $0.1] } == [1, 2])
    }

    @Test func nestedConstructionsRecordInTheInnermostAndKeepOuterInstancesRouted() {
        let outer = Constructions<MockClock> {
            let mock = MockClock()
            stub(mock) { stub in when(stub.format(any())).thenReturn("outer") }
            return mock
        }
        let inner = Constructions<ClockStub>()
        replacing(constructionsOf: outer) {
            let early = Clock(routedZone: "UTC")
            replacing(constructionsOf: inner) {
                let late = Clock(routedZone: "CET")
                #expect(early.routedFormat(1) == "outer")
                #expect(late.routedFormat(1) == "")
            }
        }
        #expect(outer.count == 1)
        #expect(inner.count == 1)
    }

    @Test func constructionsInChildTasksAreRecorded() async {
        let clocks = Constructions<ClockStub>()
        await replacing(constructionsOf: clocks) {
            await withTaskGroup(of: Void.self) { group in
                for index in 0..<50 { group.addTask { _ = Clock(routedZone: "\(index)") } }
            }
        }
        #expect(clocks.count == 50)
        #expect(Set(clocks.all.compactMap { $0.arguments(as: String.self) }).count == 50)
    }

    @Test func aDeadInstancesAddressDoesNotInheritItsMock() {
        let clocks = Constructions<ClockStub>()
        replacing(constructionsOf: clocks) {
            for _ in 0..<100 { _ = Clock(routedZone: "gone") }
            // Likely at the address of one that died; never constructed here, so never routed.
            let fresh = Clock(zone: "real")
            #expect(fresh.routedFormat(1) == "1 real")
        }
    }
}
