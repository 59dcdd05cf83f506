struct S {
    struct I: nonisolated AsyncIteratorProtocol {
        var x: Int
    }
}
