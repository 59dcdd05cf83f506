// The protocol `Greeter+Mock.swift` mocks. HandWrittenMockContractTests (MockgenCoreTests) runs the
// generator on this file and expects exactly `Greeter+Mock.swift`.

protocol Greeter {
    func greet(_ name: String) -> String
    var count: Int { get set }
}
