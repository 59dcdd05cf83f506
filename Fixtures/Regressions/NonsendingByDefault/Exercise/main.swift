import MockRuntime
@testable import NonsendingByDefault

// Stubbed: non-Sendable arguments stay in the caller's isolation (here the main actor).
let keeper = MockBookkeeper()
stub(keeper) { stub in
    when(stub.record(any(), amount: any())).then { ledger, amount in ledger.entries.count + amount }
    when(stub.load(any())).then { ledger in Ledger(ledger.entries.reversed()) }
    when(stub.total(of: any(), anyClosure())).thenReturn(42)
    when(stub.perform(anyClosure())).thenReturn(7)
    when(stub.balance.get).thenReturn(5)
    when(stub.audit(any())).then { $0 * 3 }
}
let ledger = Ledger([1, 2])
let recorded = await keeper.record(ledger, amount: 3)
precondition(recorded == 5)
let loaded = try await keeper.load(ledger)
precondition(loaded.entries == [2, 1])
let total = await keeper.total(of: ledger) { $0.entries.count }
precondition(total == 42)
let performed = await keeper.perform { 1 }
precondition(performed == 7)
let balance = await keeper.balance
precondition(balance == 5)
let audited = await keeper.audit(2)
precondition(audited == 6)
verify(keeper).record(any(), amount: 3)
verify(keeper).perform(anyClosure())
verify(keeper, times(1)).audit(2)

// Forwarded to a real implementation, non-escaping closures included.
let spy = MockBookkeeper().withEnabledDefaultImplementation(RealBookkeeper())
let spied = Ledger()
let count = await spy.record(spied, amount: 9)
precondition(count == 1 && spied.entries == [9])
let summed = await spy.total(of: spied) { $0.entries.reduce(0, +) }
precondition(summed == 10)
let doubled = await spy.perform { 21 }
precondition(doubled == 42)
var ran = false
await spy.schedule { ran = true }
precondition(ran)
verify(spy).total(of: any(), anyClosure())

// A class mock: the superclass's code in the caller's isolation too.
let clerk = MockClerk()
stub(clerk) { stub in when(stub.file(any())).thenCallRealImplementation() }
let filed = await clerk.file(Ledger([4, 5, 6]))
precondition(filed == 3)
stub(clerk) { stub in when(stub.perform(anyClosure())).thenCallRealImplementation() }
let clerkPerformed = await clerk.perform { 5 }
precondition(clerkPerformed == 15)

// An opened default implementation: a `@concurrent` member and one in the caller's isolation.
let archive = MockArchive<Int>().withEnabledDefaultImplementation(IntArchive())
let stored = await archive.store(8, in: Ledger())
precondition(stored == 8)
let restored = await archive.restore(into: Ledger([3]))
precondition(restored == 3)
verify(archive).store(8, in: any())

// Static members, and a standard library requirement.
stub(MockBatching.self) { stub in when(stub.batch(any(), anyClosure())).then { ledger, body in try body(ledger.entries.count) } }
let batched = try await MockBatching.batch(Ledger([1, 2, 3])) { $0 * 2 }
precondition(batched == 6)
verify(MockBatching.self).batch(any(), anyClosure())
let tally = MockTally()
stub(tally) { stub in when(stub.next()).thenReturn(4) }
let next = try await tally.next()
precondition(next == 4)

print("exercise ok")
