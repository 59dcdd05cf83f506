import MockRuntime
import Testing
@testable import MockgenFixtures

@Suite struct ClassMockTests {
    @Test func classMocksInheritInitializersAndOverrideMembers() throws {
        let vehicle = MockVehicle(wheels: 3)
        stub(vehicle) { stub in
            when(stub.drive(distance: anyInt())).thenReturn(99)
            when(stub.honk(times: 2)).thenThrow(TestError(reason: "quiet"))
            when(stub.wheels.get).thenReturn(8)
        }
        #expect(vehicle.drive(distance: 1) == 99)
        #expect(throws: TestError(reason: "quiet")) { try vehicle.honk(times: 2) }
        #expect(vehicle.wheels == 8)
        #expect(vehicle.serial == "none")
        verify(vehicle).drive(distance: 1)
    }

    @Test func superclassSpyRunsTheRealCode() async throws {
        let vehicle = MockVehicle(wheels: 2, serial: "s").withEnabledSuperclassSpy()
        #expect(vehicle.drive(distance: 5) == 5)
        #expect(try vehicle.honk(times: 1) == "honk")
        #expect(await vehicle.refuel())
        #expect(vehicle.description == "Vehicle(2)")
        verify(vehicle).drive(distance: 5)
        verify(vehicle).wheels.get()
    }

    /// A class mock's async member held open (a main-actor class, so the callers' tasks may
    /// share it): `proceed()` runs the real code when the superclass spy is on.
    @MainActor @Test func aSuspendedClassCallProceedsToTheSuperclass() async throws {
        let model = MockViewModel().withEnabledSuperclassSpy()
        let loads = when(stub(model).load()).thenSuspend()
        let first = Task { await model.load() }
        let second = Task { await model.load() }
        let calls = [try await loads.next(), try await loads.next()]
        calls[1].resume(returning: ["resumed"])
        calls[0].proceed()
        let results = [await first.value, await second.value]
        #expect(results.contains([]) && results.contains(["resumed"]))
        verify(model, times(2)).load().wasNotCancelled()
    }

    /// `public private(set) var mileage`: the mock overrides the getter only (the setter is out
    /// of its reach), and the class's own writes still land in its storage.
    @Test func propertiesWithAPrivateSetterAreMockedReadOnly() {
        let vehicle = MockVehicle(wheels: 4)
        stub(vehicle) { stub in when(stub.mileage.get).thenReturn(1200) }
        #expect(vehicle.mileage == 1200)
        verify(vehicle).mileage.get()

        let spy = MockVehicle(wheels: 4).withEnabledSuperclassSpy()
        #expect(spy.drive(distance: 7) == 7)
        #expect(spy.mileage == 7)
    }

    @Test func subclassMocksIncludeSuperclassMembers() {
        let car = MockCar(brand: "b")
        stub(car) { stub in
            when(stub.openTrunk()).thenReturn(false)
            when(stub.drive(distance: anyInt())).thenCallRealImplementation()
            // The real `drive` reads `mileage`, which the mock overrides too.
            when(stub.mileage.get).thenCallRealImplementation()
            when(stub.brand.get).thenReturn("x")
        }
        #expect(!car.openTrunk())
        #expect(car.drive(distance: 3) == 6)
        #expect(car.brand == "x")
        verify(car).drive(distance: 3)
    }

    @Test func classMembersAreStatic() {
        reset(MockVehicle.self)
        stub(MockVehicle.self) { stub in when(stub.factoryName()).thenReturn("mock") }
        #expect(MockVehicle.factoryName() == "mock")
        verify(MockVehicle.self).factoryName()
        reset(MockVehicle.self)
    }

    @Test func stubsSubclassToo() async throws {
        let stubbed = VehicleStub(wheels: 1)
        #expect(stubbed.drive(distance: 4) == 0)
        #expect(try stubbed.honk(times: 1) == "")
        #expect(await stubbed.refuel() == false)
        #expect(CarStub(brand: "b").openTrunk() == false)
    }
}
