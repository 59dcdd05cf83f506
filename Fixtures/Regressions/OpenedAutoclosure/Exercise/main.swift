import MockRuntime
@testable import OpenedAutoclosure

final class RealLookup: Lookup {
    var storage: [String: Int] = [:]
    var notes: [String] = []

    subscript(key: String, default defaultValue: @autoclosure () -> Int) -> Int {
        get { storage[key] ?? defaultValue() }
        set { storage[key] = newValue }
    }
    func value(for key: String, orElse fallback: @autoclosure () -> Int) -> Int { storage[key] ?? fallback() }
    func values(for keys: [String], orElse fallback: @autoclosure () throws -> [Int]) rethrows -> [Int] {
        let found = keys.compactMap { storage[$0] }
        return found.isEmpty ? try fallback() : found
    }
    func merge(_ other: [String: Int], uniquingKeysWith combine: (Int, Int) throws -> Int) rethrows {
        try storage.merge(other, uniquingKeysWith: combine)
    }
    func note(_ message: @autoclosure () -> String, at key: String) { notes.append(key + ": " + message()) }
}

// Unstubbed calls reach the real implementation with the value the autoclosure gave.
let real = RealLookup()
let mock = MockLookup<String, Int>()
mock.enableDefaultImplementation(real)
precondition(mock.value(for: "a", orElse: 3 + 4) == 7)
mock["b", default: 0] = 5
precondition(real.storage["b"] == 5)
precondition(mock["b", default: 1] == 5)
precondition(mock["c", default: 9] == 9)
precondition(mock.values(for: ["x"], orElse: [1, 2]) == [1, 2])
mock.note("hel" + "lo", at: "k")
precondition(real.notes == ["k: hello"])

// Stubbed in Cuckoo's closure form and by value; verified by value.
stub(mock) { stub in
    when(stub.value(for: "z", orElse: anyClosure())).then { _, fallback in fallback() + 1 }
    when(stub.value(for: "v", orElse: 10)).thenReturn(100)
}
precondition(mock.value(for: "z", orElse: 41) == 42)
precondition(mock.value(for: "v", orElse: 5 + 5) == 100)
verify(mock).value(for: "z", orElse: 41)
verify(mock).value(for: "v", orElse: 10)
verify(mock).note("hello", at: "k")
verify(mock).value(for: "a", orElse: anyClosure())
print("exercise ok")
