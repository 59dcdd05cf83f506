import MockRuntime
@testable import ShadowedStandardProtocols

let ranked = MockRanked()
stub(ranked) { stub in
    when(stub.check()).thenReturn(true)
    when(stub.rank.get).thenReturn(2)
}
precondition(ranked.check() && ranked.rank == 2)
verify(ranked).check()

let amount = MockAmount<Int, Int>()
stub(amount) { stub in when(stub.label.get).thenReturn("five") }
precondition(amount.label == "five")

let shelf = MockShelf()
stub(shelf) { stub in
    when(stub.startIndex.get).thenReturn(0)
    when(stub.endIndex.get).thenReturn(2)
    when(stub[any()].get).then { ["a", "b"][$0] }
    when(stub.index(after: any())).then { $0 + 1 }
}
precondition(Array(shelf) == ["a", "b"])
let checked = MockChecked()
stub(checked) { stub in
    when(stub.check()).thenReturn(true)
    when(stub.measure(any())).then { $0() * 2 }
}
let measured = try await checked.measure(21)
precondition(checked.check() && measured == 42)

let counter = MockCounter()
stub(counter) { stub in when(stub.count()).thenReturn(3) }
let counted = await counter.count()
precondition(counted == 3)
print("exercise ok")
