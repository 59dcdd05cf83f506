class C {
    var a: S = .throw
    var b: Int = 0
}
