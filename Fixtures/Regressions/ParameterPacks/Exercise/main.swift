import MockRuntime
@testable import ParameterPacks

let packer = MockPacker()
stub(packer) { stub in
    when(stub.pack(any((Int, String).self))).then { $0 }
    when(stub.count(any((Int, String).self))).thenReturn(2)
    when(stub.count(ParameterMatcher { (values: (Int, Int, Int)) in values.0 == 1 })).thenReturn(3)
    when(stub.mixed(1, rest: any((String, Int).self))).then { first, rest in [AnyHashable(first), AnyHashable(rest.0), AnyHashable(rest.1)] }
    when(stub.nothing(any((Bool, Bool).self))).thenDoNothing()
}
let packed = packer.pack(1, "a")
precondition(packed == (1, "a"))
precondition(packer.count(1, "b") == 2 && packer.count(1, 2, 3) == 3)
let mixed = try await packer.mixed(1, rest: "x", 2)
precondition(mixed == [1, "x", 2])
packer.nothing(true, false)
verify(packer).count(any((Int, String).self))
verify(packer).count(ParameterMatcher { (values: (Int, Int, Int)) in values == (1, 2, 3) })
verify(packer).nothing(any((Bool, Bool).self))
verify(packer, never()).pack(any((Bool, Bool).self))

let packing = MockPacking()
stub(packing) { stub in when(stub.plain()).thenReturn(4) }
precondition(packing.plain() == 4)
print("exercise ok")
