@preconcurrency(unsafe) func g() {}
@Foo(unsafe) var x: Int
@Foo(safe) var y: Int
