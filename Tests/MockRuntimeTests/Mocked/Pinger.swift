// What `../Mocks/Mock.Pinger.swift` mocks; GeneratedFileSnapshotTests (MockgenCoreTests) checks that
// it is the generator's output for this file.

protocol Pinger {
    static func ping(_ count: Int)
}
