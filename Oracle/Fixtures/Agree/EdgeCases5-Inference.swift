struct T {
    let a = try Foo()
    let b = try! Foo.Bar<Int>(x)
    let c = try? Foo()
    let d = await Foo()
    let e = try await Foo()
    let f = try? await Foo()
    let g = try? x as Foo
    let h = try x as Foo
    let j = try foo()
    let k = try 5
    let l = try? [1, 2]
    let n = Self (rawValue: 1)
}
