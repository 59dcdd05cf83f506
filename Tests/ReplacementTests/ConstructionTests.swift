import Foundation
import MockRuntime
import Testing
@testable import ReplacedFixtures

/// MockInject's defining case, through designated initializers: `Refresher` builds its
/// `APIClient`, `Session`, `Inventory` and `Uploader` itself, and is not changed for these tests.
/// Each construction is recorded with its arguments and gets a mock of its own; with nothing
/// installed the original initializers run.
@Suite struct ConstructionTests {
    static func stubbedClient(_ answer: String) -> @Sendable () -> MockAPIClient {
        {
            let mock = MockAPIClient()
            stub(mock) { when($0.fetch(any())).thenReturn(answer) }
            return mock
        }
    }

    @Test func aFinalClassBuiltThroughItsDesignatedInitializerIsReached() {
        let clients = Constructions<MockAPIClient>(makeMock: Self.stubbedClient("mocked"))
        let answer = replacing(constructionsOf: clients) { Refresher().refresh() }
        #expect(answer == "mocked")
        #expect(clients.count == 1)
        #expect(clients.first?.initializer == "init(baseURL:)")
        #expect(clients.first?.arguments(as: String.self) == "https://api.example.com")
        verify(clients[0].mock).fetch("/items")
    }

    @Test func withNothingInstalledTheOriginalInitializersRun() async throws {
        let refresher = Refresher()
        // The constructed instance took over the original's private and defaulted storage.
        #expect(refresher.refresh() == "real https://api.example.com/items (3 retries)")
        #expect(refresher.secureFetch("https://a") == "real https://a/ (3 retries)")
        #expect(refresher.secureFetch("http://a") == nil)
        #expect(try refresher.connect(host: "h", port: 1) == "real https://h:1/health (3 retries)")
        #expect(throws: ConnectionError.badPort(0)) { try refresher.connect(host: "h", port: 0) }
        #expect(refresher.adminToken() == "real token for admin")
        #expect(await refresher.stock("a") == 1)
        #expect(await refresher.upload(3))
    }

    @Test func failableAndThrowingInitializersAreRecordedWhenTheySucceed() throws {
        let clients = Constructions<MockAPIClient>(makeMock: Self.stubbedClient("mocked"))
        let refresher = Refresher()
        let results = try replacing(constructionsOf: clients) {
            [refresher.secureFetch("https://secure"), refresher.secureFetch("http://plain"), try refresher.connect(host: "db", port: 5432)]
        }
        #expect(results == ["mocked", nil, "mocked"])
        #expect(clients.all.map(\.initializer) == ["init(secureURL:)", "init(host:port:)"])
        #expect(clients[1].arguments(as: (String, Int).self).map { "\($0.0):\($0.1)" } == "db:5432")
        // A throwing initializer that throws constructs nothing.
        #expect(throws: ConnectionError.badPort(-1)) {
            try replacing(constructionsOf: clients) { try refresher.connect(host: "db", port: -1) }
        }
        #expect(clients.count == 2)
    }

    /// A deprecated initializer's construction, and a method taking a non-escaping closure.
    @available(*, deprecated)
    @Test func deprecatedInitializersAndClosureParametersAreReplacedToo() {
        let clients = Constructions<MockAPIClient> {
            let mock = MockAPIClient()
            stub(mock) { stub in
                when(stub.fetch(any())).thenReturn("mocked")
                when(stub.withRetries(any(((Int) throws -> Int).self))).thenReturn(7)
            }
            return mock
        }
        let (legacy, retried) = replacing(constructionsOf: clients) { (Refresher().legacyFetch("x"), Refresher().retried()) }
        #expect(legacy == "mocked")
        #expect(retried == 7)
        #expect(clients.all.map(\.initializer) == ["init(legacyURL:)", "init(baseURL:)"])
        #expect(Refresher().legacyFetch("x") == "real legacy:x/ (3 retries)")
        #expect(Refresher().retried() == 30)
        // A closure argument is recorded as a placeholder of its type (it cannot outlive the call).
        let named = replacing(constructionsOf: clients) { Refresher().named("h") }
        #expect(named == "mocked")
        #expect(clients.last?.initializer == "init(host:naming:)")
        #expect(clients.last?.arguments(as: (String, (String) -> String).self)?.0 == "h")
    }

    @Test func aSubclassReachesItsSuperclassInitializer() {
        let sessions = Constructions<MockSession> {
            let mock = MockSession()
            stub(mock) { when($0.token()).thenReturn("mocked token") }
            return mock
        }
        let token = replacing(constructionsOf: sessions) { Refresher().adminToken() }
        #expect(token == "mocked token")
        #expect(sessions.count == 1)
        #expect(sessions.first?.arguments(as: String.self) == "admin")
    }

    @Test func anActorBuiltInsideTheUnitIsReached() async {
        let inventories = Constructions<MockInventory> {
            let mock = MockInventory()
            stub(mock) { when($0.add(any())).thenReturn(42) }
            return mock
        }
        let count = await replacing(constructionsOf: inventories) { await Refresher().stock("bolt") }
        #expect(count == 42)
        #expect(inventories.first?.arguments(as: String.self) == "main")
        verify(inventories[0].mock).add("bolt")
    }

    @Test func anAsyncInitializerIsRecorded() async {
        let uploaders = Constructions<MockUploader> {
            let mock = MockUploader()
            stub(mock) { when($0.upload(any())).thenReturn(false) }
            return mock
        }
        let uploaded = await replacing(constructionsOf: uploaders) { await Refresher().upload(10) }
        #expect(!uploaded)
        #expect(uploaders.first?.arguments(as: String.self) == "https://upload.example.com")
        verify(uploaders[0].mock).upload(10)
    }

    /// `Counter` has only `init()`, which Swift cannot replace (mockgen warned at it): the test
    /// fails where it asks for the constructions, instead of counting none.
    @Test func constructionsOfATypeWhoseInitializersAreNotReplacedFailAtOnce() async {
        let counters = Constructions<MockCounter>()
        let line: UInt = #line + 2
        let failures = await withMockFailuresCaptured {
            _ = await replacing(constructionsOf: counters) { await Counter().increment() }
        }
        #expect(failures.count == 1)
        #expect(failures.first?.message.contains("mockgen replaced none of Counter's initializers") == true)
        #expect(failures.first?.location.line == line)
    }

    /// 8 parallel tests × 200 constructions each: every test counts exactly its own.
    @Test(arguments: 0..<8) func parallelTestsKeepTheirOwnConstructions(_ n: Int) async {
        let clients = Constructions<MockAPIClient>(makeMock: Self.stubbedClient("test \(n)"))
        await replacing(constructionsOf: clients) {
            for _ in 0..<200 {
                #expect(Refresher().refresh() == "test \(n)")
                await Task.yield()
            }
        }
        #expect(clients.count == 200)
        #expect(clients.all.allSatisfy { $0.arguments(as: String.self) == "https://api.example.com" })
        #expect(Refresher().refresh().hasPrefix("real "))
    }
}
