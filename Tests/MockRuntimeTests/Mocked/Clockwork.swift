// What `../Mocks/Mock.Clockwork.swift` mocks: members without parameters, one of each effect, so
// that each of the runtime's `…NoArguments` entry points forwards to a real implementation in
// NoArgumentsForwardingTests.

struct Jammed: Error, Equatable {}

protocol Clockwork {
    var hour: Int { get }
    func tick() throws -> Int
    func wind() async -> Int
    func chime() async throws -> String
}
