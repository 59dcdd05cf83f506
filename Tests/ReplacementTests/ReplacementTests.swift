import Foundation
import MockRuntime
import Testing
@testable import ReplacedFixtures

/// The code under test (`ReportService`) is not changed for these tests: it calls `Clock.now()`,
/// `Analytics.shared.track(_:)`, a final class, a struct's mutating method, an enum's static
/// member and an actor directly. Each test installs mocks for its own scope only; Swift Testing
/// runs them in parallel, so any leak between tests would show up as a wrong value or count.
@Suite struct ReplacementTests {
    static let epoch = Date(timeIntervalSince1970: 1_000)

    @Test func aStaticMethodAndASingletonAreStubbedAndVerified() throws {
        let clock = MockClock()
        let analytics = MockAnalytics()
        stub(clock) { stub in
            when(stub.now()).thenReturn(Self.epoch)
            when(stub.format(any())).thenReturn("then")
        }
        stub(analytics) { when($0.track(any())).thenDoNothing() }
        let service = ReportService(database: Database(url: "test"))
        let title = try replacing(clock, analytics) { try service.title(for: 1) }
        #expect(title == "one @ then")
        verify(clock).now()
        verify(clock).format(equal(to: Self.epoch))
        verify(analytics).track("title")
    }

    @Test func withoutAMockTheOriginalsRun() throws {
        let service = ReportService(database: Database(url: "test"))
        #expect(try service.title(for: 2).hasPrefix("two @ "))
        #expect(service.shiftedZone(3) == "clock(UTC+3)")
        #expect(service.endpoint() == "https://production.example.com sqlite://memory")
    }

    @Test func aFinalClassInstanceIsMockedByIdentity() throws {
        let mocked = Database(url: "mocked")
        let other = Database(url: "other")
        let database = MockDatabase()
        stub(database) { when($0.query(any())).thenThrow(DatabaseError.notFound(7)) }
        let otherRow = try replacing(mocked, with: database) {
            #expect(throws: DatabaseError.notFound(7)) { try ReportService(database: mocked).title(for: 1) }
            // Another instance of the same class still runs its own code.
            return try other.query(1)
        }
        #expect(otherRow == "one")
        verify(database).query(1)
        #expect(try mocked.query(2) == "two")
    }

    @Test func asyncAndThrowingMembersRouteAndFallBackToTheOriginal() async throws {
        let database = MockDatabase()
        stub(database) {
            when($0.fetch(1)).thenReturn("mocked one")
            when($0.count()).thenReturn(42)
        }
        let real = Database(url: "real")
        let service = ReportService(database: real)
        let (loaded, count) = try await replacing(real, with: database) {
            (try await service.load(1), await service.rowCount())
        }
        #expect(loaded == "mocked one")
        #expect(count == 42)
        // The original async implementation runs when no mock is installed (through
        // `Replacement.callOriginal`, since Swift 6.3 would otherwise call the replacement again).
        #expect(try await service.load(2) == "two")
        #expect(await service.rowCount() == 2)
        verify(database).fetch(1)
    }

    @Test func aStructsMutatingMethodAndPropertiesAreMocked() {
        let clock = MockClock()
        stub(clock) { stub in
            when(stub.shift(by: anyInt())).thenDoNothing()
            when(stub.label.get).thenReturn("mocked label")
        }
        let zone = replacing(clock) { ReportService(database: Database(url: "x")).shiftedZone(5) }
        #expect(zone == "mocked label")
        verify(clock).shift(by: 5)
    }

    @Test func enumsClassFuncsAndActorsAreMocked() async {
        let environment = MockEnvironment()
        let database = MockDatabase()
        let counter = MockCounter()
        stub(environment) { stub in
            when(stub.current()).thenReturn(.staging)
            when(stub.baseURL.get).thenReturn("https://mock")
        }
        stub(database) { when($0.defaultURL()).thenReturn("mock://db") }
        stub(counter) { when($0.increment()).thenReturn(99) }
        let service = ReportService(database: Database(url: "x"))
        let (endpoint, ticks) = await replacing(environment, database, counter) {
            (service.endpoint(), await service.tick(Counter()))
        }
        #expect(endpoint == "https://mock mock://db")
        #expect(ticks == 99)
        verify(environment).current()
        verify(counter).increment()
        #expect(await service.tick(Counter()) == 1)
    }

