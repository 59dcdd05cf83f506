import MockRuntime
import Testing
@testable import MockgenFixtures

/// The `Expectations` API (jMock style) on the checked-in generated mocks, unchanged: class,
/// generic, async, throwing, property, subscript, static, actor and main-actor mocks.
@Suite(.checksExpectations) struct ExpectationsOnGeneratedMocksTests {
    /// A class mock: expected calls run their actions, a setter is expected with its value, and
    /// a call nobody expected fails at once and returns the default value.
    @Test func aClassMockTakesExpectations() throws {
        let expectations = Expectations()
        let vehicle = expectations.mock(MockVehicle(wheels: 3), named: "van")
        expectations.expect(vehicle).drive(distance: 5).will(.returns(50))
        expectations.expect(vehicle).honk(times: 2).will(.throws(TestError(reason: "quiet")))
        expectations.allowing(vehicle).wheels.get.will(.returns(6))
        expectations.expect(vehicle).wheels.set(8)

        #expect(vehicle.drive(distance: 5) == 50)
        #expect(throws: TestError(reason: "quiet")) { try vehicle.honk(times: 2) }
        #expect(vehicle.wheels == 6)
        vehicle.wheels = 8
        let messages = failureMessages { #expect(vehicle.drive(distance: 1) == 0) }
        #expect(messages == [
            """
            Unexpected call: van.drive(distance: 1)
            Expectations:
              1. expected exactly once, received once: van.drive(distance: equal to 5)
              2. expected exactly once, received once: van.honk(times: equal to 2)
              3. allowed, received once: van.wheels.get
              4. expected exactly once, received once: van.wheels.set(equal to 8)
            Calls before this one:
              1. van.drive(distance: 5)
              2. van.honk(times: 2)
              3. van.wheels.get
              4. van.wheels.set(8)
            """,
        ])
        expectations.assertSatisfied()
    }

    /// An expected call without an action on a superclass spy runs the real class.
    @Test func anUnansweredExpectationOfASpyRunsTheSuperclass() {
        let expectations = Expectations()
        let vehicle = expectations.mock(MockVehicle(wheels: 2).withEnabledSuperclassSpy(), named: "spy")
        expectations.expect(vehicle, .times(2)).drive(distance: 4)
        _ = expectations.allowing(vehicle).mileage.get

        #expect(vehicle.drive(distance: 4) == 4)
        #expect(vehicle.drive(distance: 4) == 8)
        let messages = failureMessages { _ = vehicle.drive(distance: 4) }
        // The real `drive` reads `mileage` through the mock: the history shows it.
        #expect(messages == [
            """
            Unexpected call: spy.drive(distance: 4)
            Expectations:
              1. expected exactly twice, received twice: spy.drive(distance: equal to 4) — matches, but it has already had every call it expects
              2. allowed, received twice: spy.mileage.get
            Calls before this one:
              1. spy.drive(distance: 4)
              2. spy.mileage.get
              3. spy.drive(distance: 4)
              4. spy.mileage.get
            """,
        ])
    }

    /// An expected call without an action on a protocol mock with a default implementation
    /// forwards to it; one with an action does not; a cardinality left short is reported.
    @Test func anUnansweredExpectationForwardsToTheDefaultImplementation() {
        let expectations = Expectations()
        let greeter = expectations.mock(MockGreeter().withEnabledDefaultImplementation(PoliteGreeter()), named: "greeter")
        expectations.expect(greeter).greet("Ann")
        expectations.expect(greeter).greet("Bob").will(.returns("Yo Bob"))
        expectations.expect(greeter, .atLeast(2)).remember(anyString())

        #expect(greeter.greet("Ann") == "Good day, Ann")
        #expect(greeter.greet("Bob") == "Yo Bob")
        #expect(greeter.remember("Ann"))
        let messages = failureMessages { expectations.assertSatisfied() }
        #expect(messages == ["Expected remember(any String) on greeter at least twice, but it was called once."])
    }

    /// Generic mocks: an associated type fixed by the mock's argument, a generic method expected
    /// with a concrete type (a call with another type is unexpected), a result-generic method.
    @Test func genericMocksMatchConcreteTypes() {
        let expectations = Expectations()
        let names = expectations.mock(MockRepository<String>(), named: "names")
        let service = expectations.mock(MockService(), named: "service")
        let box = expectations.mock(MockBox<Int>(value: 1), named: "box")
        expectations.expect(names).save("Ann")
        expectations.allowing(names).all().will(.returns(["Ann"]))
        expectations.expect(service).store(42, forKey: "answer")
        expectations.expect(service).decode("7").will(.returns(7))
        expectations.expect(box).map(anyClosure(type: ((Int) -> String).self)).will(.answers { transform in transform(7) })

        names.save("Ann")
        #expect(names.all() == ["Ann"])
        service.store(42, forKey: "answer")
        let decoded: Int = service.decode("7")
        #expect(decoded == 7)
        #expect(box.map { "#\($0)" } == "#7")
        let messages = failureMessages { service.store("42", forKey: "answer") }
        #expect(messages == [
            """
            Unexpected call: service.store("42", forKey: "answer")
            Expectations:
              1. expected exactly once, received once: names.save(equal to "Ann")
              2. allowed, received once: names.all()
              3. expected exactly once, received once: service.store(equal to 42, forKey: equal to "answer")
              4. expected exactly once, received once: service.decode(equal to "7")
              5. expected exactly once, received once: box.map(any closure)
            Calls before this one:
              1. names.save("Ann")
              2. names.all()
              3. service.store(42, forKey: "answer")
              4. service.decode("7")
              5. box.map(<closure>)
            """,
        ])
        expectations.assertSatisfied()
    }

    /// Async members: `async throws` members throw and answer, an async getter answers, and an
    /// async throwing getter throws.
    @Test func asyncMembersTakeActions() async throws {
        let expectations = Expectations()
        let service = expectations.mock(MockService(), named: "service")
        expectations.expect(service).download(from: "a", retries: 1).will(.throws(TestError(reason: "offline")))
        expectations.expect(service).download(from: "a", retries: 2).will(.answers { url, retries in
            await Task.yield()
            return Array(url.utf8) + [UInt8(retries)]
        })
        expectations.expect(service).refresh()
        expectations.expect(service).slowValue.get.will(.answers { _ in
            await Task.yield()
            return 9
        })
        expectations.expect(service).token.get.will(.throws(TestError(reason: "no token")))

        await #expect(throws: TestError(reason: "offline")) { try await service.download(from: "a", retries: 1) }
        #expect(try await service.download(from: "a", retries: 2) == [97, 2])
        await service.refresh()
        #expect(await service.slowValue == 9)
        await #expect(throws: TestError(reason: "no token")) { try await service.token }
        let messages = try await failureMessages {
            let bytes = try await service.download(from: "b", retries: 1)
            #expect(bytes == [])
        }
        #expect(messages == [
            """
            Unexpected call: service.download(from: "b", retries: 1)
            Expectations:
              1. expected exactly once, received once: service.download(from: equal to "a", retries: equal to 1)
              2. expected exactly once, received once: service.download(from: equal to "a", retries: equal to 2)
              3. expected exactly once, received once: service.refresh()
              4. expected exactly once, received once: service.slowValue.get
              5. expected exactly once, received once: service.token.get
            Calls before this one:
              1. service.download(from: "a", retries: 1)
              2. service.download(from: "a", retries: 2)
              3. service.refresh()
              4. service.slowValue.get
              5. service.token.get
            """,
        ])
        expectations.assertSatisfied()
    }

    /// A throwing member whose result has no default value throws `MockError.unexpectedCall`
    /// when nobody expected the call (here a static member returning `Self`).
    @Test(.isolatedStaticMocks) func anUnexpectedThrowingCallWithoutADefaultThrows() throws {
        let expectations = Expectations()
        let made = try MockGenerated()
        expectations.expect(MockGenerated.self).generate().will(.returns(made))

        #expect(try MockGenerated.generate() === made)
        let messages = failureMessages {
            #expect(throws: MockError.unexpectedCall("generate()")) { try MockGenerated.generate() }
        }
        #expect(messages == [
            """
            Unexpected call: Generated.generate()
            Expectations:
              1. expected exactly once, received once: Generated.generate() — matches, but it has already had every call it expects
            Calls before this one:
              1. Generated.generate()
            """,
        ])
        expectations.assertSatisfied()
    }

    /// Properties and subscripts: getters answer, setters are expected with their new value,
    /// and a setter call with another value is unexpected.
    @Test func propertiesAndSubscriptsTakeExpectations() {
        let expectations = Expectations()
        let service = expectations.mock(MockService(), named: "service")
        expectations.allowing(service).count.get.will(.returns(3))
        expectations.expect(service).count.set(4)
        expectations.expect(service).nickname.set("Al")
        expectations.expect(service)[1].get.will(.returns("one"))
        expectations.expect(service)[1].set("uno")
        expectations.expect(service)[2, 3].get.will(.returns(2.5))
        expectations.expect(service)[key: "k"].get.will(.returns(11))

        #expect(service.count == 3)
        service.count = 4
        service.nickname = "Al"
        #expect(service[1] == "one")
        service[1] = "uno"
        #expect(service[2, 3] == 2.5)
        #expect(service[key: "k"] == 11)
        let messages = failureMessages { service.count = 5 }
        #expect(messages == [
            """
            Unexpected call: service.count.set(5)
            Expectations:
              1. allowed, received once: service.count.get
              2. expected exactly once, received once: service.count.set(equal to 4)
              3. expected exactly once, received once: service.nickname.set(equal to "Al")
              4. expected exactly once, received once: service[equal to 1].get
              5. expected exactly once, received once: service[equal to 1].set(equal to "uno")
              6. expected exactly once, received once: service[equal to 2, equal to 3].get
              7. expected exactly once, received once: service[key: equal to "k"].get
            Calls before this one:
              1. service.count.get
              2. service.count.set(4)
              3. service.nickname.set("Al")
              4. service[1].get
              5. service[1].set("uno")
              6. service[2, 3].get
              7. service[key: "k"].get
            """,
        ])
        expectations.assertSatisfied()
    }

    /// Static members: `expectations.expect(MockService.self)`, a static getter and setter, and a
    /// second call of a static method expected once.
    @Test(.isolatedStaticMocks) func staticMembersTakeExpectations() {
        let expectations = Expectations()
        expectations.expect(MockService.self).version().will(.returns("2.0"))
        expectations.allowing(MockService.self).instances.get.will(.returns(3))
        expectations.expect(MockService.self).instances.set(4)

        #expect(MockService.version() == "2.0")
        #expect(MockService.instances == 3)
        MockService.instances = 4
        let messages = failureMessages { #expect(MockService.version() == "") }
        #expect(messages == [
            """
            Unexpected call: Service.version()
            Expectations:
              1. expected exactly once, received once: Service.version() — matches, but it has already had every call it expects
              2. allowed, received once: Service.instances.get
              3. expected exactly once, received once: Service.instances.set(equal to 4)
            Calls before this one:
              1. Service.version()
              2. Service.instances.get
              3. Service.instances.set(4)
            """,
        ])
        expectations.assertSatisfied()
    }

    /// An actor mock: consecutive actions across awaits, a state moved by a call made from a
    /// detached task, and `waitUntil` for it.
    @Test func anActorMockTakesExpectations() async {
        let expectations = Expectations()
        let counter = expectations.mock(MockCounter(), named: "counter")
        let progress = expectations.states("progress", startsAs: "counting")
        expectations.expect(counter, .times(2)).increment().will(.onConsecutiveCalls(.returns(1), .returns(2)))
        expectations.expect(counter).total.get.will(.returns(2)).then(progress.becomes("done"))

        #expect(await counter.increment() == 1)
        #expect(await counter.increment() == 2)
        Task.detached { _ = await counter.total }
        #expect(await expectations.waitUntil(progress.is("done"), timeout: .seconds(5)))
        let messages = await failureMessages { #expect(await counter.increment() == 0) }
        #expect(messages == [
            """
            Unexpected call: counter.increment()
            Expectations:
              1. expected exactly twice, received twice: counter.increment() — matches, but it has already had every call it expects
              2. expected exactly once, received once: counter.total.get
            States:
              progress is "done"
            Calls before this one:
              1. counter.increment()
              2. counter.increment()
              3. counter.total.get
            """,
        ])
        expectations.assertSatisfied()
    }

    /// A main-actor mock: isolated sync and async members, a nonisolated one, and a sequence.
    @MainActor
    @Test func aMainActorMockTakesExpectations() async {
        let expectations = Expectations()
        let view = expectations.mock(MockTitleView(), named: "title view")
        let order = expectations.sequence("order")
        expectations.expect(view).show("Home").inSequence(order)
        expectations.expect(view).reload(7).will(.answers { id in id == 7 }).inSequence(order)
        expectations.allowing(view).isVisible.get.will(.returns(true))
        expectations.expect(view).identifier().will(.returns("title"))

        view.show("Home")
        #expect(await view.reload(7))
        #expect(view.isVisible)
        #expect(view.identifier() == "title")
        let messages = failureMessages { view.show("Home") }
        #expect(messages == [
            """
            Unexpected call: title view.show("Home")
            Expectations:
              1. expected exactly once, received once: title view.show(equal to "Home") in sequence order — matches, but it has already had every call it expects
              2. expected exactly once, received once: title view.reload(equal to 7) in sequence order
              3. allowed, received once: title view.isVisible.get
              4. expected exactly once, received once: title view.identifier()
            Sequences:
              order: all 2 satisfied
            Calls before this one:
              1. title view.show("Home")
              2. title view.reload(7)
              3. title view.isVisible.get
              4. title view.identifier()
            """,
        ])
        expectations.assertSatisfied()
    }

    /// Mockito style on the same mock: a stub answers an expected call that has no action, and
    /// `verify` counts the calls made under expectations (the unexpected one too).
    @Test func stubAndVerifyWorkAlongsideExpectations() {
        let expectations = Expectations()
        let greeter = expectations.mock(MockGreeter(), named: "greeter")
        stub(greeter) { stub in when(stub.greet(anyString())).then { "Hi \($0)" } }
        expectations.expect(greeter, .times(2)).greet(anyString())
        expectations.expect(greeter).remember("Ann").will(.returns(true))

        #expect(greeter.greet("Ann") == "Hi Ann")
        #expect(greeter.greet("Bob") == "Hi Bob")
        #expect(greeter.remember("Ann"))
        // An unexpected call is not answered by the stub: it returns the default value.
        let unexpected = failureMessages { #expect(greeter.greet("Cy") == "") }
        #expect(unexpected.first?.hasPrefix("Unexpected call: greeter.greet(\"Cy\")") == true)
        verify(greeter, times(3)).greet(anyString())
        verify(greeter).remember("Ann")
        verifyNoMoreInteractions(greeter)
        let missing = failureMessages { verify(greeter).remember("Bob") }
        #expect(missing == [
            """
            Wanted but not invoked: greeter.remember(equal to "Bob") — wanted once, never invoked.
            Invocations of remember(_:) on greeter:
              1. remember("Ann")
            Closest match: remember("Ann") — argument 1 differs: wanted equal to "Bob", got "Ann".
            """,
        ])
        expectations.assertSatisfied()
    }
}

/// A real `Greeter`, for the default implementation.
private struct PoliteGreeter: Greeter {
    var greetingCount = 0
    func greet(_ name: String) -> String { "Good day, \(name)" }
    func remember(_ name: String) -> Bool { true }
}

private func failureMessages(_ body: () throws -> Void) rethrows -> [String] {
    try withMockFailuresCaptured(body).map(\.message)
}

private func failureMessages(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void) async rethrows -> [String] {
    try await withMockFailuresCaptured(body).map(\.message)
}
