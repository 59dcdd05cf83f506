import MockRuntime
@testable import DefaultMainActor

// Top-level code runs on the main actor, as the app module's types want.
let store = MockAccountStore()
stub(store) { stub in
    when(stub.account(for: any())).then { id in Account(id: id) }
    when(stub.summary()).thenReturn(Summary())
    when(stub.save(any())).thenDoNothing()
    when(stub.count.get).thenReturn(3)
}
precondition(store.account(for: 5).id == 5)
precondition(store.summary() == Summary())
try await store.save(Account())
precondition(store.count == 3)
verify(store).account(for: 5)
verify(store).save(any())

let clock = MockClock()
stub(clock) { stub in when(stub.now()).thenReturn(42) }
precondition(clock.now() == 42)

let repository = MockRepository()
stub(repository) { stub in
    when(stub.fetch(id: any())).thenCallRealImplementation()
    when(stub.refresh()).thenReturn(false)
}
precondition(repository.fetch(id: 4) == 8)
let refreshed = await repository.refresh()
precondition(!refreshed)
precondition(repository.doubled(id: 1) == 4)
verify(repository, times(2)).fetch(id: any())

let hasher = MockHasher64()
stub(hasher) { stub in when(stub.hash(any())).thenReturn(9) }
precondition(hasher.hash([1]) == 9)

let inner = Outer.MockInner()
stub(inner) { stub in when(stub.value()).thenReturn(1) }
precondition(inner.value() == 1)

print("exercise ok")
