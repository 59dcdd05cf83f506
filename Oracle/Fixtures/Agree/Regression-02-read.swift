struct S {
    var x: Bool {
        read { $0.flag }
    }
}
