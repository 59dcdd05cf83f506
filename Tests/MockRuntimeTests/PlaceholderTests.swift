import Testing
@testable import MockRuntime

@Test func runtimeModuleLoads() {
    #expect(Bool(true))
}
