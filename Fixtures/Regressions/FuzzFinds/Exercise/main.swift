import MockRuntime
@testable import FuzzFinds

let tagger = MockTagger()
stub(tagger) { stub in
    when(stub.tag()).thenCallRealImplementation()
    when(stub.label(equal(to: 2))).thenCallRealImplementation()
    when(stub.label(equal(to: 3))).thenReturn(30)
}
try tagger.tag() as Void
let labelled: Int = tagger.label(2)
let stubbed: Int = tagger.label(3)
let sealed: String = tagger.label(4)
precondition(labelled == 2 && stubbed == 30 && sealed == "4")
verify(tagger).tag()
verify(tagger, times(2)).label(any())
let namedSelf = MockCallerNamedSelf()
stub(namedSelf) { stub in when(stub.`self`(as: any())).then { Int($0) + 1 } }
let selfCalled = await namedSelf.`self`(as: 2)
precondition(selfCalled == 3)
verify(namedSelf).`self`(as: equal(to: UInt8(2)))
let measurer = MockTypedMeasurer<String>()
stub(measurer) { stub in
    when(stub.measure(any(Int.self))).thenReturn(7)
    when(stub.first(any([Int].self))).thenCallRealImplementation()
    when(stub.typed(any())).thenReturn(3)
}
precondition(measurer.measure(5) == 7 && measurer.first([4, 5]) == 4 && measurer.typed("x") == 3)
verify(measurer).measure(any(Int.self))
let workshop = MockWorkshop()
stub(workshop) { stub in
    when(stub.seal(any())).then { SealConfig(strength: $0 * 2) }
    when(stub.collect(any([Int].self))).then { Double($0.count) }
}
precondition(workshop.seal(4) == SealConfig(strength: 8))
let collected = await workshop.collect([1, 2, 3])
precondition(collected == 3)
verify(workshop).seal(equal(to: 4))
let made = TypeKeyedStub<Int>.make(for: 1, with: { $0 })
precondition(made == nil)
let lookup = MockCachedResolving()
stub(lookup) { stub in when(stub.find(any())).thenReturn(.success(3)) }
let found = try lookup.find("k")
precondition((try? found.get()) == 3)
verify(lookup).find("k")

let feed = MockFeed()
stub(feed) { stub in
    when(stub.updates()).thenReturn(4)
    when(stub.updates.get).thenReturn([1, 2])
}
let update = await feed.updates()
precondition(update == 4 && feed.updates == [1, 2])
verify(feed).updates()
verify(feed).updates.get()
stub(MockFeed.self) { stub in
    when(stub.latest()).thenReturn("new")
    when(stub.latest.get).thenReturn("old")
}
let latest = try await MockFeed.latest()
precondition(latest == "new" && MockFeed.latest == "old")
verify(MockFeed.self).latest()
print("exercise ok")
