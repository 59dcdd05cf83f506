import MockRuntime
@testable import EffectfulSubscripts

let store = MockStore()
stub(store) { stub in
    when(stub["a"].get).thenReturn(3)
    when(stub["b"].get).thenThrow(StoreError.missing)
    when(stub[1].get).thenReturn("one")
    when(stub[typed: 2].get).thenThrow(.missing)
    when(stub[async: 1, any()].get).thenReturn([4])
}
let a = try await store["a"]
precondition(a == 3)
do { _ = try await store["b"]; preconditionFailure("did not throw") } catch StoreError.missing {}
let one = try store[1]
precondition(one == "one")
do { _ = try store[typed: 2]; preconditionFailure("did not throw") } catch .missing {}
let four = await store[async: 1, 9]
precondition(four == [4])
verify(store)["a"].get()
verify(store)[1].get()
verify(store)[async: 1, 9].get()

// A non-Sendable class mock, used where it was made (off the main actor).
@concurrent func checkBase() async throws {
    let base = MockBase()
    stub(base) { stub in when(stub["k"].get).thenReturn(8) }
    let eight = try await base["k"]
    precondition(eight == 8)
    verify(base)["k"].get()
}
try await checkBase()
final class RealKeyed: Keyed {
    typealias Key = String
    subscript(any: any Sendable) -> Int { 0 }
}
let keyed = MockKeyed<String>()
keyed.enableDefaultImplementation(RealKeyed())
stub(keyed) { stub in
    when(stub[any([String].self)].get).thenCallRealImplementation()
    when(stub[any((any Sendable).self)].get).thenReturn(4)
}
let firstKey = try await keyed[["a", "b"]]
precondition(firstKey == "a" && keyed[1 as any Sendable] == 4)
verify(keyed)[any([String].self)].get()
print("exercise ok")
