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
print("exercise ok")
