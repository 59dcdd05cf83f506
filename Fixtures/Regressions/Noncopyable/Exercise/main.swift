import MockRuntime
@testable import Noncopyable

// Projections are created before the calls they read.
let tokenID = Projection("id") { (token: borrowing Token) in token.id }
let optionalID = Projection("id") { (token: borrowing Token?) -> Int? in
    switch token {
    case .some(let token): token.id
    case .none: nil
    }
}

let vault = MockVault()
stub(vault) { stub in
    when(stub.store(tokenID.equal(to: 3), tag: any())).thenReturn(true)
    when(stub.store(borrowed { $0.id > 100 }, tag: "big")).thenReturn(true)
    when(stub.store(any(), tag: "other")).thenReturn(false)
    when(stub.destroy(any())).thenDoNothing()
    when(stub.issue(id: any())).thenReturn { Token(id: 42) }
    when(stub.exchange(tokenID.matching { $0 > 0 })).then { token in NoncopyableResult { Token(id: (token[tokenID] ?? 0) * 2) } }
    when(stub.inspect(any(NoncopyableArgument<Token>.self))).thenReturn(7)
    when(stub.maybe(optionalID.equal(to: nil))).thenReturn { nil }
    when(stub.maybe(optionalID.equal(to: 5))).thenReturn { Token(id: 6) }
    when(stub.compare(tokenID.equal(to: 1), tokenID.equal(to: 2))).thenReturn(true)
    when(stub.count.get).thenReturn(3)
    when(stub.send(any())).thenReturn { Token(id: 11) }
}
precondition(vault.store(Token(id: 3), tag: "a"))
precondition(vault.store(Token(id: 300), tag: "big"))
precondition(!vault.store(Token(id: 4), tag: "other"))
vault.destroy(Token(id: 5))
precondition(vault.issue(id: 1).id == 42 && vault.issue(id: 2).id == 42)
let exchanged = try await vault.exchange(Token(id: 21))
precondition(exchanged.id == 42)
precondition(vault.inspect(Token(id: 9)) == 7)
precondition(vault.maybe(nil) == nil)
precondition(vault.maybe(Token(id: 5))?.id == 6)
precondition(vault.compare(Token(id: 1), Token(id: 2)))
precondition(vault.count == 3)
func sentID() async -> Int? {
    let sent = await vault.send(Box())
    switch consume sent {
    case .some(let token): return token.id
    case .none: return nil
    }
}
let sentIdentifier = await sentID()
precondition(sentIdentifier == 11)

verify(vault).store(tokenID.equal(to: 3), tag: "a")
verify(vault, times(3)).store(any(), tag: any())
verify(vault).destroy(tokenID.equal(to: 5))
verify(vault, never()).destroy(tokenID.equal(to: 6))
verify(vault).compare(any(), tokenID.equal(to: 2))
let captor = ArgumentCaptor<NoncopyableArgument<Token>>()
verify(vault).destroy(captor.capture())
precondition(captor.value?[tokenID] == 5)
precondition("\(captor.value!)".contains("Token(id: 5"), "\(captor.value!)")
// A projection made after the call read nothing: it matches no call.
let late = Projection("late") { (token: borrowing Token) in token.id }
verify(vault, never()).destroy(late.equal(to: 5))

// The default implementation gets the very values (borrowed, or handed on when consumed).
let forwarding = MockVault().withEnabledDefaultImplementation(RealVault())
precondition(forwarding.store(Token(id: 1), tag: "x"))
precondition(forwarding.issue(id: 2).id == 20)
let forwarded = try await forwarding.exchange(Token(id: 4))
precondition(forwarded.id == 5)
precondition(forwarding.maybe(Token(id: 8))?.id == 8)
forwarding.destroy(Token(id: 1))
verify(forwarding).destroy(tokenID.equal(to: 1))

// Static members are stubbed like instance ones.
stub(MockVault.self) { stub in when(stub.mint()).thenReturn { Token(id: 99) } }
precondition(MockVault.mint().id == 99)

// A class mock forwards to `super` on request.
let counter = MockCounter()
stub(counter) { stub in
    when(stub.take(tokenID.equal(to: 1))).thenReturn(100)
    when(stub.take(tokenID.equal(to: 2))).thenCallRealImplementation()
    when(stub.issue(id: any())).thenCallRealImplementation()
    when(stub.sum(any(), any())).thenCallRealImplementation()
}
precondition(counter.take(Token(id: 1)) == 100)
precondition(counter.take(Token(id: 2)) == 2)
precondition(counter.issue(id: 9).id == 9)
precondition(counter.sum(Token(id: 2), Token(id: 5)) == 7)
verify(counter).sum(tokenID.equal(to: 2), tokenID.equal(to: 5))

// The stub class makes a registered default.
DefaultValueRegistry.register(value: NoncopyableResult { Token(id: -1) }, forType: NoncopyableResult<Token>.self)
precondition(VaultStub().issue(id: 3).id == -1)
print("exercise ok")
