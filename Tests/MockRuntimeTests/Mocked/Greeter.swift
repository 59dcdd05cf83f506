// What `../Mocks/Mock.Greeter.swift` mocks; GeneratedFileSnapshotTests (MockgenCoreTests) checks that
// it is the generator's output for this file.

protocol Greeter {
    func greet(_ name: String) -> String
    var count: Int { get set }
}
