// What `../Mocks/Mock.Counter.swift` mocks; GeneratedFileSnapshotTests (MockgenCoreTests) checks that
// it is the generator's output for this file.

class Counter {
    var value: Int

    init(start: Int) {
        value = start
    }

    func increment(by step: Int) -> Int {
        value += step
        return value
    }

    func name() -> String {
        return "counter"
    }
}
