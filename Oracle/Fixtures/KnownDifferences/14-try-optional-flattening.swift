struct T {
    let i = try? x as Foo?
}
