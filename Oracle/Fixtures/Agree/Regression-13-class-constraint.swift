protocol P: class {
    func f()
}
