// The class `Counter+Mock.swift` mocks. HandWrittenMockContractTests (MockgenCoreTests) runs the
// generator on this file and expects exactly `Counter+Mock.swift`.

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
