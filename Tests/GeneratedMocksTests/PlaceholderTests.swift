import Testing
@testable import MockgenFixtures

@Test func fixturesModuleLoads() {
    #expect(Bool(true))
}
