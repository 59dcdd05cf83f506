struct S {
    var x: Int {
        borrow { _x }
        mutate { &_x }
    }
}
