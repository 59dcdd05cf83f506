struct S {
    var a, b: Int
}
