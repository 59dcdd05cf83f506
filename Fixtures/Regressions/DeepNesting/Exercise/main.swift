import MockRuntime
@testable import DeepNesting

// Only what stays cheap at run time: Swift's runtime checks the generic requirements of a
// deeply nested generic type (`Array<Array<…>>`, `Int???…`) in time exponential in its depth
// when it first makes its metadata, so the deep requirements are compiled, not called.
let deep = MockDeep()
stub(deep) { stub in
    when(stub.parenthesized(any())).then { $0 + 1 }
}
precondition(deep.parenthesized(4) == 5)
verify(deep).parenthesized(4)

let innermost = Level0.Level1.Level2.Level3.Level4.Level5.Level6.Level7.Level8.Level9.Level10.Level11.MockInnermost()
stub(innermost) { stub in when(stub.reached()).thenReturn(12) }
precondition(innermost.reached() == 12)
verify(innermost).reached()
print("exercise ok")
