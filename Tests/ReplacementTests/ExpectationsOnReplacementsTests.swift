import Foundation
import MockRuntime
import Testing
@testable import ReplacedFixtures

/// Installed replacement mocks (`--replace`) under an `Expectations` context: the code under
/// test (`ReportService`) calls statics, a singleton and global functions directly, unchanged.
@Suite(.checksExpectations) struct ExpectationsOnReplacementsTests {
    static let epoch = Date(timeIntervalSince1970: 1_000)

    /// A struct's static (`Clock.now()`), a singleton and a global function are expected; a
    /// global call nobody expected fails at once and, having no default `Config`, throws.
    @Test func replacedStaticsAndGlobalsTakeExpectations() throws {
        let expectations = Expectations()
        let clock = expectations.mock(MockClock(), named: "clock")
        let analytics = expectations.mock(MockAnalytics(), named: "analytics")
        let globals = expectations.mock(MockReplacedFixturesGlobals(), named: "globals")
        expectations.expect(clock).now().will(.returns(Self.epoch))
        expectations.expect(clock).format(equal(to: Self.epoch)).will(.returns("then"))
        expectations.expect(analytics).track("title")
        expectations.expect(globals).loadConfig(path: "app.toml").will(.returns(Config(name: "mocked")))

        let service = ReportService(database: Database(url: "test"))
        let (title, name) = try replacing(clock, analytics, globals) { (try service.title(for: 1), try service.configName()) }
        #expect(title == "one @ then")
        #expect(name == "mocked")
        let messages = failureMessages {
            replacing(globals) {
                #expect(throws: MockError.unexpectedCall(#"loadConfig(path: "x.json")"#)) { try loadConfig(path: "x.json") }
                return
            }
        }
        #expect(messages == [
            """
            Unexpected call: globals.loadConfig(path: "x.json")
            Expectations:
              1. expected exactly once, received once: clock.now()
              2. expected exactly once, received once: clock.format(equal to 1970-01-01 00:16:40 +0000)
              3. expected exactly once, received once: analytics.track(equal to "title")
              4. expected exactly once, received once: globals.loadConfig(path: equal to "app.toml")
            Calls before this one:
              1. analytics.track("title")
              2. clock.now()
              3. clock.format(1970-01-01 00:16:40 +0000)
              4. globals.loadConfig(path: "app.toml")
            """,
        ])
        expectations.assertSatisfied()
        // Outside `replacing` the real code runs and the context sees nothing.
        #expect(try service.configName() == "app.toml")
    }

    /// An enum's static, a `class func` and an async global in one sequence: the global called
    /// first is unexpected, and says which call the sequence waits for.
    @Test func replacedMembersFollowASequence() async {
        let expectations = Expectations()
        let environment = expectations.mock(MockEnvironment(), named: "environment")
        let database = expectations.mock(MockDatabase(), named: "database")
        let globals = expectations.mock(MockReplacedFixturesGlobals(), named: "globals")
        let steps = expectations.sequence("steps")
        expectations.expect(environment).current().will(.returns(.staging)).inSequence(steps)
        expectations.allowing(environment).baseURL.get.will(.returns("https://mock"))
        expectations.expect(database).defaultURL().will(.returns("mock://db")).inSequence(steps)
        expectations.expect(globals, .atLeast(1)).fetchGreeting(for: "report").will(.answers { name in
            await Task.yield()
            return "hi \(name)"
        }).inSequence(steps)

        let service = ReportService(database: Database(url: "x"))
        let (early, endpoint, greeting) = await replacing(environment, database, globals) {
            let early = await withMockFailuresCaptured { #expect(await service.greeting() == "") }.map(\.message)
            return (early, service.endpoint(), await service.greeting())
        }
        #expect(early == [
            """
            Unexpected call: globals.fetchGreeting(for: "report")
            Expectations:
              1. expected exactly once, received 0 times: environment.current() in sequence steps
              2. allowed, received 0 times: environment.baseURL.get
              3. expected exactly once, received 0 times: database.defaultURL() in sequence steps
              4. expected at least once, received 0 times: globals.fetchGreeting(for: equal to "report") in sequence steps — matches, but sequence steps first expects environment.current()
            Sequences:
              steps: 0 of 3 satisfied, next environment.current()
            """,
        ])
        #expect(endpoint == "https://mock mock://db")
        #expect(greeting == "hi report")
        expectations.assertSatisfied()
    }
}

private func failureMessages(_ body: () throws -> Void) rethrows -> [String] {
    try withMockFailuresCaptured(body).map(\.message)
}
