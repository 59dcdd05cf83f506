import MockRuntime
@testable import KeywordNames
import Lexicon

let uses = MockUses()
let type = MockType()
stub(type) { stub in when(stub.name()).thenReturn("type") }
stub(uses) { stub in
    when(stub.`Type`()).thenReturn(3)
    when(stub.`Protocol`.get).thenReturn("protocol")
    when(stub.`self`.get).thenReturn(5)
    when(stub.`default`(for: 1, in: 2)).thenReturn(7)
    when(stub.of(any(), any(), any())).thenReturn(9)
    when(stub.named(self: 4)).thenReturn(16)
}
stub(MockUses.self) { stub in when(stub.`class`()).thenReturn(11) }
precondition(uses.`Type`() == 3)
precondition(uses.`Protocol` == "protocol")
precondition(uses.`self` == 5)
precondition(uses.`default`(for: 1, in: 2) == 7)
precondition(uses.of(type, MockProtocol(), Word()) == 9)
precondition(MockUses.`class`() == 11)
precondition(type.name() == "type")
precondition(uses.named(self: 4) == 16)
verify(uses).named(self: 4)
verify(uses).`Type`()
verify(uses).`default`(for: 1, in: 2)
verify(MockUses.self).`class`()

let inner = Outer.MockType()
stub(inner) { stub in when(stub.inner()).thenReturn(13) }
let user = Outer.MockUser()
stub(user) { stub in when(stub.use(any())).thenReturn(inner) }
precondition(user.use(inner).inner() == 13)

let object = MockSelf_()
stub(object) { stub in when(stub.`Type`()).thenReturn(15) }
precondition(object.`Type`() == 15)
verify(object).`Type`()
let holder = MockHolder<Int>()
stub(holder) { stub in when(stub.value()).thenReturn(21) }
precondition(holder.value() == 21)
let named = MockSelfNamed()
stub(named) { stub in when(stub.`Self`()).thenReturn(5) }
stub(MockSelfNamed.self) { stub in when(stub.make()).thenReturn(6) }
precondition(named.`Self`() == 5 && MockSelfNamed.make() == 6)
verify(named).`Self`()
stub(MockStaticSelf.self) { stub in when(stub.`Self`.get).thenReturn(7) }
precondition(MockStaticSelf.`Self` == 7)
let table = MockTable()
stub(table) { stub in when(stub.put(any())).thenDoNothing() }
var slot = 1
table.put(&slot)
verify(table).put(1)
stub(MockTable.self) { stub in when(stub.make(for: 2)).thenReturn(3) }
precondition(MockTable.make(for: 2) == 3)
print("exercise ok")
