import MockRuntime
@testable import ShadowedInheritedNames

let counter = Office.MockCounter()
stub(counter) { stub in
    when(stub.issue(equal(to: Token(id: 1)))).thenReturn(Token(id: 2))
}
precondition(counter.issue(Token(id: 1)) == Token(id: 2))
verify(counter).issue(equal(to: Token(id: 1)))

let desk = Office.MockDesk()
stub(desk) { stub in
    when(stub.redeem(equal(to: Token(id: 3)))).thenReturn([Token(id: 4)])
    when(stub.stamp(any())).thenDoNothing()
}
precondition(desk.redeem(Token(id: 3)) == [Token(id: 4)])
desk.stamp(Office.Token())
verify(desk).stamp(any())

let kiosk = MockKiosk()
stub(kiosk) { stub in
    when(stub.issue(any())).thenReturn(Token(id: 5))
    when(stub.print(any())).thenDoNothing()
}
precondition(kiosk.issue(Token(id: 0)) == Token(id: 5))
kiosk.print(Kiosk.Token())
verify(kiosk).print(any())
print("exercise ok")
