// The protocol `Pinger+Mock.swift` mocks. HandWrittenMockContractTests (MockgenCoreTests) runs the
// generator on this file and expects exactly `Pinger+Mock.swift`.

protocol Pinger {
    static func ping(_ count: Int)
}