    /// A replaced global async function held open: the code under test, which calls the real
    /// function by name, waits until the test resumes it.
    @Test func aReplacedAsyncFunctionCanBeHeldOpen() async throws {
        let globals = MockReplacedFixturesGlobals()
        let greetings = when(stub(globals).fetchGreeting(for: any())).thenSuspend()
        let service = ReportService(database: Database(url: "x"))
        try await replacing(globals) {
            let greeting = Task { await service.greeting() }
            let call = try await greetings.next()
            #expect(call.arguments == "report")
            call.resume(returning: "held, then answered")
            #expect(await greeting.value == "held, then answered")
        }
        verify(globals).fetchGreeting(for: "report").wasNotCancelled()
    }

    @Test func globalFunctionsAreStubbedAndVerified() async throws {
        let globals = MockReplacedFixturesGlobals()
        stub(globals) { stub in
            when(stub.loadConfig(path: any())).thenReturn(Config(name: "mocked"))
            when(stub.fetchGreeting(for: "report")).thenReturn("hi")
        }
        let service = ReportService(database: Database(url: "x"))
        let (name, greeting) = try await replacing(globals) {
            (try service.configName(), await service.greeting())
        }
        #expect(name == "mocked")
        #expect(greeting == "hi")
        verify(globals).loadConfig(path: "app.toml")
        #expect(try service.configName() == "app.toml")
        #expect(await service.greeting() == "hello report")
        #expect(throws: ConfigError.missing("x.json")) { try loadConfig(path: "x.json") }
    }

    @Test func genericMethodsSubscriptsAndPropertiesOfAFinalClassAreMocked() {
        let real = Database(url: "real")
        let database = MockDatabase()
        stub(database) { stub in
            when(stub.decode(any(), as: any(Int.Type.self))).thenReturn(99)
            when(stub[2].get).thenReturn("mocked two")
            when(stub.isOpen.get).thenReturn(false)
        }
        let summary = replacing(real, with: database) { ReportService(database: real).summary(2) }
        #expect(summary == "mocked two 100 false")
        verify(database).decode("41", as: any(Int.Type.self))
        #expect(ReportService(database: real).summary(1) == "one 42 true")
    }

    /// MockInject's case: the code under test creates its own `Database(host:port:)`; each one
    /// made while the constructions are installed is recorded and gets a mock of its own.
    @Test func objectsCreatedInsideTheCodeUnderTestAreRecordedAndMocked() throws {
        let databases = Constructions<MockDatabase> {
            let mock = MockDatabase()
            stub(mock) { when($0.query(any())).thenReturn("from mock") }
            return mock
        }
        let service = ReportService(database: Database(url: "x"))
        let rows = try replacing(constructionsOf: databases) {
            [try service.remoteRow(1, host: "a"), try service.remoteRow(2, host: "b")]
        }
        #expect(rows == ["from mock", "from mock"])
        #expect(databases.count == 2)
        #expect(databases.first?.initializer == "init(host:port:)")
        #expect(databases.first?.arguments(as: (String, Int).self).map { [$0.0, String($0.1)] } == ["a", "5432"])
        verify(databases[1].mock).query(2)
        // Outside the scope the real initializer and the real query run again.
        #expect(try service.remoteRow(1, host: "c") == "one")
    }

    /// A value's initializer can be skipped: each construction yields the test's substitute, and
    /// the value's calls go to the one mock of the type.
    @Test func aValueConstructionCanYieldASubstitute() {
        let clocks = Constructions<MockClock>(makeMock: {
            let mock = MockClock()
            stub(mock) { when($0.label.get).thenReturn("mocked label") }
            return mock
        }, substitute: { Clock(zone: "substitute") })
        let service = ReportService(database: Database(url: "x"))
        let (name, label) = replacing(constructionsOf: clocks) { (service.zoneName("Europe/Paris"), service.zoneLabel("Asia/Tokyo")) }
        #expect(name == "substitute")
        #expect(label == "mocked label")
        #expect(clocks.count == 2)
        #expect(clocks.all.compactMap { $0.arguments(as: String.self) } == ["Europe/Paris", "Asia/Tokyo"])
        verify(clocks[1].mock).label.get()
        #expect(service.zoneName("UTC") == "UTC")
    }

    /// Many tests at once, each with its own mock: none sees another's.
    @Test(arguments: 0..<8) func parallelTestsDoNotSeeEachOthersMocks(_ n: Int) async throws {
        let clock = MockClock()
        let date = Date(timeIntervalSince1970: TimeInterval(n))
        stub(clock) { when($0.now()).thenReturn(date) }
        await replacing(clock) {
            for _ in 0..<200 {
                #expect(Clock.now() == date)
                await Task.yield()
            }
            // Child tasks see the installation too.
            let child = await Task { Clock.now() }.value
            #expect(child == date)
        }
        verify(clock, times(201)).now()
        #expect(Clock.now() != date)
    }
}
