import MockRuntime
@testable import IsolationAndLabels

let number = Projection("number") { (ticket: borrowing Ticket) in ticket.number }
let labelled = MockLabelled()
stub(labelled) { stub in
    when(stub.take(`inout`: number.equal(to: 3))).thenCallRealImplementation()
    when(stub.pass(var: any(), let: 2)).thenReturn(10)
    when(stub.hand(any(), count: any())).thenReturn(Box())
}
precondition(labelled.take(`inout`: Ticket(number: 3)) == 3)
precondition(labelled.pass(var: 1, let: 2) == 10)
_ = labelled.hand(MockSource(), count: 1)
verify(labelled).hand(any(), count: 1)

let ticker = MockTicker()
stub(ticker) { stub in
    when(stub.next()).thenReturn(1, 2, nil)
    when(stub.tick()).thenReturn(7)
}
var iterator = ticker
precondition(iterator.next() == 1 && iterator.next() == 2 && iterator.next() == nil)
let ticked = await ticker.tick()
precondition(ticked == 7)

let feed = MockFeed()
stub(feed) { stub in when(stub.next()).thenReturn("a") }
let fed = try await feed.next()
precondition(fed == "a")

let relay = MockRelay()
stub(relay) { stub in
    when(stub.relay(anyClosure(), times: any())).then { transform, times in times }
    when(stub.run(on: any(), any())).then { _, body in body(2) }
    when(stub.build(on: any(), anyClosure(), anyClosure())).then { _, _, check in
        let box = Box()
        precondition(check(box))
        return box
    }
    when(stub.pair(any())).then { value in value.1 }
    when(stub.`self`(with: anyClosure())).then { body in body(5) }
    when(stub.onMain(any(), value: any())).then { _, value in value + 1 }
}
let relayed = await relay.relay({ _ in nil }, times: 4)
let ran = await relay.run(on: nil) { $0 * 3 }
let paired = await relay.pair((1, "x"))
let built = try await relay.build(on: nil, { $0.count }, { _ in true })
verify(relay).build(on: isNil(), anyClosure(), anyClosure())
_ = built
precondition(relayed == 4 && ran == 6 && paired == "x")
verify(relay).pair(any())
let itself = await relay.`self` { $0 * 2 }
let onMain = await relay.onMain(MainActor.shared, value: 1)
precondition(itself == 10 && onMain == 2)
let callerIsolated = MockCallerIsolated<Int>()
stub(callerIsolated) { stub in
    when(stub.handler.get).thenReturn({ $0 + 1 })
    when(stub.handlers.get).thenReturn([{ $0 * 2 }])
}
let handled = try await callerIsolated.handler?(1)
let doubled = await callerIsolated.handlers[0](4)
precondition(handled == 2 && doubled == 8)
verify(callerIsolated).handler.get()
print("exercise ok")
