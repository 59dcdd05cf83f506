import MockRuntime
import Testing

/// A member without parameters calls an entry point that takes its index alone
/// (`self.__callNoArguments(0) { $0.hour }`, one per effect): each forwards to the default
/// implementation, hands on what it throws, is recorded, and gives way to a stub.
@Suite struct NoArgumentsForwardingTests {
    struct Brass: Clockwork {
        var hour: Int { 3 }
        func tick() throws -> Int { 4 }
        func wind() async -> Int { 5 }
        func chime() async throws -> String { throw Jammed() }
    }

    @Test func eachEffectForwardsToTheDefaultImplementation() async throws {
        let clock = MockClockwork()
        clock.enableDefaultImplementation(Brass())
        #expect(clock.hour == 3)
        #expect(try clock.tick() == 4)
        #expect(await clock.wind() == 5)
        await #expect(throws: Jammed()) { try await clock.chime() }
        verify(clock).hour.get()
        verify(clock).tick()
        verify(clock).wind()
        verify(clock).chime()
    }

    @Test func aStubWinsOverTheDefaultImplementation() async throws {
        let clock = MockClockwork()
        clock.enableDefaultImplementation(Brass())
        stub(clock) { stub in
            when(stub.tick()).thenThrow(Jammed())
            when(stub.chime()).thenReturn("dong")
        }
        #expect(throws: Jammed()) { try clock.tick() }
        #expect(try await clock.chime() == "dong")
        #expect(await clock.wind() == 5)
    }
}
